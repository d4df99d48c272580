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

/** How long start-up waits for a sign-in still on its way before showing the login page. */
export const EARLY_ANSWER_WAIT_MS = 2_000;

/**
 * At start-up: when the prerendered page already sent a sign-in, waits for its answer (at most
 * `waitMs`); a success is taken (the session is stored, so /login goes straight on to the dashboard)
 * and true returned. Anything else stays for the login page, which reports it or replays the submit;
 * so does an answer slower than `waitMs`, which the login page then waits for with its busy button.
 */
export async function completeEarlySignIn(
  win: Window = window,
  waitMs = EARLY_ANSWER_WAIT_MS,
): Promise<boolean> {
  const submission = win.__earlySignIn;
  if (!submission?.answer) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  const answer = await Promise.race([submission.answer, late]);
  clearTimeout(timer);
  if (!answer || win.__earlySignIn !== submission || answer.status < 200 || answer.status >= 300)
    return false;
  try {
    const data = await earlySignInResult(Promise.resolve(answer));
    if (!data.token) return false;
  } catch {
    return false;
  }
  takeEarlySubmission(win);
  return true;
}
