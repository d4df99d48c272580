import { useSessionStore } from '@telehealth/shared/session';
import { type FakeAnswer, fakeApi } from '@telehealth/shared/test-support/fake-api';
import { waitFor } from '@testing-library/react';
import { type ApiError, api, configureApi, inBackground, refreshSession, useRequestsInFlight } from './index';

describe('a 401 from the API', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    useSessionStore.setState({ session: null, checked: false });
  });

  it('leaves in place a session signed in while the call was on its way (the login page asks for one meanwhile)', async () => {
    let answerCheck: ((answer: FakeAnswer) => void) | undefined;
    const onUnauthorized = jest.fn();
    fakeApi(
      {
        'POST /auth/token/refresh': () =>
          new Promise<FakeAnswer>((resolve) => {
            answerCheck = resolve;
          }),
        'POST /auth/local/admin': { data: { token: 'fresh-token', session_id: 'session-1' } },
      },
      onUnauthorized,
    );
    const check = refreshSession().then(
      () => null,
      (error: ApiError) => error,
    );
    await waitFor(() => expect(answerCheck).toBeDefined());
    await api.post(
      '/auth/local/admin',
      { username: 'admin@example.com', password: 'secret' },
      { silent: true },
    );
    answerCheck!({ status: 401, message: 'Not signed in' });
    expect((await check)?.status).toBe(401);
    expect(useSessionStore.getState().session?.token).toBe('fresh-token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session the call was made with', async () => {
    const onUnauthorized = jest.fn();
    fakeApi({ 'GET /user/dashboard': { status: 401, message: 'Session ended' } }, onUnauthorized);
    useSessionStore.getState().update({ token: 'old-token', session_id: 'session-1' });
    await expect(api.get('/user/dashboard')).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().session).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('a read in the background (a list fetched ahead of its first visit)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('toasts no failure and shows no loading bar, where the same read asked for by the admin does both', async () => {
    const notifyError = jest.fn();
    const inFlight: number[] = [];
    const stopWatching = useRequestsInFlight.subscribe((state) => inFlight.push(state.count));
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        Response.json({ status: 500, message: 'Database down', data: null }, { status: 500 }),
      );
    configureApi({ baseUrl: '/api', notifyError, onUnauthorized: () => undefined });

    await expect(inBackground(() => api.get('/doctor'))).rejects.toMatchObject({ status: 500 });
    expect(notifyError).not.toHaveBeenCalled();
    expect(inFlight).toEqual([]);

    await expect(api.get('/doctor')).rejects.toMatchObject({ status: 500 });
    expect(notifyError).toHaveBeenCalledWith('Database down');
    expect(inFlight).toEqual([1, 0]);
    stopWatching();
  });
});
