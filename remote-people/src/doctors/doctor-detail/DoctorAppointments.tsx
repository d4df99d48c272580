import { useApiQuery } from '@telehealth/shared/query';
import { ErrorPanel, SectionCard, usePageParam } from '@telehealth/shared/ui';
import { AppointmentsTable } from '../../common/components/AppointmentsTable';
import { DETAIL_APPOINTMENTS_PAGE_SIZE } from '../../common/list-query';
import { fetchDoctorAppointments } from '../api';

/** Recent Appointments under the doctor's tabs, 10 a page in `?page=`. */
export function DoctorAppointments({ uid, version }: { uid: string; version: number }) {
  const [page, setPage] = usePageParam();
  const query = useApiQuery(['appointments', 'doctor', uid, page, version], (signal) =>
    fetchDoctorAppointments(uid, page, signal),
  );
  return (
    <SectionCard title="Recent Appointments">
      {query.status === 'error' ? (
        <ErrorPanel onRetry={query.reload} />
      ) : (
        <AppointmentsTable
          rows={query.data?.appointments ?? []}
          loading={query.status === 'loading'}
          page={page}
          pageSize={query.data?.limit || DETAIL_APPOINTMENTS_PAGE_SIZE}
          total={query.data?.count ?? 0}
          onPageChange={setPage}
          show={{ patient: true, doctor: false }}
        />
      )}
    </SectionCard>
  );
}
