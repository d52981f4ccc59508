/**
 * The admin command line (`npm run admin -- <command>`), on the embedded database (DATA_DIR) or
 * PostgreSQL (DATABASE_URL). It applies pending migrations first (command-line.ts; with
 * DATABASE_MIGRATION_URL's role when set), except for a read-only command (list-…), which opens the
 * database as it is. `help` lists the commands.
 */
import { readFile } from 'node:fs/promises';
import { openCommandLine } from './command-line.ts';
import { type CliIo, helpText, isReadOnlyCommand } from './commands.ts';

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
  const commandLine = await openCommandLine({ migrate: !isReadOnlyCommand(command) });
  try {
    if (command === 'migrate') {
      console.log('Migrations applied.');
      return 0;
    }
    return await commandLine.run(argv, io);
  } finally {
    await commandLine.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
