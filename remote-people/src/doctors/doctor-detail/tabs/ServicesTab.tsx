import { formatDollars, formatHoursMinutes } from '@telehealth/shared/format';
import { DataTable, type DataTableColumn, StatusBadge } from '@telehealth/shared/ui';
import type { DoctorService } from '../../types';

const COLUMNS: DataTableColumn<DoctorService>[] = [
  { key: 'name', header: 'Service', render: (row) => row.name },
  {
    key: 'type',
    header: 'Service Type',
    render: (row) => (row.service_type === 'video_visit' ? 'Video Visit' : 'In Clinic'),
  },
  { key: 'time', header: 'Required Time', render: (row) => formatHoursMinutes(row.required_time) },
  { key: 'cost', header: 'Cost', align: 'end', render: (row) => formatDollars(row.cost) },
  {
    key: 'status',
    header: 'Status',
    render: (row) =>
      row.status === '1' ? (
        <StatusBadge label="Enabled" tone="success" />
      ) : (
        <StatusBadge label="Disabled" tone="neutral" />
      ),
  },
];

export function ServicesTab({ services }: { services: DoctorService[] }) {
  return <DataTable columns={COLUMNS} rows={services} rowKey={(row) => row.uid} firstRowNumber={1} />;
}
