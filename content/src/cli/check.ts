/**
 * npm run content:check — checks every content source and the built content; prints each problem
 * as 'file: path: reason' and exits 1 when there is any.
 */
import { checkContentReport } from '../check.ts';
import { DEMO_CONTENT_LABEL } from '../constants.ts';
import { formatProblem } from '../lint/problem.ts';

const { problems, protocolCounts } = await checkContentReport();
for (const problem of problems) console.error(formatProblem(problem));
const counts = Object.entries(protocolCounts)
  .map(([name, count]) => `${name} ${count}`)
  .join(', ');
console.log(`Content check (${DEMO_CONTENT_LABEL}): protocols built: ${counts || 'none'}`);
if (problems.length > 0) {
  const files = new Set(problems.map((problem) => problem.file)).size;
  console.error(`${problems.length} problem(s) in ${files} file(s).`);
  process.exitCode = 1;
} else {
  console.log('No problems found.');
}
