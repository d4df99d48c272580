import { expect, test } from '@playwright/test';
import { openSignedIn, signIn } from '../support/session';
import { rows } from '../support/tables';

test('a change made by another administrator shows on the open list without a reload', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await openSignedIn(page, request, baseURL!, '/admin/specialties?search=Live%20Update');
  await expect(page.getByTestId('page-title')).toHaveText('Specialties');
  await expect(page.getByText('No Data')).toBeVisible();
  expect((await stream).headers()['content-type']).toMatch(/^text\/event-stream/);

  // Another administrator, in another browser, adds a specialty through the API.
  const elsewhere = await browser.newContext({ baseURL });
  const { token } = await signIn(elsewhere);
  const created = await elsewhere.request.post('/api/speciality', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Live Update Medicine', active: true },
  });
  expect(created.ok()).toBe(true);
  await elsewhere.close();

  // No navigation, no reload: the list reads again when the stream announces the change.
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Live Update Medicine');
  await expect(page).toHaveURL(/\/admin\/specialties\?search=Live%20Update$/);
});

test('when the stream is refused the admin keeps working, and it reconnects', async ({
  page,
  request,
  baseURL,
}) => {
  let refusals = 0;
  await page.route('**/api/events', async (route) => {
    if (refusals < 1) {
      refusals += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"status":503,"message":"x","data":null}',
      });
    } else await route.continue();
  });
  await openSignedIn(page, request, baseURL!, '/admin/dashboard');
  await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
  // The first try fails; the next one (after a second) opens the stream.
  const reopened = await page.waitForResponse(
    (response) => response.url().endsWith('/api/events') && response.status() === 200,
  );
  expect(reopened.headers()['content-type']).toMatch(/^text\/event-stream/);
  expect(refusals).toBe(1);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Doctors' }).click();
  await expect(page.getByTestId('page-title')).toHaveText('Doctors');
});
