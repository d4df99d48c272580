import { assigneeColumn } from '@telehealth/shared/features';
import { type ListTableComponentProps, listTable } from '@telehealth/shared/list';
import { formatRating, formatUsPhone, NO_REVIEWS_TEXT, ratingValue } from '@telehealth/shared/format';
import {
  type DataTableColumn,
  EmailText,
  lightStyled,
  NoWrapText,
  RowLink,
  StatusBadge,
} from '@telehealth/shared/ui';
import { Star } from 'lucide-react';
import { DoctorStatusBadge } from '../components/DoctorStatusBadge';
import { ServiceTypeIcons } from '../components/ServiceTypeIcons';
import { specialityName } from '../specialities';
import type { DoctorSummary } from '../types';
import { DoctorSortField, doctorDetailUrl } from '../urls';

// Plain elements with one class each (see lightStyled): a page shows 20 rows of these.
const Rating = lightStyled('div', {
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  gap: '1',
  whiteSpace: 'nowrap',
});
const LicenseCount = lightStyled('p', { '&[data-expired]': { color: 'red.fg' } });

const COLUMNS: DataTableColumn<DoctorSummary>[] = [
  {
    key: 'name',
    header: 'Name',
    sortField: DoctorSortField.name,
    render: (row) => <RowLink to={doctorDetailUrl(row.uid)}>{row.full_name || '-'}</RowLink>,
  },
  { key: 'npi', header: 'NPI Number', sortField: DoctorSortField.npi, render: (row) => row.npi || '-' },
  {
    key: 'phone',
    hiddenByDefault: true,
    header: 'Phone',
    sortField: DoctorSortField.phone,
    render: (row) => <NoWrapText>{formatUsPhone(row.phone)}</NoWrapText>,
  },
  {
    key: 'email',
    header: 'Email',
    // Off by default on a small laptop (Columns shows it): Sponsored and Status keep their room.
    hideBelow: 1000,
    sortField: DoctorSortField.email,
    render: (row) => <EmailText value={row.email} />,
  },
  {
    key: 'rating',
    header: 'Rating',
    hiddenByDefault: true,
    render: (row) =>
      ratingValue(row.doctor_avg_rating) === null ? (
        <NoWrapText color="fg.muted">{NO_REVIEWS_TEXT}</NoWrapText>
      ) : (
        <Rating>
          <Star size={14} fill="currentColor" color="var(--chakra-colors-yellow-500)" aria-hidden />
          <p>{formatRating(row.doctor_avg_rating)}</p>
        </Rating>
      ),
  },
  {
    key: 'appointments',
    header: 'Appointments',
    align: 'end',
    hiddenByDefault: true,
    render: (row) => row.appt_count,
  },
  { key: 'primary', header: 'Primary Specialty', render: (row) => specialityName(row.doctorSpeciality, '1') },
  {
    key: 'secondary',
    header: 'Secondary Specialty',
    hiddenByDefault: true,
    render: (row) => specialityName(row.doctorSpeciality, '2'),
  },
  {
    key: 'service',
    header: 'Service Type',
    hiddenByDefault: true,
    render: (row) => <ServiceTypeIcons facilities={row.doctorFacility} />,
  },
  {
    key: 'license',
    header: 'License',
    render: (row) => (
      <LicenseCount data-expired={row.expired_license > 0 ? '' : undefined} title="Expired / total">
        {row.expired_license}/{row.total_license}
      </LicenseCount>
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
  assigneeColumn<DoctorSummary>(),
];

export type DoctorTableProps = ListTableComponentProps<DoctorSummary>;

/** The doctor list's table. */
export const DoctorTable = listTable(COLUMNS, { layout: 'doctors' });
