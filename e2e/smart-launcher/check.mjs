/**
 * Triage Desk against the SMART Health IT launcher (smart-launcher-v2), which you start yourself.
 * Everything on 127.0.0.1; nothing of the launcher is in this repository.
 *
 * 1. The FHIR server behind the launcher (open, in memory; seeded Patient/pat-1 Pat Example,
 *    Encounter/enc-1, Practitioner/prac-1 Nina Nurse, RN), from this repository's root:
 *      FHIR_PORT=4100 node e2e/smart-launcher/fhir-open.mjs
 * 2. The launcher, started per the launcher's own README (production mode) with this environment:
 *      NODE_ENV=production PORT=4200 HOST=127.0.0.1 FHIR_SERVER_R4=http://127.0.0.1:4100
 *      FHIR_SERVER_R3= FHIR_SERVER_R2=
 *    Its issuer is then http://127.0.0.1:4200/v/r4/fhir (authorize, token and JWKS on the same origin).
 * 3. A Triage Desk production build in demo mode (DEMO_MODE=true, e.g. PORT=3900 HOST=127.0.0.1;
 *    ALLOW_PRIVATE_EHR_ADDRESSES=true, since the launcher is on this machine) with the launcher registered for practice `demo` (the launcher takes any client id):
 *      npm run admin -- register-ehr --practice demo --issuer http://127.0.0.1:4200/v/r4/fhir \
 *        --client-id triage-desk-launcher
 *    or let this check run that command by giving APP_DATA_DIR (the app's DATA_DIR; APP_DIR = the
 *    build's root, default here). With the embedded database the app must be stopped while it runs:
 *    run the check once before starting the app, then again with the app up.
 * 4. LAUNCHER_ORIGIN=http://127.0.0.1:4200 APP_ORIGIN=http://127.0.0.1:3900 node e2e/smart-launcher/check.mjs
 *    (FHIR_ORIGIN, default http://127.0.0.1:4100: where the Encounters are read back; needs /usr/bin/chromium)
 *
 * It launches Triage Desk from the launcher for pat-1 / prac-1 in headless Chromium, takes two
 * short calls (the second after RESET, confirmed for the patient), sends both to the chart, reads
 * them back, and replays the launch's id_token. One PASS/FAIL line per step, then a count.
 */
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';

const LAUNCHER = process.env.LAUNCHER_ORIGIN ?? 'http://127.0.0.1:4200';
const APP = process.env.APP_ORIGIN ?? 'http://127.0.0.1:3900';
const FHIR = process.env.FHIR_ORIGIN ?? 'http://127.0.0.1:4100';
const ISSUER = `${LAUNCHER}/v/r4/fhir`;
const PATIENT = 'Pat Example (born 2019-05-14, Female, MRN MRN-1001)';
const NURSE = 'Nina Nurse, RN';
const results = { passed: 0, failed: 0 };

/** Runs one step: PASS with its detail, or FAIL with the reason; answers whether it passed. */
async function step(name, run) {
  try {
    const detail = await run();
    results.passed += 1;
    console.log(`PASS ${name}${detail ? ` — ${detail}` : ''}`);
    return true;
  } catch (error) {
    results.failed += 1;
    console.log(`FAIL ${name} — ${String(error.message ?? error).split('\n')[0]}`);
    return false;
  }
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

function claimsOf(jwt) {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
}

/** The call's Encounters in the FHIR server, by Triage Desk call id. */
async function callEncounters() {
  const bundle = await (await fetch(`${FHIR}/Encounter?_count=1000`)).json();
  const counts = new Map();
  for (const { resource } of bundle.entry ?? []) {
    const id = resource.identifier?.find((i) => i.system?.endsWith('/NamingSystem/call-id'))?.value;
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

async function read(location) {
  const [type, id] = location.split('/');
  const response = await fetch(`${FHIR}/${type}/${id}`);
  check(response.ok, `${type}/${id}: ${response.status}`);
  return response.json();
}

function summary() {
  console.log(`${results.passed} passed, ${results.failed} failed`);
  process.exit(results.failed ? 1 : 0);
}

if (process.env.APP_DATA_DIR) {
  await step('register the launcher (npm run admin -- register-ehr)', () => {
    const args = ['run', 'admin', '--', 'register-ehr', '--practice', 'demo', '--issuer', ISSUER];
    const { status, stdout, stderr } = spawnSync('npm', [...args, '--client-id', 'triage-desk-launcher'], {
      cwd: process.env.APP_DIR ?? process.cwd(),
      env: {
        ...process.env,
        DATA_DIR: process.env.APP_DATA_DIR,
        ALLOW_PRIVATE_EHR_ADDRESSES: 'true',
        PATH: `node_modules/.bin:${process.env.PATH}`,
      },
      encoding: 'utf8',
    });
    if (status !== 0 && /already registered/.test(stdout + stderr)) return 'already registered';
    check(status === 0, (stderr || stdout).trim().split('\n').at(-1));
    return ISSUER;
  });
  if (!(await fetch(`${APP}/readyz`).catch(() => null))?.ok) {
    console.log(`SKIP the rest: Triage Desk is not answering at ${APP}; start it and run again without APP_DATA_DIR`);
    summary();
  }
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true });
const context = await browser.newContext();
await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP });
const page = await context.newPage();
const seen = { nonce: '', idToken: '' };
page.on('request', (request) => {
  if (request.url().includes('/auth/authorize')) seen.nonce = new URL(request.url()).searchParams.get('nonce') ?? '';
});
// The launcher's token answer on its way to the app, as someone who copied it would see it.
await page.route('**/auth/token', async (route) => {
  const response = await route.fetch();
  const body = await response.json();
  seen.idToken = body.id_token ?? seen.idToken;
  await route.fulfill({ response, json: body });
});

