import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds the drizzle migrations folder from wherever this code runs: the sources (src/db) or the
 * production bundle (dist/main.js), by walking up to the folder that holds drizzle/meta/_journal.json.
 */
export function migrationsDir(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`No drizzle migrations folder found above ${from}`);
}
