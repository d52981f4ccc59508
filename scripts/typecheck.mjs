// Type-checks every workspace with TypeScript's build mode over the project references of the root
// tsconfig.json (each workspace has its own tsconfig: DOM for the web app, Node for the server and
// tools): a project is checked after those it imports and reads their declarations, not their
// sources, and what was checked and is unchanged since the last run is not checked again (the
// .tsbuildinfo files and declarations under node_modules/.cache/tsc, never committed).
import { spawn } from 'node:child_process';

const started = performance.now();
const child = spawn('npx', ['tsc', '-b', 'tsconfig.json', '--pretty'], { stdio: ['ignore', 'inherit', 'pipe'] });
child.stderr.on('data', (chunk) => {
  if (!String(chunk).includes('Unknown user config')) process.stderr.write(chunk);
});
child.on('close', (code) => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (code === 0) console.log(`✓ every project (tsc -b, ${seconds} s)`);
  else console.error(`✗ type errors (tsc -b, ${seconds} s)`);
  process.exit(code ?? 1);
});
