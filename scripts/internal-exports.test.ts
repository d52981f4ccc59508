import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareReviewed, exportedNames, internalExports, reviewedExports, taggedExports } from './internal-exports.ts';

const ROOT = resolve(import.meta.dirname, '..');

describe('the @internal exports and their reviewed list', () => {
  it('agree on the real repository', () => {
    const { found, problems } = internalExports(ROOT);
    expect(problems).toEqual([]);
    expect(
      compareReviewed(found, reviewedExports(readFileSync(resolve(ROOT, 'scripts/internal-exports.md'), 'utf8'))),
    ).toEqual([]);
  });

  it('read the names an export line declares or re-exports', () => {
    expect(exportedNames('export async function settle(app: App): Promise<void> {')).toEqual(['settle']);
    expect(exportedNames('export const LIMIT = 5;')).toEqual(['LIMIT']);
    expect(exportedNames('export type Engine = "pglite";')).toEqual(['Engine']);
    expect(exportedNames("export { login } from './api/login.ts';")).toEqual(['login']);
    expect(exportedNames("export { a as b, type C } from './x.ts';")).toEqual(['b', 'C']);
    expect(exportedNames('const local = 1;')).toEqual([]);
  });

  it('find the export after a one-line or a block tag, and flag a tag before anything else', () => {
    const text = [
      '/** @internal */',
      'export const ONE = 1;',
      '/**',
      ' * Two.',
      ' * @internal',
      ' */',
      'export function two() {}',
      '/** @internal */',
      'const three = 3;',
    ].join('\n');
    expect(taggedExports('a.ts', text)).toEqual({
      found: ['a.ts\tONE', 'a.ts\ttwo'],
      problems: ['a.ts:8: an @internal tag that does not stand before an export'],
    });
  });

  it('name what is not reviewed and what is no longer tagged', () => {
    const markdown = '| File | Export | Why |\n|---|---|---|\n| `a.ts` | `ONE` | seam |\n| `b.ts` | `gone` | seam |\n';
    expect(reviewedExports(markdown)).toEqual(['a.ts\tONE', 'b.ts\tgone']);
    expect(compareReviewed(['a.ts\tONE', 'a.ts\ttwo'], reviewedExports(markdown))).toEqual([
      "a.ts: @internal export 'two' is not in scripts/internal-exports.md: is it reached by production code? remove it or add its line",
      "scripts/internal-exports.md: 'gone' (b.ts) is no longer an @internal export: delete its line",
    ]);
  });
});
