/**
 * The admin command line (`npm run admin -- <command>`), on the embedded database (DATA_DIR) or
 * PostgreSQL (DATABASE_URL). It applies pending migrations first. `help` lists the commands.
 */
import { readFile } from 'node:fs/promises';
import { hostname, userInfo } from 'node:os';
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { totpKeySource } from '../services/totp.ts';
import { type CliIo, helpText, runCommand } from './commands.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

const io: CliIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  readFile: (path) => readFile(path, 'utf8'),
  readStdin,
};

async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(helpText());
    return 0;
  }
  const config = loadConfig();
  // `npm run admin` runs in apps/server; a relative DATA_DIR means the directory it was typed in.
  const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : dataDir,
  });
  try {
    await database.migrate();
    if (command === 'migrate') {
      console.log('Migrations applied.');
      return 0;
    }
    return await runCommand(argv, {
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
    });
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
