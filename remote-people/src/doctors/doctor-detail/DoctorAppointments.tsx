import { ErrorPanel, SectionCard } from '@telehealth/shared/ui';
import { AppointmentsTable } from '../../common/components/AppointmentsTable';
import { useDetailList } from '../../common/use-detail-list';
import { fetchDoctorAppointments } from '../api';

/** Recent Appointments under the doctor's tabs, 10 a page in `?page=`. */
export function DoctorAppointments({ uid, version }: { uid: string; version: number }) {
  const list = useDetailList('appointments', ['doctor', uid, version], (page, pageSize, signal) =>
    fetchDoctorAppointments(uid, page, pageSize, signal),
  );
  const { query } = list;
  return (
    <SectionCard title="Recent Appointments">
      {query.status === 'error' ? (
        <ErrorPanel onRetry={query.reload} />
      ) : (
        <AppointmentsTable
          rows={query.data?.appointments ?? []}
          loading={query.status === 'loading'}
          page={list.page}
          pageSize={list.pageSize}
          total={query.data?.count ?? 0}
          onPageChange={list.setPage}
          show={{ patient: true, doctor: false }}
        />
      )}
    </SectionCard>
  );
}
