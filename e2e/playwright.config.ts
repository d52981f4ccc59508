import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The production build against a fresh embedded database, on a port of its own — one such set per
 * Playwright worker (ADR 0062). Each worker's slot (its parallel index, 0 … workers − 1, kept by a
 * worker that restarts after a failure) has its own app server, database directory, local EHR, OpenID
 * Provider, mail catcher and SMS gateway, on the base ports below plus SLOT_PORT_STEP × slot, so two
 * journeys that change practice state never share it. Only the host simulator, a static page server
 * whose origin the demo-embed practice's whitelist names, is shared.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * The simulator's port: the demo-embed practice's whitelist allows exactly its origins on 3100. Another
 * port (HOST_SIMULATOR_PORT) lets a second run share the machine: e2e/setup/prepare.ts then whitelists that port.
 */
const HOST_SIMULATOR_PORT = Number(process.env.HOST_SIMULATOR_PORT ?? 3100);
process.env.HOST_SIMULATOR_PORT = String(HOST_SIMULATOR_PORT);
const HOST_SIMULATOR_ORIGINS = [`http://127.0.0.1:${HOST_SIMULATOR_PORT}`, `http://localhost:${HOST_SIMULATOR_PORT}`];
/** The local EHR of the SMART journeys (e2e/local-ehr): FHIR stub and EHR page, then its authorization server. */
const LOCAL_EHR_PORT = Number(process.env.LOCAL_EHR_PORT ?? 3850);
/** The mail catcher (e2e/mail-catcher): SMTP on this port, the messages it took over HTTP on the next. */
const SMTP_CATCHER_PORT = Number(process.env.SMTP_CATCHER_PORT ?? 2525);
/** The stand-in for Twilio's Messages API (e2e/sms-gateway), and the account the server texts with. */
const SMS_GATEWAY_PORT = Number(process.env.SMS_GATEWAY_PORT ?? 3875);
const SMS_ACCOUNT = `AC${'e2e0'.repeat(8)}`;
const SMS_AUTH_TOKEN = 'e2e-sms-gateway-token';
/** The named sign-in journeys' OpenID Provider (e2e/oidc-provider): its issuer is http://127.0.0.1:<port>. */
const OIDC_PROVIDER_PORT = Number(process.env.OIDC_PROVIDER_PORT ?? 3870);

/**
 * Workers, each with its slot's servers: two by default (CI's two cores; most of a journey's time is
 * the browser and the server waiting on each other), E2E_WORKERS to change it.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
/** A slot's ports are the base ports plus this times the slot: the whole layout fits in 10 ports per slot. */
const SLOT_PORT_STEP = 10;

interface Slot {
  port: number;
  dataDir: string;
  localEhrPort: number;
  smtpCatcherPort: number;
  smsGatewayPort: number;
  oidcProviderPort: number;
}

function makeSlots(): Slot[] {
  // E2E_DATA_DIR reuses a run's databases (one directory per slot inside it).
  const root = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'triage-e2e-'));
  return Array.from({ length: WORKERS }, (_, slot) => {
    const offset = slot * SLOT_PORT_STEP;
    const dataDir = join(root, `slot-${slot}`);
    mkdirSync(dataDir, { recursive: true });
    return {
      port: PORT + offset,
      dataDir,
      localEhrPort: LOCAL_EHR_PORT + offset,
      smtpCatcherPort: SMTP_CATCHER_PORT + offset,
      smsGatewayPort: SMS_GATEWAY_PORT + offset,
      oidcProviderPort: OIDC_PROVIDER_PORT + offset,
    };
  });
}

// Made once, in the runner's process; its workers inherit the table and load this file again.
process.env.E2E_SLOTS ??= JSON.stringify(makeSlots());
const slots = JSON.parse(process.env.E2E_SLOTS) as Slot[];

/**
 * In a worker (Playwright sets TEST_PARALLEL_INDEX before it loads this file, then the specs), the
 * variables the specs and page objects read name its own slot's servers and data directory.
 */
