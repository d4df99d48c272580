import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';

// A Support admin and an Operations admin split a morning's queue, each in a browser of their own:
// each takes an item from My work, writes a note mentioning the other, and the other's bell (and
// open record) shows it within a second, through the API's live updates.

const SUPPORT = { email: 'support@example.com', password: 'Support@12345', name: 'Sofia Support' };
const OPERATIONS = {
  email: 'operations@example.com',
  password: 'Operations@12345',
  name: 'Olivia Operations',
};
/** What the issue promises: a change in one browser is in the other's within a second. */
const LIVE_MS = 1_000;

async function signedIn(
  browser: Browser,
  person: typeof SUPPORT,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const response = await context.request.post('/api/auth/local/admin', {
    data: { username: person.email, password: person.password },
  });
  expect(response.ok()).toBe(true);
  const page = await context.newPage();
  return { context, page };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** Takes the first unassigned item of `queue` on My work: opens it and presses Assign to me. */
async function takeFromMyWork(page: Page, queue: string, person: typeof SUPPORT): Promise<string> {
  await page.goto('/admin/my-work');
  await expect(page.getByTestId('page-title')).toHaveText('My work');
  const row = page.locator('main tbody tr', { hasText: queue }).filter({ hasText: 'Unassigned' }).first();
  const link = row.getByRole('link');
  const label = (await link.textContent()) ?? '';
  await link.click();
  const assignee = page.getByTestId('work-assignee');
  await assignee.getByRole('button', { name: 'Assign to me' }).click();
  await expect(assignee).toContainText(`Assignee: ${person.name} (you)`);
  return label;
}

async function writeNoteMentioning(page: Page, text: string, teammate: string) {
  const notes = page.getByTestId('record-notes');
  await notes.getByRole('textbox', { name: 'New note' }).fill(text);
  await notes.getByRole('combobox', { name: 'Mention a teammate' }).selectOption({ label: teammate });
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByTestId('note').last()).toContainText(`@${teammate}`);
}

test.setTimeout(120_000);

test('Support and Operations split the queue: assign, note, mention; the other sees it live', async ({
  browser,
}) => {
  const support = await signedIn(browser, SUPPORT);
  const operations = await signedIn(browser, OPERATIONS);

  // Each opens My work: Support sees enquiries, Operations doctors and suggestions.
  await operations.page.goto('/admin/my-work');
  await expect(operations.page.getByTestId('page-title')).toHaveText('My work');
  await expect(bell(operations.page)).toBeVisible();

  // Support takes an enquiry and asks Operations about it.
  const subject = await takeFromMyWork(support.page, 'Enquiry', SUPPORT);
  await expect(support.page.getByTestId('my-work-count').first()).toBeVisible();
  await writeNoteMentioning(support.page, 'Is this doctor approved yet? ', OPERATIONS.name);
  const enquiryUrl = support.page.url();

  // Operations' bell counts it within a second, and opens the enquiry at the note.
  await expect(operations.page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({
    timeout: LIVE_MS,
  });
  await bell(operations.page).click();
  const entry = operations.page.getByTestId('inbox-entry').first();
  await expect(entry).toContainText(`${SUPPORT.name} mentioned you on enquiry ${subject}`);
  await entry.click();
  await expect(operations.page).toHaveURL(enquiryUrl);
  await expect(operations.page.getByTestId('record-notes')).toContainText('Is this doctor approved yet?');
  await expect(operations.page.getByRole('button', { name: 'Notifications' })).toBeVisible();

  // Operations, on a page of its own, takes a doctor awaiting approval; its My work (still open in
  // the first tab) shows it as theirs within a second.
  const workTab = await operations.context.newPage();
  await workTab.goto('/admin/my-work');
  await expect(workTab.locator('main tbody tr').first()).toBeVisible();
  const doctor = await takeFromMyWork(operations.page, 'Doctor awaiting approval', OPERATIONS);
  await expect(workTab.locator('main tbody tr', { hasText: doctor }).filter({ hasText: 'You' })).toBeVisible({
    timeout: LIVE_MS,
  });

  // With the enquiry open in Support's browser, Operations answers there and mentions Support on the doctor.
  await operations.page.goto(enquiryUrl);
  await writeNoteMentioning(operations.page, 'Approving the doctor this morning. ', SUPPORT.name);
  await expect(support.page.getByTestId('record-notes')).toContainText('Approving the doctor this morning.', {
    timeout: LIVE_MS,
  });
  await expect(support.page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({
    timeout: LIVE_MS,
  });
  await bell(support.page).click();
  await expect(support.page.getByTestId('inbox-entry').first()).toContainText(
    `${OPERATIONS.name} mentioned you on enquiry ${subject}`,
  );

  // The enquiries list shows who has it, and "Mine" keeps it in the URL.
  await support.page.goto('/admin/enquiries?assignee=me');
  await expect(support.page.locator('main tbody tr', { hasText: subject })).toContainText(SUPPORT.name);
  await expect(support.page.getByLabel('Assignee')).toHaveValue('me');

  await support.context.close();
  await operations.context.close();
});
