import { refreshDashboard } from '@telehealth/shared/api';
import { invalidateQueries, useApiQuery } from '@telehealth/shared/query';
import {
  AuditHistory,
  DetailLoadFailure,
  ListSkeleton,
  Stack,
  notifySuccess,
  useQueryState,
} from '@telehealth/shared/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { UserActionDialog } from '../../common/components/UserActionDialog';
import type { UserAction } from '../../common/types';
import { openUserInMainSite } from '../../common/open-user-in-main-site';
import { reviewUser, runUserAction } from '../../common/users-api';
import { changeDoctorPassword, fetchDoctor } from '../api';
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
  const query = useApiQuery(['doctors', uid], (signal) => fetchDoctor(uid, signal));
  const [pendingAction, setPendingAction] = useState<UserAction | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  // Bumped after an action that changes the doctor's appointments (block cancels them).
  const [version, setVersion] = useState(0);

  if (query.status === 'error' && !query.data)
    return (
      <DetailLoadFailure
        error={query.error}
        notFoundMessage="Doctor not found"
        backTo={{ href: DOCTORS_PATH, label: 'Back to Doctors' }}
        onRetry={query.reload}
      />
    );
  const doctor = query.data;
  if (!doctor) return <ListSkeleton count={6} />;

  // After any action: the doctor, their appointments and the History panel are read again.
  const refresh = () => {
    query.reload();
    setVersion((n) => n + 1);
    void invalidateQueries('audit');
  };

  const onMenu = (action: DoctorMenuAction) => {
    if (action === 'change-password') setChangingPassword(true);
    else setPendingAction(action);
  };

  const confirmAction = async (action: UserAction, password: string) => {
    await runUserAction(uid, action, password);
    notifySuccess('Status Updated');
    refresh();
    void refreshDashboard();
  };

  const review = (action: 'accept' | 'reject') => async () => {
    await reviewUser(uid, action);
    notifySuccess('Status Updated');
    refresh();
    void refreshDashboard();
  };

  const name = doctor.full_name ?? '';
  return (
    <Stack gap="4">
      <DoctorHeader doctor={doctor} onAction={onMenu} />
      <DoctorTabs
        doctor={doctor}
        tab={tab}
        onTabChange={(next) => setActive(String(next))}
        onApprove={review('accept')}
        onReject={review('reject')}
        onEdit={() => openUserInMainSite(uid)}
        onChanged={() => void invalidateQueries('audit')}
      />
      <DoctorAppointments uid={uid} version={version} />
      <AuditHistory targetUids={[uid]} />
      <UserActionDialog
        action={pendingAction}
        name={`Dr. ${name}`}
        doctorUid={uid}
        onConfirm={confirmAction}
        onClose={() => setPendingAction(null)}
      />
      <ChangePasswordDialog
        open={changingPassword}
        name={`Dr. ${name}`}
        onSubmit={async (password) => {
          await changeDoctorPassword(uid, password);
          notifySuccess('Password changed successfully');
          void invalidateQueries('audit');
        }}
        onClose={() => setChangingPassword(false)}
      />
    </Stack>
  );
}
