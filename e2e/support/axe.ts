import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// axe-core from its npm package (pinned in e2e/package.json), injected into the page under test.
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Waits until the screen has its data: no API request in flight (the shell's loading bar is gone),
 * no table, panel or page still loading. Not the network going idle: the live-update stream stays open.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.getByTestId('loading-bar')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"], .chakra-spinner')).toHaveCount(0);
}

/** Runs axe's WCAG 2.1 A/AA rules on the page as it is now; answers every violation. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Once per page: a page that goes from screen to screen keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: unknown }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations as AxeViolation[];
  }, WCAG_21_AA_TAGS);
}

/** One line per serious or critical violation: rule, impact, what to fix, where and why. */
export function seriousOrCritical(violations: AxeViolation[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id} (${v.impact}): ${v.help} at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    );
}
