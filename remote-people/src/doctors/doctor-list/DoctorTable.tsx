import { formatUsPhone } from '@telehealth/shared/format';
import {
  DataTable,
  type DataTableColumn,
  HStack,
  Link,
  type SortState,
  StatusBadge,
  Text,
} from '@telehealth/shared/ui';
import { Star } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { DoctorStatusBadge } from '../components/DoctorStatusBadge';
import { ServiceTypeIcons } from '../components/ServiceTypeIcons';
import { specialityName } from '../specialities';
import type { DoctorSummary } from '../types';
import { DoctorSortField, doctorDetailUrl } from '../urls';

const COLUMNS: DataTableColumn<DoctorSummary>[] = [
  {
    key: 'name',
    header: 'Name',
    sortField: DoctorSortField.name,
    render: (row) => (
      <Link asChild color="teal.700" fontWeight="semibold">
        <RouterLink to={doctorDetailUrl(row.uid)}>{row.full_name || '-'}</RouterLink>
      </Link>
    ),
  },
  { key: 'npi', header: 'NPI Number', sortField: DoctorSortField.npi, render: (row) => row.npi || '-' },
  {
    key: 'phone',
    header: 'Phone',
    sortField: DoctorSortField.phone,
    render: (row) => <Text whiteSpace="nowrap">{formatUsPhone(row.phone)}</Text>,
  },
  { key: 'email', header: 'Email', sortField: DoctorSortField.email, render: (row) => row.email || '-' },
  {
    key: 'rating',
    header: 'Rating',
    render: (row) => (
      <HStack gap="1" whiteSpace="nowrap">
        <Star size={14} fill="currentColor" color="var(--chakra-colors-yellow-500)" aria-hidden />
        <Text>{Number(row.doctor_avg_rating ?? 0).toFixed(1)}/5</Text>
      </HStack>
    ),
  },
  { key: 'appointments', header: 'Appointments', align: 'end', render: (row) => row.appt_count },
  { key: 'primary', header: 'Primary Specialty', render: (row) => specialityName(row.doctorSpeciality, '1') },
  {
    key: 'secondary',
    header: 'Secondary Specialty',
    render: (row) => specialityName(row.doctorSpeciality, '2'),
  },
  {
    key: 'service',
    header: 'Service Type',
    render: (row) => <ServiceTypeIcons facilities={row.doctorFacility} />,
  },
  {
    key: 'license',
    header: 'License',
    render: (row) => (
      <Text color={row.expired_license > 0 ? 'red.600' : undefined} title="Expired / total">
        {row.expired_license}/{row.total_license}
      </Text>
    ),
  },
  {
    key: 'sponsored',
    header: 'Sponsored',
    sortField: DoctorSortField.sponsored,
    render: (row) =>
      row.is_sponsored === '1' ? (
        <StatusBadge label="Yes" tone="info" />
      ) : (
        <StatusBadge label="No" tone="neutral" />
      ),
  },
  { key: 'status', header: 'Status', render: (row) => <DoctorStatusBadge doctor={row} /> },
];

export interface DoctorTableProps {
  rows: DoctorSummary[];
  loading: boolean;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  firstRowNumber: number;
}

export function DoctorTable({ rows, loading, sort, onSortChange, firstRowNumber }: DoctorTableProps) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.uid}
      loading={loading}
      sort={sort}
      onSortChange={onSortChange}
      firstRowNumber={firstRowNumber}
    />
  );
}