const mine = slots[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? slots[0];
if (process.env.TEST_PARALLEL_INDEX !== undefined && mine) {
  Object.assign(process.env, {
    E2E_DATA_DIR: mine.dataDir,
    LOCAL_EHR_PORT: String(mine.localEhrPort),
    SMTP_CATCHER_PORT: String(mine.smtpCatcherPort),
    SMS_GATEWAY_PORT: String(mine.smsGatewayPort),
    OIDC_PROVIDER_PORT: String(mine.oidcProviderPort),
  });
}

interface WebServer {
  command: string;
  cwd: string;
  url: string;
  reuseExistingServer: boolean;
  timeout: number;
  env: Record<string, string>;
}

/** One slot's servers: its helpers, then its app (which registers the local EHR), then the second host. */
function slotServers(slot: Slot): WebServer[] {
  const appOrigin = `http://127.0.0.1:${slot.port}`;
  /** A second copy on the port after the app's: allowed to frame the app, but not in the practice's whitelist. */
  const otherHostPort = slot.port + 1;
  return [
    {
      // The handout journeys' SMTP server and SMS gateway (issue 36), before the app that sends to them.
      command: 'node e2e/mail-catcher/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${slot.smtpCatcherPort + 1}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_CATCHER_PORT: String(slot.smtpCatcherPort) },
    },
    {
      command: 'node e2e/sms-gateway/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${slot.smsGatewayPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMS_GATEWAY_PORT: String(slot.smsGatewayPort), SMS_ACCOUNT, SMS_AUTH_TOKEN },
    },
    {
      // The local EHR of the SMART journeys (docs/smart-on-fhir.md), first: registering it
      // (e2e/setup/prepare.ts, below) reads its SMART configuration.
      command: 'node e2e/local-ehr/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${slot.localEhrPort}/ehr`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { LOCAL_EHR_PORT: String(slot.localEhrPort), APP_ORIGIN: appOrigin },
    },
    {
      // The OpenID Provider of the named sign-in journeys (issue 35): oidc-provider, users in two groups.
      command: 'node e2e/oidc-provider/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${slot.oidcProviderPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_PROVIDER_PORT: String(slot.oidcProviderPort), APP_ORIGIN: appOrigin },
    },
    {
      // The tests' database first, with the admin command line's commands in one process
      // (e2e/setup/prepare.ts): the demo data, an organization whose subscription has ended, the
      // first administrator and two more organization administrators (the admin journeys take them
      // in turn, see orgAdmin()), the access journey's own organization, and the local EHR
      // registered for the SMART journeys. Then the production build's server.
      command: 'npx tsx e2e/setup/prepare.ts && node apps/server/dist/main.js',
      cwd: '..',
      url: `${appOrigin}/readyz`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        PORT: String(slot.port),
        HOST: '127.0.0.1',
        DATA_DIR: slot.dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // The journeys count their own calls in Reports: no synthetic year of demo calls.
        DEMO_CALL_EVENTS: 'false',
        // The EHR host simulator (below) and this slot's second host may frame the app; any other page may not.
        FRAME_ANCESTORS: `'self' ${[...HOST_SIMULATOR_ORIGINS, `http://127.0.0.1:${otherHostPort}`].join(' ')} http://127.0.0.1:${slot.localEhrPort}`,
        LOCAL_EHR_PORT: String(slot.localEhrPort),
        // The local EHR listens on 127.0.0.1 over http: the server (and the setup's register-ehr)
        // may fetch its SMART configuration and keys only under this development flag (issue 33).
        ALLOW_PRIVATE_EHR_ADDRESSES: 'true',
        // Named sign-in (issue 35): a refresh check every 5 seconds (the redirect URI's origin is
        // PUBLIC_URL, below).
        OIDC_REFRESH_CHECK_SECONDS: '5',
        // Run-time configuration the journeys check (banners and links).
        TOP_BANNER: 'Training environment: practice calls only',
        BOTTOM_BANNER: 'Escalations: call the clinical lead',
        CLINICAL_USERS_GUIDE_URL: 'https://guide.example.org/request',
        SUPPORT_RESOURCES_URL: 'https://help.example.org',
        // Handouts by e-mail through the mail catcher (STARTTLS, its own certificate) and by text
        // through the SMS gateway stand-in; the links they carry, and named sign-in's redirect URI,
        // point here.
        PUBLIC_URL: appOrigin,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(slot.smtpCatcherPort),
        SMTP_FROM: 'handouts@demo-practice.example',
        SMTP_ALLOW_SELF_SIGNED: 'true',
        SMS_PROVIDER: 'twilio',
        SMS_ACCOUNT,
        SMS_AUTH_TOKEN,
        // The stand-in signs its status callbacks with the account's token, as Twilio does (ADR 0064).
        SMS_CALLBACK_AUTH_TOKEN: SMS_AUTH_TOKEN,
        SMS_FROM: '+15550100199',
        SMS_API_URL: `http://127.0.0.1:${slot.smsGatewayPort}`,
      },
    },
    {
      command: 'node e2e/host-simulator/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${otherHostPort}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { HOST_SIMULATOR_PORT: String(otherHostPort), HOST_SIMULATOR_HOST: '127.0.0.1' },
    },
  ];
}

export default defineConfig({
  testDir: './specs',
  // A spec file's tests run in order in one worker; the files are shared out between the workers.
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // A journey takes 5-20 s in CI; on a shared machine three or four times slower the longest of them
  // passed 30 s while still making progress (no step stalled): a test's time limit is for a hang.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${mine?.port ?? PORT}`,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    ...slots.flatMap(slotServers),
    {
      // The EHR host simulator of the bridge journeys (docs/bridge.md), on another origin: a static
      // page, shared by every slot.
      command: 'node e2e/host-simulator/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${HOST_SIMULATOR_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { HOST_SIMULATOR_PORT: String(HOST_SIMULATOR_PORT), HOST_SIMULATOR_HOST: '127.0.0.1' },
    },
  ],
});
