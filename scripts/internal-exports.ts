/**
 * The exports tagged `@internal` and their reviewed list (scripts/internal-exports.md). Knip's
 * production mode skips an `@internal` export, so the tag is the one way past "every export is
 * reached by production code": each tagged export is listed there with what reaches it (production
 * code in its own module, or why a test seam stays). `scripts/check-exports.ts` fails when the
 * tags and the list disagree, so a new tag is reviewed before it lands.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The production sources: test files and test helpers are never tagged (knip ignores them anyway). */
const SOURCE_DIRECTORIES = [
  'apps/server/src',
  'apps/web/src',
  'packages/contracts/src',
  'packages/core/src',
  'content/src',
];
const isSource = (path: string) =>
  /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !/(^|\/)(testing|__golden__)\//.test(path);

const DECLARATION =
  /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|const|let|var|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/;
const LIST = /^export\s+(?:type\s+)?\{([^}]*)\}/;

/** The names an `export` line declares or re-exports. */
export function exportedNames(line: string): string[] {
  const declared = DECLARATION.exec(line);
  if (declared?.[1]) return [declared[1]];
  const listed = LIST.exec(line);
  if (!listed?.[1]) return [];
  return listed[1]
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => part.split(/\s+as\s+/).at(-1) ?? part);
}

/** `file<TAB>name` of each export an `@internal` tag stands before, in one source text. */
export function taggedExports(file: string, text: string): { found: string[]; problems: string[] } {
  const lines = text.split('\n');
  const found: string[] = [];
  const problems: string[] = [];
  lines.forEach((line, index) => {
    if (!/^\s*(\/\*\*|\*|\/\/).*@internal\b/.test(line)) return;
    const next = lines.slice(index + 1).find((candidate) => !/^\s*(\*|\/\/|\/\*\*)/.test(candidate));
    const names = exportedNames(next ?? '');
    if (names.length === 0)
      problems.push(`${file}:${index + 1}: an @internal tag that does not stand before an export`);
    for (const name of names) found.push(`${file}\t${name}`);
  });
  return { found, problems };
}

function walk(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return [path];
  });
}

/** Every `@internal` export of the repository at `root`, as `file<TAB>name`, sorted. */
export function internalExports(root: string): { found: string[]; problems: string[] } {
  const found: string[] = [];
  const problems: string[] = [];
  for (const directory of SOURCE_DIRECTORIES) {
    for (const path of walk(join(root, directory))) {
      const file = relative(root, path);
      if (!isSource(file)) continue;
      const text = readFileSync(path, 'utf8');
      if (!text.includes('@internal')) continue;
      const tagged = taggedExports(file, text);
      found.push(...tagged.found);
      problems.push(...tagged.problems);
    }
  }
  return { found: found.sort(), problems };
}

/** The reviewed list's entries: each table row that starts with `| \`file\` | \`name\` |`. */
export function reviewedExports(markdown: string): string[] {
  const rows = [...markdown.matchAll(/^\| `([^`]+)` \| `([^`]+)` \|/gm)];
  return rows.map(([, file, name]) => `${file}\t${name}`).sort();
}

/** What differs between the tags and the reviewed list, as messages (none: they agree). */
export function compareReviewed(tagged: readonly string[], reviewed: readonly string[]): string[] {
  const listed = new Set(reviewed);
  const present = new Set(tagged);
  const unreviewed = tagged.filter((entry) => !listed.has(entry));
  const stale = reviewed.filter((entry) => !present.has(entry));
  return [
    ...unreviewed.map((entry) => {
      const [file, name] = entry.split('\t');
      return `${file}: @internal export '${name}' is not in scripts/internal-exports.md: is it reached by production code? remove it or add its line`;
    }),
    ...stale.map((entry) => {
      const [file, name] = entry.split('\t');
      return `scripts/internal-exports.md: '${name}' (${file}) is no longer an @internal export: delete its line`;
    }),
  ];
}
