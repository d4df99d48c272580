import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { api } from '@telehealth/shared/api';
import { defineResource, queryClient } from '@telehealth/shared/query';
import { UiProvider, toaster } from '@telehealth/shared/ui';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import type { ReactNode } from 'react';
import { useUserActions } from './use-user-actions';

const people = defineResource({
  key: 'people-under-test',
  load: (uid, signal) => api.get<{ uid: string }>(`/people/${uid}`, { signal, silent: true }),
});

const wrapper = ({ children }: { children: ReactNode }) => <UiProvider>{children}</UiProvider>;

const DASHBOARD = { 'GET /user/dashboard': { data: {} } };
const STATUS = { data: { user: { uid: 'u1', status: 'blocked' } } };

function seed() {
  for (const key of [
    ['people-under-test', 'u1'],
    ['people-under-test', 'list', {}],
    ['appointments', 'list', 'doctor', 'u1', {}],
    ['audit', 'history', 'u1', 0],
  ])
    queryClient.setQueryData(key, {});
}

const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

beforeEach(() => toaster.remove());

describe('useUserActions', () => {
  it("sends the action with the admin's password, says 'Status Updated' and refreshes the user, their appointments and History", async () => {
    const requests = fakeApi({ 'PUT /user/action/u1': STATUS, ...DASHBOARD });
    seed();
    const { result } = renderHook(() => useUserActions(people, 'u1'), { wrapper });

    await act(() => result.current.confirm('block', 'Admin@12345'));

    expect(requests[0]).toMatchObject({
      method: 'PUT',
      path: '/user/action/u1',
      body: { action: 'block', password: 'Admin@12345' },
    });
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(stale(['people-under-test', 'u1'])).toBe(true);
    expect(stale(['people-under-test', 'list', {}])).toBe(true);
    expect(stale(['appointments', 'list', 'doctor', 'u1', {}])).toBe(true);
    expect(stale(['audit', 'history', 'u1', 0])).toBe(true);
    await waitFor(() => expect(requests.map((request) => request.path)).toContain('/user/dashboard'));
  });

  it('approves or rejects the user', async () => {
    const requests = fakeApi({ 'PUT /user/u1': STATUS, ...DASHBOARD });
    seed();
    const { result } = renderHook(() => useUserActions(people, 'u1'), { wrapper });

    await act(() => result.current.review('reject')());

    expect(requests[0]).toMatchObject({ method: 'PUT', path: '/user/u1', body: { action: 'reject' } });
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(stale(['people-under-test', 'u1'])).toBe(true);
  });

  it('says what a delete that removes the record says, and leaves the page', async () => {
    fakeApi({ 'PUT /user/action/u1': STATUS, ...DASHBOARD });
    const leave = jest.fn();
    const { result } = renderHook(
      () => useUserActions(people, 'u1', { deleted: { message: 'Clinic successfully deleted', leave } }),
      { wrapper },
    );

    await act(() => result.current.confirm('delete', 'Admin@12345'));

    expect(await screen.findByText('Clinic successfully deleted')).toBeInTheDocument();
    expect(screen.queryByText('Status Updated')).not.toBeInTheDocument();
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('neither says nor refreshes anything when the server refuses', async () => {
    fakeApi({ 'PUT /user/action/u1': { status: 400, message: 'Incorrect password' }, ...DASHBOARD });
    seed();
    const { result } = renderHook(() => useUserActions(people, 'u1'), { wrapper });

    await act(() => expect(result.current.confirm('block', 'wrong')).rejects.toBeDefined());

    expect(screen.queryByText('Status Updated')).not.toBeInTheDocument();
    expect(stale(['people-under-test', 'u1'])).toBe(false);
  });
});
