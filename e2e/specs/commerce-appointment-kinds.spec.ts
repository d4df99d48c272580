import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { adminApi, type GetAnswer, given } from '../support/api';
import { openSignedIn } from '../support/session';
import { cellUnder, rows } from '../support/tables';

// Demo rows are looked up through the API (the seed is random and other specs refund and block),
// never hard-coded. The browser runs in a zone east of UTC where the demo's evening visits fall
// after midnight, so a day filter computed in UTC would show the wrong rows.
const ZONE = 'Asia/Tokyo';
test.use({ timezoneId: ZONE });

type Api = Awaited<ReturnType<typeof adminApi>>;

type Summary = GetAnswer<'/user/appointments'>['appointments'][number];
type Detail = GetAnswer<'/user/appointments/{uid}'>;
type Call = GetAnswer<'/user/calls/{id}'>[number];

/** Every demo appointment (the API bounds limit -1 to 1000; the demo has 600). */
async function allAppointments(api: Api, where?: Record<string, unknown>): Promise<Summary[]> {
  const { appointments } = await api.get('/user/appointments', {
    limit: -1,
    populate: ['user', 'doctor'],
    ...(where ? { where } : {}),
  });
  return appointments;
}

/** The first appointment of `candidates` whose detail (and calls) pass `accept`. */
async function findDetail(
  api: Api,
  candidates: Summary[],
  accept: (detail: Detail, calls: Call[]) => boolean,
): Promise<{ detail: Detail; calls: Call[] }> {
  for (const candidate of candidates) {
    const detail = await api.get('/user/appointments/{uid}', {}, { uid: candidate.uid });
    const calls = await api.get('/user/calls/{id}', {}, { id: candidate.uid });
    if (accept(detail, calls)) return { detail, calls };
  }
  throw new Error('the demo data has no appointment of this kind');
}

function section(page: Page, title: string): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** The value shown under `label` in a detail card. */
function detailValue(card: Locator, label: string): Locator {
  return card
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

function usd(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100).toLocaleString('en-US');
  return `${cents < 0 ? '-' : ''}$${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

const toCents = (dollars: string) => Math.round(Number(dollars) * 100);

/** MM/DD/YY in the browser's zone, as the lists show dates. */
function shortDay(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    year: '2-digit',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('month')}/${part('day')}/${part('year')}`;
}

/** yyyy-MM-dd in the browser's zone, as the date filter takes it. */
function isoDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(iso));
}

/** The appointment ids the list shows, sorted. */
async function shownIds(page: Page): Promise<string[]> {
  return (await rows(page).locator('td:first-child').allTextContents()).map((id) => id.trim()).sort();
}

