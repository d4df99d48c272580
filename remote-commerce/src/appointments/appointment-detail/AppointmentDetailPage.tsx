import { useApiQuery } from '@telehealth/shared/query';
import { DetailFrame, Stack, TableSkeleton } from '@telehealth/shared/ui';
import { useParams } from 'react-router-dom';
import { fetchCalls } from '../api';
import { appointments } from '../resource';
import { APPOINTMENTS_PATH } from '../urls';
import { AppointmentDetailView } from './AppointmentDetailView';

const SKELETON = (
  <Stack gap="4" aria-busy>
    <TableSkeleton rows={4} columns={3} />
    <TableSkeleton rows={6} columns={4} />
  </Stack>
);

/** /admin/appointments/{uid}: loads the appointment and its calls side by side. */
export function AppointmentDetailPage() {
  const { uid = '' } = useParams();
  const detail = appointments.useRecord(uid);
  const calls = useApiQuery([appointments.key, uid, 'calls'], (signal) => fetchCalls(uid, signal));

  return (
    <DetailFrame
      query={detail}
      thing="Appointment"
      list={{ href: APPOINTMENTS_PATH, label: 'Appointments' }}
      skeleton={SKELETON}
    >
      {(answer) => (
        <AppointmentDetailView
          answer={answer}
          calls={{
            rows: calls.data ?? [],
            loading: calls.status === 'loading',
            failed: calls.status === 'error',
            onRetry: calls.reload,
          }}
        />
      )}
    </DetailFrame>
  );
}
