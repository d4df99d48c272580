import { useSessionStore } from '@telehealth/shared/session';
import { tokenExpiresAt } from './token-expiry';

describe('tokenExpiresAt', () => {
  afterEach(() => useSessionStore.getState().clear());

  it("reads an opaque token's expiry from the lifetime the API answered with it", () => {
    useSessionStore.getState().update({ token: 'opaque', session_id: 's', expires_in: 600 });
    const stored = useSessionStore.getState().session!.expiresAt;
    expect(stored).toBeGreaterThan(Date.now() + 590_000);
    expect(tokenExpiresAt('opaque')).toBe(stored);
  });

  it('knows nothing of a token that is not the session one', () => {
    useSessionStore.getState().update({ token: 'opaque', session_id: 's', expires_in: 600 });
    expect(tokenExpiresAt('another')).toBeNull();
  });
});
