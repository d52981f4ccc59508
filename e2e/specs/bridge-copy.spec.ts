import { expect, type Page, test } from '../fixtures.ts';
import { HostSimulator } from '../pages/host-simulator.ts';
import { rewritePracticeOptions } from '../pages/practice-options.ts';
import { TriagePage } from '../pages/triage-page.ts';

/**
 * COPY in postMessage mode (demo-embed: method postMessage, summary version 20240701): the call
 * summary goes to the host as ct-call-summary instead of the clipboard, in the practice's summary
 * version; before the handshake it is stored and sent right after it.
 */

interface SummaryMessage {
  subject: 'ct-call-summary';
  messageBody: { callSummary: Record<string, unknown>; callSummaryText: string };
}

/** Changes the practice's callSummaryOptions. */
function withSummaryOptions(page: Page, overrides: Record<string, unknown>) {
  return rewritePracticeOptions(page, (options) => {
    options.callSummaryOptions = { ...(options.callSummaryOptions as object), ...overrides };
  });
}

async function answerChestPain(host: HostSimulator) {
  await new TriagePage(host.app).selectAdultProtocol('Chest Pain');
  await host.app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Triage' }).click();
  await host.app.getByRole('region', { name: 'Call 911 Now', exact: true }).getByRole('checkbox').first().check();
}

async function summaries(host: HostSimulator): Promise<SummaryMessage[]> {
  return (await host.received()).filter(
    (m): m is SummaryMessage => (m as { subject?: string }).subject === 'ct-call-summary',
  );
}

test("the COPY button shows the practice's buttonText and buttonIcon", async ({ page, baseURL }) => {
  await withSummaryOptions(page, { buttonText: 'Send to EHR', buttonIcon: 'save' });
  const host = await HostSimulator.open(page, baseURL ?? '');
  await host.signedIn();
  const button = host.app.getByRole('button', { name: 'Send to EHR' });
  await expect(button).toBeVisible();
  await expect(button.locator('svg[data-icon="save"]')).toHaveCount(1);
});

for (const version of ['20240701', '20190114', '20250113-VA', '20250429-VA'] as const) {
  test(`COPY sends ct-call-summary in the practice's version ${version}`, async ({ page, baseURL }) => {
    if (version !== '20240701') await withSummaryOptions(page, { version });
    const host = await HostSimulator.open(page, baseURL ?? '');
    await host.signedIn();
    await host.handshakeDone();
    await answerChestPain(host);
    await host.app.getByRole('button', { name: 'COPY' }).click();
    await expect.poll(async () => (await summaries(host)).length).toBe(1);
    const [message] = await summaries(host);
    const summary = message?.messageBody.callSummary ?? {};
    expect(summary.ctVersion).toBe(version);
    expect(summary).toMatchObject({
      callDisposition: expect.objectContaining({ title: 'Call 911 Now' }),
      protocols: [expect.objectContaining({ title: expect.stringContaining('Chest Pain') })],
    });
    // The note as the practice's template writes it, built in the browser under the production CSP.
    expect(message?.messageBody.callSummaryText).toContain('Chest Pain');
    expect(message?.messageBody.callSummaryText).toContain('Call 911 Now');
  });
}

test('a summary copied before the handshake is stored and sent right after it', async ({ page, baseURL }) => {
  const host = await HostSimulator.open(page, baseURL ?? '', { autoInit: false });
  await host.signedIn();
  await answerChestPain(host);
  await host.app.getByRole('button', { name: 'COPY' }).click();
  expect(await summaries(host)).toEqual([]);
  await page.getByTestId('send-init').click();
  await host.handshakeDone();
  await expect.poll(async () => (await summaries(host)).length).toBe(1);
  const kinds = (await host.received()).map((m) => (m as { subject?: string }).subject ?? 'v2');
  expect(kinds.indexOf('ct-call-summary')).toBeGreaterThan(kinds.indexOf('ct-init-ack'));
});

test('nothing is lost while the host has not answered ct-init: two calls wait and reach it in order', async ({
  page,
  baseURL,
}) => {
  // The host page announces nothing back: it never answers ct-ready until the test sends ct-init.
  const host = await HostSimulator.open(page, baseURL ?? '', { autoInit: false });
  await host.signedIn();
  const copy = host.app.getByRole('button', { name: 'COPY' });
  const waiting = host.app.getByRole('status').filter({ hasText: 'Waiting for the EHR…' });

  // Call 1: the note waits; the nurse is not told it was copied, and RESET still asks.
  await answerChestPain(host);
  await copy.click();
  await expect(waiting).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Use the clipboard instead' })).toBeVisible();
  await expect(host.app.getByText('Call notes are copied.')).toBeHidden();
  await host.app.getByRole('button', { name: 'RESET' }).click();
  const confirm = host.app.getByRole('alertdialog', { name: 'Reset This Call?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Reset' }).click();

  // Call 2 (a free note only): it waits too, next to call 1.
  await host.app.getByRole('textbox', { name: 'Free note' }).fill('Second caller asks about a rash');
  await copy.click();
  await expect(waiting).toContainText('(2 call notes)');
  expect(await summaries(host)).toEqual([]);

  // The host answers at last: both summaries arrive, call 1 first, and call 2 counts as copied.
  await page.getByTestId('send-init').click();
  await host.handshakeDone();
  await expect.poll(async () => (await summaries(host)).length).toBe(2);
  const [first, second] = await summaries(host);
  expect(first?.messageBody.callSummaryText).toContain('Chest Pain');
  expect(first?.messageBody.callSummaryText).not.toContain('rash');
  expect(second?.messageBody.callSummaryText).toContain('Second caller asks about a rash');
  expect(second?.messageBody.callSummaryText).not.toContain('Chest Pain');
  await expect(waiting).toBeHidden();
  await expect(host.app.getByText('Call notes are copied.')).toBeVisible();
  await host.app.getByRole('button', { name: 'RESET' }).click();
  await expect(host.app.getByRole('alertdialog')).toBeHidden();
  await expect(host.app.getByRole('textbox', { name: 'Free note' })).toHaveValue('');
});
