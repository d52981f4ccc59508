// Type-checks every workspace (each has its own tsconfig: DOM for the web app, Node for the
// server and tools), two at a time on this two-core machine.
import { spawn } from 'node:child_process';

const projects = [
  'packages/contracts',
  'packages/core',
  'content',
  'apps/server',
  'apps/web',
  'e2e',
  'tsconfig.tools.json',
];

function run(project) {
  return new Promise((resolvePromise) => {
    const child = spawn('npx', ['tsc', '-p', project, '--noEmit'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      if (!String(chunk).includes('Unknown user config')) output += chunk;
    });
    child.on('close', (code) => resolvePromise({ project, code, output }));
  });
}

const queue = [...projects];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length > 0) {
      const project = queue.shift();
      if (project) results.push(await run(project));
    }
  }),
);
let failed = 0;
for (const result of results) {
  if (result.code !== 0) {
    failed += 1;
    console.error(`✗ ${result.project}\n${result.output}`);
  } else {
    console.log(`✓ ${result.project}`);
  }
}
process.exit(failed > 0 ? 1 : 0);
