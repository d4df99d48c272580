import type { MenuItem } from './menu-items';
import { topBarTitle } from './top-bar-title';

const ITEMS: MenuItem[] = [
  { label: 'Dashboard', path: '/admin/dashboard', icon: 'dashboard' },
  { label: 'Appointments', path: '/admin/appointments', icon: 'calendar' },
];

describe('the top bar title', () => {
  test("is the page's own name once that page has set it", () => {
    expect(
      topBarTitle(
        '/admin/appointments/a-1',
        { title: 'Appointment', titlePath: '/admin/appointments/a-1' },
        ITEMS,
      ),
    ).toBe('Appointment');
  });

  test('while a page loads after a sign-in, is its section, never "Login"', () => {
    const afterLogin = { title: 'Login', titlePath: '/login' };
    expect(topBarTitle('/admin/appointments/a-1', afterLogin, ITEMS)).toBe('Appointments');
    expect(topBarTitle('/admin/appointments', afterLogin, ITEMS)).toBe('Appointments');
    expect(topBarTitle('/admin/settings', afterLogin, ITEMS)).toBe('Settings');
    expect(topBarTitle('/admin/unknown', afterLogin, ITEMS)).toBe('');
  });
});
