import { ApiError } from '@telehealth/shared/api';
import { useSessionStore } from '@telehealth/shared/session';
import { rememberTokenLifetime } from './token-expiry';
import {
  RENEW_BEFORE_EXPIRY_MS,
  RENEW_RETRY_MS,
  renewSessionIfDue,
  startSessionRenewal,
} from './session-renewal';

function jwt(expiresAtMs: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'admin', exp: Math.floor(expiresAtMs / 1000) })}.sig`;
}

function signInWith(token: string, refreshToken = 'refresh-1') {
  useSessionStore.getState().update({ token, refresh_token: refreshToken, session_id: 'session-1' });
}

describe('session renewal', () => {
  let stop: () => void = () => {};

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    useSessionStore.getState().clear();
  });

  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('renews the access token shortly before it expires, with the refresh token', async () => {
    const fifteenMinutes = 15 * 60_000;
    signInWith(jwt(Date.now() + fifteenMinutes));
    const renew = jest.fn(async () => {
      const answer = {
        token: jwt(Date.now() + fifteenMinutes),
        refresh_token: 'refresh-2',
        session_id: 'session-1',
      };
      useSessionStore.getState().update(answer);
      return answer;
    });
    stop = startSessionRenewal({ renew });

    await jest.advanceTimersByTimeAsync(fifteenMinutes - RENEW_BEFORE_EXPIRY_MS - 1000);
    expect(renew).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1000);
    expect(renew).toHaveBeenCalledWith('refresh-1');
    expect(useSessionStore.getState().session?.refreshToken).toBe('refresh-2');

    // The renewed token is renewed in its turn, with the rotated refresh token.
    await jest.advanceTimersByTimeAsync(fifteenMinutes - RENEW_BEFORE_EXPIRY_MS);
    expect(renew).toHaveBeenLastCalledWith('refresh-2');
  });

  it('uses the lifetime the API answered when the token is not a JWT', async () => {
    signInWith('opaque-token');
    rememberTokenLifetime('opaque-token', 600);
    const renew = jest.fn().mockResolvedValue({});
    stop = startSessionRenewal({ renew });
    await jest.advanceTimersByTimeAsync(600_000 - RENEW_BEFORE_EXPIRY_MS - 1);
    expect(renew).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledWith('refresh-1');
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

  it('adopts a session another tab renewed instead of spending the used refresh token again', async () => {
    signInWith(jwt(Date.now() + RENEW_BEFORE_EXPIRY_MS + 5000));
    const renew = jest.fn();
    stop = startSessionRenewal({ renew });
    // Another tab rotated the session: the cookie holds new tokens this tab has not seen.
    const otherTabToken = jwt(Date.now() + 30 * 60_000);
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the other tab writing the cookie
    document.cookie = `admin_session=${encodeURIComponent(
      JSON.stringify({ token: otherTabToken, refreshToken: 'refresh-other', sessionId: 'session-1' }),
    )}; Path=/`;

    await jest.advanceTimersByTimeAsync(5000);
    expect(renew).not.toHaveBeenCalled();
    expect(useSessionStore.getState().session?.token).toBe(otherTabToken);
  });

  it('renews an expired session kept in the cookie before the admin starts', async () => {
    signInWith(jwt(Date.now() - 1000));
    const renew = jest.fn().mockResolvedValue({});
    await renewSessionIfDue({ renew });
    expect(renew).toHaveBeenCalledWith('refresh-1');
  });

  it('leaves a fresh session alone at start-up', async () => {
    signInWith(jwt(Date.now() + 30 * 60_000));
    const renew = jest.fn();
    await renewSessionIfDue({ renew });
    expect(renew).not.toHaveBeenCalled();
  });
});
