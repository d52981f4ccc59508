// Bundle budgets of the web app's production build (apps/web/dist), in gzip bytes: the JavaScript
// the browser loads before /login can render (the entry script and the chunks index.html preloads)
// and every script of the app. Sizes are deterministic for a given build, so `npm test` runs this
// after 'build' and fails when a budget is exceeded. `--json` prints the figures for the benchmark
// report. Usage: node scripts/bundle-budget.mjs [--json]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Enforced budgets: the login page's 170 kB and the nurses' whole app's 350 kB, its target again
 * since the contracts' server-only text left the web bundle (ADR 0056, amended 2026-11-30). What
 * /login still loads is mostly react-dom, react-router, zod with the contracts' schemas and TanStack
 * Query (docs/adr/0011-speed.md). The admin console (its `admin` and `reports` chunks and what only
 * they load) is never loaded by a nurse's browser: it has a budget of its own.
 */
export const BUDGETS = { initialLoginKb: 170, wholeAppKb: 350, adminConsoleKb: 60 };
export const TARGETS = { initialLoginKb: 170, wholeAppKb: 350, adminConsoleKb: 60 };

/** The chunks that start the admin console (apps/web/src/app/routes/route-chunks.ts). */
const CONSOLE_ROOTS = /^assets\/(admin|reports)-[\w-]+\.js$/;

/** The chunks a chunk imports, statically or dynamically (`./name.js` in the same folder). */
function importsOf(file) {
  const text = readFileSync(join(dist, file), 'utf8');
  return [...text.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)].map((match) => `assets/${match[1]}`);
}

/** The scripts reachable from `roots` without entering a chunk that `isStop` names. */
function reachable(roots, isStop) {
  const seen = new Set();
  const queue = roots.filter((file) => !isStop(file));
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file)) if (!seen.has(next) && !isStop(next)) queue.push(next);
  }
  return [...seen];
}

const dist = join(import.meta.dirname, '..', 'apps', 'web', 'dist');

function gzipBytes(file) {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

/** The scripts index.html loads up front: module scripts and module preloads, local ones only. */
export function initialScripts(html) {
  const found = [];
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const isScript = match[1] === 'script' && /\btype="module"/.test(tag);
    const isPreload = match[1] === 'link' && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="\/([^"]+\.js)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url) found.push(url);
  }
  return found;
}

export function measureBundle() {
  const initial = initialScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
  const all = readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  const sum = (files) => files.reduce((total, file) => total + gzipBytes(file), 0);
  const largest = all
    .map((file) => ({ file, gzipBytes: gzipBytes(file) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 8);
  const nurses = reachable(initial, (file) => CONSOLE_ROOTS.test(file));
  const consoleFiles = all.filter((file) => !nurses.includes(file));
  return {
    initial,
    initialBytes: sum(initial),
    wholeBytes: sum(nurses),
    chunkCount: nurses.length,
    consoleBytes: sum(consoleFiles),
    consoleCount: consoleFiles.length,
    largest,
  };
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

function main() {
  let figures;
  try {
    figures = measureBundle();
  } catch (error) {
    console.error(`No production build to measure (${error.message}); run npm run build first.`);
    process.exit(1);
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ ...figures, budgets: BUDGETS, targets: TARGETS }));
    return;
  }
  const checks = [
    ['initial JavaScript for /login', figures.initialBytes, 'initialLoginKb'],
    [`whole app (${figures.chunkCount} scripts)`, figures.wholeBytes, 'wholeAppKb'],
    [`admin console (${figures.consoleCount} scripts)`, figures.consoleBytes, 'adminConsoleKb'],
  ];
  let isMet = true;
  for (const [label, bytes, key] of checks) {
    const ok = bytes <= BUDGETS[key] * 1000;
    isMet &&= ok;
    const target = bytes <= TARGETS[key] * 1000 ? 'target met' : 'target NOT met';
    console.log(
      `${label.padEnd(32)} ${kb(bytes).padStart(7)} kB gzip  budget ${BUDGETS[key]} kB ${ok ? 'kept' : 'EXCEEDED'}, ` +
        `target ${TARGETS[key]} kB ${target}`,
    );
  }
  console.log(`  loaded for /login: ${figures.initial.join(', ')}`);
  if (!isMet) process.exit(1);
}

if (process.argv[1] === import.meta.filename) main();
