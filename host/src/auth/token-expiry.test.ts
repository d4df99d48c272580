import { useSessionStore } from '@telehealth/shared/session';
import { tokenExpiresAt } from './token-expiry';

describe('tokenExpiresAt', () => {
  afterEach(() => useSessionStore.getState().clear());

  it('after a reload, reads an opaque token expiry from the session cookie', () => {
    useSessionStore
      .getState()
      .update({ token: 'opaque', refresh_token: 'r', session_id: 's', expires_in: 600 });
    const stored = useSessionStore.getState().session!.expiresAt;
    // A reload: the page re-reads the cookie, nothing is remembered in memory for this token.
    useSessionStore.getState().reload();
    expect(tokenExpiresAt('opaque')).toBe(stored);
  });

  it('knows nothing of a token that is not the session one', () => {
    useSessionStore
      .getState()
      .update({ token: 'opaque', refresh_token: 'r', session_id: 's', expires_in: 600 });
    expect(tokenExpiresAt('another')).toBeNull();
  });
});
