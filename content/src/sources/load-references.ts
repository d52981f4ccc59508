/**
 * Reads the external reference files and the reviewer's mapping files (issue 31) for the content
 * check: `content/src/references/<audience>/<slug>.json` and
 * `content/src/references/mapping/<audience>/<slug>.json`. A file that is not valid JSON is kept
 * with its error, so the check reports it by name.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonFile, ReferenceFiles } from '../lint/reference-coverage.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const REFERENCES = 'content/src/references';

export function loadReferenceFiles(): ReferenceFiles {
  return {
    references: ['adult', 'peds'].flatMap((audience) => readJsonFiles(`${REFERENCES}/${audience}`)),
    mappings: ['adult', 'peds'].flatMap((audience) => readJsonFiles(`${REFERENCES}/mapping/${audience}`)),
  };
}

function readJsonFiles(dir: string): JsonFile[] {
  const absolute = join(REPO_ROOT, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = `${dir}/${name}`;
      try {
        return { file, json: JSON.parse(readFileSync(join(absolute, name), 'utf8')) as unknown };
      } catch (error) {
        return { file, json: undefined, error: `not valid JSON: ${(error as Error).message}` };
      }
    });
}
