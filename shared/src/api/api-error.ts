/** A failed API call, carrying the server's message when it gave one. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: unknown;

  constructor(status: number, message: string, errors?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

/** The spec's fallback when a failed call carries no message (spec section 8). */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong!';
