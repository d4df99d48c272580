import { refreshDashboard } from '@telehealth/shared/api';
import { invalidateQueries, useApiQuery } from '@telehealth/shared/query';
import {
  AuditHistory,
  DetailLoadFailure,
  ListSkeleton,
  SectionCard,
  Stack,
  notifySuccess,
} from '@telehealth/shared/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { DetailAppointments } from '../../common/components/DetailAppointments';
import { UserActionDialog } from '../../common/components/UserActionDialog';
import { UserActionsMenu } from '../../common/components/UserActionsMenu';
import { useDetailList } from '../../common/use-detail-list';
import type { UserAction } from '../../common/types';
import { openUserInMainSite } from '../../common/open-user-in-main-site';
import { runUserAction } from '../../common/users-api';
import { fetchPatient, fetchPatientAppointments } from '../api';
import { patientActions } from '../patient-status';
import { PATIENTS_PATH } from '../urls';
import { PatientProfile } from './PatientProfile';

/** /admin/patients/{uid}: profile, actions, Edit, recent appointments (10 a page in ?page=). */
export function PatientDetailPage() {
  const { uid = '' } = useParams();
  const query = useApiQuery(['patients', uid], (signal) => fetchPatient(uid, signal));
  const appointments = useDetailList('appointments', ['patient', uid], (page, pageSize, signal) =>
    fetchPatientAppointments(uid, page, pageSize, signal),
  );
  const [pendingAction, setPendingAction] = useState<UserAction | null>(null);

  if (query.status === 'error' && !query.data)
    return (
      <DetailLoadFailure
        error={query.error}
        notFoundMessage="Patient not found"
        backTo={{ href: PATIENTS_PATH, label: 'Back to Patients' }}
        onRetry={query.reload}
      />
    );
  const patient = query.data;
  if (!patient) return <ListSkeleton count={6} />;

  const confirm = async (action: UserAction, password: string) => {
    await runUserAction(uid, action, password);
    notifySuccess('Status Updated');
    query.reload();
    void invalidateQueries('audit');
    void refreshDashboard();
  };

  return (
    <Stack gap="4">
      <PatientProfile
        patient={patient}
        actions={<UserActionsMenu rules={patientActions(patient.status)} onSelect={setPendingAction} />}
        onEdit={() => openUserInMainSite(uid)}
      />
      <SectionCard title="Recent Appointments">
        <DetailAppointments list={appointments} show={{ patient: false, doctor: true }} />
      </SectionCard>
      <AuditHistory targetUids={[uid]} />
      <UserActionDialog
        action={pendingAction}
        name={patient.full_name ?? 'this patient'}
        onConfirm={confirm}
        onClose={() => setPendingAction(null)}
      />
    </Stack>
  );
}
