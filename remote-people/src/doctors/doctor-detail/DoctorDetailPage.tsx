import { DetailFrame, Stack, notifySuccess } from '@telehealth/shared/ui';
import { AuditHistory, RecordNotes, WorkAssignee } from '@telehealth/shared/features';
import { useQueryState } from '@telehealth/shared/url';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { RecordTrend } from '../../users/components/record-trend';
import { UserActionDialog } from '../../users/components/UserActionDialog';
import { openUserInMainSite } from '../../users/open-user-in-main-site';
import { useUserActions } from '../../users/use-user-actions';
import { changeDoctorPassword } from '../api';
import { doctors } from '../resource';
import { DOCTORS_PATH, parseDoctorTab } from '../urls';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import type { DoctorMenuAction } from './DoctorActionsMenu';
import { DoctorAppointments } from './DoctorAppointments';
import { DoctorHeader } from './DoctorHeader';
import { DoctorTabs } from './DoctorTabs';

/** /admin/doctors/{uid}?active=1..9: header with actions, the nine tabs, recent appointments. */
export function DoctorDetailPage() {
  const { uid = '' } = useParams();
  const [active, setActive] = useQueryState('active', '1', { resetPage: false, history: 'push' });
  const tab = parseDoctorTab(active);
  const query = doctors.useRecord(uid);
  const { review, ask, dialog } = useUserActions(doctors, uid);
  const changePassword = doctors.useAction(uid, (password: string) => changeDoctorPassword(uid, password));
  const [changingPassword, setChangingPassword] = useState(false);

  const onMenu = (action: DoctorMenuAction) => {
    if (action === 'change-password') setChangingPassword(true);
    else ask(action);
  };

  return (
    <DetailFrame query={query} thing="Doctor" list={{ href: DOCTORS_PATH, label: 'Doctors' }}>
      {(doctor) => {
        const name = doctor.full_name ?? '';
        return (
          <Stack gap="4">
            <DoctorHeader doctor={doctor} onAction={onMenu} />
            <WorkAssignee queue="doctors" itemKey={uid} />
            <DoctorTabs
              doctor={doctor}
              tab={tab}
              onTabChange={(next) => setActive(String(next))}
              onApprove={review('accept')}
              onReject={review('reject')}
              onEdit={() => openUserInMainSite(uid)}
            />
            <RecordTrend kind="doctor" uid={uid} />
            <DoctorAppointments uid={uid} />
            <RecordNotes type="doctor" recordKey={uid} />
            <AuditHistory targetUids={[uid]} />
            <UserActionDialog {...dialog} name={`Dr. ${name}`} doctorUid={uid} />
            <ChangePasswordDialog
              open={changingPassword}
              name={`Dr. ${name}`}
              onSubmit={async (password) => {
                await changePassword.mutateAsync(password);
                notifySuccess('Password changed successfully');
              }}
              onClose={() => setChangingPassword(false)}
            />
          </Stack>
        );
      }}
    </DetailFrame>
  );
}
