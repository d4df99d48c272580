import { ApiError } from '@telehealth/shared/api';
import { useSessionStore } from '@telehealth/shared/session';
import { rememberTokenLifetime } from './token-expiry';
import {
  RENEW_BEFORE_EXPIRY_MS,
  RENEW_RETRY_MS,
  restoreSession,
  startSessionRenewal,
} from './session-renewal';

function jwt(expiresAtMs: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'admin', exp: Math.floor(expiresAtMs / 1000) })}.sig`;
}

function signInWith(token: string) {
  useSessionStore.getState().update({ token, session_id: 'session-1' });
}

describe('session renewal', () => {
  let stop: () => void = () => {};

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    useSessionStore.setState({ session: null, checked: false });
  });

  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('renews the access token shortly before it expires, and the renewed one in its turn', async () => {
    const fifteenMinutes = 15 * 60_000;
    signInWith(jwt(Date.now() + fifteenMinutes));
    let renewed = '';
    const renew = jest.fn(async () => {
      renewed = jwt(Date.now() + fifteenMinutes);
      const answer = { token: renewed, session_id: 'session-1' };
      useSessionStore.getState().update(answer);
      return answer;
    });
    stop = startSessionRenewal({ renew });

    await jest.advanceTimersByTimeAsync(fifteenMinutes - RENEW_BEFORE_EXPIRY_MS - 1000);
    expect(renew).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1000);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().session?.token).toBe(renewed);

    await jest.advanceTimersByTimeAsync(fifteenMinutes - RENEW_BEFORE_EXPIRY_MS);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('uses the lifetime the API answered when the token is not a JWT', async () => {
    signInWith('opaque-token');
    rememberTokenLifetime('opaque-token', 600);
    const renew = jest.fn().mockResolvedValue({});
    stop = startSessionRenewal({ renew });
    await jest.advanceTimersByTimeAsync(600_000 - RENEW_BEFORE_EXPIRY_MS - 1);
    expect(renew).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('leaves a token of unknown lifetime alone (a 401 would end it)', async () => {
    signInWith('another-opaque-token');
    const renew = jest.fn();
    stop = startSessionRenewal({ renew });
    await jest.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(renew).not.toHaveBeenCalled();
  });

  it('tries again later when the renewal fails for a reason other than a 401', async () => {
    signInWith(jwt(Date.now() + RENEW_BEFORE_EXPIRY_MS + 5000));
    const renew = jest.fn().mockRejectedValueOnce(new ApiError(0, '')).mockResolvedValue({});
    stop = startSessionRenewal({ renew });

    await jest.advanceTimersByTimeAsync(5000);
    expect(renew).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(RENEW_RETRY_MS);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('stops after a 401: the session is over', async () => {
    signInWith(jwt(Date.now() + RENEW_BEFORE_EXPIRY_MS + 5000));
    const renew = jest.fn().mockRejectedValue(new ApiError(401, 'Unauthorized'));
    stop = startSessionRenewal({ renew });
    await jest.advanceTimersByTimeAsync(5000 + RENEW_RETRY_MS * 3);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('on a page load, asks the API for the session the refresh cookie holds', async () => {
    const renew = jest.fn(async () => {
      const answer = { token: 'restored', session_id: 'session-1', expires_in: 900 };
      useSessionStore.getState().update(answer);
      return answer;
    });
    await restoreSession({ renew });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState()).toMatchObject({ checked: true, session: { token: 'restored' } });
    // Checked once per page.
    await restoreSession({ renew });
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('a page load without a session ends checked and signed out', async () => {
    const renew = jest
      .fn()
      .mockRejectedValue(new ApiError(401, 'Your session has ended. Please log in again.'));
    await restoreSession({ renew });
    expect(useSessionStore.getState()).toMatchObject({ checked: true, session: null });
  });

  it('asks only once when several parts of the page ask at the same time', async () => {
    const renew = jest.fn().mockResolvedValue({});
    await Promise.all([restoreSession({ renew }), restoreSession({ renew }), restoreSession({ renew })]);
    expect(renew).toHaveBeenCalledTimes(1);
  });
});
