import { formatUsPhone, statusLabel } from '@telehealth/shared/format';
import {
  type DataTableColumn,
  EmailText,
  NoWrapText,
  RowLink,
  StatusBadge,
  toneForStatus,
} from '@telehealth/shared/ui';

interface UserRow {
  uid: string;
  full_name?: string | null;
  phone?: string | null;
  email?: string | null;
  status?: string | null;
}

// The columns the people lists have in common: a user's name (a link to their page), phone, e-mail
// and account status ('Active', 'Blocked', ...).

export function nameColumn<T extends UserRow>(
  detailUrl: (uid: string) => string,
  sortField?: string,
): DataTableColumn<T> {
  return {
    key: 'name',
    header: 'Name',
    sortField,
    render: (row) => <RowLink to={detailUrl(row.uid)}>{row.full_name || '-'}</RowLink>,
  };
}

export function phoneColumn<T extends UserRow>(): DataTableColumn<T> {
  return {
    key: 'phone',
    header: 'Phone',
    render: (row) => <NoWrapText>{formatUsPhone(row.phone)}</NoWrapText>,
  };
}

export function emailColumn<T extends UserRow>(sortField?: string): DataTableColumn<T> {
  return { key: 'email', header: 'Email', sortField, render: (row) => <EmailText value={row.email} /> };
}

export function statusColumn<T extends UserRow>(): DataTableColumn<T> {
  return {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <StatusBadge label={statusLabel(row.status ?? '')} tone={toneForStatus(row.status ?? '')} />
    ),
  };
}
