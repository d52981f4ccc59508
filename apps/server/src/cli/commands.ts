/**
 * The admin commands. `runCommand` is what the `npm run admin` entry point and the tests call, with
 * the database and the input/output.
 */
import { parseArgs } from 'node:util';
import { AppError } from '../http/app-error.ts';
import { ACCESS_COMMANDS } from './access-commands.ts';
import { ACCOUNT_COMMANDS } from './account-commands.ts';
import { type CliContext, type Command, UsageError, type Values } from './command.ts';
import { REPORT_COMMANDS } from './report-commands.ts';

export type { CliContext, CliIo } from './command.ts';

export const COMMANDS: Record<string, Command> = { ...ACCOUNT_COMMANDS, ...ACCESS_COMMANDS, ...REPORT_COMMANDS };

export function helpText(): string {
  const lines = [
    'Usage: npm run admin -- <command> [options]',
    '',
    'Commands:',
    '  migrate  Apply database migrations',
  ];
  for (const [name, command] of Object.entries(COMMANDS)) {
    lines.push(`  ${name}  ${command.summary}`, `      ${name} ${command.usage}`.trimEnd());
  }
  lines.push(
    '',
    'Runs against DATABASE_URL when set, otherwise the embedded database in DATA_DIR (stop the server first).',
  );
  return lines.join('\n');
}

/** Runs one command; returns the exit code (0 done, 1 refused, 2 usage). */
export async function runCommand(argv: readonly string[], ctx: CliContext): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!name || !command) {
    ctx.io.err(name ? `Unknown command: ${name}. Run 'npm run admin -- help'.` : helpText());
    return 2;
  }
  try {
    const { values } = parseArgs({ args: [...rest], options: command.options, strict: true, allowPositionals: false });
    await command.run(ctx, values as Values);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      ctx.io.err(`Refused (${error.code}): ${error.message}`);
      return 1;
    }
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      ctx.io.err(`${error.message}\nUsage: npm run admin -- ${name} ${command.usage}`);
      return 2;
    }
    throw error;
  }
}
