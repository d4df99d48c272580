import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { adminApi, given } from '../support/api';
import { ADMIN_PASSWORD, openSignedIn, signIn } from '../support/session';

// Who did what (from a detail page and from the Audit Log), a filtered list exported as
// CSV (the downloaded file's rows checked), and a month's totals on the payments list. Runs after
// the other behaviour specs (file order) and changes only what it undoes or creates.

const ZONE = 'America/Chicago';
test.use({ timezoneId: ZONE });

function historyPanel(page: Page) {
  return page
    .getByRole('region', { name: 'History' })
    .or(page.locator('section').filter({ has: page.getByRole('heading', { name: 'History', exact: true }) }));
}

/** RFC 4180 rows of a CSV file (quoted cells may hold commas and quotes). */
function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      out.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return out;
}

const money = (cents: number) =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
const cents = (dollars: string | null) => Math.round(Number(dollars ?? 0) * 100);

test("who did what: a patient's History panel and the Audit Log agree", async ({
  page,
  request,
  baseURL,
}) => {
  const api = await adminApi(request, ZONE);
  const { users } = await api.get('/user', {
    where: { role_id: 2, status: 'active' },
    limit: 1,
  });
  const patient = users[0];
  await openSignedIn(page, request, baseURL!, `/admin/patients/${patient.uid}`);
  await expect(page.getByRole('heading', { name: 'Profile Details' })).toBeVisible();

  // Reading the full record is itself recorded; then block and unblock with the password.
  const history = historyPanel(page);
  await expect(history.getByRole('cell', { name: 'Viewed patient record' }).first()).toBeVisible();
  for (const action of ['Block', 'Unblock']) {
    await page.getByRole('button', { name: /^Actions/ }).click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  // Newest first: the unblock, then the block (each reload of the record after an action is itself a
  // new read of it, so reads come between and after them).
  const actions = history.locator('tbody tr td:nth-child(3)');
  await expect(history.getByRole('cell', { name: 'Unblocked patient', exact: true })).toBeVisible();
  await expect(history.getByRole('cell', { name: 'Blocked patient', exact: true })).toBeVisible();
  const shown = await actions.allTextContents();
  expect(shown.indexOf('Unblocked patient')).toBeLessThan(shown.indexOf('Blocked patient'));
  const unblock = history
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: 'Unblocked patient', exact: true }) });
  await expect(unblock.first()).toContainText('Administrator');
  await expect(unblock.first()).toContainText('Blocked → Active');

  // The same, from the log: filtered to this patient, then to one action.
  await history.getByRole('link', { name: 'Open in Audit Log' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit-log\\?target=${patient.uid}`));
  await expect(page.getByTestId('page-title')).toHaveText('Audit Log');
  const log = page.getByRole('table').first().locator('tbody tr');
  const unblocked = log.filter({ has: page.getByRole('cell', { name: 'Unblocked patient', exact: true }) });
  await expect(unblocked.first()).toContainText('127.0.0.1');
  await expect(unblocked.first()).toContainText('Administrator');
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Viewed patient record' });
  await expect(page).toHaveURL(/action=patient\.read/);
  await expect(async () => {
    const texts = await log.locator('td:nth-child(3)').allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    expect(new Set(texts)).toEqual(new Set(['Viewed patient record']));
  }).toPass();
  // The patient's name is masked in the log, as everywhere outside their own record.
  await expect(log.nth(0).locator('td:nth-child(4)')).not.toContainText(
    given(patient.full_name, 'patient name'),
  );
});

test('refund details: reason, type, amount, date and admin on the payment and its appointment', async ({
  page,
  request,
}) => {
  const api = await adminApi(request, ZONE);
  const { appointments } = await api.get('/user/payments', {
    where: { status: 'succeeded', refund_id: null },
    populate: ['appointment'],
    limit: 1,
  });
  const payment = appointments[0];
  const appointment = given(payment.appointment, 'appointment');
  const tokens = await signIn(page.context());
  const refunded = await page.context().request.post(`/api/payments/refund/${payment.uid}`, {
    headers: { Authorization: `Bearer ${tokens.token}` },
    data: { type: 'partial_refund', amount: '1.00', reason: 'Late start, audit export spec' },
  });
  expect(refunded.ok()).toBe(true);

  await page.goto(`/admin/payments?status=refunded&search=${appointment.appt_id}`);
  // The refunded amount replaces the Refund button; it opens the refund's details.
  await page.getByRole('button', { name: '$1.00', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Refund details' });
  await expect(dialog).toContainText('Late start, audit export spec');
  await expect(dialog).toContainText('Partial Refund');
  await expect(dialog).toContainText('Administrator');
  await expect(dialog.getByRole('cell', { name: 'Refunded payment' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto(`/admin/appointments/${appointment.uid}`);
  const refund = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Refund/ }) });
  await expect(refund.first()).toContainText('Late start, audit export spec');
  await expect(refund.first()).toContainText('$1.00');
  await expect(historyPanel(page).getByRole('cell', { name: 'Refunded payment' })).toBeVisible();
});

test('Export downloads every row of the filtered list, as the list shows it', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await adminApi(request, ZONE);
  const listed = await api.get('/user/payments', {
    where: { status: 'succeeded', refund_id: { '!=': null } },
    populate: ['appointment'],
    limit: 100,
  });
  expect(listed.count).toBeGreaterThan(0);
  await openSignedIn(page, request, baseURL!, '/admin/payments?status=refunded');
  await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parseCsv(readFileSync((await download.path())!, 'utf8'));
  expect(rows[0]).toEqual([
    'Appointment ID',
    'Transaction Date',
    'Transaction ID',
    'Patient Name',
    'Doctor Name',
    'Doctor ($)',
    'Platform ($)',
    'Total Amount',
    'Extended',
    'Refund',
    'Refund Type',
    'Refunded At',
    'Status',
  ]);
  const body = rows.slice(1);
  expect(body).toHaveLength(listed.count);
  expect(new Set(body.map((row) => row[12]))).toEqual(new Set(['Refunded']));
  expect(body.slice(0, listed.appointments.length).map((row) => row[0])).toEqual(
    listed.appointments.map((row) => given(row.appointment, 'appointment').appt_id),
  );
  // Patients are masked as on the screen: every name is initials and stars, or 'Deleted User'.
  for (const row of body) expect(row[3]).toMatch(/^(Deleted User|'?\S\*+( \S\*+)*)$/);
  await expect(page.getByText(/^Exported \d+ rows?$/)).toBeVisible();
});

test("a month's totals: collected, refunded, net and count", async ({ page, request, baseURL }) => {
  const api = await adminApi(request, ZONE);
  await openSignedIn(page, request, baseURL!, '/admin/payments');
  await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
  // This month, or last month when the demo has nothing this month yet.
  let pick = 'This month';
  await page.getByRole('button', { name: pick }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);
  let range = new URL(page.url());
  let all = await api.get('/user/payments', {
    where: {
      status: 'succeeded',
      created_at: { '>=': range.searchParams.get('from'), '<=': range.searchParams.get('to') },
    },
    limit: -1,
  });
  if (all.count === 0) {
    pick = 'Last month';
    await page.getByRole('button', { name: pick }).click();
    await expect(page.getByRole('button', { name: pick })).toHaveAttribute('aria-pressed', 'true');
    range = new URL(page.url());
    all = await api.get('/user/payments', {
      where: {
        status: 'succeeded',
        created_at: { '>=': range.searchParams.get('from'), '<=': range.searchParams.get('to') },
      },
      limit: -1,
    });
  }
  expect(all.count).toBeGreaterThan(0);
  expect(all.appointments).toHaveLength(all.count);
  const collected = all.appointments.reduce((sum, row) => sum + cents(row.collected_amount), 0);
  const refunded = all.appointments.reduce(
    (sum, row) => sum + (row.refund_id ? cents(row.refund_amount) : 0),
    0,
  );
  const totals = page.getByTestId('range-totals');
  await expect(totals).toContainText(`Collected${money(collected)}`);
  await expect(totals).toContainText(`Refunded${money(refunded)}`);
  await expect(totals).toContainText(`Net${money(collected - refunded)}`);
  await expect(totals).toContainText(`Payments${all.count.toLocaleString('en-US')}`);
  // The list shows the same range: every Transaction Date in it.
  const from = range.searchParams.get('from')!;
  await expect(page.getByLabel('Date from')).toHaveValue(from);
});
