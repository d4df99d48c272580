// An entry's details leave the API without anything secret-looking, even if a writer once put it
// there: the audit log is read by every administrator and exported.

const SECRET_KEY = /pass|token|secret|otp|code|hash|key|cookie|authorization/i;
const MAX_TEXT = 300;
const MAX_DEPTH = 4;

function clean(value: unknown, depth: number): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (depth >= MAX_DEPTH) return null;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => clean(item, depth + 1));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (SECRET_KEY.test(key)) continue;
      out[key] = clean(item, depth + 1);
    }
    return out;
  }
  return null;
}

/** The details as an administrator may read them: no secret-named keys, long texts cut. */
export function publicDetails(details: unknown): Record<string, unknown> | null {
  if (details === null || details === undefined || typeof details !== 'object' || Array.isArray(details)) {
    return null;
  }
  return clean(details, 0) as Record<string, unknown>;
}
