// Run before the browser tests' server starts, on the same embedded database (DATA_DIR): an
// organization of its own for the access journey (admin-access.spec.ts), so that rotating its
// practice's shared password and ending its sessions touch no other journey: a location, a
// subscription, the practice and its organization administrator, made with the admin command line.
// What create-admin prints once (the TOTP secret) is kept in DATA_DIR/e2e-access-admin.json.
// Does nothing when the practice is already there (a reused E2E_DATA_DIR).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PRACTICE = 'e2e-access';
const PASSWORD = 'amber-orchard-signal-7';
const ORGANIZATION = 'Access Journey Group (browser tests)';
const ADMIN = { email: 'access.admin@e2e.example', password: 'granite willow harbor 31' };

function admin(args, input) {
  return execFileSync(process.execPath, ['apps/server/dist/admin.js', ...args], {
    input,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}

if (!admin(['list-practices']).includes(PRACTICE)) {
  admin(['create-organization', '--name', ORGANIZATION]);
  const location = /location (\d+)/.exec(
    admin(['create-location', '--organization', ORGANIZATION, '--name', 'Harbour Clinic']),
  )?.[1];
  if (!location) throw new Error('No location id printed');
  admin([
    'add-subscription',
    '--organization',
    ORGANIZATION,
    '--type',
    'annual',
    '--seats',
    '10',
    '--start',
    '2025-01-01',
  ]);
  admin(
    [
      'create-practice',
      '--practice',
      PRACTICE,
      '--name',
      'Access Journey Practice',
      '--organization',
      ORGANIZATION,
      '--password-stdin',
    ],
    `${PASSWORD}\n`,
  );
  admin(['update-practice', '--practice', PRACTICE, '--location', location]);
  admin(['grant-content-sets', '--practice', PRACTICE, '--content-sets', 'oh_adult']);
  const printed = admin(
    [
      'create-admin',
      '--email',
      ADMIN.email,
      '--name',
      'Access Admin',
      '--organization',
      ORGANIZATION,
      '--password-stdin',
    ],
    `${ADMIN.password}\n`,
  );
  const totpSecret = /^TOTP secret: (\S+)$/m.exec(printed)?.[1];
  if (!totpSecret) throw new Error(`Unexpected create-admin output: ${printed}`);
  writeFileSync(
    join(process.env.DATA_DIR ?? '.', 'e2e-access-admin.json'),
    JSON.stringify({ ...ADMIN, totpSecret, practice: PRACTICE, practicePassword: PASSWORD }),
  );
}
