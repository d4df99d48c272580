/** One item of a bulk action's answer, in the order of the request. */
export interface BulkItemResult {
  /** The uid, or the enquiry id as a string. */
  id: string;
  outcome: 'done' | 'refused';
  /** Why the item was refused, in the one-row action's words. */
  reason?: string;
}

/** The answer of every bulk endpoint (POST /user/bulk/review, /user/bulk/block, …). */
export interface BulkResult {
  done: number;
  refused: number;
  results: BulkItemResult[];
}

/** Bulk endpoints take between 1 and 500 items a request. */
export const BULK_LIMIT = 500;

/** The summary the API also answers as its message: "3 done, 1 refused". */
export function bulkSummary(result: Pick<BulkResult, 'done' | 'refused'>): string {
  return `${result.done} done, ${result.refused} refused`;
}
