import { expect, type Locator, type Page, test } from '../fixtures.ts';
import { CallBar } from '../pages/call-bar.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';
import { UserMenu } from '../pages/user-menu.ts';

/**
 * A dialog takes the focus, and listens for Escape, in the effects that follow its first paint:
 * a key pressed the moment it is visible can come before them (a person is never that fast).
 */
async function expectFocusInside(dialog: Locator): Promise<void> {
  await expect(dialog.locator(':focus')).toHaveCount(1);
}

/** Counts every key the nurse presses, and checks after each that focus is on a control and visibly so. */
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

  /** The focused element is a control (never the page itself) and shows its focus ring. */
  async expectFocusVisible(): Promise<void> {
    await expect
      .poll(() =>
        this.page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'focus lost';
          return active.matches(':focus-visible') ? 'visible' : `not visible on ${active.outerHTML.slice(0, 80)}`;
        }),
      )
      .toBe('visible');
  }
}

const MAX_KEYS = 40;

test('a keyboard-only call with the shortcuts: cough, Triage, one yes, COPY in at most 40 keys', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const screen = await signInToProtocols(page);
  const triage = new TriagePage(page);
  const keyboard = new CountingKeyboard(page);

  await test.step('search cough and choose the protocol with Enter', async () => {
    await expect(screen.search).toBeFocused();
    await keyboard.type('cough');
    await expect(screen.list.getByRole('option').first()).toContainText('Cough');
    await keyboard.press('Enter');
    await expect(screen.contentTitle).toHaveText('Cough');
    await keyboard.expectFocusVisible();
  });

  await test.step('Alt+T goes to Triage and focus lands on the first question', async () => {
    await expect(triage.tab('Triage')).toHaveAttribute('aria-keyshortcuts', 'Alt+T');
    await keyboard.press('Alt+KeyT');
    await expect(page).toHaveURL(/\/triage\/questions$/);
    await expect(page.locator('li[data-question-id]').first()).toContainText(/./);
    await keyboard.expectFocusVisible();
    await expect(page.locator('li[data-question-id]').first().locator(':focus')).toHaveCount(1);
  });

  await test.step('Y answers the focused question yes', async () => {
    await keyboard.press('y');
    await expect(page.locator('li[data-question-id]').first()).toHaveAttribute('data-answer', 'yes');
    await expect(triage.callDisposition).not.toHaveText('None yet');
    await keyboard.expectFocusVisible();
  });

  await test.step('Alt+C copies the call note to the clipboard', async () => {
    await expect(screen.copy).toHaveAttribute('aria-keyshortcuts', 'Alt+C');
    await keyboard.press('Alt+KeyC');
    await expect(page.getByText('Call notes are copied.')).toBeVisible();
    // Read from another origin's page: the app's Permissions-Policy denies it clipboard-read.
    const note = await new CallBar(page).clipboardText();
    expect(note).toContain('Cough');
    await keyboard.expectFocusVisible();
  });

  console.log(`keyboard-only call with shortcuts: ${keyboard.keys} keys (at most ${MAX_KEYS})`);
  expect(keyboard.keys).toBeLessThanOrEqual(MAX_KEYS);

  await test.step('a dialog opened by its shortcut gives focus back when it closes', async () => {
    const focusedBefore = await page.evaluate(() => document.activeElement?.closest('li')?.dataset.questionId);
    await page.keyboard.press('Alt+KeyO');
    const dialog = page.getByRole('dialog', { name: /Override/ });
    await expect(dialog).toBeVisible();
    await expectFocusInside(dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await keyboard.expectFocusVisible();
    expect(await page.evaluate(() => document.activeElement?.closest('li')?.dataset.questionId)).toBe(focusedBefore);
  });
});

test('shortcuts leave text fields their keys and act from inside them', async ({ page }) => {
  const screen = await signInToProtocols(page);
  await screen.search.fill('fever');
  await expect(screen.list.getByRole('option').first()).toContainText('Fever');
  await page.keyboard.press('Alt+KeyA');
  await expect(screen.usedInCall().getByRole('listitem')).toHaveCount(1);
  // Plain letters still type in the search box and the free note: no shortcut without Alt.
  await screen.search.fill('');
  await page.keyboard.type('ctnp');
  await expect(screen.search).toHaveValue('ctnp');
  await expect(page).toHaveURL(/\/protocols/);
  await screen.freeNote.click();
  await page.keyboard.type('cough');
  await expect(screen.freeNote).toHaveValue('cough');
  // Alt+L from the free note goes to Plan.
  await page.keyboard.press('Alt+KeyL');
  await expect(page).toHaveURL(/\/plan\//);
});

test('Help lists every shortcut', async ({ page }) => {
  await signInToProtocols(page);
  await new UserMenu(page).choose('Help');
  const shortcuts = page.getByRole('dialog', { name: 'Help' }).getByRole('region', { name: 'Keyboard shortcuts' });
  for (const keys of ['Alt+C', 'Alt+N', 'Alt+B', 'Alt+R', 'Alt+P', 'Alt+T', 'Alt+L', 'Alt+A', 'Alt+O', 'Alt+W']) {
    await expect(shortcuts.getByRole('rowheader', { name: keys })).toBeVisible();
  }
});

test('Help opened from the keyboard and closed with Escape gives focus back to the user menu', async ({ page }) => {
  await signInToProtocols(page);
  const menu = new UserMenu(page);
  await menu.trigger.focus();
  await page.keyboard.press('Enter');
  await expect(menu.menu).toBeVisible();
  await menu.item('Help').focus();
  await page.keyboard.press('Enter');
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help).toBeVisible();
  await expectFocusInside(help);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expect(menu.trigger).toBeFocused();
});
