import { expect, type Page, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';

/**
 * The toast a disabled control raises (spec sections 2 and 5): destructive, gone after 2 s — on the
 * page's clock (installed before sign-in), moved on by hand instead of waited for.
 */
async function expectSelectProtocolFirst(page: Page): Promise<void> {
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Select a protocol first' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await page.clock.runFor(2_000);
  await expect(toast).toHaveCount(0);
}

// Seven controls, each with the mouse and the keyboard, and an axe scan: beside another worker on a
// loaded machine it once went past the 30-second default (32.3 s; 21.0 s in the next run; ADR 0062).
test.slow();

test('before a protocol is chosen, every disabled control says why, with the mouse and the keyboard', async ({
  page,
}) => {
  await page.clock.install();
  const protocols = await signInToProtocols(page);
  const main = page.getByRole('navigation', { name: 'Main' });
  const controls = [
    { name: 'Triage tab', locator: main.getByRole('button', { name: 'Triage', exact: true }) },
    { name: 'Plan tab', locator: main.getByRole('button', { name: 'Plan', exact: true }) },
    {
      name: 'Initial Assessment sub-tab',
      locator: protocols.sections.getByRole('button', { name: 'Initial Assessment' }),
    },
    { name: 'References sub-tab', locator: protocols.sections.getByRole('button', { name: 'References' }) },
    { name: 'PREV', locator: page.getByRole('button', { name: 'PREV' }) },
    { name: 'NEXT', locator: protocols.next },
    { name: 'COPY', locator: protocols.copy },
  ];

  await test.step('the Protocols screen has no serious accessibility violation', async () => {
    await expectNoSeriousViolations(page, 'the Protocols screen');
  });

  for (const control of controls) {
    await test.step(`the ${control.name}, clicked, shows 'Select a protocol first' for 2 seconds`, async () => {
      await expect(control.locator).toHaveAttribute('aria-disabled', 'true');
      await control.locator.click({ force: true });
      await expectSelectProtocolFirst(page);
      await expect(page).toHaveURL(/\/protocols$/);
    });
    await test.step(`the ${control.name}, pressed with Enter, shows it too`, async () => {
      await control.locator.focus();
      await page.keyboard.press('Enter');
      await expectSelectProtocolFirst(page);
      await expect(page).toHaveURL(/\/protocols$/);
    });
  }
});
