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

/** The signed-in administrator: role and the permissions it holds (the API refuses the rest with 403). */
export interface SessionAdmin {
  uid: string;
  email: string;
  full_name: string;
  role: string;
  permissions: string[];
  /** True when the session may only enrol a second factor (the policy asks one of this admin). */
  second_factor_enrolment_required?: boolean;
}

export interface Dashboard {
  doctorActiveCount: number;
  doctorPendingCount: number;
  patientCount: number;
  appointmentCount: number;
  expiredCount: number;
  unreadSpeciality: boolean;
  unreadService: boolean;
  unread_notification: boolean;
}
