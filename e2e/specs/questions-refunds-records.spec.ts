import { expect, type Page, test } from '@playwright/test';
import { adminApi, given } from '../support/api';
import { openSignedIn, signIn } from '../support/session';

// What an administrator meets around irreversible acts and records: refunds that name what they
// refund and tell partial from full, records that are not there, links between records, the doctor
// tabs at every width, and the product's input and format rules. Uses payments and doctors no other
// spec changes (the last succeeded payment of the list, a read-only look at the doctors).

const NO_RECORD = '00000000-0000-4000-8000-000000000000';

test('a record that is not there says so, with the way back, and no toast or Retry', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/dashboard');
  for (const [path, text, back] of [
    [`/admin/doctors/${NO_RECORD}`, 'Doctor not found', 'Back to Doctors'],
    ['/admin/doctors/not-a-doctor', 'Doctor not found', 'Back to Doctors'],
    [`/admin/patients/${NO_RECORD}`, 'Patient not found', 'Back to Patients'],
    [`/admin/clinics/${NO_RECORD}`, 'Clinic not found', 'Back to Clinics'],
    [`/admin/appointments/${NO_RECORD}`, 'Appointment not found', 'Back to Appointments'],
    ['/admin/enquiries/999999', 'Enquiry not found', 'Back to Enquiries'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
    await expect(page.getByRole('link', { name: back })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
    await expect(page.getByTestId('toast')).toHaveCount(0);
  }
});

test('the refund dialog names the payment; a partial refund reads as partial in the list and on the appointment', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const { appointments } = await api.get('/user/payments', {
    where: { status: 'succeeded', refund_id: null, type: 'normal' },
    populate: ['appointment'],
    sort: [{ collected_amount: 'DESC' }],
    limit: 1,
  });
  const payment = appointments[0]!;
  const appointment = given(payment.appointment, 'appointment');
  const apptId = appointment.appt_id;
  const transactionId = given(payment.transaction_id, 'transaction id');
  const tokens = await signIn(page.context());

  await page.goto(`/admin/payments?search=${apptId}`);
  const row = page.getByRole('row').filter({ hasText: transactionId });
  await row.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  const value = (label: string) =>
    dialog.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(value('Appointment ID')).toHaveText(apptId);
  await expect(value('Transaction ID')).toHaveText(transactionId);
  // Masked, as the API answers it everywhere outside the patient's own record.
  await expect(value('Patient')).toHaveText(/\*/);
  await expect(value('Amount Paid')).toContainText(`$${Number(payment.collected_amount).toFixed(2)}`);
  // The reason counts to 250 and a longer one is kept, then refused, not cut.
  const reason = dialog.getByLabel('Reason');
  await reason.fill('x'.repeat(260));
  await expect(reason).toHaveValue('x'.repeat(260));
  await expect(dialog.getByText('260 / 250')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByText('Reason must be at most 250 characters')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A partial refund of $1.00 through the API, then how the screens tell it.
  const refunded = await page.context().request.post(`/api/payments/refund/${payment.uid}`, {
    headers: { Authorization: `Bearer ${tokens.token}` },
    data: { type: 'partial_refund', amount: '1.00', reason: 'Started late' },
  });
  expect(refunded.ok()).toBe(true);
  const kept = (Math.round(Number(payment.collected_amount) * 100) - 100) / 100;
  const keptText = `$${kept.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await page.reload();
  await expect(row).toContainText(`Partial · kept ${keptText}`);
  await expect(row.getByRole('cell').last()).toHaveText('Refunded');

  await page.goto(`/admin/appointments/${appointment.uid}`);
  const refund = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Refund', exact: true }) });
  await expect(refund).toContainText('Partial Refund');
  await expect(refund).toContainText(`$1.00 of $${Number(payment.collected_amount).toFixed(2)}`);
  await expect(refund).toContainText(`Net Kept${keptText}`);
  // History shows the refund's type and amount in words.
  await expect(page.getByText(/Partial refund, Amount: \$1\.00/).first()).toBeVisible();
});

test('an appointment links its doctor and patient; its time prints with a lower-case am/pm', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await adminApi(request);
  const { appointments } = await api.get('/user/appointments', { populate: ['user', 'doctor'], limit: 20 });
  const appointment = appointments.find((a) => a.user && a.doctor)!;
  await openSignedIn(page, request, baseURL!, `/admin/appointments/${appointment.uid}`);
  const service = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Service Details' }) });
  await expect(service.getByText(/^\d{2}\/\d{2}\/\d{2} - \d{2}:\d{2} (am|pm)$/)).toBeVisible();
  const doctorCard = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Doctor Details' }) });
  await expect(doctorCard.getByRole('link')).toHaveAttribute(
    'href',
    `/admin/doctors/${appointment.doctor!.uid}`,
  );
  const patientCard = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Patient Details' }) });
  await patientCard.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/patients/${appointment.user!.uid}$`));
});

/**
 * The doctor tabs' boxes: none overlaps the next (on the same row; a narrow window wraps them onto
 * another), and each shows its whole label inside the window.
 */
async function expectTabsApart(page: Page) {
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(9);
  const width = page.viewportSize()!.width;
  const boxes = await tabs.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return {
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        fits: element.scrollWidth <= element.clientWidth + 1,
      };
    }),
  );
  for (const [index, box] of boxes.entries()) {
    expect(box.fits, `tab ${index + 1} shows its whole label`).toBe(true);
    expect(box.right, `tab ${index + 1} ends inside the ${width} px window`).toBeLessThanOrEqual(width);
    const previous = boxes[index - 1];
    if (!previous) continue;
    const sameRow = box.top < previous.bottom - 1;
    if (sameRow)
      expect(box.left, `tab ${index + 1} starts after tab ${index}`).toBeGreaterThanOrEqual(
        previous.right - 1,
      );
    else
      expect(box.top, `tab ${index + 1} starts a row below tab ${index}`).toBeGreaterThanOrEqual(
        previous.bottom - 1,
      );
  }
}

test('the nine doctor tabs never overprint, at 1440, 1024 and 390 px; the open one is in view', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await adminApi(request);
  const { doctors } = await api.get('/doctor', { limit: 1 });
  await openSignedIn(page, request, baseURL!, `/admin/doctors/${doctors[0]!.uid}?active=9`);
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expectTabsApart(page);
    await expect(page.getByRole('tab', { name: 'Sponsorship Program' })).toBeInViewport();
  }
});

test('Default Amount takes only numeric input from 1 to 9999', async ({ page, request, baseURL }) => {
  await openSignedIn(page, request, baseURL!, '/admin/services');
  await page.getByRole('button', { name: /^Add service$/i }).click();
  const cost = page.getByRole('dialog').getByLabel('Default Amount');
  await cost.pressSequentially('abc');
  await expect(cost).toHaveValue('');
  await cost.pressSequentially('10000');
  await expect(cost).toHaveValue('1000');
  await page.keyboard.press('Escape');
});
