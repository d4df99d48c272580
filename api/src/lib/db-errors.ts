/** The answer while the database is away (the usual envelope, status 503). */
export const UNAVAILABLE_MESSAGE = 'Service unavailable, try again shortly';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
]);

/** SQLSTATEs meaning "the server is there but will not serve now": shutting down, starting, full. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres says when a connection dies or cannot be had. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'timeout expired', // a client's own connect timeout (db/client.ts gives it one apart from the queue's)
  'is not currently accepting connections',
];

/** The error and its causes (drizzle wraps the driver's error; a failed connect may be an AggregateError). */
function* chain(error: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length) {
    const item = pending.pop();
    if (!item || typeof item !== 'object' || seen.has(item)) continue;
    seen.add(item);
    const record = item as Record<string, unknown>;
    yield record;
    pending.push(record.cause);
    if (Array.isArray(record.errors)) pending.push(...record.errors);
  }
}

/** True when `error` means the database cannot be reached or will not serve, rather than a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const item of chain(error)) {
    const code = typeof item.code === 'string' ? item.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08')) return true;
    const message = typeof item.message === 'string' ? item.message : '';
    if (CONNECTION_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}

/** The SQLSTATE (or system error code) somewhere in `error`'s chain, for a log line. */
export function databaseErrorCode(error: unknown): string | null {
  for (const item of chain(error)) {
    if (typeof item.code === 'string' && item.code) return item.code;
  }
  return null;
}

/** True for an error PostgreSQL raised (it carries a five-character SQLSTATE), here or as a cause. */
export function isDatabaseError(error: unknown): boolean {
  for (const item of chain(error)) {
    if (typeof item.code === 'string' && /^[0-9A-Z]{5}$/.test(item.code) && 'severity' in item) return true;
    if ('query' in item && 'params' in item) return true;
  }
  return false;
}
