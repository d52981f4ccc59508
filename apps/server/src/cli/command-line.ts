/**
 * The admin command line's context, opened once: the configuration, the database (embedded under
 * DATA_DIR or PostgreSQL at DATABASE_URL) with pending migrations applied — under
 * DATABASE_MIGRATION_URL's role when set, and not at all for a read-only command — and `run` for
 * each command. `admin.ts` runs one command with it; a provisioning script (the browser tests' setup,
 * e2e/setup/prepare.ts) runs several on one open database instead of a process per command.
 */
import { hostname, userInfo } from 'node:os';
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { migrateWith, openDatabase } from '../db/client.ts';
import { totpKeySource } from '../services/totp.ts';
import { type CliIo, runCommand } from './commands.ts';

export interface CommandLine {
  /** Runs one command (its words, as typed after `npm run admin --`); resolves to its exit code. */
  run(argv: readonly string[], io: CliIo): Promise<number>;
  close(): Promise<void>;
}

/** `migrate: false`: open the database as it is (a read-only command; nothing is created or changed). */
export async function openCommandLine(options: { migrate: boolean } = { migrate: true }): Promise<CommandLine> {
  const config = loadConfig();
  // `npm run admin` runs in apps/server; a relative DATA_DIR means the directory it was typed in.
  const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : dataDir,
  });
  try {
    if (options.migrate) await migrateWith(database, config.DATABASE_URL ? config.DATABASE_MIGRATION_URL : undefined);
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    run: (argv, io) =>
      runCommand(argv, {
        db: database.db,
        now: () => new Date(),
        io,
        retention: {
          auditDays: config.AUDIT_RETENTION_DAYS,
          clientErrorDays: config.CLIENT_ERROR_RETENTION_DAYS,
          callEventDays: config.CALL_EVENT_RETENTION_DAYS,
        },
        ssoLaunchKey: config.SSO_LAUNCH_KEY,
        operator: `${userInfo().username}@${hostname()}`,
        totpKey: totpKeySource(config.ADMIN_TOTP_KEY, dataDir),
        productName: config.PRODUCT_NAME,
        allowPrivateEhrAddresses: config.ALLOW_PRIVATE_EHR_ADDRESSES,
      }),
    close: () => database.close(),
  };
}
