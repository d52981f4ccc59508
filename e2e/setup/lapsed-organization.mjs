// Run before the browser tests' server starts, on the same embedded database (DATA_DIR): an
// organization whose only subscription has ended, and a practice of it that does not enforce
// subscriptions, so that its nurses still sign in and the About dialog shows the ended
// subscription. Made with the admin command line (the production build's dist/admin.js), as an
// administrator would. Does nothing when the practice is already there (a reused E2E_DATA_DIR).
import { execFileSync } from 'node:child_process';

export const LAPSED_PRACTICE = 'e2e-lapsed';
export const LAPSED_PASSWORD = 'quiet-harbour-lantern-9';
const ORGANIZATION = 'Lapsed Subscription Group (browser tests)';

function admin(args, input) {
  return execFileSync(process.execPath, ['apps/server/dist/admin.js', ...args], {
    input,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}

if (!admin(['list-practices']).includes(LAPSED_PRACTICE)) {
  admin(['create-organization', '--name', ORGANIZATION]);
  const added = admin([
    'add-subscription',
    '--organization',
    ORGANIZATION,
    '--type',
    'annual',
    '--seats',
    '5',
    '--start',
    '2025-01-01',
  ]);
  const id = /subscription (\d+)/.exec(added)?.[1];
  if (!id) throw new Error(`No subscription id in: ${added}`);
  admin(['change-subscription', '--id', id, '--end', 'now']);
  admin(
    [
      'create-practice',
      '--practice',
      LAPSED_PRACTICE,
      '--name',
      'Lapsed Practice',
      '--organization',
      ORGANIZATION,
      '--password-stdin',
    ],
    `${LAPSED_PASSWORD}\n`,
  );
}
