import { type Browser, chromium, type Page } from 'playwright-core';
import { totp } from '../../lib/totp.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The code an authenticator app shows for a base32 key now: the API's own TOTP (RFC 6238). */
export const totpCode = (key: string, time = Date.now()): string => totp(key, Math.floor(time / 1000));
/** The 30-second step a code belongs to: each step's code is accepted once. */
const totpStep = (time = Date.now()) => Math.floor(time / 30_000);

/** The code of the first step after `step` (waiting for it), as an authenticator app shows it. */
async function codeAfter(key: string, step: number): Promise<{ code: string; step: number }> {
  while (totpStep() <= step) await new Promise((resolve) => setTimeout(resolve, 250));
  return { code: totpCode(key), step: totpStep() };
}

export interface HostConfigShape {
  remotes: Record<string, { label: string; sections: { path: string; label: string }[] }>;
}

export interface BrowserSessionResult {
  sectionsOpened: number;
  failedRemotes: string[];
  /** Rows of the specialties list after the first one was added. */
  catalogueRows: number;
  /** The refund's answer ('Refund Success') after the step-up dialog, when one was asked for. */
  refund?: { steppedUp: boolean; message: string };
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
  /**
   * A paid appointment the main site wrote (its id): the Owner lowers the refund amount that asks
   * for a fresh code, signs in again, and refunds it in full through the step-up dialog.
   */
  refundAppointment?: string;
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
    const enrolment = await signInAndEnrol(page, options).catch(async (error) => {
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
    const refund = options.refundAppointment
      ? await refundWithStepUp(browser, page, options, enrolment, options.refundAppointment).catch(
          async (error) => {
            await shot(page, 'refund-failed');
            throw error;
          },
        )
      : undefined;
    if (errors.length) failedRemotes.push(...errors.map((e) => `page error: ${e}`));
    return { sectionsOpened, failedRemotes, catalogueRows: rows, refund };
  } finally {
    await browser.close();
  }
}

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/**
 * Day one's refund: the Owner sets the amount above which a refund asks for a fresh code to $100
 * (Settings → Security; the enrolment has just proved a code, so no dialog), signs in again in a
 * new browser (password, then a code), and refunds the appointment's payment in full: the refund
 * asks for a fresh code in place (the sign-in's code is no step-up proof), and goes through.
 */
async function refundWithStepUp(
  browser: Browser,
  page: Page,
  options: { origin: string; email: string; password: string },
  enrolment: { key: string; step: number },
  appointment: string,
): Promise<{ steppedUp: boolean; message: string }> {
  await page.goto('/admin/settings?tab=security');
  await page.getByLabel('Ask for a fresh code for refunds above ($)').fill('100');
  await page.getByRole('button', { name: 'Save policy' }).click();
  await page.getByText('Security policy saved').waitFor();

  const context = await browser.newContext({
    baseURL: options.origin,
    viewport: { width: 1440, height: 900 },
  });
  context.setDefaultTimeout(20_000);
  const again = await context.newPage();
  await again.goto('/login');
  await again.getByLabel('Email').fill(options.email);
  await again.getByRole('textbox', { name: 'Password' }).fill(options.password);
  await again.getByRole('button', { name: 'Login' }).click();
  const signIn = await codeAfter(enrolment.key, enrolment.step);
  await again.getByLabel('Authentication code').fill(signIn.code);
  await again.getByRole('button', { name: 'Verify' }).click();
  await again.waitForURL(/\/admin\/dashboard$/);

  await again.goto(`/admin/payments?search=${appointment}`);
  const row = again
    .locator('main tbody tr')
    .filter({ has: again.getByRole('button', { name: 'Refund' }) })
    .first();
  await row.getByRole('button', { name: 'Refund' }).click();
  const dialog = again.getByRole('dialog', { name: 'Refund' });
  await dialog.getByRole('radio', { name: 'Full Refund' }).waitFor();
  await dialog.getByLabel('Reason').fill('Cancelled by the clinic');
  await dialog.getByRole('button', { name: 'Done' }).click();
  const stepUp = again.getByRole('alertdialog', { name: 'Confirm it is you' });
  await stepUp.waitFor();
  const steppedUp = ((await stepUp.textContent()) ?? '').includes(
    'Confirm with your authenticator code to continue',
  );
  await stepUp
    .getByLabel('Authenticator code or recovery code')
    .fill((await codeAfter(enrolment.key, signIn.step)).code);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  const success = again.getByText('Refund Success');
  await success.waitFor();
  await shot(again, 'refunded');
  const message = (await success.first().textContent()) ?? '';
  await context.close();
  return { steppedUp, message };
}

async function signInAndEnrol(
  page: Page,
  options: { email: string; password: string },
): Promise<{ key: string; step: number }> {
  await page.getByLabel('Email').fill(options.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(options.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // "Your role requires a second factor": the enrolment is the only screen, its key already shown.
  await page.getByText('Your role requires a second factor.').waitFor();
  const key = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  const step = totpStep();
  await page.getByLabel('2. Enter the 6-digit code the app shows').fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByTestId('recovery-codes').locator('code').first().waitFor();
  await page.getByRole('button', { name: 'I saved my codes' }).click();
  return { key, step };
}
