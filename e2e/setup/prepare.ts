/**
 * Prepares the browser tests' embedded database (DATA_DIR) before their server starts, with the
 * admin command line's own commands run in one process on one open database (the command line's
 * `openCommandLine`), as an administrator would type them — not a process per command. Each part
 * does nothing when it is already there (a reused E2E_DATA_DIR):
 *
 * - the demo data, as the server seeds it (`seed-demo`);
 * - an organization whose only subscription has ended, with a practice that does not enforce
 *   subscriptions, so its nurses still sign in and About shows the ended subscription;
 * - the organization's first administrator and two more: the journeys that need "an organization
 *   administrator" take them in turn (orgAdmin() in e2e/pages/admin-console.ts), because a TOTP code
 *   is accepted once per administrator; what create-admin prints once (TOTP secret, recovery codes)
 *   is kept in DATA_DIR/e2e-first-admin.json and e2e-org-admins.json;
 * - the access journey's own organization (admin-access.spec.ts), so that rotating its practice's
 *   password and ending its sessions touch no other journey (DATA_DIR/e2e-access-admin.json);
 * - the named sign-in journey's own organization, one seat, its practice (made by the command line, with the default call-note template it starts with; DATA_DIR/e2e-named-admin.json);
 * - the local EHR (e2e/local-ehr) registered for the demo practice: FHIR bases that launch (S256
 *   only), advertise plain PKCE, or offer none; /fhir-unknown stays unregistered.
 *
 *   npx tsx e2e/setup/prepare.ts
 */
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openCommandLine } from '../../apps/server/src/cli/command-line.ts';
import { DEMO_PRACTICES } from '../../apps/server/src/seed/seed.ts';

export const LAPSED_PRACTICE = 'e2e-lapsed';
export const LAPSED_PASSWORD = 'quiet-harbour-lantern-9';
export const FIRST_ADMIN = {
  email: 'first.admin@e2e.example',
  name: 'First Admin',
  password: 'harbor quilt evening 58',
};
const MORE_ADMINS = [
  { email: 'second.admin@e2e.example', name: 'Second Admin', password: 'copper meadow lantern 14' },
  { email: 'third.admin@e2e.example', name: 'Third Admin', password: 'willow signal harbor 62' },
];
const DEMO_ORGANIZATION = 'Demo Practice Group';
const ACCESS = {
  practice: 'e2e-access',
  practicePassword: 'amber-orchard-signal-7',
  organization: 'Access Journey Group (browser tests)',
  admin: { email: 'access.admin@e2e.example', name: 'Access Admin', password: 'granite willow harbor 31' },
};
/** The named sign-in journey's organization (journey-named-sign-in.spec.ts): its own, so turning its form off touches no other journey. */
const NAMED = {
  practice: 'e2e-named',
  practicePassword: 'cobalt-meadow-ferry-64',
  organization: 'Lakeside Health',
  admin: { email: 'named.admin@e2e.example', name: 'Named Admin', password: 'quartz harbor lantern 58' },
};
const LOCAL_EHR_PORT = Number(process.env.LOCAL_EHR_PORT ?? 3850);
const LOCAL_EHR_ORIGIN = `http://127.0.0.1:${LOCAL_EHR_PORT}`;
const LOCAL_EHR_AUTH_ORIGIN = `http://127.0.0.1:${LOCAL_EHR_PORT + 1}`;
const SMART_CLIENT_ID = 'triage-desk-e2e';

const dataDir = process.env.DATA_DIR ?? '.';
const commandLine = await openCommandLine();

/** Runs one command; returns what it printed, or throws with it when the command failed. */
async function admin(argv: string[], stdin = ''): Promise<string> {
  const lines: string[] = [];
  const io = {
    out: (line: string) => lines.push(line),
    err: (line: string) => lines.push(line),
    readFile: (path: string) => readFile(path, 'utf8'),
    readStdin: async () => stdin,
  };
  const code = await commandLine.run(argv, io);
  const printed = lines.join('\n');
  if (code !== 0) throw new Error(`admin ${argv[0]} failed (${code}):\n${printed}`);
  return printed;
}

function idIn(printed: string, pattern: RegExp): string {
  const id = pattern.exec(printed)?.[1];
  if (!id) throw new Error(`No id in: ${printed}`);
  return id;
}

/** Creates the administrator; returns it with what create-admin printed once. */
async function createAdmin(account: { email: string; name: string; password: string }, organization: string) {
  const printed = await admin(
    [
      'create-admin',
      '--email',
      account.email,
      '--name',
      account.name,
      '--organization',
      organization,
      '--password-stdin',
    ],
    `${account.password}\n`,
  );
  const totpSecret = /^TOTP secret: (\S+)$/m.exec(printed)?.[1];
  const recoveryCodes = /^Recovery codes[^:]*: (.+)$/m.exec(printed)?.[1]?.split(' ');
  if (!totpSecret || !recoveryCodes) throw new Error(`Unexpected create-admin output: ${printed}`);
  return { email: account.email, password: account.password, totpSecret, recoveryCodes };
}

async function lapsedOrganization(practices: string): Promise<void> {
  if (practices.includes(LAPSED_PRACTICE)) return;
  const organization = 'Lapsed Subscription Group (browser tests)';
  await admin(['create-organization', '--name', organization]);
  const added = await admin([
    ...['add-subscription', '--organization', organization],
    ...['--type', 'annual', '--seats', '5', '--start', '2025-01-01'],
  ]);
  await admin(['change-subscription', '--id', idIn(added, /subscription (\d+)/), '--end', 'now']);
  await admin(
    [
      'create-practice',
      '--practice',
      LAPSED_PRACTICE,
      '--name',
      'Lapsed Practice',
      '--organization',
      organization,
      '--password-stdin',
    ],
    `${LAPSED_PASSWORD}\n`,
  );
}

