/**
 * The password-reset flow spans three pages (forgot, verification, new password) and survives a
 * reload, so its session id and e-mail are kept in localStorage until the reset is done.
 */
const SESSION_ID_KEY = 'admin_reset_session_id';
const EMAIL_KEY = 'admin_reset_email';

export interface ResetFlowState {
  sessionId: string;
  email: string;
}

export function readResetFlow(): ResetFlowState | null {
  const sessionId = localStorage.getItem(SESSION_ID_KEY);
  if (!sessionId) return null;
  return { sessionId, email: localStorage.getItem(EMAIL_KEY) ?? '' };
}

export function saveResetFlow({ sessionId, email }: ResetFlowState): void {
  localStorage.setItem(SESSION_ID_KEY, sessionId);
  localStorage.setItem(EMAIL_KEY, email);
}

export function clearResetFlow(): void {
  localStorage.removeItem(SESSION_ID_KEY);
  localStorage.removeItem(EMAIL_KEY);
}
