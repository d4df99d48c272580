import { ApiError } from '@telehealth/shared/api';
import { useSessionStore } from '@telehealth/shared/session';
import type { SignInAnswer } from './auth-api';
import { rememberTokenLifetime } from './token-expiry';

/** What the prerendered login page's own script (host/src/prerender/early-sign-in.js) got back. */
export interface EarlyAnswer {
  /** The HTTP status; 0 when the request failed (offline, timed out). */
  status: number;
  body: { message?: unknown; data?: unknown } | null;
}

/**
 * A submit of the prerendered login form, made before the app ran: `answer` is the sign-in call it
 * sent, or null when the form was incomplete and the app must replay the submit with its messages.
 */
export interface EarlySubmission {
  answer: Promise<EarlyAnswer> | null;
  settled: boolean;
}

declare global {
  interface Window {
    __earlySignIn?: EarlySubmission;
  }
}

/** The submission the prerendered page holds, taken (so it is handled once), if any. */
export function takeEarlySubmission(win: Window = window): EarlySubmission | undefined {
  const submission = win.__earlySignIn;
  delete win.__earlySignIn;
  return submission;
}

export function hasEarlySubmission(win: Window = window): boolean {
  return win.__earlySignIn !== undefined;
}

/**
 * The early answer as the API client gives any other: on success its tokens are in the session and
 * its data returned; a failure is an ApiError with the server's status and message.
 */
export async function earlySignInResult(answer: Promise<EarlyAnswer>): Promise<SignInAnswer> {
  const { status, body } = await answer;
  const data = (body?.data ?? null) as SignInAnswer | null;
  if (status < 200 || status >= 300 || !data) {
    throw new ApiError(status, typeof body?.message === 'string' ? body.message : '');
  }
  if (data.token) useSessionStore.getState().update(data);
  rememberTokenLifetime(data.token, data.expires_in);
  return data;
}

/**
 * At start-up: when the prerendered page already sent a sign-in, waits for its answer; a success is
 * taken (the session is stored, so /login goes straight on to the dashboard) and true returned.
 * Anything else stays for the login page, which reports it or replays the submit.
 */
export async function completeEarlySignIn(win: Window = window): Promise<boolean> {
  const submission = win.__earlySignIn;
  if (!submission?.answer) return false;
  const answer = await submission.answer;
  if (win.__earlySignIn !== submission || answer.status < 200 || answer.status >= 300) return false;
  try {
    const data = await earlySignInResult(Promise.resolve(answer));
    if (!data.token) return false;
  } catch {
    return false;
  }
  takeEarlySubmission(win);
  return true;
}
