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
  renew?: () => Promise<SignInAnswer>;
}

let pending: Promise<void> | null = null;

/**
 * Asks for a new access token with the refresh cookie, once even if called several times at once.
 * The API client stores the answer in the session; a 401 clears it.
 */
export function renewSessionNow({ renew = renewSession }: RenewalOptions = {}): Promise<void> {
  pending ??= (async () => {
    const answer = await renew();
    rememberTokenLifetime(answer?.token, answer?.expires_in);
  })().finally(() => {
    pending = null;
  });
  return pending;
}

/**
 * On a page load (a reload, a new tab) the access token is gone with the old page: ask for one.
 * Whatever the answer, the page then knows whether the admin is signed in.
 */
export async function restoreSession(options: RenewalOptions = {}): Promise<void> {
  const store = useSessionStore.getState();
  if (store.checked) return;
  try {
    await renewSessionNow(options);
  } catch {
    // A 401 already cleared the session; offline or a 5xx: the admin signs in again.
  } finally {
    useSessionStore.getState().markChecked();
  }
}

function isDue(token: string, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - RENEW_BEFORE_EXPIRY_MS <= now;
}

/**
 * Keeps the session alive while the admin works: a timer renews the access token shortly before
 * it expires, and again whenever the tab becomes visible after its timers were held back. A 401
 * from the renewal ends the session (the API client clears it and the host goes to /login); so
 * does the API's idle timeout, since a renewal is not activity. Returns the function that stops it.
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
