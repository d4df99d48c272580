import { create } from 'zustand';
import type { SessionAdmin, SessionTokens } from '../contracts';

/**
 * The admin's session as this page knows it. The access token lives here, in memory only: no
 * script of another page, and no storage an injected script could read, holds it. The refresh
 * token never reaches JavaScript: it is an HttpOnly cookie that only the renewal call carries.
 */
export interface Session {
  token: string;
  sessionId: string;
  /** When the access token expires (epoch ms), when the API said. */
  expiresAt?: number;
}

interface SessionState {
  session: Session | null;
  /** Who is signed in and what they may do; null until a sign-in or renewal answer said. */
  admin: SessionAdmin | null;
  /**
   * False until this page has asked the API whether the refresh cookie still holds a session (a
   * reload, a new tab): until then, no session does not yet mean signed out.
   */
  checked: boolean;
  /** Stores whatever of token / session_id / expires_in a response carried. */
  update: (tokens: SessionTokens) => void;
  /** Signed out (logout, a 401): the page knows there is no session. */
  clear: () => void;
  /** The check found no session (or one was found and stored by `update`). */
  markChecked: () => void;
}

function expiresAtFor(tokens: SessionTokens, current: Session | null): number | undefined {
  if (typeof tokens.expires_in === 'number' && Number.isFinite(tokens.expires_in)) {
    return Date.now() + tokens.expires_in * 1000;
  }
  // A new token without a lifetime: the old expiry no longer applies.
  return tokens.token && tokens.token !== current?.token ? undefined : current?.expiresAt;
}

/**
 * Created once per page because `@telehealth/shared/session` is a Module Federation singleton, so
 * the host and every remote read the same store.
 */
export const useSessionStore = create<SessionState>((set, get) => ({
  session: null,
  admin: null,
  checked: false,
  update: (tokens) => {
    const current = get().session;
    const next: Session = {
      token: tokens.token ?? current?.token ?? '',
      sessionId: tokens.session_id ?? current?.sessionId ?? '',
      expiresAt: expiresAtFor(tokens, current),
    };
    if (!next.token || !next.sessionId) return;
    set({ session: next, checked: true, ...(tokens.user ? { admin: tokens.user } : {}) });
  },
  clear: () => set({ session: null, admin: null, checked: true }),
  markChecked: () => set({ checked: true }),
}));

export const isSignedIn = (): boolean => useSessionStore.getState().session !== null;
