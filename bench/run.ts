/**
 * `npm run bench`: builds the production app, runs every benchmark one after the other (search,
 * call note, bundle sizes, API load on PostgreSQL and on the embedded database, the four moments
 * of a call in Chromium at 1× and 4× CPU slowdown, reports over 10 million call events, Lighthouse), prints
 * their output and writes bench/results/latest.md with the machine's description. Each benchmark
 * prints its figures with their targets; speed figures are ratios against a baseline measured in
 * the same run. Options: --api-duration=8 (seconds per loaded call), --only=search,api,...
 */
import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, type } from 'node:os';
import { fileURLToPath } from 'node:url';
import { wrkVersion } from './wrk.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const apiDuration = arg('api-duration') ?? '8';
const only = arg('only')?.split(',');

interface Bench {
  id: string;
  title: string;
  command: string[];
  /** The output is Markdown (tables) rather than plain text. */
  isMarkdown?: boolean;
}

const BENCHES: Bench[] = [
  { id: 'search', title: 'Protocol search', command: ['npx', 'tsx', 'bench/search.bench.ts'] },
  { id: 'note', title: 'Call note', command: ['npx', 'tsx', 'bench/note.bench.ts'] },
  { id: 'bundle', title: 'Bundle sizes (gzip)', command: ['node', 'scripts/bundle-budget.mjs'] },
  {
    id: 'api',
    title: 'API load',
    command: ['npx', 'tsx', 'bench/api.bench.ts', `--duration=${apiDuration}`],
    isMarkdown: true,
  },
  {
    id: 'browser',
    title: 'Browser (1× and 4× CPU slowdown)',
    command: ['npx', 'tsx', 'bench/browser.bench.ts'],
    isMarkdown: true,
  },
  {
    id: 'reports',
    title: 'Reports over 10 million call events',
    command: ['npx', 'tsx', 'bench/reports.bench.ts'],
    isMarkdown: true,
  },
  { id: 'lighthouse', title: 'Lighthouse', command: ['npx', 'tsx', 'bench/lighthouse.bench.ts'], isMarkdown: true },
];

function quiet(command: string): string {
  try {
    return execSync(command, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'not available';
  }
}

function machine(): string[] {
  const cpu = cpus();
  const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
  return [
    `- CPU: ${cpu.length} cores, ${cpu[0]?.model ?? 'unknown model'}`,
    `- Memory: ${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- OS: ${type()} ${quiet('uname -r')}`,
    `- Node.js: ${process.version}`,
    `- PostgreSQL: ${quiet(`psql ${pgUrl} -tAc "show server_version"`)}`,
    `- Chromium: ${quiet(`${process.env.CHROME_PATH ?? '/usr/bin/chromium'} --version`)}`,
    `- Load generator: ${wrkVersion() ?? 'wrk not installed'}`,
    `- Load average at start (1 / 5 min): ${loadavg()
      .slice(0, 2)
      .map((n) => n.toFixed(1))
      .join(' / ')}`,
  ];
}

const started = new Date();
const header = machine();
console.log(`Benchmarks, ${started.toISOString()}\n${header.join('\n')}\n`);

console.log('━━ build ━━');
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const sections: string[] = [];
const failed: string[] = [];
for (const bench of BENCHES.filter((b) => only === undefined || only.includes(b.id))) {
  console.log(`\n━━ ${bench.title} ━━`);
  const result = spawnSync(bench.command[0] ?? '', bench.command.slice(1), {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = (result.stdout ?? '').trim();
  console.log(output);
  const isNotMet = /NOT MET|EXCEEDED/.test(output);
  if (result.status !== 0) failed.push(`${bench.title} (exit ${result.status})`);
  else if (isNotMet) failed.push(`${bench.title} (a target not met)`);
  const body = bench.isMarkdown && result.status === 0 ? output : `\`\`\`text\n${output || '(no output)'}\n\`\`\``;
  sections.push(`## ${bench.title}\n\n\`${bench.command.join(' ')}\`\n\n${body}\n`);
}

const summary = failed.length === 0 ? 'Every measured target is met.' : `Not met or failed: ${failed.join('; ')}.`;
const report = [
  '# Benchmark report',
  '',
  `Written by \`npm run bench\` on ${started.toISOString()}. Rerun it on any machine; speed figures`,
  'are ratios against a baseline measured in the same run, so they compare across machines.',
  '',
  '## Machine',
  '',
  ...header,
  '',
  `**Summary:** ${summary}`,
  '',
  ...sections,
].join('\n');
mkdirSync(`${root}bench/results`, { recursive: true });
writeFileSync(`${root}bench/results/latest.md`, report);
console.log(`\n${summary}\nReport: bench/results/latest.md`);
