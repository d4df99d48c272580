import type { QueryKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { api, useDashboardStore } from '@telehealth/shared/api';
import { fakeApi } from '../../test-support/fake-api';
import { queryClient } from './query-client';
import { useWrite, useWrites } from './write';

const DASHBOARD = { unreadService: false, unreadSpeciality: true, unread_notification: false };

// Reads cached from earlier screens, none on screen: an invalidation marks them and reads nothing.
const CACHED: Record<string, QueryKey> = {
  team: ['admins', 'team'],
  savedViews: ['saved-views', 'doctors'],
  otherSavedViews: ['saved-views', 'payments'],
  auditLog: ['audit', 'list', { page: 0 }],
  payments: ['payments', 'list', { page: 0 }],
};

function seed() {
  for (const key of Object.values(CACHED)) queryClient.setQueryData(key, { cached: true });
}

const invalidated = () =>
  Object.entries(CACHED)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);

const paths = (requests: { method: string; path: string }[]) =>
  requests.map((request) => `${request.method} ${request.path}`);

beforeEach(() => useDashboardStore.setState({ dashboard: null }));

describe('useWrite', () => {
  it('after a write, marks stale what it names (by root or prefix) and the audit log, and reads the dashboard', async () => {
    const requests = fakeApi({
      'POST /saved-views': { data: { view: { uid: 'v1' } } },
      'GET /user/dashboard': { data: DASHBOARD },
    });
    seed();
    const { result } = renderHook(() =>
      useWrite((list: string) => api.post('/saved-views', { list }), {
        changes: (list) => [['saved-views', list], 'admins'],
      }),
    );

    await act(() => result.current.mutateAsync('doctors'));

    expect(invalidated()).toEqual(['team', 'savedViews', 'auditLog']);
    await waitFor(() => expect(useDashboardStore.getState().dashboard).toEqual(DASHBOARD));
    expect(paths(requests)).toEqual(['POST /saved-views', 'GET /user/dashboard']);
  });

  it('a refused write marks nothing stale and reads no dashboard', async () => {
    const requests = fakeApi({
      'DELETE /saved-views/v1': { status: 404, message: 'Saved view not found' },
      'GET /user/dashboard': { data: DASHBOARD },
    });
    seed();
    const { result } = renderHook(() =>
      useWrite(() => api.delete('/saved-views/v1'), { changes: ['saved-views'] }),
    );

    await act(() => expect(result.current.mutateAsync()).rejects.toMatchObject({ status: 404 }));

    expect(invalidated()).toEqual([]);
    expect(paths(requests)).toEqual(['DELETE /saved-views/v1']);
    expect(useDashboardStore.getState().dashboard).toBeNull();
  });

  it('with afterRefusalToo, a refusal (someone else got there first) reads what it names again', async () => {
    const requests = fakeApi({
      'PUT /assignments/enquiries/7': { status: 409, message: 'Already assigned to Olivia Operations' },
      'GET /user/dashboard': { data: DASHBOARD },
    });
    seed();
    const { result } = renderHook(() =>
      useWrite(() => api.put('/assignments/enquiries/7', {}), {
        changes: ['payments'],
        afterRefusalToo: true,
      }),
    );

    await act(() => expect(result.current.mutateAsync()).rejects.toMatchObject({ status: 409 }));

    expect(invalidated()).toEqual(['auditLog', 'payments']);
    await waitFor(() => expect(useDashboardStore.getState().dashboard).toEqual(DASHBOARD));
    expect(paths(requests)).toEqual(['PUT /assignments/enquiries/7', 'GET /user/dashboard']);
  });
});

describe('useWrites', () => {
  it("sends each write as given, answers with the write's answer, and marks the same reads stale", async () => {
    fakeApi({
      'PUT /admins/a1/role': { data: { admin: { uid: 'a1', role: 'finance' } } },
      'GET /user/dashboard': { data: DASHBOARD },
    });
    seed();
    const { result } = renderHook(() => useWrites([['admins', 'team']]));

    let answer: unknown;
    await act(async () => {
      answer = await result.current(() => api.put('/admins/a1/role', { role: 'finance' }));
    });

    expect(answer).toEqual({ admin: { uid: 'a1', role: 'finance' } });
    expect(invalidated()).toEqual(['team', 'auditLog']);
  });
});