function shot(page: Page, testInfo: TestInfo, name: string) {
  return page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function openDetail(
  page: Page,
  request: Parameters<typeof openSignedIn>[1],
  baseURL: string,
  uid: string,
) {
  await openSignedIn(page, request, baseURL, `/admin/appointments/${uid}`);
  await expect(page.getByTestId('page-title')).toHaveText('Appointment Detail');
}

test('a video visit with a review and calls: the review card, the call table and the payment figures', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const api = await adminApi(request, ZONE);
  const completedVideo = await allAppointments(api, { status: 'completed', booking_type: 'video_visit' });
  // Preferably one with extended calls, so the payment figures are scaled too.
  const extendedFirst = [
    ...completedVideo.filter((a) => a.extended_count > 0),
    ...completedVideo.filter((a) => a.extended_count === 0),
  ];
  const { detail, calls } = await findDetail(
    api,
    extendedFirst,
    (d, c) => !!d.review?.comments && c.length > 0,
  );
  const appointment = detail.appointments;

  await openDetail(page, request, baseURL!, appointment.uid);
  await expect(page.getByRole('heading', { name: `Appointment ID: ${appointment.appt_id}` })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();

  const service = section(page, 'Service Details');
  await expect(detailValue(service, 'Service Type')).toHaveText('Video Visit');
  await expect(detailValue(service, 'Service Location')).toHaveText('Online (Video Visit)');

  // Rating & Review: the rating out of 5 and the comment.
  const review = section(page, 'Rating & Review');
  await expect(review).toContainText(`${Number(detail.review!.rating).toFixed(1)}/5`);
  await expect(review).toContainText(detail.review!.comments!.trim());

  // The call table: #, Call ID, Duration (minutes and seconds), Status.
  const callRows = section(page, 'Calls').locator('tbody tr');
  await expect(callRows).toHaveCount(calls.length);
  for (const [index, call] of calls.entries()) {
    const cells = callRows.nth(index).locator('td');
    await expect(cells.nth(0)).toHaveText(String(index + 1));
    await expect(cells.nth(1)).toHaveText(call.call_id);
    const seconds = Math.round(call.duration);
    await expect(cells.nth(2)).toHaveText(
      `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} sec`,
    );
    await expect(cells.nth(3)).toHaveText(call.status.charAt(0).toUpperCase() + call.status.slice(1));
  }

  // Payment to Doctor and to the platform: one visit's share, and that share times (1 + extended).
  const main = appointment.transactions.find((t) => t.type === 'normal')!;
  const times = 1 + appointment.extended_count;
  const doctor = section(page, 'Payment to Doctor');
  await expect(detailValue(doctor, 'Service Fee')).toHaveText(
    usd(toCents(given(main.destination_amount, "doctor's share"))),
  );
  await expect(detailValue(doctor, 'Total')).toHaveText(
    usd(toCents(given(main.destination_amount, "doctor's share")) * times),
  );
  const platform = section(page, 'Payment to the platform');
  await expect(detailValue(platform, 'Service Fee')).toHaveText(
    usd(toCents(given(main.application_amount, "platform's share"))),
  );
  await expect(detailValue(platform, 'Total')).toHaveText(
    usd(toCents(given(main.application_amount, "platform's share")) * times),
  );
  await expect(detailValue(section(page, 'Payment Details'), 'Extended Video Calls')).toHaveText(
    String(appointment.extended_count),
  );

  const status = section(page, 'Payment Status');
  await expect(detailValue(status, 'Status')).toHaveText(main.refund_id ? 'Refunded' : 'Success');
  await expect(detailValue(status, 'Transaction ID')).toHaveText(
    given(main.transaction_id, 'transaction id'),
  );
  await expect(detailValue(status, 'Card')).toHaveText(`**** **** **** ${main.last4}`);
  await shot(page, testInfo, 'detail-video-review-calls');
});

test('an in-clinic visit: Clinic, its address, and the services booked (or General Appointment)', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await adminApi(request, ZONE);
  const clinicVisits = await allAppointments(api, { booking_type: 'in_clinic' });
  const { detail } = await findDetail(api, clinicVisits, (d) => d.appointments.service_address !== null);
  const appointment = detail.appointments;

  await openDetail(page, request, baseURL!, appointment.uid);
  const service = section(page, 'Service Details');
  await expect(detailValue(service, 'Service Type')).toHaveText('Clinic');
  await expect(detailValue(service, 'Service Location')).toHaveText(appointment.service_address!);

  const booked = section(page, 'Services Booked').locator('tbody tr');
  if (appointment.booked_services.length === 0) {
    await expect(booked).toHaveCount(1);
    await expect(booked.first()).toContainText('General Appointment');
    await expect(booked.first()).toContainText(`${appointment.service_duration} min`);
  } else {
    await expect(booked).toHaveCount(appointment.booked_services.length);
    for (const [index, item] of appointment.booked_services.entries())
      await expect(booked.nth(index)).toContainText(item.services.name);
  }
  // No video calls for a clinic visit.
  await expect(section(page, 'Calls')).toContainText('No Data');
});

test('booked for someone else: that person is the patient, and the booking user is shown too', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const api = await adminApi(request, ZONE);
  const { detail } = await findDetail(
    api,
    await allAppointments(api),
    (d) =>
      d.appointments.someone_else === '1' && !!d.appointments.full_name && !!d.appointments.user?.full_name,
  );
  const appointment = detail.appointments;

  await openDetail(page, request, baseURL!, appointment.uid);
  const patient = section(page, 'Patient Details');
  await expect(detailValue(patient, 'Patient Name')).toHaveText(appointment.full_name!);
  await expect(detailValue(patient, 'Booked By')).toHaveText(appointment.user!.full_name!);
  await shot(page, testInfo, 'detail-someone-else');
});

