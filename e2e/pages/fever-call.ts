import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { CallBar } from './call-bar.ts';
import { signInToProtocols } from './protocols-screen.ts';
import { TriagePage } from './triage-page.ts';

const FEVER = /Pediatric Fever \(3 Months or Older\)/;
const HOME_CARE_QUESTION = /Fever with no complications/;
/** A free note no handout, message or link may ever show: patient words stay in the browser. */
export const PATIENT_WORDS = 'Zebulon Quimbyfield, 3 y/o, temp 101.2';

/**
 * The handout journeys' call (issue 36): a nurse signs in with the clipboard allowed and emptied,
 * puts pediatric Fever in the call with a free note, and answers it to home care.
 */
export async function startFeverHomeCareCall(page: Page): Promise<{ bar: CallBar; triage: TriagePage }> {
  await page.setViewportSize({ width: 1280, height: 1400 });
  await CallBar.allowClipboard(page);
  const bar = new CallBar(page);
  const triage = new TriagePage(page);
  const screen = await signInToProtocols(page);
  await bar.clearClipboard();
  await test.step('pediatric Fever in the call with a free note, answered to home care', async () => {
    await screen.searchFor('Fever');
    await screen.addToCall(FEVER);
    await screen.freeNote.fill(PATIENT_WORDS);
    await triage.tab('Triage').click();
    await page.getByRole('checkbox', { name: HOME_CARE_QUESTION }).check();
    await expect(triage.callDisposition).toHaveText('Home Care');
  });
  return { bar, triage };
}

/** Plan → Handouts of the call. */
export async function openHandouts(page: Page, triage: TriagePage): Promise<void> {
  await triage.tab('Plan').click();
  await page.getByRole('navigation', { name: 'Plan sections' }).getByRole('link', { name: 'Handouts' }).click();
  await expect(page).toHaveURL(/\/plan\/handouts$/);
}
