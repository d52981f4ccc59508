import { expect, test } from '../fixtures.ts';
import { CallBar } from '../pages/call-bar.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

const FEVER = /Pediatric Fever \(3 Months or Older\)/;
const HOME_CARE_QUESTION = /Fever with no complications/;
const FREE_NOTE = 'Mother calling. Temp 101.2 F since this morning, playful after ibuprofen.';

/**
 * A nurse on the `demo` practice (onlyYes, simple care advice) takes a call about a feverish child:
 * the pediatric Fever protocol, a home-care answer, care advice given, COPY, and the note that
 * reaches the clipboard is read back word for word. Runs against the production build under the
 * production CSP (the fixture fails the test on any CSP violation).
 */
test('demo: pediatric fever to home care, care advice given, COPY puts the note on the clipboard', async ({ page }) => {
  // The page's clock runs on as usual; the 5 s of the copied status are moved on by hand.
  await page.clock.install();
  await CallBar.allowClipboard(page);
  const bar = new CallBar(page);
  const triage = new TriagePage(page);
  const screen = await signInToProtocols(page);
  await bar.clearClipboard();

  await test.step('COPY says to select a protocol first while the call is empty', async () => {
    await expect(bar.copy).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled keeps the button clickable (the toast explains); Playwright waits for enabled
    // buttons unless forced.
    await bar.copy.click({ force: true });
    await expect(page.getByText('Select a protocol first').first()).toBeVisible();
  });

  await test.step('a protocol opened from the list enables COPY (spec section 5)', async () => {
    await screen.searchFor('Fever');
    await screen.option(FEVER).click();
    await expect(screen.contentTitle).toContainText('Fever (3 Months or Older)');
    await expect(bar.copy).not.toHaveAttribute('aria-disabled', 'true');
  });

  await test.step('add pediatric Fever to the call and answer the home-care question', async () => {
    await screen.addToCall(FEVER);
    await triage.tab('Triage').click();
    await page.getByRole('checkbox', { name: HOME_CARE_QUESTION }).check();
    await expect(triage.callDisposition).toHaveText('Home Care');
  });

  await test.step('give care advice on Plan: Fever Medicines and the reasons to call back', async () => {
    await triage.tab('Plan').click();
    await page.getByRole('checkbox', { name: 'Fever Medicines' }).check();
    await page.getByRole('checkbox', { name: 'Call Back If' }).check();
    await screen.freeNote.fill(FREE_NOTE);
  });

  await test.step('COPY: the note is on the clipboard, "Call notes are copied." with (Now what?)', async () => {
    await bar.copy.click();
    await expect(bar.copied).toBeVisible();
    await expect(bar.nowWhat).toBeVisible();
    await expect
      .poll(() => bar.clipboardText())
      .toBe(
        [
          'Telephone triage note',
          'Call disposition: Home Care',
          'Disposition basis: Fever (3 Months or Older) (Pediatric) — Fever with no complications (child is alert and playful when the fever comes down)',
          '',
          'Nurse note:',
          FREE_NOTE,
          '',
          'Protocol: Fever (3 Months or Older) (Pediatric)',
          'Disposition: Home Care',
          'Positive triage questions:',
          '- Fever with no complications (child is alert and playful when the fever comes down)',
          'Only positive answers are listed; all other triage questions were negative or not asked.',
          'Care advice given:',
          '- Appropriate care advice from protocol',
          'Reasons to call back:',
          '- Reasons to call back from protocol',
        ].join('\n'),
      );
  });

  await test.step('the copied status goes after 5 seconds', async () => {
    await page.clock.runFor(5_000);
    await expect(bar.copied).toBeHidden();
  });

  await test.step('the call was copied: RESET starts the next call without asking', async () => {
    await bar.reset.click();
    await expect(bar.resetDialog).toBeHidden();
    await expect(page).toHaveURL(/\/protocols$/);
    await expect(bar.copy).toHaveAttribute('aria-disabled', 'true');
  });
});

/**
 * The page is reloaded in the middle of a call with an override: the Resume Previous Call dialog
 * shows the note, and the resumed call has everything, the override included. Then RESET, with and
 * without the confirmation.
 */
test('reload mid-call: resume with the override intact; reset with and without the confirmation', async ({ page }) => {
  await CallBar.allowClipboard(page);
  const bar = new CallBar(page);
  const triage = new TriagePage(page);
  const screen = await signInToProtocols(page);
  const overrideLines = [
    'Call disposition: Call 911 Now (override)',
    'Disposition basis: override — End of day or office closed',
    'Protocol disposition: Home Care',
    'Override reason: End of day or office closed',
    'Override notes: Parent anxious; advised to call 911 if breathing changes.',
  ];

  await test.step('a call: pediatric Fever, home care, a free note and an override', async () => {
    await screen.searchFor('Fever');
    await screen.addToCall(FEVER);
    await triage.tab('Triage').click();
    await page.getByRole('checkbox', { name: HOME_CARE_QUESTION }).check();
    await screen.freeNote.fill(FREE_NOTE);
    await bar.override(
      'Call 911 Now',
      'End of day or office closed',
      'Parent anxious; advised to call 911 if breathing changes.',
    );
    await expect(triage.callDisposition).toContainText('Call 911 Now');
  });

  await test.step('reload: the Resume Previous Call dialog shows the note with the override', async () => {
    await page.reload();
    await expect(bar.resumeDialog).toBeVisible();
    const note = bar.resumeDialog.getByTestId('resume-call-note');
    for (const line of overrideLines) await expect(note).toContainText(line);
    await expect(note).toContainText(FREE_NOTE);
    await expect(note).toContainText('Protocol: Fever (3 Months or Older) (Pediatric)');
  });

  await test.step('Resume Call: the answer, the free note and the override are back', async () => {
    await bar.resumeDialog.getByRole('button', { name: 'Resume Call' }).click();
    await expect(bar.resumeDialog).toBeHidden();
    await expect(triage.callDisposition).toContainText('Call 911 Now');
    await expect(screen.freeNote).toHaveValue(FREE_NOTE);
    await triage.tab('Triage').click();
    await expect(page.getByRole('checkbox', { name: HOME_CARE_QUESTION })).toBeChecked();
  });

  await test.step('COPY after the reload: the note has the override', async () => {
    await bar.clearClipboard();
    await bar.copy.click();
    await expect(bar.copied).toBeVisible();
    const text = await bar.clipboardText();
    expect(text.split('\n').slice(1, 6)).toEqual(overrideLines);
  });

  await test.step('a change after COPY: RESET asks again; Return to Call keeps the call', async () => {
    await screen.freeNote.fill(`${FREE_NOTE} Called back at 5 pm.`);
    await bar.reset.click();
    await expect(bar.resetDialog).toBeVisible();
    await bar.resetDialog.getByRole('button', { name: 'Return to Call' }).click();
    await expect(bar.resetDialog).toBeHidden();
    await expect(screen.freeNote).toHaveValue(`${FREE_NOTE} Called back at 5 pm.`);
  });

  await test.step('RESET confirmed: the call is gone, and a reload offers nothing to resume', async () => {
    await bar.reset.click();
    await bar.resetDialog.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/protocols$/);
    await expect(screen.freeNote).toHaveValue('');
    await expect(bar.copy).toHaveAttribute('aria-disabled', 'true');
    await page.reload();
    await expect(screen.search).toBeVisible();
    await expect(bar.resumeDialog).toBeHidden();
  });
});
