import { useDashboardStore } from '@telehealth/shared/api';
import type { Dashboard } from '@telehealth/shared/contracts';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@telehealth/shared/test-support/render';
import { prefetchMenuItem } from '../federation/preload-remotes';
import { setRemoteDirectory } from '../federation/remote-directory';
import { useRemoteStatus } from '../federation/remote-status';
import { repositoryRemotes } from '../test-support/repository-remotes';
import { listRemotes } from '@telehealth/shared/build/remotes.cjs';
import { Sidebar } from './Sidebar';
import { adminWith, OWNER, signInAs } from '@telehealth/shared/test-support/session-admin';
import userEvent from '@testing-library/user-event';
import { markFirstScreenShown } from './after-first-screen';
import { RAIL_QUERY } from './menu-width';

jest.mock('../federation/preload-remotes', () => ({ prefetchMenuItem: jest.fn() }));

const NOTHING_UNREAD: Dashboard = {
  doctorActiveCount: 0,
  doctorPendingCount: 0,
  patientCount: 0,
  appointmentCount: 0,
  expiredCount: 0,
  unreadSpeciality: false,
  unreadService: false,
  unread_notification: false,
};

describe('Sidebar', () => {
  beforeEach(() => {
    useDashboardStore.setState({ dashboard: null });
    useRemoteStatus.setState({ statuses: {} });
    setRemoteDirectory(repositoryRemotes());
  });

  it("shows only the sections the admin's role may open (an Auditor: no Payments, a Support admin: no Audit Log)", () => {
    const readEverything = [
      'dashboard.view',
      'doctors.view',
      'patients.view',
      'clinics.view',
      'appointments.view',
      'catalog.view',
      'enquiries.view',
      'notifications.view',
    ];
    signInAs(adminWith('support', readEverything));
    renderWithProviders(<Sidebar />, { route: '/admin/dashboard' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'));
    expect(labels).not.toContain('Payments');
    expect(labels).not.toContain('Audit Log');
    expect(labels).toContain('Enquiries');
    act(() => signInAs(adminWith('auditor', [...readEverything, 'payments.view', 'audit.view'])));
    expect(within(menu).getByRole('link', { name: 'Audit Log' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Payments' })).toBeInTheDocument();
  });

  it("reads a remote's screen ahead when its menu item is pointed at or focused, not the host's own screens", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Sidebar />, { route: '/admin/dashboard' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.hover(within(menu).getByRole('link', { name: 'Payments' }));
    expect(prefetchMenuItem).toHaveBeenLastCalledWith('/admin/payments');
    within(menu).getByRole('link', { name: 'Clinics' }).focus();
    expect(prefetchMenuItem).toHaveBeenLastCalledWith('/admin/clinics');
    jest.mocked(prefetchMenuItem).mockClear();
    await user.hover(within(menu).getByRole('link', { name: 'Audit Log' }));
    within(menu).getByRole('link', { name: 'Dashboard' }).focus();
    expect(prefetchMenuItem).not.toHaveBeenCalled();
  });

  it("lists the product's menu from the remotes' declared sections, each item a link named by its label", () => {
    renderWithProviders(<Sidebar />, { route: '/admin/dashboard' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'));
    // The remotes' sections as their remote.json files declare them, between the host's own.
    const declared = listRemotes()
      .flatMap((remote) => remote.sections)
      .sort((a, b) => a.order - b.order)
      .map((section) => section.label);
    expect(declared).toContain('Board Certifications');
    expect(labels).toEqual(['Dashboard', 'My work', 'Trends', ...declared, 'Audit Log']);
    expect(within(menu).getByRole('link', { name: 'Board Certifications' })).toHaveAttribute(
      'href',
      '/admin/board-certifications',
    );
  });

  it('marks the section of the current page active, detail pages included', () => {
    renderWithProviders(<Sidebar />, { route: '/admin/doctors/abc-123' });
    expect(screen.getByRole('link', { name: 'Doctors' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('shows no dot before the dashboard answered, or when nothing is unread', () => {
    renderWithProviders(<Sidebar />, { route: '/admin/dashboard' });
    expect(screen.queryByTestId(/^unread-dot-/)).not.toBeInTheDocument();
    act(() => useDashboardStore.getState().set(NOTHING_UNREAD));
    expect(screen.queryByTestId(/^unread-dot-/)).not.toBeInTheDocument();
  });

  it('dots Specialties, Services and Notifications each on its own unread flag', () => {
    renderWithProviders(<Sidebar />, { route: '/admin/dashboard' });

    act(() => useDashboardStore.getState().set({ ...NOTHING_UNREAD, unreadService: true }));
    expect(screen.getByTestId('unread-dot-Services')).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot-Specialties')).not.toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot-Notifications')).not.toBeInTheDocument();

    act(() =>
      useDashboardStore
        .getState()
        .set({ ...NOTHING_UNREAD, unreadSpeciality: true, unread_notification: true }),
    );
    expect(screen.getByTestId('unread-dot-Specialties')).toBeInTheDocument();
    expect(screen.getByTestId('unread-dot-Notifications')).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot-Services')).not.toBeInTheDocument();
    // The dot does not change the link's name.
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'aria-description',
      'Has unread items',
    );
  });

  it('dots Specialties and Services only for a role that may review suggestions (Support may not)', () => {
    const support = adminWith('support', ['dashboard.view', 'catalog.view', 'notifications.view']);
    signInAs(support);
    renderWithProviders(<Sidebar />, { route: '/admin/dashboard' });
    act(() =>
      useDashboardStore
        .getState()
        .set({ ...NOTHING_UNREAD, unreadSpeciality: true, unreadService: true, unread_notification: true }),
    );
    expect(screen.getByRole('link', { name: 'Specialties' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot-Specialties')).not.toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot-Services')).not.toBeInTheDocument();
    expect(screen.getByTestId('unread-dot-Notifications')).toBeInTheDocument();
  });

  it('draws a section a release adds, in its declared order, without a change to the host', () => {
    const remotes = repositoryRemotes();
    remotes.catalog!.sections = [
      ...remotes.catalog!.sections,
      { path: 'languages', label: 'Languages', permission: 'languages.view', icon: 'globe', order: 65 },
    ];
    setRemoteDirectory(remotes);
    signInAs(adminWith('owner', [...OWNER.permissions, 'languages.view']));
    renderWithProviders(<Sidebar />, { route: '/admin/dashboard' });
    const labels = screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'));
    const at = labels.indexOf('Specialties');
    expect(labels.slice(at, at + 3)).toEqual(['Specialties', 'Languages', 'Services']);
    expect(screen.getByRole('link', { name: 'Languages' })).toHaveAttribute('href', '/admin/languages');
    // A role without the permission the section declares does not see it.
    act(() => signInAs(adminWith('support', OWNER.permissions)));
    expect(screen.queryByRole('link', { name: 'Languages' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Services' })).toBeInTheDocument();
  });

  it('marks every section of a remote that failed to load unavailable, and only those', () => {
    renderWithProviders(<Sidebar />, { route: '/admin/dashboard' });
    expect(screen.queryByTestId(/^unavailable-/)).not.toBeInTheDocument();
    act(() => useRemoteStatus.getState().set('commerce', { state: 'failed', error: 'answered 503' }));
    expect(screen.getByTestId('unavailable-Appointments')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Appointments' })).toHaveAttribute(
      'title',
      'Appointments (unavailable)',
    );
    expect(screen.getByTestId('unavailable-Payments')).toBeInTheDocument();
    expect(screen.queryByTestId('unavailable-Doctors')).not.toBeInTheDocument();
    // Still a link: the page shows the remote's panel with its Retry button.
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-description', 'Unavailable');
  });

  describe('its width on a laptop', () => {
    // The toggle loads after the first screen.
    beforeAll(() => markFirstScreenShown());
    // The screen's width as the browser reports it (jsdom has no matchMedia).
    const screenIsNarrow = (narrow: boolean) => {
      window.matchMedia = jest.fn((query: string) => ({
        matches: narrow && query === RAIL_QUERY,
        media: query,
        addEventListener: jest.fn(),
        removeEventListener: jest.fn(),
      })) as unknown as typeof window.matchMedia;
    };
    afterEach(() => {
      localStorage.clear();
      delete (window as { matchMedia?: unknown }).matchMedia;
    });

    it('is a rail of icons at 1280 px and below, labelled above', async () => {
      screenIsNarrow(true);
      signInAs(OWNER);
      const narrow = renderWithProviders(<Sidebar />, { route: '/admin/dashboard' });
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveAttribute('data-rail');
      expect(await screen.findByRole('button', { name: 'Expand menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      narrow.unmount();
      screenIsNarrow(false);
      renderWithProviders(<Sidebar />, { route: '/admin/dashboard' });
      expect(screen.getByRole('navigation', { name: 'Main menu' })).not.toHaveAttribute('data-rail');
      expect(await screen.findByRole('button', { name: 'Collapse menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });

    it("keeps each admin's own choice over the screen's width", async () => {
      screenIsNarrow(true);
      signInAs(OWNER);
      const first = renderWithProviders(<Sidebar />, { route: '/admin/dashboard' });
      await userEvent.click(await screen.findByRole('button', { name: 'Expand menu' }));
      expect(screen.getByRole('navigation', { name: 'Main menu' })).not.toHaveAttribute('data-rail');
      first.unmount();
      // The same admin later: still widened.
      const again = renderWithProviders(<Sidebar />, { route: '/admin/dashboard' });
      expect(await screen.findByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
      again.unmount();
      // Another admin on this browser: the screen's default.
      signInAs(adminWith('support', ['dashboard.view']));
      renderWithProviders(<Sidebar />, { route: '/admin/dashboard' });
      expect(await screen.findByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
    });

    it('is always labelled as the drawer of a phone, with no width toggle', () => {
      screenIsNarrow(true);
      renderWithProviders(<Sidebar drawer />, { route: '/admin/dashboard' });
      expect(screen.getByRole('navigation', { name: 'Main menu' })).not.toHaveAttribute('data-rail');
      expect(screen.queryByRole('button', { name: /menu$/ })).not.toBeInTheDocument();
    });
  });
});
