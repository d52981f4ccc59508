import { expect, test } from '../fixtures.ts';
import { openHandouts, PATIENT_WORDS, startFeverHomeCareCall } from '../pages/fever-call.ts';
import { caughtMail, caughtTexts, mailBody } from '../pages/handout-outbox.ts';

/** Distinctive address and numbers: each reaches the SMTP server or the gateway and nothing else. */
const ADDRESS = `zebulon.quimbyfield.${Date.now()}@patients.example`;
const REFUSED_ADDRESS = 'refused.quimbyfield@patients.example';
const MOBILE = '(555) 010-7788';
const INVALID_MOBILE = '+1 555 000 0000';
/** Taken by the gateway, then reported undelivered (Twilio's 30003, unreachable handset). */
const UNDELIVERABLE_MOBILE = '(555) 013-0003';

/**
 * Handouts sent, on the production build against a real SMTP server and a stand-in for Twilio's
 * Messages API (issue 36, ADRs 0046, 0051 and 0064): by e-mail the message arrives with the link and
 * no patient words beyond the address, a refusing SMTP server shows 'failed' with its reason and the
 * call keeps everything else; by text the gateway receives a short link that opens the handout, and
 * its signed status callbacks show the text delivered, or failed with the reason.
 */
test('demo: e-mail and text the Fever handout; a refused send says why and loses nothing of the call', async ({
  page,
  otherBrowsers,
}, testInfo) => {
  // Two sends, two refusals and the patient's browser: longer than one journey step's budget.
  test.setTimeout(60_000);
  const mailBefore = (await caughtMail()).length;
  const textsBefore = (await caughtTexts()).length;
  const { bar, triage } = await startFeverHomeCareCall(page);
  await openHandouts(page, triage);

  const email = page.getByRole('textbox', { name: 'Patient’s e-mail (used for this send only)' });
  const mobile = page.getByRole('textbox', { name: 'Patient’s mobile number (used for this send only)' });

  let mailedLink = '';
  await test.step('E-mail: the message arrives over TLS From the practice with the link, nothing of the patient', async () => {
    await email.fill(ADDRESS);
    await page.getByRole('button', { name: 'E-mail' }).click();
    await expect(page.getByText(/^Sent by e-mail\. It works until /)).toBeVisible();
    await expect(email).toHaveValue('');
    const mail = (await caughtMail()).slice(mailBefore);
    expect(mail).toHaveLength(1);
    const [message] = mail;
    expect(message?.to).toEqual([ADDRESS]);
    expect(message?.secure).toBe(true);
    expect(message?.raw).toMatch(/^From: Demo Family Practice <handouts@demo-practice\.example>/m);
    const body = mailBody(message ?? { from: '', to: [], secure: false, raw: '' });
    mailedLink = body.match(/http:\/\/127\.0\.0\.1:\d+\/handout\/[\w.-]+/)?.[0] ?? '';
    expect(mailedLink).not.toBe('');
    // No patient words beyond the address: nothing of the free note.
    const withoutAddress = (message?.raw ?? '').replaceAll(ADDRESS, '');
    for (const word of ['Zebulon', 'Quimbyfield', '101.2', 'zebulon']) expect(withoutAddress).not.toContain(word);
    await expect(page.getByRole('region', { name: 'In the note' })).toContainText('handout: sent by e-mail');
  });

  await test.step('a refusing SMTP server: "E-mail failed." with its reason; the address stays to correct', async () => {
    await email.fill(REFUSED_ADDRESS);
    await page.getByRole('button', { name: 'E-mail' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/^E-mail failed\. The handout could not be e-mailed\./);
    await expect(alert).toContainText(/Reason: .*550/);
    await expect(alert).toContainText('<the address>');
    await expect(alert).not.toContainText('quimbyfield');
    await expect(email).toHaveValue(REFUSED_ADDRESS);
    expect((await caughtMail()).slice(mailBefore)).toHaveLength(1);
    await page.screenshot({ path: testInfo.outputPath('handouts-email-failed.png'), fullPage: true });
  });

  let shortLink = '';
  await test.step('Text: the gateway receives a short link from the practice; the tab says queued', async () => {
    await mobile.fill(MOBILE);
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await expect(page.getByText(/^Text message queued: the provider will send it\. It works until /)).toBeVisible();
    await expect(mobile).toHaveValue('');
    const texts = (await caughtTexts()).slice(textsBefore);
    expect(texts).toHaveLength(1);
    const [text] = texts;
    expect(text?.to).toBe('+15550107788');
    expect(text?.from).toBe('+15550100199');
    expect(text?.body).toMatch(/^Demo Family Practice: your care advice http:\/\/127\.0\.0\.1:\d+\/h\/[\w-]{12} /);
    expect(text?.body).not.toMatch(/Zebulon|101\.2/);
    expect(text?.body.length).toBeLessThanOrEqual(160);
    shortLink = text?.body.match(/http:\/\/\S+\/h\/[\w-]{12}/)?.[0] ?? '';
    await expect(page.getByRole('region', { name: 'In the note' })).toContainText('handout: sent by text message');
    // The gateway reports the delivery through the signed status callback; the tab asks until it is final.
    await expect(page.getByText('Delivered by text message.')).toBeVisible({ timeout: 15_000 });
  });

  await test.step('a text the provider takes and cannot deliver: "Text message failed:" with the reason', async () => {
    await mobile.fill(UNDELIVERABLE_MOBILE);
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await expect(page.getByText(/^Text message queued: the provider will send it\. It works until /)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Text message failed: the phone is unreachable or switched off.', {
      timeout: 15_000,
    });
    expect((await caughtTexts()).slice(textsBefore).map((text) => text.to)).toEqual(['+15550107788', '+15550130003']);
    await page.screenshot({ path: testInfo.outputPath('handouts-text-undelivered.png'), fullPage: true });
  });

  await test.step('a number the gateway refuses: "Text message failed." with its reason, without the number', async () => {
    await mobile.fill(INVALID_MOBILE);
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(/^Text message failed\. The handout could not be texted\./);
    await expect(alert).toContainText(/Reason: .*HTTP 400 21211/);
    await expect(alert).toContainText('<the number>');
    await expect(alert).not.toContainText('5550000000');
    expect((await caughtTexts()).slice(textsBefore)).toHaveLength(2);
    await page.screenshot({ path: testInfo.outputPath('handouts-text-failed.png'), fullPage: true });
  });

  await otherBrowsers(['patient'], async ({ patient }) => {
    await test.step("the texted short link and the e-mailed link open the handout in the patient's browser", async () => {
      for (const link of [shortLink, mailedLink]) {
        const response = await patient.goto(link);
        expect(response?.status()).toBe(200);
        expect(patient.url()).toMatch(/\/handout\/[\w-]+\.[\w-]+\.[\w-]+$/);
        await expect(patient.getByRole('heading', { level: 1 })).toContainText('Fever');
        await expect(patient.getByText('Demo Family Practice')).toBeVisible();
        await expect(patient.getByRole('heading', { name: 'Call us back if' })).toBeVisible();
        expect(await patient.locator('body').innerText()).not.toContain('Zebulon');
      }
      await patient.screenshot({ path: testInfo.outputPath('handout-from-text.png'), fullPage: true });
    });
  });

  await test.step('COPY: the failures lost nothing — the free note, the disposition, both sends, never to whom', async () => {
    await expect(triage.callDisposition).toHaveText('Home Care');
    await bar.copy.click();
    await expect(bar.copied).toBeVisible();
    const note = await bar.clipboardText();
    expect(note).toContain(PATIENT_WORDS);
    expect(note).toMatch(
      /Handouts given:\n- .*Fever.* handout: sent by e-mail\n- .*Fever.* handout: sent by text message/,
    );
    expect(note).not.toContain('patients.example');
    expect(note).not.toContain('7788');
  });
});
