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

/** The toast of a failed call that carries no message of its own. */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong!';
