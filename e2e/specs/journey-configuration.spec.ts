import { expect, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';
import { UserMenu } from '../pages/user-menu.ts';

test("the practice's configured banners and links, and the Initial Assessment's HTML", async ({ page }) => {
  const protocols = await signInToProtocols(page);

  await test.step('light-blue banners carry the configured messages above and below the app', async () => {
    const top = page.getByRole('note').filter({ hasText: 'Training environment: practice calls only' });
    const bottom = page.getByRole('note').filter({ hasText: 'Escalations: call the clinical lead' });
    await expect(top).toBeVisible();
    await expect(bottom).toBeVisible();
    await expect(top).toHaveClass(/bg-sky-100/);
    const bottomBarTop = await protocols.reset.evaluate((element) => element.getBoundingClientRect().top);
    const bottomTop = await bottom.evaluate((element) => element.getBoundingClientRect().top);
    expect(bottomTop).toBeGreaterThan(bottomBarTop);
  });

  await test.step("Initial Assessment shows its questions' HTML and the configured guide link", async () => {
    await new TriagePage(page).selectAdultProtocol('Chest Pain');
    await protocols.section('Initial Assessment').click();
    const questions = page.getByRole('region', { name: 'Initial Assessment Questions' });
    await expect(questions.locator('ol > li').first()).toBeVisible();
    await expect(questions).not.toContainText('<b>');
    const guide = page.getByRole('link', { name: /Request the Clinical Users' Guide/ });
    await expect(guide).toHaveAttribute('href', 'https://guide.example.org/request?accountId=demo');
    await expectNoSeriousViolations(page, 'the Initial Assessment panel');
  });

  await test.step('Support Resources opens the configured pages', async () => {
    await new UserMenu(page).choose('Support Resources');
    const dialog = page.getByRole('dialog', { name: 'Support Resources' });
    await expect(dialog.getByRole('link', { name: 'Office Hours Adult Protocol Index' })).toHaveAttribute(
      'href',
      'https://help.example.org/protocol-index/office-hours-adult-index.pdf',
    );
    await expect(dialog.getByRole('button', { name: 'View Resources' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the Support Resources dialog');
  });
});
