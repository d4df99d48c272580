import { adminWith, signInAs } from '@telehealth/shared/test-support/session-admin';
import { fakeApi } from '@telehealth/shared/test-support/fake-api';
import { useSessionStore } from '@telehealth/shared/session';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRemoteDirectory } from '../federation/remote-directory';
import { renderRoutes } from '../test-support/render-routes';
import { repositoryRemotes } from '../test-support/repository-remotes';
import { mayOpen } from './screen-access';
import { ScreenAccess } from './ScreenAccess';

const guarded = <ScreenAccess>the screen</ScreenAccess>;

beforeEach(() => setRemoteDirectory(repositoryRemotes()));
afterEach(() => jest.restoreAllMocks());

describe('ScreenAccess', () => {
  it("shows a screen the admin's role may open", () => {
    signInAs(adminWith('finance', ['dashboard.view', 'payments.view']));
    renderRoutes({ '/admin/*': guarded }, '/admin/payments?search=A1');
    expect(screen.getByText('the screen')).toBeInTheDocument();
  });

  it('answers a deep link to a forbidden screen with "You don\'t have access to …" and the way back', async () => {
    signInAs(adminWith('support', ['dashboard.view', 'enquiries.view']));
    renderRoutes({ '/admin/*': guarded }, '/admin/settings/administrators');
    expect(screen.queryByText('the screen')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: "You don't have access to Administrators" }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard');
    expect(screen.getByText('the screen')).toBeInTheDocument();
  });

  it('covers a detail page by its list, and the longest path first', () => {
    const finance = ['payments.view', 'settings.view'];
    expect(mayOpen('/admin/doctors/abc', finance)).toBe(false);
    expect(mayOpen('/admin/settings', finance)).toBe(true);
    expect(mayOpen('/admin/settings/administrators', finance)).toBe(false);
    expect(mayOpen('/admin/settings/administrators', ['admins.manage'])).toBe(true);
    expect(mayOpen('/admin/payments', undefined)).toBe(false);
    // A path no screen covers is left to the API.
    expect(mayOpen('/admin/reports', [])).toBe(true);
  });

  it("keeps a remote's section to the roles holding the permission its remote.json declares", () => {
    const people = repositoryRemotes().people;
    setRemoteDirectory({
      ...repositoryRemotes(),
      people: {
        ...people,
        sections: [
          ...people.sections,
          { path: 'payouts', label: 'Payouts', permission: 'payouts.view', icon: 'wallet', order: 35 },
          // A release built before sections declared a permission.
          { path: 'legacy', label: 'Legacy', icon: 'wallet', order: 36 },
        ],
      },
    });
    expect(mayOpen('/admin/payouts/p1', ['doctors.view'])).toBe(false);
    expect(mayOpen('/admin/payouts', ['payouts.view'])).toBe(true);
    expect(mayOpen('/admin/legacy', [])).toBe(true);
  });

  it('asks who is signed in when the session did not say, and decides only then', async () => {
    useSessionStore.setState({ admin: null });
    fakeApi({ 'GET /user/me': { data: { user: adminWith('finance', ['payments.view']) } } });
    renderRoutes({ '/admin/*': guarded }, '/admin/payments');
    expect(screen.queryByText("You don't have access", { exact: false })).not.toBeInTheDocument();
    expect(await screen.findByText('the screen')).toBeInTheDocument();
  });
});
