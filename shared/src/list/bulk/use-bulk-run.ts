import { type Changed, useWrites } from '@telehealth/shared/query';
import { toaster } from '@telehealth/shared/ui';
import { useCallback, useRef, useState } from 'react';
import { type BulkResult, bulkSummary } from './bulk-result';
import type { BulkReport } from './BulkReportDialog';
import type { BulkSelection } from './use-bulk-selection';

const TOAST_DURATION_MS = 4000;

export interface BulkRun {
  /** An action is under way: the bar's buttons are disabled. */
  busy: boolean;
  /** The last run's refused items, while their report is open. */
  report: BulkReport | null;
  closeReport: () => void;
  /**
   * Sends the selected ids in one call. Resolves once the answer is handled; rejects when the whole
   * batch failed (400, 403, network: the API client has shown its message), changing nothing.
   */
  run: (send: (ids: string[]) => Promise<BulkResult>) => Promise<void>;
}

/**
 * Runs a bulk action over a selection: done items leave the selection, refused ones stay and are
 * listed by name with their reason. The call is a write (`useWrites`): what `changes` names is read
 * again once it answered.
 */
export function useBulkRun<T>(selection: BulkSelection<T>, changes: readonly Changed[]): BulkRun {
  const write = useWrites(changes);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const [report, setReport] = useState<BulkReport | null>(null);

  const run = useCallback(
    async (send: (ids: string[]) => Promise<BulkResult>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      const ids = selection.ids;
      const names = new Map(ids.map((id) => [id, selection.nameOf(id)]));
      try {
        const result = await write(() => send(ids));
        const done = result.results.filter((item) => item.outcome === 'done').map((item) => item.id);
        const refused = result.results
          .filter((item) => item.outcome === 'refused')
          .map((item) => ({ id: item.id, name: names.get(item.id) ?? '', reason: item.reason ?? '' }));
        selection.deselect(done);
        const summary = bulkSummary(result);
        toaster.create({
          type: refused.length ? 'warning' : 'success',
          title: summary,
          duration: TOAST_DURATION_MS,
        });
        if (refused.length) setReport({ done: result.done, refused });
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [selection, write],
  );
  const closeReport = useCallback(() => setReport(null), []);
  return { busy, report, closeReport, run };
}
