import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN_PASSWORD, openSignedIn } from '../support/session';
import { column, expectColumn, rows } from '../support/tables';

// The doctor list and the nine-tab detail: filters, status actions, input rules and page sizes.
// Every spec file of a run shares one database: the destructive cases use demo doctors nothing else
// touches (Priya Shah, Daniel Foster, Lily Rivera, Layla Haddad, Michael Jones), and no assertion
// depends on a count another spec can change.

const SEARCH = 'Full name / Email / NPI / Phone';
const TABS = [
  'Profile',
  'Medical Licenses',
  'Service Location',
  'Reviews',
  'Services',
  'Availability',
  'Bank Detail',
  'Notifications',
  'Sponsorship Program',
];
// Column positions of the doctor table (the first is the row number).
// Phone, Rating, Appointments, Secondary Specialty and Service Type are hidden by default (Columns
// shows them).
// Columns are read by their header: some are hidden by default and an admin may show them.
const COL = { name: 'Name', npi: 'NPI Number', license: 'License', sponsored: 'Sponsored', status: 'Status' };
/** The Name column's index (after '#'): the first column, always shown. */
const NAME_INDEX = 1;

/** Finds a doctor through the list's search and opens the detail page. */
async function openDoctor(page: Page, name: string) {
  await page.goto(`/admin/doctors?search=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/doctors\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: new RegExp(`^${name}`) })).toBeVisible();
}

test('the doctor list filters by verification, license and sponsored, each in the URL', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/doctors');
  await expect(page.getByTestId('page-title')).toHaveText('Doctors');
  for (const name of ['Name', 'NPI Number', 'Email', 'Primary Specialty', 'License', 'Sponsored', 'Status'])
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  for (const name of ['Phone', 'Rating', 'Appointments', 'Secondary Specialty', 'Service Type'])
    await expect(page.getByRole('columnheader', { name, exact: true })).toHaveCount(0);

  // The pending-approvals banner and its View button (other doctors may have been approved by now).
  await expect(page.getByText(/^There (is 1 doctor|are \d+ doctors) pending approval$/)).toBeVisible();
  await page.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/[?&]doctor_status=pending/);
  await expect(page.getByLabel('Admin Verification')).toHaveValue('pending');
  await expectColumn(page, COL.status, (texts) =>
    expect(texts.every((t) => t === 'Verification Pending')).toBe(true),
  );

  await page.getByLabel('Admin Verification').selectOption({ label: 'Verified' });
  await expect(page).toHaveURL(/[?&]doctor_status=active/);
  await expectColumn(page, COL.status, (texts) =>
    expect(texts.every((t) => t === 'Active' || t === 'Profile Incomplete')).toBe(true),
  );
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/doctors$/);
  await expect(page.getByLabel('Admin Verification')).toHaveValue('');

  // License expired: every row has at least one expired license; Active: none.
  await page.getByLabel('License Expired').selectOption({ label: 'Expired' });
  await expect(page).toHaveURL(/[?&]is_license_expired=Expired/);
  await expectColumn(page, COL.license, (texts) =>
    expect(texts.every((t) => /^[1-9]\d*\/\d+$/.test(t))).toBe(true),
  );
  await expect(rows(page).filter({ hasText: 'Victoria Hale' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'Carter Nguyen' })).toHaveCount(1);
  await page.getByLabel('License Expired').selectOption({ label: 'Active' });
  await expect(page).toHaveURL(/[?&]is_license_expired=Active/);
  await expectColumn(page, COL.license, (texts) => expect(texts.every((t) => /^0\/\d+$/.test(t))).toBe(true));

  // Sponsored, on top of the license filter; a reload keeps both.
  await page.getByLabel('Sponsored').selectOption({ label: 'Yes' });
  await expect(page).toHaveURL(/[?&]is_sponsored=1/);
  await expect(page).toHaveURL(/[?&]is_license_expired=Active/);
  await expectColumn(page, COL.sponsored, (texts) => expect(texts.every((t) => t === 'Yes')).toBe(true));
  await expect(rows(page).filter({ hasText: 'James Whitaker' })).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Sponsored')).toHaveValue('1');
  await expect(page.getByLabel('License Expired')).toHaveValue('Active');
  await expect(rows(page).filter({ hasText: 'James Whitaker' })).toHaveCount(1);
  await page.getByLabel('Sponsored').selectOption({ label: 'No' });
  await expectColumn(page, COL.sponsored, (texts) => expect(texts.every((t) => t === 'No')).toBe(true));
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/doctors$/);
  await expect(page.getByLabel('Sponsored')).toHaveValue('');
  await expect(page.getByLabel('License Expired')).toHaveValue('');
});

test('the doctor list filters by service type and specialty', async ({ page, request, baseURL }) => {
  await openSignedIn(page, request, baseURL!, '/admin/doctors');
  const table = page.getByRole('table').first();
  // The Service Type column is hidden by default: shown from Columns to read its icons.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Service Type' }).check();
  await page.keyboard.press('Escape');
  // Closed: its checkbox no longer stands beside the filter of the same name.
  await expect(page.getByRole('checkbox', { name: 'Service Type' })).toHaveCount(0);

  // Service type: every row offers video visits.
  await page.getByLabel('Service Type').selectOption({ label: 'Video Visit' });
  await expect(page).toHaveURL(/[?&]service_type=video_visit/);
  await expect(async () => {
    const count = await rows(page).count();
    expect(count).toBeGreaterThan(0);
    await expect(rows(page).getByRole('img', { name: 'Video Visit' })).toHaveCount(count);
  }).toPass();
  // Carter Nguyen offers video visits only: In Clinic leaves him out, Video Visit finds him.
  await page.getByPlaceholder(SEARCH).fill('Carter Nguyen');
  await expect(page).toHaveURL(/[?&]search=Carter(\+|%20)Nguyen/);
  await expectColumn(page, COL.name, (texts) => expect(texts).toEqual(['Carter Nguyen']));
  await page.getByLabel('Service Type').selectOption({ label: 'In Clinic' });
  await expect(page).toHaveURL(/[?&]service_type=in_clinic/);
  await expect(table.getByText('No Data', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/doctors$/);
  await expect(page.getByLabel('Service Type')).toHaveValue('');
  await expect(page.getByPlaceholder(SEARCH)).toHaveValue('');

  // Specialty: Endocrinology finds Emily Carter (her primary) and leaves out Olivia Bennett (none).
  await expectColumn(page, COL.name, (names) => expect(names).toContain('Olivia Bennett'));
  await page.getByLabel('Specialty').selectOption({ label: 'Endocrinology' });
  await expect(page).toHaveURL(/[?&]speciality=[0-9a-f-]{36}/);
  await expectColumn(page, COL.name, (names) => {
    expect(names).toContain('Emily Carter');
    expect(names).not.toContain('Olivia Bennett');
  });
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/doctors$/);
  await expect(page.getByLabel('Specialty')).toHaveValue('');

  // The column hidden again, as the specs after this one expect the list.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Service Type' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Service Type' })).toHaveCount(0);
});

test('the doctor list searches by name and NPI (leading spaces stripped), sorts and pages in the URL', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/doctors');
  const search = page.getByPlaceholder(SEARCH);
  await search.fill('   Emily Carter');
  await expect(search).toHaveValue('Emily Carter');
  await expect(page).toHaveURL(/[?&]search=Emily(\+|%20)Carter/);
  await expect(rows(page)).toHaveCount(1);
  await expectColumn(page, COL.name, (texts) => expect(texts).toEqual(['Emily Carter']));
  // By NPI too.
  await search.fill('1914981422');
  await expect(page).toHaveURL(/[?&]search=1914981422/);
  await expectColumn(page, COL.name, (texts) => expect(texts).toEqual(['Emily Carter']));
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/doctors$/);
  await expect(search).toHaveValue('');

  // The sort cycle: ascending, descending, none.
  const nameSort = page.getByRole('button', { name: /^Name/ });
  await nameSort.click();
  await expect(page).toHaveURL(/[?&]sort=full_name(%3A|:)ASC/);
  await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await expectColumn(page, COL.name, (names) => expect(names).toEqual([...names].sort()));
  const firstAscending = (await column(page, NAME_INDEX).first().textContent())!;
  await nameSort.click();
  await expect(page).toHaveURL(/[?&]sort=full_name(%3A|:)DESC/);
  await expect(column(page, NAME_INDEX).first()).not.toHaveText(firstAscending);
  await expectColumn(page, COL.name, (names) => expect(names).toEqual([...names].sort().reverse()));
  await nameSort.click();
  await expect(page).not.toHaveURL(/full_name/);
  await expect(page.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'none');

  await page.getByRole('button', { name: /^NPI Number/ }).click();
  await expect(page).toHaveURL(/[?&]sort=npi(%3A|:)ASC/);
  await expectColumn(page, COL.npi, (npis) => expect(npis).toEqual([...npis].sort()));

  // Pages: ?page= is zero-based; Back returns to the first page.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=1/);
  await expect(page).toHaveURL(/[?&]sort=npi(%3A|:)ASC/);
  await expect(column(page, 0).first()).toHaveText('21');
  await page.goBack();
  await expect(page).not.toHaveURL(/page=/);
  await expect(column(page, 0).first()).toHaveText('1');
  await expect(rows(page)).toHaveCount(20);
});

test('each of the nine tabs opens, keeps its number in ?active= and shows its data', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/doctors');
  await openDoctor(page, 'Emily Carter');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Sponsored', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Actions/ })).toBeVisible();

  const content: Record<string, (panel: Locator) => Promise<void>> = {
    Profile: async (panel) => {
      await expect(panel.getByRole('heading', { name: 'Profile Details' })).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Edit' })).toBeVisible();
      await expect(panel.getByText('Endocrinology (Primary)')).toBeVisible();
    },
    'Medical Licenses': async (panel) => {
      await expect(panel.getByRole('columnheader', { name: 'License Number' })).toBeVisible();
      await expect(panel.locator('tbody tr').first()).toBeVisible();
    },
    'Service Location': async (panel) => {
      await expect(panel.getByRole('columnheader', { name: 'Specific Location' })).toBeVisible();
      await expect(panel.locator('tbody tr').first()).toBeVisible();
    },
    Reviews: async (panel) => {
      await expect(panel.getByText(/^[1-5]\.0\/5$/).first()).toBeVisible();
    },
    Services: async (panel) => {
      await expect(panel.getByRole('columnheader', { name: 'Required Time' })).toBeVisible();
      await expect(panel.locator('tbody tr').first()).toBeVisible();
    },
    Availability: async (panel) => {
      for (const day of ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'])
        await expect(panel.getByTestId(`day-${day}`)).toBeVisible();
      await expect(panel.getByText(/^\d{2}:\d{2} (AM|PM) - \d{2}:\d{2} (AM|PM)$/).first()).toBeVisible();
    },
    'Bank Detail': async (panel) => {
      await expect(panel.getByText('Bank Name')).toBeVisible();
      await expect(panel.getByText(/^XXXX XXXX \d{4}$/)).toBeVisible();
    },
    Notifications: async (panel) => {
      await expect(panel.getByLabel('Broadcast Message')).toBeVisible();
    },
    'Sponsorship Program': async (panel) => {
      await expect(panel.getByRole('heading', { name: 'Subscription' })).toBeVisible();
      await expect(panel.getByText('Active', { exact: true })).toBeVisible();
      await expect(panel.getByText('Paid', { exact: true }).first()).toBeVisible();
      // The sponsorship control is hidden in this build.
      await expect(panel.getByRole('button', { name: /sponsor/i })).toHaveCount(0);
    },
  };

  // The Profile opens by default, before any ?active= is chosen.
  await expect(page).not.toHaveURL(/[?&]active=/);
  await content.Profile!(page.getByRole('tabpanel'));
  for (const [index, tab] of TABS.entries()) {
    if (index === 0) continue;
    await page.getByRole('tab', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]active=${index + 1}(&|$)`));
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await content[tab]!(page.getByRole('tabpanel'));
  }

  // The tab survives a reload and Back goes to the previous tab.
  // A reload starts the whole app again (shell, session, the remote, the doctor), which takes a
  // busy 2-core machine longer than one step's usual wait.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Sponsorship Program' })).toHaveAttribute(
    'aria-selected',
    'true',
    { timeout: 30_000 },
  );
  await page.goBack();
  await expect(page).toHaveURL(/[?&]active=8/);
  await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');

  // Below the tabs: the recent appointments, 10 a page.
  await expect(page.getByRole('heading', { name: 'Recent Appointments' })).toBeVisible();
  const appointments = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Recent Appointments' }) })
    .getByRole('table')
    .locator('tbody tr');
  await expect(appointments).toHaveCount(10);
  await expect(page.getByText(/^Showing 1–10 of \d+$/)).toBeVisible();

  // Back to the Profile, the default tab: its number 1 is left out of the URL.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page).not.toHaveURL(/[?&]active=/);
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await content.Profile!(page.getByRole('tabpanel'));
});

