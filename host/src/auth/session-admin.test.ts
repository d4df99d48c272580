import { useSessionStore } from '@telehealth/shared/session';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { reloadSessionAdmin } from './session-admin';

const enrolled = {
  uid: 'a1',
  email: 'owner@example.com',
  full_name: 'Olivia Owner',
  role: 'owner',
  permissions: ['admins.manage'],
};

describe('reloadSessionAdmin', () => {
  afterEach(() => {
    useSessionStore.setState({ admin: null });
    jest.restoreAllMocks();
  });

  it('stores who GET /user/me says is signed in, so the screens see the new state', async () => {
    useSessionStore.setState({ admin: { ...enrolled, second_factor_enrolment_required: true } as never });
    const requests = fakeApi({ 'GET /user/me': { data: { user: enrolled } } });
    await expect(reloadSessionAdmin()).resolves.toEqual(enrolled);
    expect(useSessionStore.getState().admin).toEqual(enrolled);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /user/me']);
  });

  it('keeps what the store held when the API refuses, and rejects', async () => {
    useSessionStore.setState({ admin: enrolled as never });
    fakeApi({ 'GET /user/me': { status: 500, message: 'Something went wrong' } });
    await expect(reloadSessionAdmin()).rejects.toThrow('Something went wrong');
    expect(useSessionStore.getState().admin).toEqual(enrolled);
  });
});
