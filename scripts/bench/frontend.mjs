// Front-end costs in headless Chromium over loopback: signing in on the page's own clock
// (./sign-in.mjs: navigation start and submit to the rendered dashboard, the JavaScript fetched
// until then, first and largest contentful paint), Lighthouse's performance score for /login, the
// JavaScript of each remote's first screen, cold and warm navigation into each remote.
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES, ROOT } from '../lib/apps.mjs';
import { lighthouseScore } from './lighthouse.mjs';
import { percentile } from './load-generator.mjs';
import { measureSignIn } from './sign-in.mjs';

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('playwright-core');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Clicks a main-menu link and times, on the page's own clock, from the click until the screen is
 * painted: the frame that shows it (its title and its table, or its empty state), the frame with
 * rows (the table no longer busy: on a warm visit these are the previous visit's cached rows), and
 * the frame after the answer of the screen's own list request (`listPath`, sent by this visit) has
 * arrived: the API's rows, fresh. "Painted" is the start of the frame after the one that changed
 * (a double animation frame): the time a frame's style, layout and paint took is counted, at the
 * cost of up to one frame interval (16.7 ms) of overestimate; the start of the changing frame
 * itself (a single animation frame) would leave that work out. Timed from outside, Playwright's
 * actionability checks and its polling steps (0, 20, 50, 100 ms ...) added 55-120 ms to a
 * navigation that did nothing at all on this machine (docs/performance.md).
 */
function timedMenuNavigation(page, label, listPath) {
  return page.evaluate(
    ({ label, listPath }) =>
      new Promise((resolve, reject) => {
        const menu = document.querySelector('nav[aria-label="Main menu"]');
        const link = [...(menu?.querySelectorAll('a') ?? [])].find((a) => a.textContent.trim() === label);
        if (!link) return reject(new Error(`no main-menu link "${label}"`));
        const titled = () =>
          document.querySelector('[data-testid="page-title"]')?.textContent?.includes(label);
        const shown = () =>
          titled() && document.querySelector('main table, main [data-testid="empty-state"]');
        const filled = () =>
          titled() &&
          document.querySelector('main table:not([aria-busy="true"]), main [data-testid="empty-state"]');
        const painted = () =>
          new Promise((done) =>
            requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - t0))),
          );
        let shownMs = null;
        let rowsMs = null;
        const t0 = performance.now();
        // The list request this visit sent, once its answer is in: then the frame that paints it.
        const answerMs = new Promise((done) => {
          const answers = new PerformanceObserver((list) => {
            const answer = list
              .getEntries()
              .find((entry) => entry.startTime >= t0 && new URL(entry.name).pathname === listPath);
            if (!answer) return;
            answers.disconnect();
            done(painted());
          });
          answers.observe({ type: 'resource' });
        });
        const check = async () => {
          if (shownMs === null && shown()) shownMs = painted();
          if (!filled()) return;
          observer.disconnect();
          rowsMs = painted();
          resolve({ shownMs: await shownMs, rowsMs: await rowsMs, answerMs: await answerMs });
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
          attributes: true,
        });
        link.click();
      }),
    { label, listPath },
  );
}

// A single warm navigation on this VM ranged 41-92 ms between runs of one build (a GC or a
// background task in the frame): the warm figure is the median of several, with the slowest shown.
const WARM_NAVIGATIONS = 5;

// The list request of each remote's first page, whose answer the fresh-rows figure waits for.
const LIST_PATHS = {
  people: '/api/doctor',
  commerce: '/api/user/appointments',
  catalog: '/api/speciality',
  inbox: '/api/enquiry',
};

// Each remote's first menu entry (Doctors, Appointments, Specialties, Enquiries).
const REMOTE_FIRST_PAGES = REMOTES.map((remote) => {
  const listPath = LIST_PATHS[remote.name];
  if (!listPath) throw new Error(`bench: no list request named for remote "${remote.name}" (LIST_PATHS)`);
  return { remote: remote.name, menu: remote.sections[0].label, listPath };
});

// Each script with the moment it was requested, so the login page's JavaScript is what the page
// asked for before the app's sign-in form was in place, not what it prefetches afterwards for the
// signed-in screens.
function collectScripts(page) {
  const scripts = [];
  const requestedAt = new WeakMap();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requestedAt.set(request, performance.now());
  });
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script') return;
    const gzip = response.body().then(
      (body) => gzipSync(body).length,
      () => 0, // A script whose body is gone (navigation) is not counted.
    );
    scripts.push({ url: response.url(), gzip, requestedAt: requestedAt.get(request) ?? 0 });
  });
  return scripts;
}

const gzipTotal = async (list) => (await Promise.all(list.map((s) => s.gzip))).reduce((a, b) => a + b, 0);

const kb = (bytes) => bytes / 1024;

export async function measureFrontend({ baseUrl, email, password, lighthouse = true }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const signIn = await measureSignIn(browser, baseUrl, { email, password });
    console.log(
      `sign-in: navigation → dashboard ${signIn.navigationToDashboardMs.toFixed(0)} ms, submit → dashboard ${signIn.submitToDashboardMs.toFixed(0)} ms, ${signIn.jsTransferredKb.toFixed(0)} KB of JavaScript`,
    );
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    const scripts = collectScripts(page);

    await page.goto(`${baseUrl}/login`);
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="password"]').fill(password);
    await page.keyboard.press('Enter');
    await page.getByTestId('page-title').filter({ hasText: 'Dashboard' }).waitFor();
    await page.getByText('View more').first().waitFor();

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const remotes = [];
    for (const { remote, menu: label, listPath } of REMOTE_FIRST_PAGES) {
      const cold = await timedMenuNavigation(page, label, listPath);
      // The remote's own scripts, whether preloaded after sign-in or fetched by this navigation.
      const remoteJsKb = kb(await gzipTotal(scripts.filter((s) => s.url.includes(`/remotes/${remote}/`))));

      const warm = [];
      for (let i = 0; i < WARM_NAVIGATIONS; i++) {
        await menu.getByRole('link', { name: 'Dashboard', exact: true }).click();
        await page.getByText('View more').first().waitFor();
        warm.push(await timedMenuNavigation(page, label, listPath));
      }
      const shown = warm.map((w) => w.shownMs).sort((a, b) => a - b);
      remotes.push({
        remote,
        label,
        coldMs: cold.shownMs,
        coldRowsMs: cold.rowsMs,
        warmMs: percentile(shown, 50),
        warmSlowestMs: shown.at(-1),
        warmRowsMs: percentile(
          warm.map((w) => w.rowsMs).sort((a, b) => a - b),
          50,
        ),
        warmAnswerMs: percentile(
          warm.map((w) => w.answerMs).sort((a, b) => a - b),
          50,
        ),
        jsKb: remoteJsKb,
      });
    }
    const lighthouseResult = lighthouse ? await lighthouseScore(`${baseUrl}/login`) : null;
    return {
      signIn,
      remotes,
      warmNavigations: WARM_NAVIGATIONS,
      lighthouse: lighthouseResult,
    };
  } finally {
    await browser.close();
  }
}
