/**
 * Writes the demo content sets in the import format, one JSON file per content set:
 *   npx tsx content/src/cli/export.ts <output directory>
 * Refuses when the content has problems (run npm run content:check).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildContentWithProblems } from '../build/content.ts';
import { toContentSetFiles } from '../import/content-set-files.ts';
import { formatProblem } from '../lint/problem.ts';

const outputDir = process.argv[2];
if (outputDir === undefined) {
  console.error('usage: tsx content/src/cli/export.ts <output directory>');
  process.exit(2);
}
const { content, problems } = buildContentWithProblems();
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`Not exported: ${problems.length} problem(s).`);
  process.exit(1);
}
mkdirSync(resolve(outputDir), { recursive: true });
for (const files of toContentSetFiles(content)) {
  const file = join(resolve(outputDir), `${files.contentSet.name}.json`);
  writeFileSync(file, `${JSON.stringify(files, null, 2)}\n`);
  console.log(`${file}: ${files.protocols.length} protocols`);
}
