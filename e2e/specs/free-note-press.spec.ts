import { expect, test } from '../fixtures.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

const FEVER = /Pediatric Fever \(3 Months or Older\)/;
const HOME_CARE_QUESTION = /Fever with no complications/;

/**
 * A nurse types in the free note (expanded to 200 px) and then presses a control below it as a
 * person does: the button goes down, a moment passes, the button comes up. The note collapses when
 * it loses the focus, but only once the press is over (ADR 0031): collapsing at the press moved
 * the control from under the pointer, and the release made no click, so nothing happened.
 */
test('a press on a control below the free note, held as a person holds it, still clicks it', async ({ page }) => {
  const screen = await signInToProtocols(page);
  const triage = new TriagePage(page);
  await screen.searchFor('Fever');
  await screen.addToCall(FEVER);
  await triage.tab('Triage').click();
  await page.getByRole('checkbox', { name: HOME_CARE_QUESTION }).check();

  const note = page.getByRole('textbox', { name: 'Free note' });
  await note.fill('Mother calling. Temp 101.2 F since this morning.');
  await expect(note).toHaveAttribute('data-expanded', 'true');

  const override = page.getByRole('button', { name: 'Override Disposition' });
  // The pointer over the button once the note's growth to 200 px is over (hover waits until the
  // button's box is the same in two animation frames): a box read during the growth is stale.
  await override.hover();
  await page.mouse.down();
  // Longer than the box's 0.15 s collapse: where the collapse would have moved the button by now.
  await page.waitForTimeout(300);
  await page.mouse.up();

  await expect(page.getByRole('dialog', { name: 'Override Disposition' })).toBeVisible();
  // The dialog hides the page from the accessibility tree: the note is found by its label attribute.
  await expect(page.locator('textarea[aria-label="Free note"]')).toHaveAttribute('data-expanded', 'false');
});
