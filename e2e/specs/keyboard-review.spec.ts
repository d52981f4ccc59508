import { expect, type Locator, type Page, test } from '../fixtures.ts';
import { CallBar } from '../pages/call-bar.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { UserMenu } from '../pages/user-menu.ts';

/**
 * What a blind keyboard review of the call found (issue 32), each checked from the keyboard only,
 * controls found by role and name: focus comes back to the question left, '(Now what?)' after COPY
 * can be reached, the user menu's items and the protocol search box show a focus ring, and a
 * protocol can be removed from the call.
 */

/** Presses Tab until `target` has the focus (at most 30 presses), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 30; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The focus ring an element shows now: a solid outline of at least 2 px, in the theme's strong colour. */
async function expectFocusRing(element: Locator, strongColour: Locator): Promise<void> {
  const colour = await strongColour.evaluate((reference) => getComputedStyle(reference).backgroundColor);
  const ring = await element.evaluate((focused) => {
    const style = getComputedStyle(focused);
    return {
      focusVisible: focused.matches(':focus-visible'),
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      colour: style.outlineColor,
    };
  });
  expect(ring).toEqual({ focusVisible: true, style: 'solid', width: expect.any(Number), colour });
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

test('Alt+T returns focus to the question focused last, not the first one', async ({ page }) => {
  const screen = await signInToProtocols(page);
  const questions = page.getByRole('main').getByRole('checkbox');

  await test.step('choose Cough with Enter, Alt+T, and move down to the third question', async () => {
    await expect(screen.search).toBeFocused();
    await page.keyboard.type('cough');
    await expect(screen.option(/Cough/)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(screen.contentTitle).toHaveText('Cough');
    await page.keyboard.press('Alt+KeyT');
    await expect(questions.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(2)).toBeFocused();
  });

  await test.step('Alt+L to the Plan tab and Alt+T back: the third question has the focus again', async () => {
    await page.keyboard.press('Alt+KeyL');
    await expect(page).toHaveURL(/\/plan\//);
    await page.keyboard.press('Alt+KeyT');
    await expect(page).toHaveURL(/\/triage\/questions$/);
    await expect(questions.nth(2)).toBeFocused();
  });

  await test.step('from the Protocols tab too', async () => {
    await page.keyboard.press('Alt+KeyP');
    await expect(screen.search).toBeVisible();
    await screen.search.focus();
    await page.keyboard.press('Alt+KeyT');
    await expect(questions.nth(2)).toBeFocused();
  });
});

test("'(Now what?)' after COPY is reached from the keyboard: Tab from COPY, or Alt+W", async ({ page }) => {
  await CallBar.allowClipboard(page);
  const bar = new CallBar(page);
  const screen = await signInToProtocols(page);
  const ready = page.getByRole('dialog', { name: 'Call Note Ready' });
  // The search box takes the keys once the Protocols screen has focused it (the whole list shows before).
  await expect(screen.search).toBeFocused();
  await page.keyboard.type('cough');
  await expect(screen.option(/Cough/)).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Alt+KeyT');
  await page.keyboard.press('y');

  await test.step('COPY pressed with Enter, then Tab: (Now what?) has the focus; Enter opens it', async () => {
    await bar.copy.focus();
    await page.keyboard.press('Enter');
    await expect(bar.copied).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(bar.nowWhat).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ready).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ready).toHaveCount(0);
    await expect(bar.copy).toBeFocused();
  });

  await test.step('Alt+C from a question, then Alt+W opens it; Escape gives the focus back to the question', async () => {
    const question = page.getByRole('main').getByRole('checkbox').first();
    await question.focus();
    await page.keyboard.press('Alt+KeyC');
    await expect(bar.copied).toBeVisible();
    await expect(bar.nowWhat).toHaveAttribute('aria-keyshortcuts', 'Alt+W');
    await page.keyboard.press('Alt+KeyW');
    await expect(ready).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ready).toHaveCount(0);
    await expect(question).toBeFocused();
  });
});

test('the user menu items and the protocol search box show a focus ring', async ({ page }) => {
  const screen = await signInToProtocols(page);
  const primary = screen.copy;

  await test.step('the search box, focused on arrival', async () => {
    await expect(screen.search).toBeFocused();
    await expectFocusRing(screen.search, primary);
  });

  await test.step('each item of the user menu, moved to with the arrows', async () => {
    const menu = new UserMenu(page);
    await menu.trigger.focus();
    await page.keyboard.press('Enter');
    await expect(menu.menu).toBeVisible();
    const items = menu.menu.getByRole('menuitem');
    const count = await items.count();
    expect(count).toBeGreaterThan(3);
    for (let index = 0; index < count; index += 1) {
      if (index > 0) await page.keyboard.press('ArrowDown');
      await expect(items.nth(index)).toBeFocused();
      await expectFocusRing(items.nth(index), primary);
    }
  });
});

test('a protocol is removed from the call from the keyboard, and focus stays on a control', async ({ page }) => {
  const screen = await signInToProtocols(page);
  const used = screen.usedInCall();
  const removeCough = page.getByRole('button', { name: /^Remove protocol: Cough/ });
  const removeFever = page.getByRole('button', { name: /^Remove protocol: Fever/ });
  const areYouSure = page.getByRole('alertdialog', { name: 'Are You Sure?' });

  await test.step('add Cough and Fever to the call with Alt+A', async () => {
    await expect(screen.search).toBeFocused();
    await page.keyboard.type('cough');
    await expect(screen.option(/Cough/)).toBeVisible();
    await page.keyboard.press('Alt+KeyA');
    await screen.search.fill('');
    await page.keyboard.type('fever');
    await expect(screen.option(/Fever/)).toBeVisible();
    await page.keyboard.press('Alt+KeyA');
    await expect(used.getByRole('listitem')).toHaveCount(2);
  });

  await test.step('Tab to Remove protocol: Cough, Enter, Tab to Proceed, Enter: removed, focus on the next remove button', async () => {
    await tabTo(page, removeCough);
    await page.keyboard.press('Enter');
    await expect(areYouSure).toBeVisible();
    await expect(areYouSure.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(areYouSure.getByRole('button', { name: 'Proceed' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(areYouSure).toHaveCount(0);
    await expect(used.getByRole('listitem')).toHaveCount(1);
    await expect(removeCough).toHaveCount(0);
    await expect(removeFever).toBeFocused();
  });

  await test.step('the last one removed: focus goes to the search box', async () => {
    await page.keyboard.press('Enter');
    await expect(areYouSure).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(used).toHaveCount(0);
    await expect(screen.search).toBeFocused();
  });
});
