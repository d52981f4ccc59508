import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** The production build against a fresh embedded database, on a port of its own. */
const PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * The simulator's port: the demo-embed practice's whitelist allows exactly its origins on 3100. Another
 * port (HOST_SIMULATOR_PORT) lets a second run share the machine; its bridge journeys are then refused.
 */
const HOST_SIMULATOR_PORT = Number(process.env.HOST_SIMULATOR_PORT ?? 3100);
process.env.HOST_SIMULATOR_PORT = String(HOST_SIMULATOR_PORT);
/** A second copy on the port after the app's: allowed to frame the app, but not in the practice's whitelist. */
const OTHER_HOST_PORT = PORT + 1;
const HOST_SIMULATOR_ORIGINS = [
  `http://127.0.0.1:${HOST_SIMULATOR_PORT}`,
  `http://localhost:${HOST_SIMULATOR_PORT}`,
  `http://127.0.0.1:${OTHER_HOST_PORT}`,
];
/** The local EHR of the SMART journeys (e2e/local-ehr): FHIR stub and EHR page, then its authorization server. */
const LOCAL_EHR_PORT = Number(process.env.LOCAL_EHR_PORT ?? 3850);
/** The mail catcher (e2e/mail-catcher): SMTP on this port, the messages it took over HTTP on the next. */
const SMTP_CATCHER_PORT = Number(process.env.SMTP_CATCHER_PORT ?? 2525);
process.env.SMTP_CATCHER_PORT = String(SMTP_CATCHER_PORT);
/** The stand-in for Twilio's Messages API (e2e/sms-gateway), and the account the server texts with. */
const SMS_GATEWAY_PORT = Number(process.env.SMS_GATEWAY_PORT ?? 3875);
process.env.SMS_GATEWAY_PORT = String(SMS_GATEWAY_PORT);
const SMS_ACCOUNT = `AC${'e2e0'.repeat(8)}`;
const SMS_AUTH_TOKEN = 'e2e-sms-gateway-token';
/** The named sign-in journeys' OpenID Provider (e2e/oidc-provider): its issuer is http://127.0.0.1:<port>. */
const OIDC_PROVIDER_PORT = Number(process.env.OIDC_PROVIDER_PORT ?? 3870);
process.env.OIDC_PROVIDER_PORT = String(OIDC_PROVIDER_PORT);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'triage-e2e-'));
// The workers read what the setup wrote there (e2e/setup/prepare.ts): the same directory.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
    {
      // The handout journeys' SMTP server and SMS gateway (issue 36), before the app that sends to them.
      command: 'node e2e/mail-catcher/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${SMTP_CATCHER_PORT + 1}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMTP_CATCHER_PORT: String(SMTP_CATCHER_PORT) },
    },
    {
      command: 'node e2e/sms-gateway/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${SMS_GATEWAY_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SMS_GATEWAY_PORT: String(SMS_GATEWAY_PORT), SMS_ACCOUNT, SMS_AUTH_TOKEN },
    },
    {
      // The local EHR of the SMART journeys (docs/smart-on-fhir.md), first: registering it
      // (e2e/setup/prepare.ts, below) reads its SMART configuration.
      command: 'node e2e/local-ehr/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${LOCAL_EHR_PORT}/ehr`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { LOCAL_EHR_PORT: String(LOCAL_EHR_PORT), APP_ORIGIN: `http://127.0.0.1:${PORT}` },
    },
    {
      // The OpenID Provider of the named sign-in journeys (issue 35): oidc-provider, users in two groups.
      command: 'node e2e/oidc-provider/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${OIDC_PROVIDER_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_PROVIDER_PORT: String(OIDC_PROVIDER_PORT), APP_ORIGIN: `http://127.0.0.1:${PORT}` },
    },
    {
      // The tests' database first, with the admin command line's commands in one process
      // (e2e/setup/prepare.ts): the demo data, an organization whose subscription has ended, the
      // first administrator and two more organization administrators (the admin journeys take them
      // in turn, see orgAdmin()), the access journey's own organization, and the local EHR
      // registered for the SMART journeys. Then the production build's server.
      command: 'npx tsx e2e/setup/prepare.ts && node apps/server/dist/main.js',
      cwd: '..',
      url: `http://127.0.0.1:${PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // The journeys count their own calls in Reports: no synthetic year of demo calls.
        DEMO_CALL_EVENTS: 'false',
        // The EHR host simulator (below) may frame the app; any other page may not.
        FRAME_ANCESTORS: `'self' ${HOST_SIMULATOR_ORIGINS.join(' ')} http://127.0.0.1:${LOCAL_EHR_PORT}`,
        LOCAL_EHR_PORT: String(LOCAL_EHR_PORT),
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
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(SMTP_CATCHER_PORT),
        SMTP_FROM: 'handouts@demo-practice.example',
        SMTP_ALLOW_SELF_SIGNED: 'true',
        SMS_PROVIDER: 'twilio',
        SMS_ACCOUNT,
        SMS_AUTH_TOKEN,
        // The stand-in signs its status callbacks with the account's token, as Twilio does (ADR 0064).
        SMS_CALLBACK_AUTH_TOKEN: SMS_AUTH_TOKEN,
        SMS_FROM: '+15550100199',
        SMS_API_URL: `http://127.0.0.1:${SMS_GATEWAY_PORT}`,
      },
    },
    {
      // The EHR host simulator of the bridge journeys (docs/bridge.md), on another origin.
      command: 'node e2e/host-simulator/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${HOST_SIMULATOR_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { HOST_SIMULATOR_PORT: String(HOST_SIMULATOR_PORT), HOST_SIMULATOR_HOST: '127.0.0.1' },
    },
    {
      command: 'node e2e/host-simulator/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${OTHER_HOST_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { HOST_SIMULATOR_PORT: String(OTHER_HOST_PORT), HOST_SIMULATOR_HOST: '127.0.0.1' },
    },
  ],
});
