/**
 * The admin commands. `runCommand` is what the `npm run admin` entry point and the tests call, with
 * the database and the input/output.
 */
import { parseArgs } from 'node:util';
import { AppError } from '../lib/app-error.ts';
import { recordAudit } from '../services/audit.service.ts';
import { ACCESS_COMMANDS } from './access-commands.ts';
import { ACCOUNT_COMMANDS } from './account-commands.ts';
import { ADMINISTRATOR_COMMANDS } from './administrator-commands.ts';
import { type CliContext, type Command, UsageError, type Values } from './command.ts';
import { EHR_COMMANDS } from './ehr-commands.ts';
import { REPORT_COMMANDS } from './report-commands.ts';
import { SECURITY_COMMANDS } from './security-commands.ts';

export type { CliContext, CliIo } from './command.ts';

const COMMANDS: Record<string, Command> = {
  ...ACCOUNT_COMMANDS,
  ...ACCESS_COMMANDS,
  ...EHR_COMMANDS,
  ...SECURITY_COMMANDS,
  ...REPORT_COMMANDS,
  ...ADMINISTRATOR_COMMANDS,
};

/** Commands that only read: not audited, and run without migrating (`isReadOnlyCommand`). */
const READ_ONLY = new Set([
  'list-audit-events',
  'list-refused-sign-ins',
  'list-practices',
  'list-sso-mappings',
  'list-client-errors',
  'list-ehr-connections',
  'list-admins',
]);

/** True for a command that only reads: the command line opens the database without migrating it. */
export function isReadOnlyCommand(name: string | undefined): boolean {
  return name !== undefined && READ_ONLY.has(name);
}

/**
 * Every command that changes something is audited: its name, its practice, its outcome (never its
 * input) and its operator (OS user@host), in the same transaction as the change.
 */
async function auditCommand(ctx: CliContext, name: string, values: Values, outcome: string): Promise<void> {
  if (READ_ONLY.has(name)) return;
  const practice = typeof values.practice === 'string' ? values.practice : null;
  await recordAudit(ctx.db, {
    at: ctx.now(),
    type: 'admin',
    practiceId: practice,
    firstName: null,
    ip: null,
    outcome: `${name}: ${outcome}`,
    operator: ctx.operator ?? null,
  });
}

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
  let values: Values = {};
  try {
    values = parseArgs({ args: [...rest], options: command.options, strict: true, allowPositionals: false })
      .values as Values;
    if (READ_ONLY.has(name)) {
      await command.run(ctx, values);
      return 0;
    }
    // The change and its audit row commit together, or neither does.
    await ctx.db.transaction(async (tx) => {
      const inTransaction = { ...ctx, db: tx };
      await command.run(inTransaction, values);
      await auditCommand(inTransaction, name, values, 'done');
    });
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      ctx.io.err(`Refused (${error.code}): ${error.message}`);
      await auditCommand(ctx, name, values, `refused (${error.code})`);
      return 1;
    }
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      ctx.io.err(`${error.message}\nUsage: npm run admin -- ${name} ${command.usage}`);
      return 2;
    }
    throw error;
  }
}
