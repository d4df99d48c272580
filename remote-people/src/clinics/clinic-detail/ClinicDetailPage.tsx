import { DetailFrame, SectionCard, Stack } from '@telehealth/shared/ui';
import { AuditHistory, RecordNotes } from '@telehealth/shared/features';
import { useQueryState, useUpdateParams } from '@telehealth/shared/url';
import { useNavigate, useParams } from 'react-router-dom';
import { ApprovalPanel } from '../../users/components/ApprovalPanel';
import { UserActionButtons } from '../../users/components/UserActionButtons';
import { RecordTrend } from '../../users/components/record-trend';
import { UserActionDialog } from '../../users/components/UserActionDialog';
import { useUserActions } from '../../users/use-user-actions';
import { clinicActions } from '../clinic-status';
import { clinics } from '../resource';
import { CLINICS_PATH } from '../urls';
import { ClinicHeader } from './ClinicHeader';
import { ClinicLists } from './ClinicLists';
import { ClinicTabs } from './ClinicTabs';

/** /admin/clinics/{uid}: header with actions, approval panel, tabs, and the Appointments / Doctors lists. */
export function ClinicDetailPage() {
  const { uid = '' } = useParams();
  const navigate = useNavigate();
  const [tab, setTab] = useQueryState('tab', 'Profile', { resetPage: false, history: 'push' });
  const [list] = useQueryState('list', 'appointments');
  const updateParams = useUpdateParams();
  const query = clinics.useRecord(uid);
  const { review, ask, dialog } = useUserActions(clinics, uid, {
    deleted: { message: 'Clinic successfully deleted', leave: () => navigate(CLINICS_PATH) },
  });

  return (
    <DetailFrame query={query} thing="Clinic" list={{ href: CLINICS_PATH, label: 'Clinics' }}>
      {(answer) => {
        const clinic = answer.clinic_details;
        const rules = clinicActions(clinic.status);
        return (
          <Stack gap="4">
            <ClinicHeader
              clinic={clinic}
              revenue={answer.revenue}
              actions={<UserActionButtons rules={rules} onAction={ask} />}
            />
            {rules.review && (
              <ApprovalPanel
                kind="clinic"
                name={clinic.full_name || 'this clinic'}
                onApprove={review('accept')}
                onReject={review('reject')}
              />
            )}
            <SectionCard>
              <ClinicTabs answer={answer} tab={tab} onTabChange={setTab} />
            </SectionCard>
            <RecordTrend kind="clinic" uid={uid} />
            <SectionCard>
              <ClinicLists
                uid={uid}
                list={list}
                onListChange={(next) =>
                  updateParams({ list: next === 'appointments' ? null : next, page: null }, 'push')
                }
              />
            </SectionCard>
            <RecordNotes type="clinic" recordKey={uid} />
            <AuditHistory targetUids={[uid]} />
            <UserActionDialog {...dialog} name={clinic.full_name ?? 'this clinic'} />
          </Stack>
        );
      }}
    </DetailFrame>
  );
}
