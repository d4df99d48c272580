import { useSessionStore } from './session-store';

describe('session store', () => {
  afterEach(() => useSessionStore.getState().clear());

  it('keeps the tokens and the access token expiry in the session cookie', () => {
    const before = Date.now();
    useSessionStore
      .getState()
      .update({ token: 't1', refresh_token: 'r1', session_id: 's1', expires_in: 900 });
    const session = useSessionStore.getState().session!;
    expect(session).toMatchObject({ token: 't1', refreshToken: 'r1', sessionId: 's1' });
    expect(session.expiresAt).toBeGreaterThanOrEqual(before + 900_000);
    const cookie = decodeURIComponent(document.cookie.split('admin_session=')[1] ?? '');
    expect(JSON.parse(cookie)).toMatchObject({ token: 't1', expiresAt: session.expiresAt });
  });

  it('forgets the expiry when a new token comes without a lifetime, and keeps it otherwise', () => {
    useSessionStore
      .getState()
      .update({ token: 't1', refresh_token: 'r1', session_id: 's1', expires_in: 900 });
    const expiresAt = useSessionStore.getState().session!.expiresAt;
    useSessionStore.getState().update({ session_id: 's1' });
    expect(useSessionStore.getState().session!.expiresAt).toBe(expiresAt);
    useSessionStore.getState().update({ token: 't2' });
    expect(useSessionStore.getState().session!.expiresAt).toBeUndefined();
  });

  it('ignores an answer that does not make a whole session', () => {
    useSessionStore.getState().update({ token: 'only-a-token' });
    expect(useSessionStore.getState().session).toBeNull();
  });
});
