import { expect, test } from '../fixtures.ts';
import { EMBED_LAUNCH, HostSimulator } from '../pages/host-simulator.ts';
import { TriagePage } from '../pages/triage-page.ts';

/**
 * The host bridge in the production app, framed by the EHR host simulator on another origin
 * (docs/bridge.md): the handshake in both dialects, queueing before it, and the origin rules.
 */

test('v1 handshake: ct-ready on load, ct-init answered by ct-init-ack, inside an SSO-launched frame', async ({
  page,
  baseURL,
}) => {
  const host = await HostSimulator.open(page, baseURL ?? '');
  await host.signedIn();
  await host.handshakeDone();
  const received = await host.received();
  expect(received[0]).toEqual({ subject: 'ct-ready' });
  expect(received).toContainEqual({ subject: 'ct-init-ack' });
});

test('v2 handshake: the init command gets its response with the correlation id', async ({ page, baseURL }) => {
  const host = await HostSimulator.open(page, baseURL ?? '', { dialect: 'v2' });
  await host.signedIn();
  await host.handshakeDone();
  const answers = (await host.received()).filter((m) => (m as { action?: string }).action === 'init');
  expect(answers).toHaveLength(1);
  expect(answers[0]).toMatchObject({
    ctVersion: '2.0',
    type: 'response',
    action: 'init',
    payload: { ready: true, ctVersion: '2.0' },
  });
  const sent = (await host.log()).find((e) => e.direction === 'out' && e.kind === 'command init');
  expect((answers[0] as { correlationId: string }).correlationId).toBe(
    (sent?.data as { correlationId?: string } | undefined)?.correlationId,
  );
});

test('events before the handshake are queued and sent, in order, right after the acknowledgement', async ({
  page,
  baseURL,
}) => {
  const host = await HostSimulator.open(page, baseURL ?? '', { autoInit: false });
  await host.signedIn();
  await expect.poll(async () => (await host.received()).length).toBeGreaterThan(0);
  // The nurse selects Chest Pain (adult) and moves to Triage before the host sends its init.
  await new TriagePage(host.app).selectAdultProtocol('Chest Pain');
  await host.app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Triage' }).click();
  // Nothing but ct-ready before the handshake.
  expect(await host.received()).toEqual([{ subject: 'ct-ready' }]);
  await page.getByTestId('send-init').click();
  await host.handshakeDone();
  await expect
    .poll(async () =>
      (await host.received()).map(
        (m) => (m as { subject?: string; action?: string }).subject ?? (m as { action: string }).action,
      ),
    )
    .toEqual(['ct-ready', 'ct-init-ack', 'protocol-selected', 'tab-changed']);
  expect(await host.events('protocol-selected')).toEqual([{ protocolId: 'oh_adult205' }]);
  expect(await host.events('tab-changed')).toEqual([{ tab: 'triage' }]);
});

test("messages from a host outside the practice's whitelist are ignored", async ({ page, baseURL }) => {
  // The same simulator on the port after the app's: FRAME_ANCESTORS lets it frame the app, but the
  // demo-embed practice's originWhitelist names only the simulator's origins on port 3100.
  const otherHost = `http://127.0.0.1:${Number(new URL(baseURL ?? '').port) + 1}`;
  const host = await HostSimulator.open(page, baseURL ?? '', { simulatorUrl: otherHost });
  await host.signedIn();
  // Before sign-in no practice is known, so the first init may be acknowledged; once the
  // practice is signed in, nothing more is answered or posted to this host.
  expect((await host.received())[0]).toEqual({ subject: 'ct-ready' });
  const before = (await host.received()).length;
  await page.getByTestId('send-init').click();
  const answer = await host.send('protocol-search', { query: 'cough' }, 1500);
  expect(answer.type).toBe('timeout');
  await host.app.getByRole('combobox', { name: 'Search protocols' }).fill('Cough');
  await host.app.getByRole('listbox', { name: 'Protocols' }).getByRole('option').first().click();
  await host.app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Triage' }).click();
  await expect(
    host.app.getByRole('heading', { name: 'Triage Questions' }).or(host.app.getByText('None yet')),
  ).not.toHaveCount(0);
  expect((await host.received()).slice(before)).toEqual([]);
});

test('a page on an origin that FRAME_ANCESTORS does not list cannot frame the app', async ({ browser, baseURL }) => {
  // The refusal is a CSP report by design, so this page runs in a context of its own, outside the
  // fixture that fails tests on CSP reports; the app itself never loads in it.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    // localhost:3100's whitelisted twin would be allowed; a data-less about:blank page is not.
    await page.setContent(`<iframe title="app" src="${new URL(baseURL ?? '').origin}${EMBED_LAUNCH}"></iframe>`);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    await expect(page.frameLocator('iframe').getByRole('combobox', { name: 'Search protocols' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