test('a refunded payment: the detail says Refunded', async ({ page, request, baseURL }) => {
  const api = await adminApi(request, ZONE);
  const { appointments: refunded } = await api.get('/user/payments', {
    where: { status: 'succeeded', refund_id: { '!=': null } },
    populate: ['appointment'],
    limit: 5,
  });
  const payment = refunded.find((p) => p.type === 'normal');
  expect(payment, 'the demo data has a refunded visit').toBeTruthy();

  await openDetail(page, request, baseURL!, given(payment!.appointment, 'appointment').uid);
  const status = section(page, 'Payment Status');
  await expect(detailValue(status, 'Status')).toHaveText('Refunded');
  await expect(detailValue(status, 'Transaction ID')).toHaveText(
    given(payment!.transaction_id, 'transaction id'),
  );
});

test("a deleted doctor shows as 'Deleted (name)' in the list and the detail", async ({
  page,
  request,
  baseURL,
}) => {
  const api = await adminApi(request, ZONE);
  const withDeletedDoctor = (await allAppointments(api)).find(
    (a) => a.doctor?.full_name && (a.doctor.status === 'deleted' || a.doctor.deleted_at),
  );
  // The demo data includes a deleted doctor with appointments: without one this case proves nothing.
  expect(withDeletedDoctor, 'an appointment whose doctor is deleted').toBeDefined();
  const appointment = withDeletedDoctor!;
  const shown = `Deleted (${appointment.doctor!.full_name})`;

  await openSignedIn(page, request, baseURL!, `/admin/appointments?search=${appointment.appt_id}`);
  const row = rows(page).filter({ hasText: appointment.appt_id });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').nth(2)).toHaveText(shown);

  await row.getByRole('link', { name: appointment.appt_id }).click();
  await expect(detailValue(section(page, 'Doctor Details'), 'Doctor Name')).toHaveText(shown);
});

test("appointments: a one-day date range shows that whole day in the admin's zone", async ({
  page,
  request,
  baseURL,
}) => {
  const api = await adminApi(request, ZONE);
  const all = await allAppointments(api);
  // The day with the most appointments that still fit on one page.
  const byDay = new Map<string, Summary[]>();
  for (const appointment of all) {
    const day = isoDay(given(appointment.date_utc, 'visit date'));
    byDay.set(day, [...(byDay.get(day) ?? []), appointment]);
  }
  const [day, expected] = [...byDay.entries()]
    .filter(([, list]) => list.length <= 20)
    .sort((a, b) => b[1].length - a[1].length)[0];
  const label = shortDay(given(expected[0].date_utc, 'visit date'));

  await openSignedIn(page, request, baseURL!, '/admin/appointments');
  await expect(rows(page)).toHaveCount(20);
  const answered = page.waitForResponse(
    (res) => res.url().includes('/api/user/appointments?') && res.url().includes('date_utc'),
  );
  await page.getByLabel('Date from').fill(day);
  await page.getByLabel('Date to').fill(day);
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
  await answered;
  await expect.poll(() => shownIds(page)).toEqual(expected.map((a) => a.appt_id).sort());
  for (const text of await rows(page).locator('td:nth-child(4)').allTextContents())
    expect(text.startsWith(`${label} - `)).toBe(true);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/appointments$/);
  await expect(page.getByLabel('Date from')).toHaveValue('');
  await expect(page.getByLabel('Date to')).toHaveValue('');
});

