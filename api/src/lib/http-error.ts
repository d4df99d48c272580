/** An error whose message the client may see; the error handler answers it in the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: unknown,
    /** Headers the answer carries (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: unknown) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Your session has ended. Please log in again.') =>
  new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    message,
    undefined,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
  );
