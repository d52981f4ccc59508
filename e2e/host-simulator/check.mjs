/**
 * Smoke check of the host simulator in headless Chromium against the fixture app, which runs the real
 * browser bridge (apps/web/src/features/bridge, bundled here with esbuild). The app itself does not
 * mount the bridge yet; once it does, journeys should frame the real app instead.
 *
 *   node e2e/host-simulator/check.mjs
 *
 * Ports: simulator 3100 (HOST_SIMULATOR_PORT), fixture app 3211 (FIXTURE_APP_PORT).
 * Exits 1 with the failed expectations listed.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { startHostSimulator, startStaticServer } from './serve.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const SIMULATOR_PORT = Number(process.env.HOST_SIMULATOR_PORT ?? 3100);
const FIXTURE_PORT = Number(process.env.FIXTURE_APP_PORT ?? 3211);

const failures = [];
function expect(label, isOk, detail) {
  console.log(`${isOk ? 'ok  ' : 'FAIL'} ${label}${isOk ? '' : ` — ${JSON.stringify(detail)}`}`);
  if (!isOk) failures.push(label);
}

const workDir = await mkdtemp(join(tmpdir(), 'bridge-fixture-'));
await build({
  entryPoints: [join(HERE, 'fixture-app/main.js')],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  outfile: join(workDir, 'app.js'),
  // The bridge needs only the core's bridge module; this also works before src/index.ts exports it.
  alias: { '@triage/core': join(ROOT, 'packages/core/src/bridge/index.ts') },
  logLevel: 'warning',
});
await copyFile(join(HERE, 'fixture-app/index.html'), join(workDir, 'index.html'));

const fixture = await startStaticServer({
  port: FIXTURE_PORT,
  root: workDir,
  files: new Map([
    ['/', { file: 'index.html', type: 'text/html; charset=utf-8' }],
    ['/app.js', { file: 'app.js', type: 'text/javascript; charset=utf-8' }],
  ]),
});
const simulator = await startHostSimulator({ port: SIMULATOR_PORT });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const kinds = (page) => page.evaluate(() => window.hostSimulator.log.map((e) => `${e.direction} ${e.kind}`));
const open = async (query = '') => {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.log('  page error:', error.message));
  const appUrl = `${fixture.url}/?embedded=true`;
  await page.goto(`${simulator.url}/?app=${encodeURIComponent(appUrl)}${query}`);
  return page;
};

try {
  // v1 handshake, commands, events, summary.
  const page = await open();
  await page.waitForFunction(() => window.hostSimulator?.isReady(), null, { timeout: 10_000 });
  const handshake = await kinds(page);
  expect(
    'v1 handshake: ct-ready, ct-init, ct-init-ack, then the queued event',
    handshake.join(' | ') === 'in ct-ready | out ct-init | in ct-init-ack | in event tab-changed',
    handshake,
  );

  const send = (action, payload) => page.evaluate(([a, p]) => window.hostSimulator.send(a, p), [action, payload]);

  const search = await send('protocol-search', { query: 'cough acute', limit: 5 });
  expect(
    'protocol-search answers with matching protocols',
    search.type === 'response' && search.payload.map((p) => p.id).join() === 'oh_adult240,oh_adult241',
    search,
  );

  const select = await send('protocol-select', { protocolId: 'oh_adult240' });
  expect('protocol-select answers with the protocol', select.payload?.title === 'Cough - Acute Non-Productive', select);
  const missing = await send('protocol-select', { protocolId: 'oh_adult999' });
  expect(
    'a handler failure is UNEXPECTED with its message',
    missing.type === 'error' &&
      missing.payload.code === 'UNEXPECTED' &&
      missing.payload.message === 'No protocol found with fullId oh_adult999',
    missing,
  );

  const triage = await send('navigate-triage');
  expect('navigate-triage answers with the tab', triage.payload?.tab === 'triage', triage);
  const reset = await send('reset-call');
  expect('reset-call answers', reset.payload?.reset === true, reset);

  const unknown = await send('not-a-command');
  expect(
    "an unknown command is UNKNOWN_COMMAND 'Unknown command: not-a-command'",
    unknown.type === 'error' && unknown.payload.message === 'Unknown command: not-a-command',
    unknown,
  );
  const invalid = await send('question-suggest', { questionId: '1', selection: 'maybe', confidence: 'high' });
  expect('invalid question-suggest is VALIDATION_ERROR', invalid.payload?.code === 'VALIDATION_ERROR', invalid);
  const questions = await send('get-protocol-questions');
  expect(
    "get-protocol-questions without a provider: 'No protocol selected'",
    questions.payload?.message === 'No protocol selected',
    questions,
  );
  const advice = await send('get-protocol-advice');
  expect('get-protocol-advice answers empty topics', JSON.stringify(advice.payload) === '{"topics":[]}', advice);

  const appFrame = page.frames().find((frame) => frame.url().startsWith(fixture.url));
  const outcome = await appFrame?.evaluate(() => window.fixture.sendSummary('Caller advised: <b>rest</b>'));
  await page.waitForFunction(() => document.getElementById('summary-text')?.textContent !== '');
  const summaryText = await page.textContent('#summary-text');
  const summaryHtml = await page.innerHTML('#summary-text');
  expect(
    'the call summary reaches the host, as text',
    outcome === 'sent' && summaryText === 'Caller advised: <b>rest</b>' && !summaryHtml.includes('<b>'),
    { outcome, summaryText },
  );

  const all = await kinds(page);
  expect(
    'events arrive: protocol-selected and tab-changed triage',
    all.includes('in event protocol-selected') && all.includes('in event tab-changed'),
    all,
  );
  expect('nothing was rejected', !all.some((kind) => kind.startsWith('rejected')), all);
  await page.close();

  // v2 handshake.
  const page2 = await open('&dialect=v2');
  await page2.waitForFunction(() => window.hostSimulator?.isReady(), null, { timeout: 10_000 });
  const v2Log = await page2.evaluate(() => window.hostSimulator.log.map((e) => e.data));
  const v2Answer = v2Log.find((data) => data?.type === 'response' && data.action === 'init');
  expect(
    "v2 handshake: the init command is answered {ready: true, ctVersion: '2.0'}",
    v2Answer?.payload?.ready === true && v2Answer.payload.ctVersion === '2.0',
    v2Log,
  );
  await page2.close();

  // An init whose whitelist leaves out the host's own origin is refused; a corrected one is acknowledged.
  const page3 = await open(`&whitelist=${encodeURIComponent('http://localhost:9')}`);
  await page3.waitForFunction(() => window.hostSimulator?.log.some((e) => e.kind === 'ct-init'));
  await page3.waitForTimeout(500);
  const refused = await kinds(page3);
  expect(
    'an init whose whitelist leaves out the host gets no acknowledgement',
    !refused.includes('in ct-init-ack'),
    refused,
  );
  await page3.evaluate(() => window.hostSimulator.init({ dialect: 'v1', originWhitelist: [window.location.origin] }));
  await page3.waitForFunction(() => window.hostSimulator.isReady(), null, { timeout: 5000 });
  expect('a corrected init is then acknowledged', (await kinds(page3)).includes('in ct-init-ack'), null);
  await page3.close();

  // A whitelist naming the host: the host may then talk to the app.
  const page4 = await open(`&whitelist=${encodeURIComponent(`${simulator.url} http://localhost:${SIMULATOR_PORT}`)}`);
  await page4.waitForFunction(() => window.hostSimulator?.isReady(), null, { timeout: 10_000 });
  const plan = await page4.evaluate(() => window.hostSimulator.send('navigate-plan'));
  expect('with a whitelist naming the host, commands are answered', plan.payload?.tab === 'plan', plan);
  await page4.close();
} finally {
  await browser.close();
  await simulator.close();
  await fixture.close();
  await rm(workDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed.`);
  process.exit(1);
}
console.log('\nHost simulator: all checks passed.');
