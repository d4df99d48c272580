import { formatTimestamp, formatUsPhone } from '@telehealth/shared/format';
import { DataTable, type DataTableColumn, Link, Text } from '@telehealth/shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import { EnquiryStatusBadge } from '../components/EnquiryStatusBadge';
import { enquirerEmail, enquirerName } from '../components/enquirer';
import type { Enquiry } from '../types';
import { enquiryDetailUrl } from '../urls';

const COLUMNS: DataTableColumn<Enquiry>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (row) => (
      // An enquiry no administrator has opened yet stands out.
      <Text
        fontWeight={row.read_at ? 'normal' : 'semibold'}
        data-unread={row.read_at ? undefined : ''}
        whiteSpace="normal"
        minWidth="7rem"
        maxWidth="10rem"
      >
        {enquirerName(row)}
      </Text>
    ),
  },
  {
    key: 'email',
    header: 'Email',
    // Long clinic addresses wrap instead of pushing the date and status out of view.
    render: (row) => (
      <Text whiteSpace="normal" overflowWrap="anywhere" minWidth="9rem" maxWidth="14rem">
        {enquirerEmail(row)}
      </Text>
    ),
  },
  {
    key: 'phone',
    header: 'Phone',
    render: (row) => <Text whiteSpace="nowrap">{formatUsPhone(row.phone)}</Text>,
  },
  {
    key: 'message',
    header: 'Message',
    render: (row) => (
      <Link asChild color="teal.700" fontWeight="semibold" whiteSpace="nowrap">
        <RouterLink to={enquiryDetailUrl(row.id)}>Read Message</RouterLink>
      </Link>
    ),
  },
  {
    key: 'subject',
    header: 'Subject',
    render: (row) => (
      <Text whiteSpace="normal" lineClamp={2} minWidth="8rem" maxWidth="10rem" title={row.subject}>
        {row.subject}
      </Text>
    ),
  },
  {
    key: 'created_at',
    header: 'Enquiry Date & Time',
    // The date and the time may sit on two lines when the screen is narrow.
    render: (row) => <Text minWidth="5.5rem">{formatTimestamp(row.created_at)}</Text>,
  },
  { key: 'status', header: 'Status', render: (row) => <EnquiryStatusBadge status={row.status} /> },
];

export interface EnquiryTableProps {
  rows: Enquiry[];
  loading: boolean;
  /** Number of the first row on this page (page * pageSize + 1). */
  firstRowNumber: number;
}

/** The enquiry list's table (spec section 2, Enquiries). */
export function EnquiryTable({ rows, loading, firstRowNumber }: EnquiryTableProps) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => String(row.id)}
      loading={loading}
      firstRowNumber={firstRowNumber}
    />
  );
}
