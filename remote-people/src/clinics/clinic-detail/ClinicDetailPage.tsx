import { refreshDashboard } from '@telehealth/shared/api';
import { invalidateQueries, useApiQuery } from '@telehealth/shared/query';
import {
  AuditHistory,
  DetailLoadFailure,
  ListSkeleton,
  SectionCard,
  Stack,
  notifySuccess,
  useQueryState,
  useUpdateParams,
} from '@telehealth/shared/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApprovalPanel } from '../../common/components/ApprovalPanel';
import { UserActionButtons } from '../../common/components/UserActionButtons';
import { UserActionDialog } from '../../common/components/UserActionDialog';
import type { UserAction } from '../../common/types';
import { reviewUser, runUserAction } from '../../common/users-api';
import { fetchClinic } from '../api';
import { clinicActions } from '../clinic-status';
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
  const query = useApiQuery(['clinics', uid], (signal) => fetchClinic(uid, signal));
  const [pendingAction, setPendingAction] = useState<UserAction | null>(null);

  if (query.status === 'error' && !query.data)
    return (
      <DetailLoadFailure
        error={query.error}
        notFoundMessage="Clinic not found"
        backTo={{ href: CLINICS_PATH, label: 'Back to Clinics' }}
        onRetry={query.reload}
      />
    );
  const answer = query.data;
  if (!answer) return <ListSkeleton count={6} />;
  const clinic = answer.clinic_details;
  const rules = clinicActions(clinic.status);

  const confirm = async (action: UserAction, password: string) => {
    await runUserAction(uid, action, password);
    void refreshDashboard();
    if (action === 'delete') {
      notifySuccess('Clinic successfully deleted');
      navigate(CLINICS_PATH);
      return;
    }
    notifySuccess('Status Updated');
    query.reload();
    void invalidateQueries('audit');
  };

  const review = (action: 'accept' | 'reject') => async () => {
    await reviewUser(uid, action);
    notifySuccess('Status Updated');
    query.reload();
    void invalidateQueries('audit');
    void refreshDashboard();
  };

  return (
    <Stack gap="4">
      <ClinicHeader
        clinic={clinic}
        revenue={answer.revenue}
        actions={<UserActionButtons rules={rules} onAction={setPendingAction} />}
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
      <SectionCard>
        <ClinicLists
          uid={uid}
          list={list}
          onListChange={(next) =>
            updateParams({ list: next === 'appointments' ? null : next, page: null }, 'push')
          }
        />
      </SectionCard>
      <AuditHistory targetUids={[uid]} />
      <UserActionDialog
        action={pendingAction}
        name={clinic.full_name ?? 'this clinic'}
        onConfirm={confirm}
        onClose={() => setPendingAction(null)}
      />
    </Stack>
  );
}