test('a tab opened by link; the bank error panel; a pending doctor has no actions menu', async ({
  page,
  request,
  baseURL,
}) => {
  // Grace Whitfield's bank account has a problem.
  await openSignedIn(page, request, baseURL!, '/admin/doctors/ae23a00e-3aa1-4ea6-9f9d-bafd4e8157b9?active=7');
  await expect(page.getByRole('tab', { name: 'Bank Detail' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByText(
      'There is something wrong with the bank account. Please see the dashboard for more details.',
      { exact: true },
    ),
  ).toBeVisible();

  // Olivia Bennett is pending: approve / reject panel and pending items, no actions menu.
  await page.goto('/admin/doctors/c03a7cfe-543d-49fc-aa4e-b5a7554fe9b3');
  await expect(page.getByText('Verification Pending', { exact: true })).toBeVisible();
  await expect(page.getByText('This doctor is waiting for approval.')).toBeVisible();
  await expect(page.getByText('Pending items')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Actions/ })).toHaveCount(0);

  // A tab number out of range opens the Profile.
  await page.goto('/admin/doctors/c03a7cfe-543d-49fc-aa4e-b5a7554fe9b3?active=42');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
});

test('approving one pending doctor and rejecting another', async ({ page, request, baseURL }) => {
  await openSignedIn(page, request, baseURL!, '/admin/doctors');
  await openDoctor(page, 'Priya Shah');
  await expect(page.getByText('Verification Pending', { exact: true })).toBeVisible();
  // Approve asks first; No leaves the doctor pending.
  await page.getByRole('button', { name: 'Approve' }).click();
  const question = page.getByRole('alertdialog', { name: 'Approve Dr. Priya Shah?' });
  await expect(question).toContainText('The doctor becomes active and can be booked.');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByText('Verification Pending', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await question.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Status Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('This doctor is waiting for approval.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Actions/ })).toBeVisible();

  await openDoctor(page, 'Daniel Foster');
  await page.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('alertdialog', { name: 'Reject Dr. Daniel Foster?' });
  await expect(reject).toContainText('The doctor is rejected and cannot be approved afterwards.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Status Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  // A rejected doctor has nothing left to complete.
  await expect(page.getByText('Pending items')).toHaveCount(0);

  // The list follows.
  await page.goto('/admin/doctors?search=Priya%20Shah');
  await expectColumn(page, COL.status, (texts) => expect(texts).toEqual(['Active']));
  await page.goto('/admin/doctors?search=Daniel%20Foster');
  await expectColumn(page, COL.status, (texts) => expect(texts).toEqual(['Rejected']));
});

test('blocking and unblocking a doctor need the password; a wrong one is refused', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/doctors');
  await openDoctor(page, 'Lily Rivera');
  await page.getByRole('button', { name: /^Actions/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Unblock', exact: true })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Block', exact: true }).click();

  const dialog = page.getByRole('alertdialog');
  const password = dialog.getByLabel('Password', { exact: true });
  await expect(dialog.getByText('Enter your password to block Dr. Lily Rivera.')).toBeVisible();
  // What the block does, counted by the API before the password is asked.
  await expect(
    dialog.getByText(
      /^(Blocking cancels \d+ upcoming appointments? \(pending or ongoing\)\. This cannot be undone\.|No upcoming appointments will be cancelled\.)$/,
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(dialog.getByText('Please enter password', { exact: true })).toBeVisible();
  await password.fill('wrong-password');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  // Said under the field, not only in the toast.
  await expect(dialog.getByText('Incorrect password', { exact: true })).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill(ADMIN_PASSWORD);
  await password.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Status Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Blocked', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /^Actions/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Block', exact: true })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('menuitem', { name: 'Unblock', exact: true }).click();
  await expect(dialog.getByText('Enter your password to unblock Dr. Lily Rivera.')).toBeVisible();
  await password.fill(ADMIN_PASSWORD);
  await dialog.getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Actions/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('menuitem', { name: 'Block', exact: true })).toBeVisible();
});

test('changing a doctor’s password, then deleting the doctor with the password', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/doctors');
  await openDoctor(page, 'Layla Haddad');
  await page.getByRole('button', { name: /^Actions/ }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await expect(change.getByText('Dr. Layla Haddad receives the new password by e-mail.')).toBeVisible();
  await change.getByLabel('New Password').fill('Layla@2026');
  await change.getByLabel('Confirm Password').fill('Layla@2026');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password changed successfully', { exact: true })).toBeVisible();
  await expect(change).toBeHidden();

  await page.getByRole('button', { name: /^Actions/ }).click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Enter your password to delete Dr. Layla Haddad.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Status Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  // A deleted doctor has no actions menu, no Edit and cannot be messaged.
  await expect(page.getByRole('button', { name: /^Actions/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByLabel('Broadcast Message')).toHaveCount(0);
});

test('broadcasting a message to a doctor', async ({ page, request, baseURL }) => {
  await openSignedIn(page, request, baseURL!, '/admin/doctors');
  await openDoctor(page, 'Michael Jones');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/[?&]active=8/);
  const box = page.getByLabel('Broadcast Message');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(box).toHaveAttribute('maxlength', '255');
  await expect(send).toBeDisabled();

  await box.fill('   ');
  await send.click();
  await expect(page.getByText('Please enter a message to broadcast', { exact: true })).toBeVisible();

  const message = `Please renew your Ohio license (${Date.now()})`;
  await box.fill(message);
  await send.click();
  await expect(page.getByText('Notification sent to Dr.Michael Jones', { exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(message, { exact: true })).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(send).toBeDisabled();
});

test('Edit opens the doctor’s session at the address the API answers, in a new tab without opener', async ({
  page,
  request,
  baseURL,
}) => {
  // The main site is outside the product: a stand-in page answers for it.
  await page
    .context()
    .route('http://localhost:3000/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Main site</title>' }),
    );
  await openSignedIn(page, request, baseURL!, '/admin/doctors/ae23a00e-3aa1-4ea6-9f9d-bafd4e8157b9');
  const [answer, popup] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/user'),
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Edit' }).click(),
  ]);
  const { url } = ((await answer.json()) as { data: { url: string } }).data;
  // The one-time ticket travels in the fragment, which no server, log or Referer sees.
  expect(url).toMatch(/^http:\/\/localhost:3000\/#session_id=[0-9a-f-]{36}$/);
  await expect(popup).toHaveURL(url);
  await expect(popup).toHaveTitle('Main site');
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(await popup.evaluate(() => document.referrer)).toBe('');
  await popup.close();
});