const app = {
  banner: page.getByRole('region', { name: 'Patient' }),
  send: page.getByRole('button', { name: /^Send(ing)? to chart|^Sent to chart at/ }),
  sent: page.getByRole('dialog', { name: 'Sent to chart' }),
  refused: page.getByRole('dialog', { name: 'Send to chart refused' }),
  confirm: page.getByRole('alertdialog', { name: 'Confirm the patient' }),
};

/** Pediatric Fever, "Fever with no complications", COPY, Send to chart. */
async function feverCallSent(confirm) {
  await page.getByRole('combobox', { name: 'Search protocols' }).fill('Fever');
  await page
    .getByRole('listbox', { name: 'Protocols' })
    .getByRole('option', { name: /Pediatric Fever \(3 Months or Older\)/ })
    .first()
    .locator('[data-action="add-to-call"]')
    .click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Triage' }).click();
  await page.getByRole('checkbox', { name: /Fever with no complications/ }).check();
  await page.getByRole('button', { name: 'COPY' }).click();
  await app.send.click();
  if (confirm) await confirm();
  await Promise.race([app.sent.waitFor(), app.refused.waitFor()]);
  if (await app.refused.isVisible()) throw new Error(`refused: ${await app.refused.innerText()}`);
  const created = await app.sent.getByRole('list', { name: 'Created in the chart' }).getByRole('listitem');
  const locations = await created.allTextContents();
  await page.keyboard.press('Escape');
  return locations;
}

page.setDefaultTimeout(20_000);
const launch = `${LAUNCHER}/launcher?${new URLSearchParams({
  launch_uri: `${APP}/smart/launch`,
  fhir_ver: '4',
  patient: 'pat-1',
  provider: 'prac-1',
})}`;
const launched = await step('EHR launch from the launcher signs the nurse in', async () => {
  await page.goto(launch);
  await page.waitForURL('**/protocols', { timeout: 30_000 }).catch(() => {});
  check(new URL(page.url()).pathname === '/protocols', `at ${page.url()}: ${(await page.innerText('body')).trim()}`);
  const claims = claimsOf(seen.idToken);
  check(claims.nonce === seen.nonce, `id_token nonce ${claims.nonce} is not the request's ${seen.nonce}`);
  const names = ['name', 'given_name', 'family_name'].filter((claim) => claim in claims);
  return `id_token fhirUser ${claims.fhirUser}, nonce echoed, name claims: ${names.join(', ') || 'none'}`;
});
if (!launched) {
  await browser.close();
  summary();
}

await step('the nurse is named from her Practitioner', async () => {
  const menu = page.getByRole('button', { name: 'User menu' });
  await menu.filter({ hasText: NURSE }).waitFor();
  return (await menu.innerText()).split('\n')[0];
});
await step('the banner shows the launched patient', async () => {
  await app.banner.filter({ hasText: `Patient: ${PATIENT}` }).waitFor();
  return (await app.banner.innerText()).replace(/\s+/g, ' ').trim();
});

const before = await callEncounters();
let first = [];
await step('the first call is sent to the chart without a question', async () => {
  first = await feverCallSent();
  return first.join(', ');
});
await step('read back: the Encounter and Provenance in the FHIR server', async () => {
  const encounter = await read(first.find((l) => l.startsWith('Encounter/')) ?? 'Encounter/none');
  const callId = encounter.identifier?.find((i) => i.system?.endsWith('/NamingSystem/call-id'))?.value;
  check(encounter.subject?.reference === 'Patient/pat-1', `subject ${encounter.subject?.reference}`);
  check(callId, 'no call-id identifier');
  const provenance = await read(first.find((l) => l.startsWith('Provenance/')) ?? 'Provenance/none');
  const who = provenance.agent?.[0]?.who;
  check(who?.reference === 'Practitioner/prac-1' && who?.display === NURSE, `author ${JSON.stringify(who)}`);
  return `Encounter ${encounter.id} (call ${callId}, partOf ${encounter.partOf?.reference ?? 'none'}), author ${who.display}`;
});

await step('RESET: the banner says the next call is not confirmed for the patient', async () => {
  await page.getByRole('button', { name: 'RESET' }).click();
  await app.banner.filter({ hasText: 'This call is not confirmed for this patient' }).waitFor();
});
let asked = '';
await step('the second call asks to confirm the patient, then is sent', async () => {
  const second = await feverCallSent(async () => {
    await app.confirm.waitFor();
    asked = (await app.confirm.innerText()).split('\n').find((line) => line.includes('Send this call')) ?? '';
    await app.confirm.getByRole('button', { name: 'Send to this chart' }).click();
  });
  check(asked.includes(`Send this call to the chart of ${PATIENT}?`), `asked: ${asked}`);
  return `asked "${asked}"; ${second.find((l) => l.startsWith('Encounter/'))}`;
});
await step('two Encounters in the chart, one per call id', async () => {
  const added = [...(await callEncounters())].filter(([id]) => !before.has(id));
  check(added.length === 2 && added.every(([, count]) => count === 1), `new: ${JSON.stringify(added)}`);
  return added.map(([id]) => id).join(', ');
});

if (seen.idToken) {
  await step('the launch id_token, sent again, is refused', async () => {
    const answer = await page.evaluate(
      async (body) => {
        const response = await fetch('/api/smart/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, code: (await response.json()).error?.code };
      },
      { issuer: ISSUER, idToken: seen.idToken },
    );
    check(answer.status === 401 && answer.code === 'invalidEhrLaunch', `answered ${JSON.stringify(answer)}`);
    return `${answer.status} ${answer.code}`;
  });
} else {
  console.log('SKIP id_token replay: the token answer was not seen from the page');
}

await browser.close();
summary();
