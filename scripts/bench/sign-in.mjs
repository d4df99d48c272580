// Signing in as a fast admin does, timed on the page's own clock (performance.now(), from navigation
// start): the credentials are filled at once and submitted once (what Enter in a field does), and
// the clock stops at the frame that shows the dashboard with its figures. Nothing of Playwright's
// polling is in the figures: the filling, the submit and the timing run in the page itself.
import { percentile } from './load-generator.mjs';

/**
 * Runs in the page before any of its scripts (CDP's addScriptToEvaluateOnNewDocument, which the
 * page's CSP does not govern). `mode` 'first-frame' fills and submits in the first frame the
 * password field exists (login.html paints the form before the app runs); 'app-ready' waits until
 * `window.__signInNow()` is called, once the app has taken the page over and gone idle. Records:
 * `fields`, `submit` (the submit event), `dashboard` (the frame after the title reads Dashboard and
 * its six figures are in: two animation frames, so the frame is painted), `fcp` and `lcp`.
 */
function recordSignIn({ mode, email, password }) {
  const clock = {};
  window.__signInClock = clock;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') clock.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) clock.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const signIn = () => {
    const field = document.querySelector('input[type="password"]');
    const form = field?.form;
    if (!form) throw new Error('no sign-in form');
    for (const [name, value] of [
      ['email', email],
      ['password', password],
    ]) {
      const input = form.elements.namedItem(name);
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    form.requestSubmit();
  };
  window.__signInNow = signIn;
  document.addEventListener(
    'submit',
    () => {
      clock.submit ??= performance.now();
    },
    true,
  );
  const dashboardShown = () =>
    document.querySelector('[data-testid="page-title"]')?.textContent?.includes('Dashboard') &&
    document.querySelectorAll('[data-testid="stat-value"]').length >= 6;
  const observer = new MutationObserver(() => {
    if (clock.fields === undefined && document.querySelector('input[type="password"]')) {
      clock.fields = performance.now();
      if (mode === 'first-frame') signIn();
    }
    if (clock.dashboard === undefined && dashboardShown()) {
      clock.dashboard = 0;
      observer.disconnect();
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          clock.dashboard = performance.now();
        }),
      );
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** What the page fetched before the dashboard showed: scripts and all bytes, as transferred. */
function fetchedBeforeDashboard() {
  const clock = window.__signInClock;
  const [navigation] = performance.getEntriesByType('navigation');
  const before = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime <= clock.dashboard);
  const sum = (entries) => entries.reduce((total, entry) => total + entry.transferSize, 0);
  return {
    ...clock,
    bytes: navigation.transferSize + sum(before),
    // By file, not by initiator: login.html preloads the app's scripts (<link rel="preload">).
    scriptBytes: sum(before.filter((entry) => /\.js(\?|$)/.test(new URL(entry.name).pathname))),
  };
}

const RUNS = 5;

async function run(browser, baseUrl, credentials, mode) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordSignIn, { mode, ...credentials });
    await page.goto(`${baseUrl}/login`, { waitUntil: mode === 'app-ready' ? 'networkidle' : 'commit' });
    if (mode === 'app-ready') {
      // The app's own form, after the idle preload of the signed-in screens has settled.
      await page.locator('#root form[aria-label="Login"]').waitFor();
      await page.waitForFunction(() => !document.getElementById('prerendered'));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.__signInNow());
    }
    await page.waitForFunction(() => window.__signInClock?.dashboard > 0, null, { timeout: 30_000 });
    return await page.evaluate(fetchedBeforeDashboard);
  } finally {
    await context.close();
  }
}

const median = (samples, pick) =>
  percentile(
    samples.map(pick).sort((a, b) => a - b),
    50,
  );

/**
 * `runs` fresh browser contexts (nothing cached) signing in from the first frame, and as many
 * signing in on a page the app has already taken over.
 */
export async function measureSignIn(browser, baseUrl, credentials, runs = RUNS) {
  const firstFrame = [];
  const appReady = [];
  for (let i = 0; i < runs; i++) firstFrame.push(await run(browser, baseUrl, credentials, 'first-frame'));
  for (let i = 0; i < runs; i++) appReady.push(await run(browser, baseUrl, credentials, 'app-ready'));
  return {
    runs,
    fieldsMs: median(firstFrame, (s) => s.fields),
    fcpMs: median(firstFrame, (s) => s.fcp),
    lcpMs: median(firstFrame, (s) => s.lcp),
    navigationToDashboardMs: median(firstFrame, (s) => s.dashboard),
    navigationToDashboardSlowestMs: Math.max(...firstFrame.map((s) => s.dashboard)),
    firstFrameSubmitToDashboardMs: median(firstFrame, (s) => s.dashboard - s.submit),
    submitToDashboardMs: median(appReady, (s) => s.dashboard - s.submit),
    submitToDashboardSlowestMs: Math.max(...appReady.map((s) => s.dashboard - s.submit)),
    jsTransferredKb: median(firstFrame, (s) => s.scriptBytes) / 1024,
    transferredKb: median(firstFrame, (s) => s.bytes) / 1024,
  };
}
