/**
 * What a value must be for the database to take it: PostgreSQL refuses a NUL byte in text, an
 * integer beyond its column's width and a timestamp outside its years, and each refusal would come
 * back as a 500. Input is checked against these limits first, so a client gets a 400 instead.
 */

/** A lone UTF-16 surrogate: not a character, and not valid UTF-8 once encoded. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text the database can store: no NUL byte, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

export const INT2_MAX = 32_767;
export const INT4_MAX = 2_147_483_647;

/** The largest magnitude accepted for a `numeric` or `double precision` value (exact in a double). */
export const NUMBER_MAX = Number.MAX_SAFE_INTEGER;

/**
 * The ISO instant of a date given as text or as milliseconds, or null when it is no date or lies
 * outside the years 1 to 9999: `new Date` accepts years up to ±275760 (`-000001-01-01`, `8.64e15`)
 * written in a form PostgreSQL refuses.
 */
export function parseInstant(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && (value.trim() === '' || !isStorableText(value))) return null;
  const date = new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) return null;
  return date.toISOString();
}
