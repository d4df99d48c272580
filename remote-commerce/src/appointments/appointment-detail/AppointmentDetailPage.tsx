import { useApiQuery } from '@telehealth/shared/query';
import { DetailLoadFailure, Stack, TableSkeleton } from '@telehealth/shared/ui';
import { useParams } from 'react-router-dom';
import { fetchAppointment, fetchCalls } from '../api';
import { APPOINTMENTS_PATH } from '../urls';
import { AppointmentDetailView } from './AppointmentDetailView';

/** /admin/appointments/{uid}: loads the appointment and its calls side by side. */
export function AppointmentDetailPage() {
  const { uid = '' } = useParams();
  const detail = useApiQuery(['appointments', uid], (signal) => fetchAppointment(uid, signal));
  const calls = useApiQuery(['appointments', uid, 'calls'], (signal) => fetchCalls(uid, signal));

  if (detail.status === 'error') {
    return (
      <DetailLoadFailure
        error={detail.error}
        notFoundMessage="Appointment not found"
        backTo={{ href: APPOINTMENTS_PATH, label: 'Back to Appointments' }}
        onRetry={detail.reload}
      />
    );
  }
  if (!detail.data || detail.data.appointments.uid !== uid)
    return (
      <Stack gap="4" aria-busy>
        <TableSkeleton rows={4} columns={3} />
        <TableSkeleton rows={6} columns={4} />
      </Stack>
    );
  return (
    <AppointmentDetailView
      answer={detail.data}
      calls={{
        rows: calls.data ?? [],
        loading: calls.status === 'loading',
        failed: calls.status === 'error',
        onRetry: calls.reload,
      }}
    />
  );
}