test('appointments: the Doctors filter lists active doctors and shows only that doctor’s appointments', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await adminApi(request, ZONE);
  const all = await allAppointments(api);
  const byDoctor = new Map<string, Summary[]>();
  for (const appointment of all) {
    const doctor = appointment.doctor;
    if (doctor?.status !== 'active') continue;
    byDoctor.set(doctor.uid, [...(byDoctor.get(doctor.uid) ?? []), appointment]);
  }
  const [doctorUid, expected] = [...byDoctor.entries()]
    .filter(([, list]) => list.length <= 20)
    .sort((a, b) => b[1].length - a[1].length)[0];
  const name = expected[0].doctor!.full_name!;

  await openSignedIn(page, request, baseURL!, '/admin/appointments');
  const doctors = page.getByRole('combobox', { name: 'Doctors' });
  await expect(doctors).toHaveValue('All');
  await doctors.click();
  const options = page.getByRole('listbox', { name: 'Doctors' }).getByRole('option');
  await expect(options.first()).toHaveText('All');
  // Typed, as an admin would among thousands of doctors: the list narrows to the name.
  await doctors.fill('');
  await doctors.pressSequentially(name, { delay: 20 });
  await options
    .filter({ hasText: new RegExp(`^${name}$`) })
    .first()
    .click();
  await expect(doctors).toHaveValue(name);
  await expect(page).toHaveURL(new RegExp(`doctor=${doctorUid}`));
  await expect.poll(() => shownIds(page)).toEqual(expected.map((a) => a.appt_id).sort());
  for (const text of await rows(page).locator('td:nth-child(3)').allTextContents()) expect(text).toBe(name);
});

test('payments: both messages with nothing typed; a double click on Done, and Enter again, send one refund', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const api = await adminApi(request, ZONE);
  // A payment nobody has refunded yet, from the cheap end (the refund spec takes the dearest).
  const { appointments: open } = await api.get('/user/payments', {
    where: { status: 'succeeded', refund_id: null },
    sort: [{ collected_amount: 'ASC' }],
    populate: ['appointment'],
    limit: 20,
  });
  const payment = open[Math.floor(open.length / 2)];
  const apptId = given(payment.appointment, 'appointment').appt_id;
  const transactionId = given(payment.transaction_id, 'transaction id');
  const total = toCents(given(payment.collected_amount, 'amount collected'));
  const partial = Math.max(1, Math.floor(total / 3));

  const refundPosts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/payments/refund/')) refundPosts.push(req.url());
  });
  // A slow gateway: every refund request is held until the test lets it through, so the second
  // click and the second Enter land while the first refund is certainly pending.
  let letThrough: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route('**/api/payments/refund/**', async (route) => {
    await held;
    await route.continue();
  });

  await openSignedIn(
    page,
    request,
    baseURL!,
    `/admin/payments?status=success&search=${encodeURIComponent(apptId)}`,
  );
  const row = rows(page).filter({ hasText: transactionId });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  await dialog.getByText('Partial Refund').click();
  // Nothing typed: both messages (amount and reason) at once.
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog.getByText('Please enter amount', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Please enter reason', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'refund-dialog-both-messages');
  expect(refundPosts).toHaveLength(0);
  await dialog.getByLabel('Reason').fill('Call dropped twice');
  const amount = dialog.getByLabel('Amount');
  await amount.fill((partial / 100).toFixed(2));
  await dialog.getByRole('button', { name: 'Done' }).dblclick();
  await expect.poll(() => refundPosts.length).toBe(1);
  // The first refund is pending (held): the dialog is still open, and Enter in its field again.
  await expect(dialog).toBeVisible();
  await amount.press('Enter');
  await expect(amount, 'the Enter went to the amount field').toBeFocused();
  // One round trip through the page's event loop and a frame: whatever that Enter sends is on its way.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(refundPosts).toHaveLength(1);
  letThrough();
  await expect(page.getByTestId('toast').filter({ hasText: 'Refund Success' })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(refundPosts).toHaveLength(1);

  // The button is replaced by the amount refunded, under the Refunded filter.
  await page.goto(`/admin/payments?status=refunded&search=${encodeURIComponent(apptId)}`);
  const refundedRow = rows(page).filter({ hasText: transactionId });
  await expect(await cellUnder(page, refundedRow, 'Refund')).toContainText(`${usd(partial)}Partial`);
  await expect(refundedRow.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expect(await cellUnder(page, refundedRow, 'Status')).toHaveText('Refunded');
});
