import type { ApiAnswer } from './api-answers';

/** The envelope every API response uses: `{ status, message, data }`; an error's data is null. */
export interface ApiEnvelope<T> {
  status: number;
  message: string;
  data: T;
  errors?: unknown;
}

/** Sort direction as the API takes it. */
export type SortDirection = 'ASC' | 'DESC';

/** A list answer: the items under the list's own name (`doctors`, ...), plus count and limit. */
export interface ListMeta {
  count: number;
  limit: number;
}

/**
 * Fields a response may carry that renew the admin's session. The refresh token
 * is not among them: the API sets it as an HttpOnly cookie, out of JavaScript's reach.
 */
export interface SessionTokens {
  token?: string;
  session_id?: string;
  /** Seconds the access token stays valid. */
  expires_in?: number;
  /** Who is signed in, with their role's permissions (the sign-in and renewal answers carry it). */
  user?: SessionAdmin;
}

/**
 * The signed-in administrator: role and the permissions it holds (the API refuses the rest with 403);
 * `second_factor_enrolment_required` when the session may only enrol a second factor.
 */
export type SessionAdmin = ApiAnswer<'/api/user/me', 'get'>['user'];

/** The dashboard's counts and the menu's unread flags. */
export type Dashboard = ApiAnswer<'/api/user/dashboard', 'get'>;
