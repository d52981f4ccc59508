/**
 * npm run content:check — checks every content source and the built content; prints each problem
 * as 'file: path: reason' and exits 1 when there is any. It also prints the external reference
 * coverage per audience (issue 31) and every finding asked at more than one tier, with why.
 * `--write-coverage` also writes the coverage per protocol to content/src/references/COVERAGE.md.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkContentReport } from '../check.ts';
import { DEMO_CONTENT_LABEL } from '../constants.ts';
import { COVERAGE_REPORT_FILE, coverageReport } from '../lint/coverage-report.ts';
import { formatFindingPairs } from '../lint/finding-levels.ts';
import { formatProblem } from '../lint/problem.ts';
import { formatCoverage } from '../lint/reference-coverage.ts';

const { problems, protocolCounts, coverage, findings } = await checkContentReport();
for (const problem of problems) console.error(formatProblem(problem));
const counts = Object.entries(protocolCounts)
  .map(([name, count]) => `${name} ${count}`)
  .join(', ');
console.log(`Content check (${DEMO_CONTENT_LABEL}): protocols built: ${counts || 'none'}`);
for (const line of formatCoverage(coverage)) console.log(line);
for (const line of formatFindingPairs(findings)) console.log(line);
if (process.argv.includes('--write-coverage')) {
  writeFileSync(resolve(import.meta.dirname, '../../..', COVERAGE_REPORT_FILE), coverageReport(coverage));
  console.log(`Wrote ${COVERAGE_REPORT_FILE}.`);
}
if (problems.length > 0) {
  const files = new Set(problems.map((problem) => problem.file)).size;
  console.error(`${problems.length} problem(s) in ${files} file(s).`);
  process.exitCode = 1;
} else {
  console.log('No problems found.');
}
