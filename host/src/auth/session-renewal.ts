import { ApiError } from '@telehealth/shared/api';
import { useSessionStore } from '@telehealth/shared/session';
import { renewSession, type SignInAnswer } from './auth-api';
import { rememberTokenLifetime, tokenExpiresAt } from './token-expiry';

/** Renew this long before the access token expires (background tabs run timers late). */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;
/** After a renewal failed for another reason than a 401 (offline, 5xx), try again this soon. */
export const RENEW_RETRY_MS = 15_000;
const MAX_TIMER_MS = 2_147_483_647;

interface RenewalOptions {
  renew?: (refreshToken: string) => Promise<SignInAnswer>;
}

let pending: Promise<void> | null = null;

/**
 * Renews the session now, once even if called several times. Refresh tokens are single use, so a
 * session another tab already renewed (the cookie changed) is adopted instead of renewed again.
 */
export function renewSessionNow({ renew = renewSession }: RenewalOptions = {}): Promise<void> {
  pending ??= (async () => {
    const store = useSessionStore.getState();
    const before = store.session;
    store.reload();
    const session = useSessionStore.getState().session;
    if (!session || session.token !== before?.token) return;
    const answer = await renew(session.refreshToken);
    rememberTokenLifetime(answer?.token, answer?.expires_in);
  })().finally(() => {
    pending = null;
  });
  return pending;
}

function isDue(token: string, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - RENEW_BEFORE_EXPIRY_MS <= now;
}

/** At start-up: a session kept in the cookie may hold an expired access token; renew it first. */
export async function renewSessionIfDue(options: RenewalOptions = {}): Promise<void> {
  const session = useSessionStore.getState().session;
  if (!session || !isDue(session.token)) return;
  await renewSessionNow(options).catch(() => undefined);
}

/**
 * Keeps the session alive while the admin works: a timer renews the access token shortly before
 * it expires, and again whenever the tab becomes visible after its timers were held back. A 401
 * from the renewal ends the session (the API client clears it and the host goes to /login).
 * Returns the function that stops it.
 */
export function startSessionRenewal(options: RenewalOptions = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (delayMs?: number) => {
    clearTimeout(timer);
    const session = useSessionStore.getState().session;
    if (!session) return;
    const expiresAt = tokenExpiresAt(session.token);
    if (expiresAt === null && delayMs === undefined) return;
    const wait = delayMs ?? Math.max(0, expiresAt! - RENEW_BEFORE_EXPIRY_MS - Date.now());
    timer = setTimeout(run, Math.min(wait, MAX_TIMER_MS));
  };

  const run = () => {
    renewSessionNow(options).then(
      () => {
        // An answer without a fresh token must not turn into a tight loop of renewals.
        const token = useSessionStore.getState().session?.token;
        schedule(token && isDue(token) ? RENEW_RETRY_MS : undefined);
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) return;
        schedule(RENEW_RETRY_MS);
      },
    );
  };

  const onVisible = () => {
    if (document.visibilityState === 'visible') schedule();
  };

  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (state.session?.token !== previous.session?.token) schedule();
  });
  document.addEventListener('visibilitychange', onVisible);
  schedule();

  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
