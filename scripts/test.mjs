// `npm test`: every check, in order — types, lint and import boundaries, content check, unit and
// integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) with core coverage, then
// the production build and the browser tests in Chromium. All steps run; the summary lists failures
// and ends with the total test count.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

requireProjectNode();
ensureChromium();

const reports = join('test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  { name: 'typecheck', command: ['node', 'scripts/typecheck.mjs'] },
  { name: 'lint', command: ['npm', 'run', 'lint', '--silent'] },
  existsSync('content/src/cli/check.ts')
    ? { name: 'content check', command: ['npm', 'run', 'content:check', '--silent'] }
    : null,
  existsSync('content/src/cli/scenarios.ts')
    ? { name: 'content scenarios', command: ['npm', 'run', 'content:scenarios', '--silent'] }
    : null,
  // Coverage is measured for the core's rules only (its threshold), so only the core project runs
  // under the V8 coverage collector; every other project runs without it.
  {
    name: 'core rules (coverage)',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'core',
      '--coverage',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest-core.json')}`,
    ],
  },
  {
    name: 'unit and integration',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      '!core',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
    ],
  },
  { name: 'build', command: ['npm', 'run', 'build', '--silent'] },
  { name: 'bundle budget', command: ['node', 'scripts/bundle-budget.mjs'] },
  {
    name: 'browser (Chromium)',
    command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(reports, 'playwright.json') },
  },
].filter(Boolean);

const failures = [];
const timings = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const started = performance.now();
  const result = spawnSync(step.command[0], step.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  timings.push(`${step.name} ${seconds}s`);
  if (result.status !== 0) failures.push(step.name);
}

/** A report of this run, parsed, or null when its step wrote none. */
function readReport(file) {
  try {
    return JSON.parse(readFileSync(join(reports, file), 'utf8'));
  } catch {
    return null;
  }
}
function count(file, read) {
  const report = readReport(file);
  return report === null ? { passed: 0, failed: 0, skipped: 0 } : read(report);
}
/** The test files of both vitest reports (the core's and the others'). */
const vitestFiles = () => ['vitest-core.json', 'vitest.json'].flatMap((file) => readReport(file)?.testResults ?? []);
/** Every spec of the Playwright report, however deep its suites nest. */
function playwrightSpecs() {
  const specs = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    specs.push(...(suite.specs ?? []));
  };
  for (const suite of readReport('playwright.json')?.suites ?? []) walk(suite);
  return specs;
}
const vitestCounts = (r) => ({
  passed: r.numPassedTests ?? 0,
  failed: r.numFailedTests ?? 0,
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
});
const unit = [count('vitest-core.json', vitestCounts), count('vitest.json', vitestCounts)].reduce((a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
}));
const browser = count('playwright.json', (r) => ({
  passed: r.stats?.expected ?? 0,
  failed: (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0),
  skipped: r.stats?.skipped ?? 0,
}));

printSlowest();
printFailedTests();
console.log(`\n━━ summary ━━\n${timings.join(' · ')}`);
console.log(`unit and integration: ${unit.passed} passed, ${unit.failed} failed`);
console.log(`browser: ${browser.passed} passed, ${browser.failed} failed`);
if (failures.length > 0) console.log(`FAILED steps: ${failures.join(', ')}`);
const passed = unit.passed + browser.passed;
const failed =
  unit.failed + browser.failed + (failures.length > 0 && unit.failed + browser.failed === 0 ? failures.length : 0);
console.log(`${passed} passed, ${failed} failed, ${unit.skipped + browser.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);

/**
 * The browser tests need Chromium (the Debian package). Without it, install it when this process
 * may (root with apt-get, as `.ci/run` does), or stop before any step with the one command to run —
 * never a run of "executable doesn't exist" failures.
 */
function ensureChromium() {
  const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (isExecutable(browser)) return;
  const command = 'apt-get install -y chromium';
  if (process.getuid?.() === 0 && isExecutable('/usr/bin/apt-get')) {
    console.log('Installing Chromium (Debian package) for the browser tests...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
        : update;
    if (install.status === 0 && isExecutable(browser)) return;
    console.error(`\nChromium could not be installed. Run:\n\n  ${command}\n`);
    process.exit(1);
  }
  console.error(`\nThe browser tests need Chromium at ${browser}. Run:\n\n  sudo ${command}\n\nthen npm test again.`);
  process.exit(1);
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The project's Node.js (root package.json engines) must run the tests: npm puts node_modules/.bin,
 * where the `node` devDependency links Node.js 24, first on PATH for `npm test`.
 */
function requireProjectNode() {
  const engines = JSON.parse(readFileSync('package.json', 'utf8')).engines?.node ?? '';
  const wanted = Number(/(\d+)/.exec(engines)?.[1] ?? 0);
  const running = Number(process.versions.node.split('.')[0]);
  console.log(`Node.js ${process.version} (${process.execPath}); engines ${engines}`);
  if (running !== wanted) {
    console.error(`npm test needs Node.js ${wanted} (engines "${engines}"): run npm ci, then npm test.`);
    process.exit(1);
  }
}

/**
 * The tests that failed (and the browser tests that passed only on retry), each with the first line
 * of its error, printed last before the summary: a CI log cut to its tail still names them.
 */
function printFailedTests() {
  const firstLine = (text) =>
    stripVTControlCharacters(String(text ?? ''))
      .split('\n')
      .find((l) => l.trim()) ?? '';
  const unitFailed = vitestFiles().flatMap((t) => {
    const file = String(t.name ?? '').replace(`${process.cwd()}/`, '');
    const tests = (t.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (tests.length === 0 && t.status === 'failed') return [`${file}: ${firstLine(t.message)}`];
    return tests.map((a) => `${file}: ${a.fullName} — ${firstLine(a.failureMessages?.[0])}`);
  });
  const browserFailed = playwrightSpecs().flatMap((spec) =>
    (spec.tests ?? [])
      .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
      .map((test) => {
        const error = (test.results ?? []).find((result) => result.error)?.error?.message;
        return `${spec.file}:${spec.line} ${spec.title} (${test.status}) — ${firstLine(error)}`;
      }),
  );
  const failed = [...unitFailed, ...browserFailed];
  if (failed.length === 0) return;
  console.log(`\n━━ failed tests ━━`);
  for (const line of failed) console.log(`  ✗ ${line.slice(0, 400)}`);
}

/** The slowest test files and browser tests of this run, so that a long run says where its time went. */
function printSlowest() {
  const files = vitestFiles().map((t) => ({ name: t.name, ms: (t.endTime ?? 0) - (t.startTime ?? 0) }));
  const specs = playwrightSpecs().map((spec) => ({
    name: `${spec.file}: ${spec.title}`,
    ms: (spec.tests ?? []).flatMap((t) => t.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0),
  }));
  const top = (list, title) => {
    if (list.length === 0) return;
    const total = list.reduce((sum, item) => sum + item.ms, 0);
    console.log(`\n━━ slowest ${title} (of ${(total / 1000).toFixed(0)} s in all) ━━`);
    for (const item of [...list].sort((a, b) => b.ms - a.ms).slice(0, 12)) {
      console.log(`${(item.ms / 1000).toFixed(1).padStart(7)} s  ${item.name.replace(`${process.cwd()}/`, '')}`);
    }
  };
  top(files, 'test files');
  top(specs, 'browser tests');
}
