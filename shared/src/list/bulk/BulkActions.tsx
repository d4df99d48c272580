import type { Changed } from '@telehealth/shared/query';
import { ConfirmDialog, PasswordConfirmDialog, Text } from '@telehealth/shared/ui';
import { useState } from 'react';
import { BulkActionBar } from './BulkActionBar';
import { BULK_LIMIT, type BulkResult } from './bulk-result';
import { BulkReportDialog } from './BulkReportDialog';
import { SelectAllMatching, type SelectAllMatchingProps } from './SelectAllMatching';
import { useBulkRun } from './use-bulk-run';
import type { BulkSelection } from './use-bulk-selection';

export interface BulkActionSpec {
  key: string;
  /** The button's and the confirmation's verb: 'Approve'. */
  label: string;
  /** Chakra colour palette of the button and its confirmation. Default 'teal'. */
  color?: string;
  variant?: 'solid' | 'outline';
  /** 'confirm' (default): "Approve 3 doctors?"; 'password': the admin's password, once for the batch. */
  ask?: 'confirm' | 'password';
  /** The confirmation's question for "3 enquiries", when "<label> 3 enquiries?" does not read well. */
  question?: (items: string) => string;
  /** The one call of the batch. */
  run: (ids: string[], password: string) => Promise<BulkResult>;
}

export interface BulkActionsProps<T> {
  selection: BulkSelection<T>;
  actions: BulkActionSpec[];
  /** The items as the texts count them: ['doctor', 'doctors']. */
  noun: readonly [one: string, many: string];
  /**
   * What the actions change, read again after a run (with the audit log, the dashboard's counters
   * and the menu's dots): the list's resource, and what else a batch touches.
   */
  changes: readonly Changed[];
  /** Offers "Select all <total> matching" when the whole page is selected and more match. */
  matching?: Omit<SelectAllMatchingProps<T>, 'selection'>;
}

/** A count with its noun: "1 doctor", "3 doctors". */
export function countOf(count: number, [one, many]: readonly [string, string]): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * A list's bulk actions: the sticky bar, the confirmation or password step of each action, one call
 * per batch, and the report of what was refused.
 */
export function BulkActions<T>({ selection, actions, noun, changes, matching }: BulkActionsProps<T>) {
  const [asking, setAsking] = useState<BulkActionSpec | null>(null);
  const { busy, report, closeReport, run } = useBulkRun(selection, changes);
  const count = selection.count;
  const tooMany = count > BULK_LIMIT;
  const items = countOf(count, noun);
  const close = () => setAsking(null);
  const question = asking ? (asking.question?.(items) ?? `${asking.label} ${items}?`) : '';

  return (
    <>
      <BulkActionBar
        count={count}
        busy={busy || tooMany}
        onClear={selection.clear}
        buttons={actions.map((action) => ({
          key: action.key,
          label: action.label,
          color: action.color,
          variant: action.variant,
          onClick: () => setAsking(action),
        }))}
      >
        {matching && <SelectAllMatching selection={selection} {...matching} />}
        {tooMany && <Text textStyle="sm">{`Bulk actions take up to ${BULK_LIMIT} items at a time.`}</Text>}
      </BulkActionBar>
      <ConfirmDialog
        open={asking !== null && asking.ask !== 'password'}
        title={question}
        confirmLabel={asking?.label}
        cancelLabel="Cancel"
        confirmColor={asking?.color ?? 'teal'}
        onConfirm={() => asking && run((ids) => asking.run(ids, ''))}
        onClose={close}
      />
      <PasswordConfirmDialog
        open={asking?.ask === 'password'}
        title={question}
        description={asking ? `Enter your password to ${asking.label.toLowerCase()} ${items}.` : undefined}
        confirmLabel={asking?.label}
        confirmColor={asking?.color ?? 'red'}
        onConfirm={(password) => (asking ? run((ids) => asking.run(ids, password)) : Promise.resolve())}
        onClose={close}
      />
      <BulkReportDialog report={report} onClose={closeReport} />
    </>
  );
}
