import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/session';
import { rows } from '../support/tables';

test('Ctrl+K finds a doctor by name and opens it; the doctor then comes first as recent', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/dashboard');
  await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const box = palette.getByRole('combobox', { name: 'Search or go to' });
  await expect(box).toBeFocused();
  await box.fill('Priya Shah');
  const doctor = palette.getByRole('option', { name: /^Doctors: Priya Shah NPI \d{10}$/ });
  await expect(doctor).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/doctors\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Priya Shah/ })).toBeVisible();

  // Reopened, it shows the last text, selected: typing replaces it; cleared, the recent items lead.
  await page.getByRole('button', { name: /^Search/ }).click();
  await expect(box).toHaveValue('Priya Shah');
  expect(await box.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual(
    [0, 'Priya Shah'.length],
  );
  await page.keyboard.press('Backspace');
  await expect(palette.getByRole('option').first()).toHaveAccessibleName(/^Recent: Priya Shah/);
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
});

test('a patient is found by name and answered masked; an appointment by its id', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/dashboard');
  await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/api/search?') && new URL(response.url()).searchParams.get('q') === 'Emma Kim',
  );
  await palette.getByRole('combobox').fill('Emma Kim');
  const body = await (await answer).text();
  expect(body).not.toContain('Emma Kim');
  expect(body).not.toMatch(/@example/);
  // Masked, yet told apart: the phone's last two digits and the month the patient joined.
  const patient = palette.getByRole('option', { name: /^Patients: E\*\*\* K\*\*/ }).first();
  await expect(patient).toHaveAccessibleName(/ · phone ••\d\d · joined [A-Z][a-z]{2} \d{4}$/);
  await patient.click();
  await expect(page).toHaveURL(/\/admin\/patients\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('page-title')).toHaveText('Patient Detail');

  await page.keyboard.press('Control+k');
  await palette.getByRole('combobox').fill('APT1000600');
  await palette.getByRole('option', { name: /^Appointments: APT1000600/ }).click();
  await expect(page).toHaveURL(/\/admin\/appointments\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('page-title')).toHaveText('Appointment Detail');
});

test('an appointment id typed and Enter pressed at once opens the appointment, the Enter waiting for the search', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/dashboard');
  await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
  await page.keyboard.press('Control+k');
  const box = page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox');
  await expect(box).toBeFocused();
  await page.keyboard.type('APT1000600');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/appointments\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('page-title')).toHaveText('Appointment Detail');
  await expect(page.getByText('APT1000600').first()).toBeVisible();
});

test('the keyboard alone: g then a letter, / to search, arrows and Enter to open a row, ? for help', async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page, request, baseURL!, '/admin/dashboard');
  await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
  await page.keyboard.press('g');
  await page.keyboard.press('p');
  await expect(page.getByTestId('page-title')).toHaveText('Patients');
  await expect(rows(page).first()).toBeVisible();

  await page.keyboard.press('/');
  await expect(page.getByRole('main').getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await page.getByRole('main').getByRole('searchbox').blur();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = rows(page).nth(1).getByRole('link').first();
  await expect(second).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('page-title')).toHaveText('Patient Detail');

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Go to Payments');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('g');
  await page.keyboard.press('y');
  await expect(page.getByTestId('page-title')).toHaveText('Payments');
});
