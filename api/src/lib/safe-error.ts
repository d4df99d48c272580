import { isDatabaseError } from './db-errors.js';

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  stack: string;
  /** A failed statement's text, never its parameters. */
  query?: string;
  /** PostgreSQL's error code (named so, not `code`, which the log redacts as a possible reset code). */
  sqlstate?: string;
  routine?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

const MAX_QUERY = 500;

/**
 * An error as the log may show it. A failed query carries its bound parameters (drizzle puts them
 * in the message) and PostgreSQL's message and detail quote the offending value ("Key (email)=(…)",
 * 'invalid input syntax for type uuid: "…"'), and those values are patients' e-mails, searches and
 * names. So a database error is logged by its SQLSTATE, its routine, constraint, table and column,
 * and the statement's text; everything that may quote a value is left out.
 */
export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a thrown non-error value', stack: '' };
  if (!isDatabaseError(error)) {
    const code = (error as { code?: unknown }).code;
    return {
      type: error.name,
      message: error.message,
      ...(typeof code === 'string' ? { code } : {}),
      stack: error.stack ?? '',
    };
  }
  const query = (error as { query?: unknown }).query;
  let driver: Record<string, unknown> = error as unknown as Record<string, unknown>;
  while (driver.cause && typeof driver.cause === 'object') driver = driver.cause as Record<string, unknown>;
  const pick = (name: string) => (typeof driver[name] === 'string' ? { [name]: driver[name] as string } : {});
  return {
    type: error.name,
    message: 'database error (values not logged)',
    ...(typeof driver.code === 'string' ? { sqlstate: driver.code } : {}),
    ...pick('routine'),
    ...pick('constraint'),
    ...pick('table'),
    ...pick('column'),
    ...(typeof query === 'string' ? { query: query.slice(0, MAX_QUERY) } : {}),
    // The frames only: the stack's first lines repeat the message.
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}
