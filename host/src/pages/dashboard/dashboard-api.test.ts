import { useRequestsInFlight } from '@telehealth/shared/api';
import { useSessionStore } from '@telehealth/shared/session';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { waitFor } from '@testing-library/react';
import { OWNER } from '@telehealth/shared/test-support/session-admin';
import { cancelFigureReadsOnSignIn, startFigureReadsOnSignIn } from './dashboard-api';

const FIGURES = {
  'GET /user/dashboard': { data: { doctors: 1 } },
  'GET /payments/revenue': { data: { lifetime_total: 10 } },
};

describe('the figure reads of a sign-in', () => {
  beforeEach(() => useSessionStore.getState().clear());
  afterEach(() => {
    cancelFigureReadsOnSignIn();
    jest.restoreAllMocks();
  });

  it('go out as the session is stored, before anything renders on it, and once', async () => {
    const requests = fakeApi(FIGURES);
    startFigureReadsOnSignIn();
    expect(useRequestsInFlight.getState().count).toBe(0);

    useSessionStore.getState().update({ token: 'access-1', session_id: 'session-1', user: OWNER });
    // Within the store's own update: the two reads are already on their way.
    expect(useRequestsInFlight.getState().count).toBe(2);

    useSessionStore.getState().update({ token: 'access-2', session_id: 'session-1' });
    await waitFor(() => expect(useRequestsInFlight.getState().count).toBe(0));
    expect(requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /payments/revenue',
      'GET /user/dashboard',
    ]);
  });

  it('wait for a session, not for any change of the store (a second step comes first)', async () => {
    const requests = fakeApi(FIGURES);
    startFigureReadsOnSignIn();
    useSessionStore.getState().markChecked();
    expect(useRequestsInFlight.getState().count).toBe(0);
    useSessionStore.getState().update({ token: 'access-1', session_id: 'session-1', user: OWNER });
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it('are not made for a session that may only enrol a second factor (each would be refused and toasted)', async () => {
    const requests = fakeApi(FIGURES);
    startFigureReadsOnSignIn();
    useSessionStore.getState().update({
      token: 'access-1',
      session_id: 'session-1',
      user: { ...OWNER, second_factor_enrolment_required: true },
    });
    expect(useRequestsInFlight.getState().count).toBe(0);
    expect(requests).toHaveLength(0);
  });

  it('are not made after a failed sign-in dropped the wait', () => {
    const requests = fakeApi(FIGURES);
    startFigureReadsOnSignIn();
    cancelFigureReadsOnSignIn();
    useSessionStore.getState().update({ token: 'access-1', session_id: 'session-1' });
    expect(useRequestsInFlight.getState().count).toBe(0);
    expect(requests).toHaveLength(0);
  });
});
