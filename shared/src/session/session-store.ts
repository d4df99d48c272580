import { create } from 'zustand';
import type { SessionTokens } from '../contracts';
import { deleteCookie, readCookie, writeCookie } from './cookie';

const COOKIE_NAME = 'admin_session';
const COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export interface Session {
  token: string;
  refreshToken: string;
  sessionId: string;
  /** When the access token expires (epoch ms), kept so renewal survives a page reload. */
  expiresAt?: number;
}

interface SessionState {
  session: Session | null;
  /** Stores whatever of token / refresh_token / session_id a response carried. */
  update: (tokens: SessionTokens) => void;
  clear: () => void;
  /** Re-reads the cookie: another tab may have renewed (rotated) the session meanwhile. */
  reload: () => void;
}

function expiresAtFor(tokens: SessionTokens, current: Session | null): number | undefined {
  if (typeof tokens.expires_in === 'number' && Number.isFinite(tokens.expires_in)) {
    return Date.now() + tokens.expires_in * 1000;
  }
  // A new token without a lifetime: the old expiry no longer applies.
  return tokens.token && tokens.token !== current?.token ? undefined : current?.expiresAt;
}

function loadFromCookie(): Session | null {
  if (typeof document === 'undefined') return null;
  const raw = readCookie(COOKIE_NAME);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Session>;
    return parsed.token && parsed.refreshToken && parsed.sessionId ? (parsed as Session) : null;
  } catch {
    return null;
  }
}

/**
 * The admin's session: created once per page because `@telehealth/shared/session` is a Module
 * Federation singleton, so the host and every remote read the same store.
 */
export const useSessionStore = create<SessionState>((set, get) => ({
  session: loadFromCookie(),
  update: (tokens) => {
    const current = get().session;
    const next: Session = {
      token: tokens.token ?? current?.token ?? '',
      refreshToken: tokens.refresh_token ?? current?.refreshToken ?? '',
      sessionId: tokens.session_id ?? current?.sessionId ?? '',
      expiresAt: expiresAtFor(tokens, current),
    };
    if (!next.token || !next.refreshToken || !next.sessionId) return;
    writeCookie(COOKIE_NAME, JSON.stringify(next), COOKIE_MAX_AGE_SECONDS);
    set({ session: next });
  },
  clear: () => {
    deleteCookie(COOKIE_NAME);
    set({ session: null });
  },
  reload: () => {
    const stored = loadFromCookie();
    const current = get().session;
    if (stored?.token !== current?.token || stored?.refreshToken !== current?.refreshToken) {
      set({ session: stored });
    }
  },
}));

export const isSignedIn = (): boolean => useSessionStore.getState().session !== null;
