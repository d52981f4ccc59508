/**
 * The server process: parse configuration, open and migrate the database, seed the demo data in
 * demo mode (refusing demo data on a non-loopback address otherwise; seed/start.ts), listen, and shut down
 * gracefully on SIGTERM/SIGINT.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateWith, openDatabase } from './db/client.ts';
import { prepareDemo } from './seed/start.ts';
import { isLoopbackHost } from './services/demo-mode.ts';
import { onBusySpell } from './services/password.ts';
import { purgeOldRecords, RETENTION_INTERVAL_MS } from './services/retention.service.ts';
import { totpKeySource } from './services/totp.ts';

function defaultWebDist(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [join(here, '../../web/dist'), join(here, '../../../apps/web/dist')]) {
    if (existsSync(join(candidate, 'index.html'))) return resolve(candidate);
  }
  return undefined;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : resolve(config.DATA_DIR),
    poolSize: config.DATABASE_POOL_SIZE,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  // Migrations under the owner (DATABASE_MIGRATION_URL) when set; the API may run under a data-only role.
  await migrateWith(database, config.DATABASE_MIGRATION_URL);
  const demo = await prepareDemo(
    database,
    config,
    totpKeySource(config.ADMIN_TOTP_KEY, resolve(config.DATA_DIR)),
  ).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });

  // The pool's connections open before the instance answers its first request.
  await database.warm();
  const app = await buildApp({
    config: { ...config, WEB_DIST_DIR: config.WEB_DIST_DIR ?? defaultWebDist() },
    database,
  });

  // A flood that filled the hashing queue shows once per busy spell, not once per attempt.
  onBusySpell((spell) => {
    if (spell.refused > 0) app.log.warn(spell, 'sign-in password hashing at capacity: attempts refused');
    else app.log.info(spell, 'sign-in password hashing busy: attempts waited');
  });

  // Retention: every instance purges at start and every 6 hours; a failure waits for the next round.
  const retention = {
    auditDays: config.AUDIT_RETENTION_DAYS,
    clientErrorDays: config.CLIENT_ERROR_RETENTION_DAYS,
    callEventDays: config.CALL_EVENT_RETENTION_DAYS,
  };
  const purge = () =>
    purgeOldRecords(database.db, new Date(), retention).catch(() => app.log.warn('retention purge failed'));
  void purge();
  const purgeTimer = setInterval(() => void purge(), RETENTION_INTERVAL_MS);
  purgeTimer.unref();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(purgeTimer);
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // The database closes after the app: the app's own close hooks (writing held session activity,
    // leaving the invalidation channel) still need it, and Fastify runs close hooks last-added first.
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = `http://${isLoopbackHost(config.HOST) ? 'localhost' : config.HOST}:${config.PORT}`;
  console.log(`\n  ${config.PRODUCT_NAME} is running at ${url}`);
  console.log(`  Node.js ${process.version}`);
  console.log(
    `  Database: ${database.engine === 'pglite' ? `embedded, in ${resolve(config.DATA_DIR)}` : 'PostgreSQL'}`,
  );
  if (demo.isDemo) {
    console.log('\n  THIS IS A DEMO (DEMO_MODE): demo practices with the password "demo" and open SSO links.');
    console.log('  Not for patient care. See docs/deploy.md to set up a real server.\n');
    console.log('  Demo sign-in: first name any, Account ID "demo", password "demo"');
    console.log('  (also demo-ah, demo-embed and demo-expired, each with password "demo")');
    console.log(`  Single sign-on demo: ${url}/app/login/sso/demo-sso?firstName=Ann\n`);
  }
  // After listening: the demo's year of synthetic call events (seed/start.ts), once per data directory.
  await demo.seedCallEvents?.().then(
    ({ events, ms }) => {
      if (events > 0) console.log(`  Reports: ${events} synthetic demo calls over the last year seeded (${ms} ms).\n`);
    },
    () => app.log.warn('the demo call events could not be seeded'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
