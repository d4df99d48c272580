import { DetailFrame, SectionCard, Stack } from '@telehealth/shared/ui';
import { AuditHistory, RecordNotes } from '@telehealth/shared/features';
import { useParams } from 'react-router-dom';
import { DetailAppointments } from '../../users/components/DetailAppointments';
import { UserActionDialog } from '../../users/components/UserActionDialog';
import { UserActionsMenu } from '../../users/components/UserActionsMenu';
import { useDetailList } from '../../users/use-detail-list';
import { openUserInMainSite } from '../../users/open-user-in-main-site';
import { useUserActions } from '../../users/use-user-actions';
import { fetchPatientAppointments } from '../api';
import { patientActions } from '../patient-status';
import { patients } from '../resource';
import { PATIENTS_PATH } from '../urls';
import { PatientProfile } from './PatientProfile';

/** /admin/patients/{uid}: profile, actions, Edit, recent appointments (10 a page in ?page=). */
export function PatientDetailPage() {
  const { uid = '' } = useParams();
  const query = patients.useRecord(uid);
  const appointments = useDetailList('appointments', ['patient', uid], (page, pageSize, signal) =>
    fetchPatientAppointments(uid, page, pageSize, signal),
  );
  const { ask, dialog } = useUserActions(patients, uid);

  return (
    <DetailFrame query={query} thing="Patient" list={{ href: PATIENTS_PATH, label: 'Patients' }}>
      {(patient) => (
        <Stack gap="4">
          <PatientProfile
            patient={patient}
            actions={<UserActionsMenu rules={patientActions(patient.status)} onSelect={ask} />}
            onEdit={() => openUserInMainSite(uid)}
          />
          <SectionCard title="Recent Appointments">
            <DetailAppointments list={appointments} show={{ patient: false, doctor: true }} />
          </SectionCard>
          <RecordNotes type="patient" recordKey={uid} />
          <AuditHistory targetUids={[uid]} />
          <UserActionDialog {...dialog} name={patient.full_name ?? 'this patient'} />
        </Stack>
      )}
    </DetailFrame>
  );
}
