import type { QueryKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { api, useDashboardStore } from '@telehealth/shared/api';
import { fakeApi } from '../../test-support/fake-api';
import { queryClient } from './query-client';
import { defineResource } from './resource';

interface Patient {
  uid: string;
  status: string;
}

const patients = defineResource<Patient>({
  key: 'patients',
  load: (uid, signal) => api.get<Patient>(`/patients/${uid}`, { signal, silent: true }),
});

const block = () => api.put<Patient>('/patients/p1/block', {});

const DASHBOARD = { unreadService: true, unreadSpeciality: false, unread_notification: false };

// Reads cached from earlier screens, none on screen: an invalidation marks them and reads nothing.
const CACHED: Record<string, QueryKey> = {
  record: ['patients', 'p1'],
  otherRecord: ['patients', 'p2'],
  recordPart: ['patients', 'p1', 'reviews'],
  list: ['patients', 'list', { page: 0 }],
  history: ['audit', 'history', 'p1', 0],
  auditLog: ['audit', 'list', { page: 0 }],
  appointments: ['appointments', 'list', 'patient', 'p1', { page: 0 }],
  doctor: ['doctors', 'd1'],
  payments: ['payments', 'list', { page: 0 }],
  settings: ['settings', 'payment'],
};

function seed() {
  for (const key of Object.values(CACHED)) queryClient.setQueryData(key, { cached: true });
}

function invalidated(): string[] {
  return Object.entries(CACHED)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

beforeEach(() => useDashboardStore.setState({ dashboard: null }));

describe('defineResource', () => {
  it('reads one record under [key, id] through its loader', async () => {
    const requests = fakeApi({ 'GET /patients/p1': { data: { uid: 'p1', status: 'active' } } });
    const { result } = renderHook(() => patients.useRecord('p1'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual({ uid: 'p1', status: 'active' });
    expect(queryClient.getQueryData(patients.keys.record('p1'))).toEqual({ uid: 'p1', status: 'active' });
    expect(requests.map((request) => request.path)).toEqual(['/patients/p1']);
  });

  it('after a write, marks stale exactly the resource, the audit log and what it names, and reads the dashboard', async () => {
    const requests = fakeApi({
      'PUT /patients/p1/block': { data: { uid: 'p1', status: 'blocked' } },
      'GET /user/dashboard': { data: DASHBOARD },
    });
    seed();
    const { result } = renderHook(() => patients.useAction('p1', block, { also: ['appointments'] }));

    await act(() => result.current.mutateAsync());

    expect(invalidated()).toEqual([
      'record',
      'otherRecord',
      'recordPart',
      'list',
      'history',
      'auditLog',
      'appointments',
    ]);
    await waitFor(() => expect(useDashboardStore.getState().dashboard).toEqual(DASHBOARD));
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PUT /patients/p1/block',
      'GET /user/dashboard',
    ]);
  });

  it('leaves what the write did not name alone', async () => {
    fakeApi({
      'PUT /patients/p1/block': { data: { uid: 'p1', status: 'blocked' } },
      'GET /user/dashboard': { data: DASHBOARD },
    });
    seed();
    const { result } = renderHook(() => patients.useAction('p1', block));
    await act(() => result.current.mutateAsync());
    expect(invalidated()).not.toContain('appointments');
    expect(invalidated()).not.toContain('doctor');
    expect(invalidated()).not.toContain('payments');
    expect(invalidated()).not.toContain('settings');
  });

  it('marks nothing stale and reads no dashboard when the write fails', async () => {
    const requests = fakeApi({
      'PUT /patients/p1/block': { status: 422, message: 'Wrong password' },
      'GET /user/dashboard': { data: DASHBOARD },
    });
    seed();
    const { result } = renderHook(() => patients.useAction('p1', block, { also: ['appointments'] }));

    await act(() => expect(result.current.mutateAsync()).rejects.toMatchObject({ status: 422 }));

    expect(invalidated()).toEqual([]);
    expect(requests.map((request) => request.path)).toEqual(['/patients/p1/block']);
    expect(useDashboardStore.getState().dashboard).toBeNull();
  });

  it('reads the record on screen again after a write, without showing it as loading', async () => {
    let status = 'active';
    const requests = fakeApi({
      'GET /patients/p1': () => ({ data: { uid: 'p1', status } }),
      'PUT /patients/p1/block': () => {
        status = 'blocked';
        return { data: {} };
      },
      'GET /user/dashboard': { data: DASHBOARD },
    });
    const { result } = renderHook(() => ({
      record: patients.useRecord('p1'),
      block: patients.useAction('p1', block),
    }));
    await waitFor(() => expect(result.current.record.status).toBe('ready'));

    await act(() => result.current.block.mutateAsync());

    expect(result.current.record.status).toBe('ready');
    await waitFor(() => expect(result.current.record.data?.status).toBe('blocked'));
    expect(requests.filter((request) => request.path === '/patients/p1')).toHaveLength(2);
  });

  it("takes the record from the write's answer instead of reading it again", async () => {
    const requests = fakeApi({
      'GET /patients/p1': { data: { uid: 'p1', status: 'active' } },
      'PUT /patients/p1/block': { data: { uid: 'p1', status: 'blocked' } },
      'GET /user/dashboard': { data: DASHBOARD },
    });
    seed();
    const { result } = renderHook(() => ({
      record: patients.useRecord('p1'),
      block: patients.useAction('p1', block, { record: (answer) => answer }),
    }));
    await waitFor(() => expect(result.current.record.status).toBe('ready'));

    await act(() => result.current.block.mutateAsync());

    expect(result.current.record.data).toEqual({ uid: 'p1', status: 'blocked' });
    expect(invalidated()).not.toContain('record');
    expect(invalidated()).toEqual(expect.arrayContaining(['list', 'recordPart', 'history']));
    await waitFor(() => expect(useDashboardStore.getState().dashboard).toEqual(DASHBOARD));
    expect(requests.filter((request) => request.path === '/patients/p1')).toHaveLength(1);
  });

  it('does not read again a record the write removed, but no longer trusts its cached copy', async () => {
    const requests = fakeApi({
      'GET /patients/p1': { data: { uid: 'p1', status: 'active' } },
      'DELETE /patients/p1': { data: {} },
      'GET /user/dashboard': { data: DASHBOARD },
    });
    const { result } = renderHook(() => ({
      record: patients.useRecord('p1'),
      remove: patients.useAction('p1', () => api.delete('/patients/p1'), { removes: () => true }),
    }));
    await waitFor(() => expect(result.current.record.status).toBe('ready'));

    await act(() => result.current.remove.mutateAsync());

    expect(queryClient.getQueryState(patients.keys.record('p1'))?.isInvalidated).toBe(true);
    await waitFor(() => expect(useDashboardStore.getState().dashboard).toEqual(DASHBOARD));
    expect(requests.filter((request) => request.path === '/patients/p1')).toHaveLength(2);
    expect(
      requests.filter((request) => request.method === 'GET' && request.path === '/patients/p1'),
    ).toHaveLength(1);
  });
});
