// Lighthouse's performance score for a page, with its desktop settings (simulated 40 ms round trip
// and 10 Mbit/s, no CPU slowdown), in Debian's Chromium started by chrome-launcher. Nothing is
// fetched from outside: Lighthouse only loads the page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];

/** The median of `runs` Lighthouse runs (by score), each in a fresh profile. */
export async function lighthouseScore(url, { runs = 3 } = {}) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    try {
      const runner = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        desktopConfig,
      );
      const { categories, audits } = runner.lhr;
      results.push({
        score: categories.performance.score,
        fcpMs: audits['first-contentful-paint'].numericValue,
        lcpMs: audits['largest-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        siMs: audits['speed-index'].numericValue,
        transferKb: audits['total-byte-weight'].numericValue / 1024,
      });
    } finally {
      chrome.kill();
    }
  }
  results.sort((a, b) => a.score - b.score);
  return { ...results[Math.floor(results.length / 2)], scores: results.map((r) => r.score), runs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await lighthouseScore(process.argv[2] ?? 'http://127.0.0.1:8080/login', { runs: 1 }));
}
