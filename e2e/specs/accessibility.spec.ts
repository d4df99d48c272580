import { expect, type Page, test } from '@playwright/test';
import { axeViolations, seriousOrCritical, settle } from '../support/axe';
import { signIn } from '../support/session';
import { rows } from '../support/tables';

// axe is injected as an inline script, which the product's Content-Security-Policy (script-src
// 'self') rightly refuses: the scan's own browser context sets the policy aside, nothing else does.
test.use({ bypassCSP: true });

// Every screen passes axe-core's WCAG 2.1 A/AA rules (colour contrast included) with no serious or
// critical violation, as the admin first sees it with the demo data (the sign-in page, every menu
// screen and Settings; detail pages through the first row of their list), in both themes: the
// browser's system theme picks it (the admin's default choice, System).

const LISTS: [path: string, title: string][] = [
  ['/admin/dashboard', 'Dashboard'],
  ['/admin/trends', 'Trends'],
  ['/admin/doctors', 'Doctors'],
  ['/admin/patients', 'Patients'],
  ['/admin/clinics', 'Clinics'],
  ['/admin/appointments', 'Appointments'],
  ['/admin/payments', 'Payments'],
  ['/admin/specialties', 'Specialties'],
  ['/admin/services', 'Services'],
  ['/admin/board-certifications', 'Board Certifications'],
  ['/admin/enquiries', 'Enquiries'],
  ['/admin/notifications', 'Notifications'],
  ['/admin/settings', 'Settings'],
  ['/admin/settings/modules', 'Modules'],
  ['/admin/audit-log', 'Audit Log'],
];

const DETAILS: [list: string, title: string][] = [
  ['/admin/doctors', 'Doctor Detail'],
  ['/admin/patients', 'Patient Detail'],
  ['/admin/clinics', 'Clinic Detail'],
  ['/admin/appointments', 'Appointment Detail'],
  ['/admin/enquiries', 'Enquiry Detail'],
];

async function expectNoSeriousViolations(page: Page, screen: string, theme: 'light' | 'dark') {
  // The scan is of the theme asked for, not of whatever the page happened to show.
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  await settle(page);
  const found = seriousOrCritical(await axeViolations(page));
  expect(found, `${screen}:\n${found.join('\n')}`).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('the login page has no serious or critical WCAG 2.1 A/AA violation', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await expectNoSeriousViolations(page, 'login', colorScheme);
    });

    test.describe('every main screen has no serious or critical WCAG 2.1 A/AA violation', () => {
      // One signed-in page goes from screen to screen inside the app, as an admin does: a cold page
      // load per screen cost the suite as much again in start-up work as the scans themselves.
      let page: Page;
      test.beforeAll(async ({ browser }, testInfo) => {
        const { baseURL, viewport } = testInfo.project.use;
        const context = await browser.newContext({ baseURL, viewport, colorScheme, bypassCSP: true });
        await signIn(context);
        page = await context.newPage();
        await page.goto('/admin/dashboard');
        await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
      });
      test.afterAll(async () => {
        await page.context().close();
      });

      /** Opens `path` through the app's router (as its links do), not with a new page load. */
      async function open(path: string) {
        await page.evaluate((to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await expect(page).toHaveURL((url) => url.pathname === path);
      }

      for (const [path, title] of LISTS) {
        test(title, async () => {
          await open(path);
          await expect(page.getByTestId('page-title')).toHaveText(title);
          await expectNoSeriousViolations(page, path, colorScheme);
        });
      }

      for (const [list, title] of DETAILS) {
        test(title, async () => {
          await open(list);
          await rows(page).first().locator(`a[href^="${list}/"]`).first().click();
          await expect(page.getByTestId('page-title')).toHaveText(title);
          await expectNoSeriousViolations(page, `${title} (${page.url()})`, colorScheme);
        });
      }
    });
  });
}