async function demoAdministrators(): Promise<void> {
  const existing = await admin(['list-admins', '--organization', DEMO_ORGANIZATION]);
  if (!existing.includes(FIRST_ADMIN.email)) {
    writeFileSync(
      join(dataDir, 'e2e-first-admin.json'),
      JSON.stringify(await createAdmin(FIRST_ADMIN, DEMO_ORGANIZATION)),
    );
  }
  if (!MORE_ADMINS.every((account) => existing.includes(account.email))) {
    const more = [];
    for (const account of MORE_ADMINS) more.push(await createAdmin(account, DEMO_ORGANIZATION));
    writeFileSync(join(dataDir, 'e2e-org-admins.json'), JSON.stringify(more));
  }
}

async function accessPractice(practices: string): Promise<void> {
  if (practices.includes(ACCESS.practice)) return;
  await admin(['create-organization', '--name', ACCESS.organization]);
  const location = idIn(
    await admin(['create-location', '--organization', ACCESS.organization, '--name', 'Harbour Clinic']),
    /location (\d+)/,
  );
  await admin([
    ...['add-subscription', '--organization', ACCESS.organization],
    ...['--type', 'annual', '--seats', '10', '--start', '2025-01-01'],
  ]);
  await admin(
    [
      ...['create-practice', '--practice', ACCESS.practice, '--name', 'Access Journey Practice'],
      ...['--organization', ACCESS.organization, '--password-stdin'],
    ],
    `${ACCESS.practicePassword}\n`,
  );
  await admin(['update-practice', '--practice', ACCESS.practice, '--location', location]);
  await admin(['grant-content-sets', '--practice', ACCESS.practice, '--content-sets', 'oh_adult']);
  const { totpSecret } = await createAdmin(ACCESS.admin, ACCESS.organization);
  writeFileSync(
    join(dataDir, 'e2e-access-admin.json'),
    JSON.stringify({
      email: ACCESS.admin.email,
      password: ACCESS.admin.password,
      totpSecret,
      practice: ACCESS.practice,
      practicePassword: ACCESS.practicePassword,
    }),
  );
}

async function namedSignInOrganization(practices: string): Promise<void> {
  if (practices.includes(NAMED.practice)) return;
  await admin(['create-organization', '--name', NAMED.organization]);
  await admin([
    ...['add-subscription', '--organization', NAMED.organization],
    ...['--type', 'annual', '--seats', '1', '--start', '2025-01-01'],
  ]);
  await admin(
    [
      ...['create-practice', '--practice', NAMED.practice, '--name', 'Lakeside Family Practice'],
      ...['--organization', NAMED.organization, '--password-stdin'],
    ],
    `${NAMED.practicePassword}\n`,
  );
  await admin(['grant-content-sets', '--practice', NAMED.practice, '--content-sets', 'oh_adult']);
  const { totpSecret } = await createAdmin(NAMED.admin, NAMED.organization);
  writeFileSync(
    join(dataDir, 'e2e-named-admin.json'),
    JSON.stringify({
      email: NAMED.admin.email,
      password: NAMED.admin.password,
      totpSecret,
      practice: NAMED.practice,
      practicePassword: NAMED.practicePassword,
    }),
  );
}

async function localEhr(): Promise<void> {
  const registered = await admin(['list-ehr-connections']);
  for (const base of ['fhir', 'fhir-plain', 'fhir-nopkce']) {
    const issuer = `${LOCAL_EHR_ORIGIN}/${base}`;
    if (registered.includes(`\t${issuer}\t`)) continue;
    await admin([
      ...['register-ehr', '--practice', 'demo', '--issuer', issuer],
      ...['--client-id', SMART_CLIENT_ID, '--origin', LOCAL_EHR_AUTH_ORIGIN],
    ]);
  }
}

/**
 * The demo-embed practice's whitelist names the EHR host simulator's origins on port 3100 (the seed).
 * A run whose simulator is on another port (HOST_SIMULATOR_PORT, a machine shared with other runs)
 * names that port instead, with the same options otherwise, so that its bridge journeys run too.
 */
async function simulatorWhitelist(): Promise<void> {
  const port = Number(process.env.HOST_SIMULATOR_PORT ?? 3100);
  const embed = DEMO_PRACTICES.find((practice) => practice.practiceId === 'demo-embed');
  const summary = embed?.options.callSummaryOptions as Record<string, unknown> | undefined;
  if (port === 3100 || !embed || !summary) return;
  const options = {
    ...embed.options,
    callSummaryOptions: { ...summary, originWhitelist: [`http://127.0.0.1:${port}`, `http://localhost:${port}`] },
  };
  const file = join(dataDir, 'e2e-demo-embed-options.json');
  writeFileSync(file, JSON.stringify(options));
  await admin(['set-options', '--practice', embed.practiceId, '--file', file]);
}

try {
  await admin(['seed-demo']);
  await simulatorWhitelist();
  const practices = await admin(['list-practices']);
  await lapsedOrganization(practices);
  await demoAdministrators();
  await accessPractice(practices);
  await namedSignInOrganization(practices);
  await localEhr();
} finally {
  await commandLine.close();
}
