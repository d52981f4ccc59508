import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '../fixtures.ts';

/**
 * axe-core on what the page shows now (a screen or an open dialog): no serious or critical
 * violation. The message names each rule and the first elements it flagged.
 */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`)
          .slice(0, 3)
          .join(' | ')}`,
    );
  expect(serious, `axe-core on ${where}`).toEqual([]);
}
