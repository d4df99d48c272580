import * as v from 'valibot';

// A basic e-mail shape (something@something.something); the server is the real judge.
export const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plain decimal number as typed: digits with up to two decimals ('12', '12.5', '0.99'). */
export const DECIMAL_TEXT = /^\d+(\.\d{1,2})?$/;

/** Required text (whitespace alone counts as empty), trimmed, at most `max` characters. */
export function requiredText(emptyMessage: string, max?: number, maxMessage?: string) {
  const base = v.pipe(v.string(), v.trim(), v.nonEmpty(emptyMessage));
  return max === undefined
    ? base
    : v.pipe(base, v.maxLength(max, maxMessage ?? `Must be at most ${max} characters`));
}

/** Form numbers are typed text; a number given as a default value is accepted too. */
export function numericText(emptyMessage: string) {
  return v.pipe(
    v.union([v.string(), v.number()], emptyMessage),
    v.transform((value) => String(value).trim()),
    v.nonEmpty(emptyMessage),
  );
}

/** A required e-mail address: trimmed, the basic pattern, at most `max` characters when given. */
export function emailText(emptyMessage: string, invalidMessage: string, max?: number, maxMessage?: string) {
  return v.pipe(requiredText(emptyMessage, max, maxMessage), v.regex(BASIC_EMAIL, invalidMessage));
}
