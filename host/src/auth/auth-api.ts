import { ApiError, api, refreshSession, type SecondFactorMethod } from '@telehealth/shared/api';
import type { ApiAnswer, SessionTokens } from '@telehealth/shared/contracts';

/** What the sign-in and renewal calls answer; the API client stores the tokens in the session. */
export interface SignInAnswer extends SessionTokens {
  /** Lifetime of the access token in seconds, when the API says it. */
  expires_in?: number;
  /** The password was right; no session yet: send a second-factor code with `challenge`. */
  second_factor_required?: boolean;
  challenge?: string;
  /** What the second step accepts for this admin (a code, a passkey, a recovery code). */
  methods?: SecondFactorMethod[];
}

// The sign-in and reset calls are silent: a 401 there means a wrong password or code, not an ended
// session, and the client shows no toast for a 401, so the pages report failures themselves.

export function signIn(username: string, password: string): Promise<SignInAnswer> {
  return api.post<SignInAnswer>('/auth/local/admin', { username, password }, { silent: true });
}

export function signOut(sessionId: string | undefined): Promise<unknown> {
  return api.post('/auth/logout', { session_id: sessionId }, { silent: true });
}

/** A new access token for the session the HttpOnly refresh cookie holds (a 401 when none). */
export function renewSession(): Promise<SignInAnswer> {
  return refreshSession<SignInAnswer>();
}

export function requestResetCode(email: string): Promise<ApiAnswer<'/api/auth/password/forgot', 'post'>> {
  return api.post<ApiAnswer<'/api/auth/password/forgot', 'post'>>(
    '/auth/password/forgot',
    { email },
    { silent: true },
  );
}

/** The answer must carry a session id; the caller reports 'Something went wrong' when it does not. */
export function verifyResetCode(
  sessionId: string,
  otp: string,
): Promise<ApiAnswer<'/api/auth/otp/verify', 'post'>> {
  return api.post<ApiAnswer<'/api/auth/otp/verify', 'post'>>(
    '/auth/otp/verify',
    { session_id: sessionId, otp },
    { silent: true },
  );
}

export function resetPassword(sessionId: string, password: string): Promise<unknown> {
  return api.post('/auth/password/reset', { session_id: sessionId, password }, { silent: true });
}

/** The toast for a failed public-page call: the server's message, else the page's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
