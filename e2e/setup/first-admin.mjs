// Run before the browser tests' server starts, on the same embedded database (DATA_DIR): the demo
// data (as the server seeds it), then the organization's first administrator, created with the
// admin command line as a practice manager would (docs/admin.md), and a few more organization
// administrators the same way: the journeys that need "an organization administrator" take them in
// turn (orgAdmin() in e2e/pages/admin-console.ts), because a TOTP code is accepted once per
// administrator and one administrator signing in again would wait for the next 30-second step.
// What the command prints once — the TOTP secret and the recovery codes — is kept in
// DATA_DIR/e2e-first-admin.json and DATA_DIR/e2e-org-admins.json for the journeys. Does nothing for
// an administrator who is already there (a reused E2E_DATA_DIR).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIRST_ADMIN = {
  email: 'first.admin@e2e.example',
  name: 'First Admin',
  password: 'harbor quilt evening 58',
};
/**
 * Taken in turn with the first, an administrator signs in every third time: the code of the current
 * step or the next is accepted, so waiting would take three sign-ins of one administrator, seven in
 * all, within 30 s. Few, because each create-admin is a start of the command line and an argon2 hash.
 */
const MORE_ADMINS = [
  { email: 'second.admin@e2e.example', name: 'Second Admin', password: 'copper meadow lantern 14' },
  { email: 'third.admin@e2e.example', name: 'Third Admin', password: 'willow signal harbor 62' },
];
const ORGANIZATION = 'Demo Practice Group';

function admin(args, input) {
  return execFileSync(process.execPath, ['apps/server/dist/admin.js', ...args], {
    input,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}

/** Creates the administrator; returns it with what create-admin printed once. */
function createAdmin({ email, name, password }) {
  const printed = admin(
    ['create-admin', '--email', email, '--name', name, '--organization', ORGANIZATION, '--password-stdin'],
    `${password}\n`,
  );
  const totpSecret = /^TOTP secret: (\S+)$/m.exec(printed)?.[1];
  const recoveryCodes = /^Recovery codes[^:]*: (.+)$/m.exec(printed)?.[1]?.split(' ');
  if (!totpSecret || !recoveryCodes) throw new Error(`Unexpected create-admin output: ${printed}`);
  return { email, password, totpSecret, recoveryCodes };
}

const dataDir = process.env.DATA_DIR ?? '.';
admin(['seed-demo']);
const existing = admin(['list-admins', '--organization', ORGANIZATION]);
if (!existing.includes(FIRST_ADMIN.email)) {
  writeFileSync(join(dataDir, 'e2e-first-admin.json'), JSON.stringify(createAdmin(FIRST_ADMIN)));
}
if (!existing.includes(MORE_ADMINS[0].email)) {
  writeFileSync(join(dataDir, 'e2e-org-admins.json'), JSON.stringify(MORE_ADMINS.map(createAdmin)));
}
