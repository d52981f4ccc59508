import { expect, type Page, test } from '../fixtures.ts';
import { TriagePage } from '../pages/triage-page.ts';

/** The keyboard, counting every key the nurse presses. */
class CountingKeyboard {
  keys = 0;
  constructor(private readonly page: Page) {}

  async press(key: string): Promise<void> {
    this.keys += 1;
    await this.page.keyboard.press(key);
  }

  async type(text: string): Promise<void> {
    this.keys += text.length;
    await this.page.keyboard.type(text);
  }

  /** Tab (or Shift+Tab) until the focused element matches, as a nurse would; at most 80 presses. */
  async tabTo(
    matches: (element: { name: string; role: string | null; field: string | null }) => boolean,
    key = 'Tab',
  ): Promise<void> {
    for (let presses = 0; presses < 80; presses += 1) {
      await this.press(key);
      const focused = await this.page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return {
          name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim(),
          role: element?.getAttribute('role') ?? element?.tagName.toLowerCase() ?? null,
          field: element?.getAttribute('name') ?? null,
        };
      });
      if (matches(focused)) return;
    }
    throw new Error('the control was not reached with the keyboard');
  }
}

test('a whole call with the keyboard only', async ({ page }) => {
  const keyboard = new CountingKeyboard(page);
  const triage = new TriagePage(page);

  await test.step('sign in from the keyboard', async () => {
    await page.goto('/login');
    await keyboard.tabTo((focused) => focused.field === 'firstName');
    await keyboard.type('Ann');
    await keyboard.press('Tab');
    await keyboard.type('demo');
    await keyboard.press('Tab');
    await keyboard.type('demo');
    await keyboard.press('Enter');
    await expect(page).toHaveURL(/\/protocols$/);
  });

  await test.step('find Chest Pain and choose it with Enter', async () => {
    await expect(triage.protocolSearch).toBeFocused();
    await keyboard.type('chest pain adult');
    await expect(triage.protocolList.getByRole('option').first()).toContainText('Chest Pain');
    await keyboard.press('ArrowDown');
    await keyboard.press('Enter');
    await expect(page.locator('#active-protocol-title')).toHaveText('Chest Pain');
  });

  await test.step('NEXT to the Triage questions', async () => {
    await keyboard.tabTo((focused) => focused.name === 'NEXT');
    await keyboard.press('Enter');
    await expect(page).toHaveURL(/\/triage\/questions$/);
  });

  await test.step('answer a level-1 question with Y', async () => {
    await keyboard.tabTo(
      (focused) => focused.role === 'checkbox' || (focused.role === 'button' && /^(Yes|No)$/.test(focused.name)),
    );
    await keyboard.press('y');
    await expect(triage.callDisposition).not.toHaveText('None yet');
  });

  await test.step('NEXT to the care advice', async () => {
    await keyboard.tabTo((focused) => focused.name === 'NEXT');
    await keyboard.press('Enter');
    await expect(page).toHaveURL(/\/plan\/education$/);
    await expect(page.getByRole('heading', { name: /Care advice/ })).toBeVisible();
  });

  console.log(`keyboard-only call: ${keyboard.keys} keys from sign-in to care advice`);
});
