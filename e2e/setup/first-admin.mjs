// Run before the browser tests' server starts, on the same embedded database (DATA_DIR): the demo
// data (as the server seeds it), then the organization's first administrator, created with the
// admin command line as a practice manager would (docs/admin.md). What the command prints once —
// the TOTP secret and the recovery codes — is kept in DATA_DIR/e2e-first-admin.json for the
// journeys. Does nothing when the administrator is already there (a reused E2E_DATA_DIR).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIRST_ADMIN = { email: 'first.admin@e2e.example', password: 'harbor quilt evening 58' };
const ORGANIZATION = 'Demo Practice Group';

function admin(args, input) {
  return execFileSync(process.execPath, ['apps/server/dist/admin.js', ...args], {
    input,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}

admin(['seed-demo']);
if (!admin(['list-admins', '--organization', ORGANIZATION]).includes(FIRST_ADMIN.email)) {
  const printed = admin(
    [
      'create-admin',
      '--email',
      FIRST_ADMIN.email,
      '--name',
      'First Admin',
      '--organization',
      ORGANIZATION,
      '--password-stdin',
    ],
    `${FIRST_ADMIN.password}\n`,
  );
  const totpSecret = /^TOTP secret: (\S+)$/m.exec(printed)?.[1];
  const recoveryCodes = /^Recovery codes[^:]*: (.+)$/m.exec(printed)?.[1]?.split(' ');
  if (!totpSecret || !recoveryCodes) throw new Error(`Unexpected create-admin output: ${printed}`);
  writeFileSync(
    join(process.env.DATA_DIR ?? '.', 'e2e-first-admin.json'),
    JSON.stringify({ ...FIRST_ADMIN, totpSecret, recoveryCodes }),
  );
}
