import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '../fixtures.ts';

/**
 * Rules axe-core leaves off by default that every check here runs: a control's accessible name
 * must contain its visible text (WCAG 2.5.3, Lighthouse's `label-content-name-mismatch`).
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * axe-core on what the page shows now (a screen or an open dialog): no serious or critical
 * violation. The message names each rule and the first elements it flagged. `mustRun` lists rules
 * that must have run (an experimental rule left off would otherwise pass unnoticed).
 */
export async function expectNoSeriousViolations(
  page: Page,
  where: string,
  { mustRun = [] }: { mustRun?: string[] } = {},
): Promise<void> {
  const results = await new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`)
          .slice(0, 3)
          .join(' | ')}`,
    );
  expect(serious, `axe-core on ${where}`).toEqual([]);
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id),
  );
  for (const rule of mustRun) expect(ran.has(rule), `axe-core rule ${rule} ran on ${where}`).toBe(true);
}
