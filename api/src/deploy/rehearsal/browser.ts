import { chromium, type Page } from 'playwright-core';
import { totp } from '../../lib/totp.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The code an authenticator app shows for a base32 key now: the API's own TOTP (RFC 6238). */
export const totpCode = (key: string, time = Date.now()): string => totp(key, Math.floor(time / 1000));

export interface HostConfigShape {
  remotes: Record<string, { label: string; sections: { path: string; label: string }[] }>;
}

export interface BrowserSessionResult {
  sectionsOpened: number;
  failedRemotes: string[];
  /** Rows of the specialties list after the first one was added. */
  catalogueRows: number;
}

const SCREENSHOTS = process.env.REHEARSAL_SCREENSHOTS;

/**
 * What the first operator does in a browser after the first apply: signs in as the Owner the
 * Secret named, sets up the authenticator app the production policy asks of an Owner, adds the
 * first catalogue entry, and opens every section of every remote.
 */
export async function walkTheAdmin(options: {
  origin: string;
  frontDoor: string;
  hostname: string;
  email: string;
  password: string;
  config: HostConfigShape;
}): Promise<BrowserSessionResult> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      `--host-resolver-rules=MAP ${options.hostname} ${options.frontDoor}`,
      `--unsafely-treat-insecure-origin-as-secure=${options.origin}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL: options.origin,
      viewport: { width: 1440, height: 900 },
    });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/login');
    await signInAndEnrol(page, options).catch(async (error) => {
      await shot(page, 'sign-in-failed');
      throw new Error(
        `${error.message}\nThe page said: ${((await page.locator('body').textContent()) ?? '').slice(0, 500)}`,
      );
    });
    await shot(page, 'after-enrolment');

    // An empty production database has no doctors, patients, appointments or enquiries (they come
    // from the main site): a section counts as open when its remote drew its page and its list
    // answered, with rows or with the list's "No Data". The one record an administrator makes from
    // here on day one, a catalogue entry, is added and must show as a row.
    const failedRemotes: string[] = [];
    let sectionsOpened = 0;
    for (const [name, remote] of Object.entries(options.config.remotes)) {
      for (const section of remote.sections) {
        await page.goto(`/admin/${section.path}`);
        try {
          await page.getByRole('heading', { name: section.label, exact: true }).first().waitFor();
          await page.locator('main tbody tr, main :text-is("No Data")').first().waitFor();
          if (await page.getByTestId('remote-unavailable').count())
            throw new Error('the module is unavailable');
          sectionsOpened++;
        } catch (error) {
          failedRemotes.push(
            `${name}/${section.path}: ${(error as Error).message.split('\n')[0]}; the page said: ${(
              (await page
                .locator('main')
                .textContent()
                .catch(() => '')) ?? ''
            ).slice(0, 300)}`,
          );
        }
        await shot(page, `${name}-${section.path}`);
      }
    }
    const specialty = `Cardiology ${Date.now().toString(36)}`;
    await page.goto('/admin/specialties');
    await page.getByRole('button', { name: 'Add specialty' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Specialty' });
    await dialog.getByLabel('Specialty Name').fill(specialty);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Specialty added successfully').waitFor();
    await page.getByRole('cell', { name: specialty, exact: true }).waitFor();
    const rows = await page.locator('main tbody tr').count();
    await shot(page, 'specialty-added');
    if (errors.length) failedRemotes.push(...errors.map((e) => `page error: ${e}`));
    return { sectionsOpened, failedRemotes, catalogueRows: rows };
  } finally {
    await browser.close();
  }
}

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

async function signInAndEnrol(page: Page, options: { email: string; password: string }) {
  await page.getByLabel('Email').fill(options.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(options.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // "Your role requires a second factor": the enrolment is the only screen, its key already shown.
  await page.getByText('Your role requires a second factor.').waitFor();
  const key = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('2. Enter the 6-digit code the app shows').fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByTestId('recovery-codes').locator('code').first().waitFor();
  await page.getByRole('button', { name: 'I saved my codes' }).click();
}
