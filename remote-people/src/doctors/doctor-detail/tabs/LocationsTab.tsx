import { DataTable, type DataTableColumn } from '@telehealth/shared/ui';
import type { DoctorLocation } from '../../types';

const COLUMNS: DataTableColumn<DoctorLocation>[] = [
  { key: 'address', header: 'Address', render: (row) => row.address },
  { key: 'specific', header: 'Specific Location', render: (row) => row.specific_location || '-' },
  { key: 'license', header: 'License', render: (row) => row.license || '-' },
];

export function LocationsTab({ locations }: { locations: DoctorLocation[] }) {
  return <DataTable columns={COLUMNS} rows={locations} rowKey={(row) => row.uid} firstRowNumber={1} />;
}
