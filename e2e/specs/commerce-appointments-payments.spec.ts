import { expect, test } from '@playwright/test';
import { adminApi, type GetAnswer, given } from '../support/api';
import { openSignedIn } from '../support/session';
import { cellUnder, rows } from '../support/tables';

test('appointments: filter by status, sort by id, page in the URL, open a detail', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/appointments');
  await expect(page.getByTestId('page-title')).toHaveText('Appointments');
  await expect(rows(page)).toHaveCount(20);

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Canceled' });
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(rows(page).first()).toContainText('Canceled');
  for (const text of await rows(page).locator('td:last-child').allTextContents())
    expect(text).toBe('Canceled');

  const sorted = page.waitForResponse(
    (res) => res.url().includes('/api/user/appointments?') && res.url().includes('appt_id'),
  );
  await page.getByRole('button', { name: /Appointment ID/ }).click();
  await expect(page).toHaveURL(/sort=appt_id%3AASC|sort=appt_id:ASC/);
  await sorted;
  await expect(page.getByRole('table').first()).not.toHaveAttribute('aria-busy', 'true');
  const ids = await rows(page).locator('td:first-child').allTextContents();
  expect([...ids].sort()).toEqual(ids);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/appointments$/);
  await expect(page.getByRole('table').first()).not.toHaveAttribute('aria-busy', 'true');
  const firstOfPageOne = await rows(page).first().getByRole('link').textContent();
  await page.getByRole('button', { name: /page 2/i }).click();
  await expect(page).toHaveURL(/page=1/);
  // Page 2's rows replace page 1's: read the link only once they have.
  await expect(rows(page).first().getByRole('link')).not.toHaveText(firstOfPageOne!);
  await expect(page.getByRole('table').first()).not.toHaveAttribute('aria-busy', 'true');

  const link = rows(page).first().getByRole('link');
  const apptId = await link.textContent();
  await link.click();
  await expect(page.getByRole('heading', { name: `Appointment ID: ${apptId}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Details' })).toBeVisible();
  await expect(page.getByText(/^\*\*\*\* \*\*\*\* \*\*\*\* \d{4}$/)).toBeVisible();
});

/** 'MM-DD-YYYY hh:mm A' (the Transaction Date column) as a sortable number. */
function timestampValue(text: string): number {
  const [, mm, dd, yyyy, hh, min, ampm] = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}) ([AP]M)$/.exec(
    text.trim(),
  )!;
  const hour = (Number(hh) % 12) + (ampm === 'PM' ? 12 : 0);
  return Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), hour, Number(min));
}

test('payments: newest Transaction Date first; Sort by orders by service date and booking amount', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/payments');
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByRole('columnheader', { name: /Transaction Date/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('created_at:DESC');
  const dates = (await rows(page).locator('td:nth-child(2)').allTextContents()).map(timestampValue);
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);

  const api = await adminApi(request);
  type Payment = GetAnswer<'/user/payments'>['appointments'][number];
  const appointment = (r: Payment) => given(r.appointment, 'appointment');
  for (const [label, field, direction, value] of [
    [
      'Service Date (earliest first)',
      'appointment.date_utc',
      'ASC',
      (r: Payment) => Date.parse(given(appointment(r).date_utc, 'visit date')),
    ],
    [
      'Booking Amount (highest first)',
      'appointment.booking_amount',
      'DESC',
      (r: Payment) => -Number(appointment(r).booking_amount),
    ],
  ] as const) {
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label });
    await expect(page).toHaveURL(new RegExp(`sort=${field.replace('.', '\\.')}(%3A|:)${direction}`));
    await expect(page.getByRole('table').first()).not.toHaveAttribute('aria-busy', 'true');
    // The API orders by the field (checked on its answer), and the screen shows that order.
    const answer = await api.get('/user/payments', {
      where: { status: 'succeeded' },
      sort: [{ [field]: direction }],
      populate: ['appointment'],
      limit: 20,
    });
    const keys = answer.appointments.map(value);
    expect([...keys].sort((a, b) => a - b)).toEqual(keys);
    await expect(rows(page).locator('td:first-child')).toHaveText(
      answer.appointments.map((r) => appointment(r).appt_id),
    );
  }
});

test('payments: Refunded filter, then a partial and a full refund replace the button with the amount', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/payments?status=success&sort=collected_amount:DESC');
  await expect(rows(page)).toHaveCount(20);
  await expect(rows(page).nth(1).getByRole('button', { name: 'Refund' })).toBeVisible();

  // Partial refund of the second row (the list keeps its order: highest total first).
  const second = rows(page).nth(1);
  const apptId = (await second.locator('td').first().textContent())!;
  const transactionId = (await second.locator('td').nth(2).textContent())!;
  await second.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  await dialog.getByText('Partial Refund').click();
  await dialog.getByLabel('Amount').fill('0');
  await dialog.getByLabel('Reason').fill('Visit started late');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByText('Enter a valid amount')).toBeVisible();
  await dialog.getByLabel('Amount').fill('12.34');
  await dialog.getByRole('button', { name: 'Done' }).dblclick();
  await expect(page.getByText('Refund Success')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The Refunded filter, narrowed to this appointment (the list is newest transaction first).
  await page.goto(`/admin/payments?status=refunded&search=${encodeURIComponent(apptId.trim())}`);
  await expect(rows(page).first()).toContainText('Refunded');
  const refunded = rows(page).filter({ hasText: transactionId });
  await expect(refunded).toHaveCount(1);
  await expect(await cellUnder(page, refunded, 'Refund')).toContainText('$12.34Partial');
  await expect(refunded.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  // Full refund of the first row of the Success list.
  await page.goto('/admin/payments?status=success&sort=collected_amount:DESC');
  const first = rows(page).first();
  await expect(first.getByRole('button', { name: 'Refund' })).toBeVisible();
  const total = (await (await cellUnder(page, first, 'Total Amount')).textContent())!;
  await first.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByTestId('refund-total')).toHaveText(`Total Amount: ${total}`);
  await dialog.getByLabel('Reason').fill('Doctor did not join');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Refund Success')).toBeVisible();
  await expect(await cellUnder(page, rows(page).first(), 'Total Amount')).not.toHaveText(total);
});
