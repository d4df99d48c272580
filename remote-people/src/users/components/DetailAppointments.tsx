import type { ListPage } from '@telehealth/shared/list';
import { ErrorPanel } from '@telehealth/shared/ui';
import type { AppointmentPage } from '../types';
import { AppointmentsTable } from './AppointmentsTable';

export interface DetailAppointmentsProps {
  list: ListPage<unknown, AppointmentPage>;
  /** Which person columns the owner's page shows (not the owner's own). */
  show: { patient: boolean; doctor: boolean };
}

/** The appointments under a doctor, a patient or a clinic, paged; the error panel when they fail. */
export function DetailAppointments({ list, show }: DetailAppointmentsProps) {
  const { query } = list;
  if (query.status === 'error') return <ErrorPanel onRetry={query.reload} />;
  return (
    <AppointmentsTable
      rows={query.data?.appointments ?? []}
      loading={query.status === 'loading'}
      page={list.page}
      pageSize={list.pageSize}
      total={query.data?.count ?? 0}
      onPageChange={list.setPage}
      show={show}
    />
  );
}
