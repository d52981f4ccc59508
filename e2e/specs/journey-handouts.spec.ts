import { expect, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { openHandouts, startFeverHomeCareCall } from '../pages/fever-call.ts';

/**
 * The Handouts sub-tab on the production build (issue 36, ADR 0046): a nurse gives the pediatric
 * Fever handout as a link; the link opens in the patient's own browser (no session) and shows the
 * care advice with the practice's name and phone and nothing about the patient; an altered link
 * gets the catalogue's page; COPY puts what was given and how in the note.
 */
test('demo: give the Fever handout as a link; it opens for the patient with nothing about them; the note says so', async ({
  page,
  otherBrowsers,
}, testInfo) => {
  const { bar, triage } = await startFeverHomeCareCall(page);

  let link = '';
  await test.step('Handouts: the Fever handout is picked; Copy link copies the signed link and shows it', async () => {
    await openHandouts(page, triage);
    const panel = page.getByRole('region', { name: /^Handouts: / });
    await expect(panel.getByRole('note')).toHaveText('Demo content — not for clinical use');
    await expect(page.getByRole('checkbox', { name: /Fever \(3 Months or Older\)/ })).toBeChecked();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText(/^Link copied\. It works until /)).toBeVisible();
    link = await page.getByRole('textbox', { name: 'Handout link' }).inputValue();
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/handout\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await bar.clipboardText()).toBe(link);
    // The link itself carries nothing about the patient.
    const [, payload = ''] = new URL(link).pathname.slice('/handout/'.length).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    expect(Object.keys(claims).sort()).toEqual(['aud', 'c', 'exp', 'l', 'p']);
    await expect(page.getByRole('region', { name: 'In the note' })).toContainText('handout: link given');
    // The journeys' server has an SMTP server and an SMS gateway (journey-handout-sends.spec.ts):
    // both channels are offered.
    await expect(page.getByRole('textbox', { name: 'Patient’s e-mail (used for this send only)' })).toBeEnabled();
    await expect(
      page.getByRole('textbox', { name: 'Patient’s mobile number (used for this send only)' }),
    ).toBeEnabled();
    await page.screenshot({ path: testInfo.outputPath('handouts-tab.png'), fullPage: true });
    await expectNoSeriousViolations(page, 'the Handouts screen');
  });

  await otherBrowsers(['patient'], async ({ patient }) => {
    await test.step("the patient's browser opens the link: the care advice, the practice, nothing about the patient", async () => {
      await patient.goto(link);
      await expect(patient.getByText('Demo Family Practice')).toBeVisible();
      await expect(patient.getByRole('link', { name: '(555) 010-4242' })).toBeVisible();
      await expect(patient.getByText('Demo content — not for clinical use')).toBeVisible();
      await expect(patient.getByRole('heading', { name: 'Call us back if' })).toBeVisible();
      await expect(patient.getByRole('heading', { level: 1 })).toContainText('Fever');
      const text = await patient.locator('body').innerText();
      expect(text).not.toContain('Zebulon');
      expect(text).not.toContain('101.2');
      await patient.screenshot({ path: testInfo.outputPath('handout-page.png'), fullPage: true });
      await expect(patient.getByRole('link', { name: 'Save as PDF or print' })).toBeVisible();
      await patient.emulateMedia({ media: 'print' });
      await expect(patient.getByRole('link', { name: 'Save as PDF or print' })).toBeHidden();
      await patient.screenshot({ path: testInfo.outputPath('handout-print.png'), fullPage: true });
      // The PDF the print dialog's 'Save as PDF' makes (ADR 0052): Chromium's own, from the print stylesheet.
      const pdf = await patient.pdf({ path: testInfo.outputPath('handout.pdf'), format: 'Letter' });
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(10_000);
      await patient.emulateMedia({ media: 'screen' });
      await expectNoSeriousViolations(patient, 'the handout page');
    });

    await test.step('an altered link gets the catalogue page, not the handout', async () => {
      const response = await patient.goto(`${link.slice(0, -3)}AAA`);
      expect(response?.status()).toBe(404);
      await expect(patient.getByRole('heading', { name: 'Handout not available' })).toBeVisible();
      await expect(patient.getByText(/This handout link is not valid\./)).toBeVisible();
      await expect(patient.getByText('Demo Family Practice')).toHaveCount(0);
    });
  });

  await test.step('COPY: the note lists the handout given and how', async () => {
    await bar.copy.click();
    await expect(bar.copied).toBeVisible();
    const note = await bar.clipboardText();
    expect(note).toMatch(/Handouts given:\n- .*Fever.* handout: link given/);
  });
});
