/**
 * Demo only when asked for. The demo practices (password "demo"), their SSO links and the demo
 * content exist only in demo mode: DEMO_MODE=true, or — the quick start, `npm ci && npm start` —
 * DEMO_MODE unset on the embedded database listening on a loopback address. A server listening on
 * any other address refuses to start while demo doors (a demo practice, SSO link or administrator) are
 * open in its database, unless DEMO_MODE
 * is set to true explicitly.
 */
import { isIP } from 'node:net';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { findDemoDoors } from '../repositories/demo-seed.repository.ts';
import { sha256Hex } from './secrets.ts';

/** localhost, 127.0.0.0/8, ::1 and ::ffff:127.x: only this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const value = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (value === 'localhost') return true;
  if (isIP(value) === 4) return value.startsWith('127.');
  if (isIP(value) === 6) return value === '::1' || /^::ffff:127\./.test(value);
  return false;
}

/** Whether this server runs in demo mode (and seeds the demo data). */
export function isDemoMode(config: Pick<Config, 'DEMO_MODE' | 'HOST'>, engine: 'pglite' | 'postgres'): boolean {
  return config.DEMO_MODE ?? (engine === 'pglite' && isLoopbackHost(config.HOST));
}

class DemoDoorsOpenError extends Error {
  constructor(host: string, doors: string[]) {
    super(
      `Refusing to listen on ${host} with demo data in the database (${doors.join(', ')}): anyone who can reach ` +
        "this server could sign in with the demo password, a demo SSO link or a demo administrator's published " +
        'password and TOTP secret. Delete the demo practices (npm run admin -- update-practice --practice <id> ' +
        '--deleted true) and their SSO mappings, deactivate the demo administrators (npm run admin -- ' +
        'deactivate-admin --email <e-mail>), or set ' +
        'DEMO_MODE=true if this really is a demo.',
    );
    this.name = 'DemoDoorsOpenError';
  }
}

/** Throws DemoDoorsOpenError when a non-loopback server not explicitly in demo mode has demo doors open. */
export async function assertNoDemoDoors(
  db: Database,
  config: Pick<Config, 'DEMO_MODE' | 'HOST'>,
  demo: { accountIds: readonly string[]; tokens: readonly string[]; adminEmails: readonly string[] },
): Promise<void> {
  if (config.DEMO_MODE === true || isLoopbackHost(config.HOST)) return;
  const doors = await findDemoDoors(
    db,
    demo.accountIds.map((id) => id.toLowerCase()),
    demo.tokens.map((token) => sha256Hex(token)),
    demo.adminEmails.map((email) => email.toLowerCase()),
  );
  if (doors.length > 0) throw new DemoDoorsOpenError(config.HOST, doors);
}
