// One bulk action: many rows, one transaction, each row under its own savepoint.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { faultPoint } from './fault-points.js';
import { badRequest, HttpError } from './http-error.js';

/** A transaction (or a savepoint inside one) as drizzle hands it to a callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const BATCH_MAX = 500;
export const BATCH_SIZE_MESSAGE = `Select between 1 and ${BATCH_MAX} items`;

export interface BatchItemResult {
  id: string;
  outcome: 'done' | 'refused';
  reason?: string;
}

export interface BatchResult {
  done: number;
  refused: number;
  results: BatchItemResult[];
}

/** The answer's message: "3 done, 1 refused". */
export const batchMessage = (result: BatchResult) => `${result.done} done, ${result.refused} refused`;

/**
 * `audit` details of an item done in a batch: the one-row action's details plus `batch`, the id
 * every item of that batch shares. Unchanged outside a batch.
 */
export function withBatch(details: Record<string, unknown>, batch: string | undefined) {
  return batch ? { ...details, batch } : details;
}

/** SQLSTATEs after which the whole batch is tried again: deadlock, serialization, a unique race. */
const RETRY_STATES = new Set(['40P01', '40001', '23505']);
const ATTEMPTS = 3;

function sqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The ids once each (the first occurrence kept), 1 to BATCH_MAX of them, else a 400. */
export function distinctBatch<Id extends string | number>(ids: readonly Id[]): Id[] {
  const unique = [...new Set(ids)];
  if (unique.length < 1 || unique.length > BATCH_MAX) throw badRequest(BATCH_SIZE_MESSAGE);
  return unique;
}

/**
 * Runs `step` for each id in one transaction: duplicates answered once (the first), 1 to
 * BATCH_MAX ids (else a 400), items taken in sorted order (so two batches over the same rows lock
 * them in the same order and cannot deadlock), each under its own savepoint. A 4xx `HttpError`
 * of an item refuses that item only (its savepoint is rolled back) with the error's message; any
 * other error fails the batch. Results come back in the request's order.
 */
export async function runBatch<Id extends string | number>(
  db: Db,
  ids: readonly Id[],
  step: (tx: Tx, id: Id, batch: string) => Promise<unknown>,
): Promise<BatchResult> {
  const unique = distinctBatch(ids);
  const key = (id: Id) => (typeof id === 'string' ? id.toLowerCase() : id);
  const order = [...unique].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  for (let attempt = 1; ; attempt += 1) {
    const batch = randomUUID();
    try {
      const outcomes = await db.transaction(async (tx) => {
        const byId = new Map<Id, BatchItemResult>();
        for (const id of order) {
          try {
            await tx.transaction((savepoint) => step(savepoint, id, batch));
            byId.set(id, { id: String(id), outcome: 'done' });
            await faultPoint('batch.after-item');
          } catch (error) {
            if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
            byId.set(id, { id: String(id), outcome: 'refused', reason: error.message });
          }
        }
        return byId;
      });
      const results = unique.map((id) => outcomes.get(id)!);
      const done = results.filter((r) => r.outcome === 'done').length;
      return { done, refused: results.length - done, results };
    } catch (error) {
      if (attempt >= ATTEMPTS || !RETRY_STATES.has(sqlState(error) ?? '')) throw error;
    }
  }
}
