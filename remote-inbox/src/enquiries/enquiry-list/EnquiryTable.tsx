import { assigneeColumn } from '@telehealth/shared/features';
import { formatTimestamp, formatUsPhone } from '@telehealth/shared/format';
import {
  DataTable,
  type DataTableColumn,
  EmailText,
  lightStyled,
  NoWrapText,
  type RowSelection,
} from '@telehealth/shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import { EnquiryStatusBadge } from '../components/EnquiryStatusBadge';
import { enquirerEmail, enquirerName } from '../components/enquirer';
import type { Enquiry } from '../types';
import { enquiryDetailUrl } from '../urls';

// Plain elements with one class each (see lightStyled): a page shows 20 rows of these.
const Name = lightStyled('p', {
  whiteSpace: 'normal',
  minWidth: '7rem',
  maxWidth: '10rem',
  fontWeight: 'normal',
  // An enquiry no administrator has opened yet stands out.
  '&[data-unread]': { fontWeight: 'semibold' },
});
// Long clinic addresses wrap instead of pushing the date and status out of view.
// An e-mail wraps only after its '@' or before a '.' (EmailText), never mid-word.
const Email = lightStyled('p', {
  minWidth: '9rem',
  maxWidth: '14rem',
});
// May take two lines on a small laptop, where the row's status must stay in view beside it.
const ReadLink = lightStyled(
  RouterLink,
  { color: 'teal.fg', fontWeight: 'semibold' },
  { key: 'link', variants: {} },
);
const Subject = lightStyled('p', { whiteSpace: 'normal', lineClamp: 2, minWidth: '8rem', maxWidth: '10rem' });
// The date and the time may sit on two lines when the screen is narrow.
const Received = lightStyled('p', { minWidth: '5.5rem' });

const COLUMNS: DataTableColumn<Enquiry>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (row) => <Name data-unread={row.read_at ? undefined : ''}>{enquirerName(row)}</Name>,
  },
  {
    key: 'email',
    header: 'Email',
    render: (row) => (
      <Email>
        <EmailText value={enquirerEmail(row)} />
      </Email>
    ),
  },
  {
    key: 'phone',
    header: 'Phone',
    // Off by default on a small laptop (Columns shows it), so the date and status fit beside the rest.
    hideBelow: 1000,
    render: (row) => <NoWrapText>{formatUsPhone(row.phone)}</NoWrapText>,
  },
  {
    key: 'message',
    header: 'Message',
    render: (row) => <ReadLink to={enquiryDetailUrl(row.id)}>Read Message</ReadLink>,
  },
  {
    key: 'subject',
    header: 'Subject',
    render: (row) => <Subject title={row.subject}>{row.subject}</Subject>,
  },
  {
    key: 'created_at',
    header: 'Enquiry Date & Time',
    render: (row) => <Received>{formatTimestamp(row.created_at)}</Received>,
  },
  { key: 'status', header: 'Status', render: (row) => <EnquiryStatusBadge status={row.status} /> },
  // On a laptop the key columns come first: the Assignee column is one choice away (Columns).
  assigneeColumn<Enquiry>({ hideBelow: 1000 }),
];

/** An enquiry's id as the table keys it and the bulk selection holds it. */
export const enquiryKey = (row: Enquiry) => String(row.id);

export interface EnquiryTableProps {
  rows: Enquiry[];
  loading: boolean;
  /** Number of the first row on this page (page * pageSize + 1). */
  firstRowNumber: number;
  /** The bulk actions' selection column. */
  selection?: RowSelection<Enquiry>;
}

/** The enquiry list's table. */
export function EnquiryTable({ rows, loading, firstRowNumber, selection }: EnquiryTableProps) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={rows}
      rowKey={enquiryKey}
      loading={loading}
      firstRowNumber={firstRowNumber}
      selection={selection}
      layout="enquiries"
    />
  );
}
