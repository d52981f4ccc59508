/**
 * Lint: every export must be reached by production code, not only by tests (one owner per rule:
 * a rule exported for its tests alone is a rule nothing in the product uses). Runs knip (pinned,
 * `knip.json`) in production mode: entries are the server's and admin's `main`, the web app's
 * `main.tsx` and the content CLIs; test files and test helpers do not count as users.
 *
 * Exports that were unreached when the check was introduced are listed, one `file<TAB>kind<TAB>name`
 * a line, in `scripts/unreached-exports.txt`: the list only shrinks. A finding not in the list
 * fails (a new export no production code reaches: make it internal or delete it), and so does an
 * entry no longer found (delete the line). `--write-known` rewrites the list (review the diff).
 *
 * Knip's production mode skips exports tagged `@internal` (exported for tests, used in production
 * only inside their module, or a test seam): each must be listed, with what reaches it, in the
 * reviewed list `scripts/internal-exports.md` (scripts/internal-exports.ts compares the two).
 * Exits 1 listing every problem.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareReviewed, internalExports, reviewedExports } from './internal-exports.ts';

const ROOT = join(import.meta.dirname, '..');
const KNOWN_FILE = join(ROOT, 'scripts', 'unreached-exports.txt');
const REVIEWED_FILE = join(ROOT, 'scripts', 'internal-exports.md');
const KINDS = ['exports', 'nsExports', 'types', 'nsTypes', 'duplicates'] as const;

interface KnipIssue {
  file: string;
  [kind: string]: unknown;
}

function findings(): string[] {
  const output = execFileSync(
    join(ROOT, 'node_modules', '.bin', 'knip'),
    ['--production', '--include', KINDS.join(','), '--reporter', 'json', '--no-exit-code', '--no-progress'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const { issues } = JSON.parse(output) as { issues: KnipIssue[] };
  const lines = new Set<string>();
  for (const issue of issues) {
    for (const kind of KINDS) {
      for (const item of (issue[kind] as { name?: string }[] | Array<{ name: string }[]> | undefined) ?? []) {
        const names = Array.isArray(item) ? item.map((part) => part.name).join('|') : item.name;
        if (names) lines.add(`${issue.file}\t${kind}\t${names}`);
      }
    }
  }
  return [...lines].sort();
}

function known(): string[] {
  return readFileSync(KNOWN_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
}

const found = findings();
if (process.argv.includes('--write-known')) {
  const header =
    '# Exports no production code reached when the check began (scripts/check-exports.ts). Only shrinks.\n';
  writeFileSync(KNOWN_FILE, `${header}${found.join('\n')}\n`);
  console.log(`Wrote ${found.length} known unreached exports.`);
  process.exit(0);
}

const knownSet = new Set(known());
const foundSet = new Set(found);
const added = found.filter((line) => !knownSet.has(line));
const gone = [...knownSet].filter((line) => !foundSet.has(line));
for (const line of added) {
  const [file, kind, name] = line.split('\t');
  console.error(
    `${file}: ${kind === 'duplicates' ? 'duplicate exports' : 'export'} '${name}' is reached by no production code: make it internal or delete it`,
  );
}
for (const line of gone) {
  const [file, , name] = line.split('\t');
  console.error(`scripts/unreached-exports.txt: '${name}' (${file}) is reached or gone now: delete its line`);
}
const internal = internalExports(ROOT);
const unreviewed = [
  ...internal.problems,
  ...compareReviewed(internal.found, reviewedExports(readFileSync(REVIEWED_FILE, 'utf8'))),
];
for (const problem of unreviewed) console.error(problem);
if (added.length > 0 || gone.length > 0 || unreviewed.length > 0) process.exit(1);
console.log(
  `Exports: OK (${knownSet.size} known unreached exports left to remove; ${internal.found.length} @internal exports, each reviewed)`,
);
