import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminApi, type GetAnswer } from '../support/api';
import { mailTo } from '../support/mail';
import { openSignedIn } from '../support/session';

type EnquiryRow = GetAnswer<'/enquiry'>['enquiries'][number];

/** The demo enquiries as the API lists them (the specs pick their own records from these). */
async function enquiries(request: APIRequestContext): Promise<{ rows: EnquiryRow[]; unread: number }> {
  const answer = await (await adminApi(request)).get('/enquiry', { populate: ['user'], limit: 100 });
  return { rows: answer.enquiries, unread: answer.unread_count };
}

function rowOf(page: Page, subject: string) {
  return page.getByRole('row').filter({ hasText: subject });
}

test('an unread enquiry from a doctor is read, answered and mailed to the doctor', async ({
  page,
  request,
  baseURL,
}) => {
  const { rows, unread } = await enquiries(request);
  const enquiry = rows.find((e) => e.user?.role_id === 3 && e.read_at === null && e.status === 0)!;
  expect(enquiry, 'the demo data has an unread enquiry from a doctor').toBeTruthy();

  await openSignedIn(page, request, baseURL!, '/admin/enquiries');
  await expect(page.getByText(`There are ${unread} New Messages`)).toBeVisible();
  const row = rowOf(page, enquiry.subject);
  await expect(row).toContainText(enquiry.user!.full_name!);
  await expect(row).toContainText(enquiry.user!.email!);
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: 'Read Message' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/enquiries/${enquiry.id}$`));
  await expect(page.getByTestId('page-title')).toHaveText('Enquiry Detail');
  for (const text of [enquiry.user!.full_name!, enquiry.user!.email!, enquiry.subject, enquiry.message])
    await expect(page.getByText(text, { exact: true })).toBeVisible();

  // An empty reply is refused where it is typed.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Add a note before submitting')).toBeVisible();

  const since = new Date();
  const reply = `Thanks, Dr. ${enquiry.user!.full_name} – your verification is done (${since.getTime()}).`;
  await page.getByRole('textbox', { name: 'Reply' }).fill(reply);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: /^Success$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Earlier replies' })).toContainText(reply);
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue('');

  await expect
    .poll(async () =>
      (await mailTo(enquiry.user!.email!)).some((mail) => mail.raw.includes(String(since.getTime()))),
    )
    .toBe(true);

  // Opened, it no longer counts as new.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText(`There are ${unread - 1} New Messages`)).toBeVisible();
});

test("a pending enquiry is marked done ('Status Updated') and set back to pending", async ({
  page,
  request,
  baseURL,
}) => {
  const { rows } = await enquiries(request);
  const enquiry = rows.find((e) => e.user?.role_id === 4 && e.status === 0)!;
  expect(enquiry, 'the demo data has a pending enquiry from a clinic').toBeTruthy();

  await openSignedIn(page, request, baseURL!, `/admin/enquiries/${enquiry.id}`);
  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Status Updated' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Completed' })).toBeVisible();

  await page.goto('/admin/enquiries');
  await expect(rowOf(page, enquiry.subject)).toContainText('Completed');

  await rowOf(page, enquiry.subject).getByRole('link', { name: 'Read Message' }).click();
  await page.getByRole('button', { name: 'Completed' }).click();
  await expect(page.getByRole('button', { name: 'Mark as done' })).toBeVisible();
  await page.goto('/admin/enquiries');
  await expect(rowOf(page, enquiry.subject)).toContainText('Pending');
});

test("patients' names and e-mails reach the browser masked", async ({ page, request, baseURL }) => {
  const { rows } = await enquiries(request);
  const enquiry = rows.find((e) => e.user?.role_id === 2)!;
  expect(enquiry.user!.full_name).toMatch(/^\S\*+( \S\*+)*$/);
  expect(enquiry.user!.email).toMatch(/^\S\*+@\S\*+\.\w+$/);

  await openSignedIn(page, request, baseURL!, '/admin/enquiries');
  const row = rowOf(page, enquiry.subject).first();
  await expect(row).toContainText(enquiry.user!.full_name!);
  await expect(row).toContainText(enquiry.user!.email!);
});
