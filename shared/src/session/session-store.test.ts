import { useSessionStore } from './session-store';

describe('session store', () => {
  afterEach(() => useSessionStore.setState({ session: null, checked: false }));

  it('keeps the access token and its expiry in memory only: no cookie, no web storage', () => {
    const before = Date.now();
    useSessionStore.getState().update({ token: 't1', session_id: 's1', expires_in: 900 });
    const session = useSessionStore.getState().session!;
    expect(session).toMatchObject({ token: 't1', sessionId: 's1' });
    expect(session.expiresAt).toBeGreaterThanOrEqual(before + 900_000);
    expect(document.cookie).toBe('');
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('is unchecked until a session is stored or the check finds none', () => {
    expect(useSessionStore.getState().checked).toBe(false);
    useSessionStore.getState().markChecked();
    expect(useSessionStore.getState()).toMatchObject({ checked: true, session: null });
    useSessionStore.setState({ checked: false });
    useSessionStore.getState().update({ token: 't1', session_id: 's1' });
    expect(useSessionStore.getState().checked).toBe(true);
    useSessionStore.getState().clear();
    expect(useSessionStore.getState()).toMatchObject({ checked: true, session: null });
  });

  it('forgets the expiry when a new token comes without a lifetime, and keeps it otherwise', () => {
    useSessionStore.getState().update({ token: 't1', session_id: 's1', expires_in: 900 });
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
