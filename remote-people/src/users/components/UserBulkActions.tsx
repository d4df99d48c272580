import { usePermission } from '@telehealth/shared/session';
import {
  type BulkActionSpec,
  BulkActions,
  type BulkSelection,
  type SelectAllMatchingProps,
} from '@telehealth/shared/list';
import { blockUsers, reviewUsers } from '../users-api';

export interface UserBulkActionsProps<T extends { uid: string }> {
  selection: BulkSelection<T>;
  /** The list's cache root ('doctors'): read again after a run. */
  resource: string;
  noun: readonly [one: string, many: string];
  /** Approve and Reject besides Block (doctors and clinics). */
  review?: boolean;
  /** For "Select all matching" (`listMatching`). */
  matching: Omit<SelectAllMatchingProps<T>, 'selection'>;
}

const REVIEW: BulkActionSpec[] = [
  { key: 'approve', label: 'Approve', run: (uids) => reviewUsers(uids, 'accept') },
  {
    key: 'reject',
    label: 'Reject',
    color: 'red',
    variant: 'outline',
    run: (uids) => reviewUsers(uids, 'reject'),
  },
];
const BLOCK: BulkActionSpec = {
  key: 'block',
  label: 'Block',
  color: 'red',
  ask: 'password',
  run: (uids, password) => blockUsers(uids, password),
};

/** Approve and Reject are offered where a pending row can be listed: no status filter, or Pending. */
export const mayBePending = (statusFilter: string) => statusFilter === '' || statusFilter === 'pending';

/** The bulk actions of a people list: Approve and Reject (pending doctors, clinics), Block. */
export function UserBulkActions<T extends { uid: string }>({
  selection,
  resource,
  noun,
  review = false,
  matching,
}: UserBulkActionsProps<T>) {
  // Each action only for a role that may take it (the API checks each one too).
  const mayReview = usePermission('doctors.approve');
  const mayBlock = usePermission('users.block');
  const actions = [...(review && mayReview ? REVIEW : []), ...(mayBlock ? [BLOCK] : [])];
  if (actions.length === 0) return null;
  return (
    <BulkActions
      selection={selection}
      noun={noun}
      actions={actions}
      matching={matching}
      // Blocking a doctor cancels their appointments.
      changes={[resource, 'appointments']}
    />
  );
}
