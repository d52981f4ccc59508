/**
 * The admin command line (`npm run admin -- <command>`). Commands arrive with the server issue;
 * this entry point already opens the configured database and applies migrations.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log('Usage: npm run admin -- <command>\n\nCommands:\n  migrate   apply database migrations');
    return 0;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : resolve(config.DATA_DIR),
  });
  try {
    if (command === 'migrate') {
      await database.migrate();
      console.log('Migrations applied.');
      return 0;
    }
    console.error(`Unknown command: ${command}. Run 'npm run admin -- help'.`);
    return 2;
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
