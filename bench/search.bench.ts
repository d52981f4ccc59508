/**
 * Protocol search benchmark (`npm run bench:search`).
 *
 * Speed: replays every query of bench/search-queries.ts typed letter by letter against a synthetic
 * catalogue of 1,200 protocols, timing each keystroke for our engine and for plain Fuse.js
 * configured with the spec's options over the same protocols, in the same run. Targets:
 * p99 <= 1 ms per keystroke, >= 5x faster than plain Fuse.js at p99, index build <= 50 ms.
 *
 * Quality: top-1 and top-3 hit rates of the same queries over the demo content, when
 * `@triage/content` exports `buildContent()` (target top-3 >= 95%).
 *
 * Timing lives here only; tests never assert on time.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createProtocolSearch } from '@triage/core';
import Fuse from 'fuse.js';
// The search engine's internals, which the package does not export: imported from their modules.
import { ageGroupOf } from '../packages/core/src/content-set/age-group.ts';
import { FUZZY_OPTIONS, MIN_QUERY_LENGTH } from '../packages/core/src/search/constants.ts';
import { normalizeText } from '../packages/core/src/search/normalize.ts';
import { parseSearchQuery } from '../packages/core/src/search/query.ts';
import { generateCatalogue } from './generate-catalogue.ts';
import { loadDemoContent } from './search-demo-content.ts';
import { SEARCH_QUERIES } from './search-queries.ts';
import { median, ms, percentile } from './search-stats.ts';

const TARGET_P99_MS = 1;
const TARGET_RATIO = 5;
const TARGET_BUILD_MS = 50;
const TARGET_TOP3 = 0.95;
const TIMED_ROUNDS = 3;
const KEYSTROKE_INTERVAL_MS = 300;
const COLD_BUILD_PROCESSES = 5;

interface Keystroke {
  readonly text: string;
  readonly elapsedMs: number;
}

/** Each query typed letter by letter; every fourth query belongs to a search already 15 s old. */
function keystrokesOf(query: string, queryIndex: number): Keystroke[] {
  const start = queryIndex % 4 === 3 ? 15_000 : 0;
  return Array.from(query, (_, i) => ({ text: query.slice(0, i + 1), elapsedMs: start + i * KEYSTROKE_INTERVAL_MS }));
}

function time(action: () => void): number {
  const start = performance.now();
  action();
  return performance.now() - start;
}

function line(label: string, value: string): void {
  console.log(`  ${label.padEnd(38)} ${value}`);
}

function stats(samples: readonly number[]): string {
  const p = (q: number) => ms(percentile(samples, q));
  return `p50 ${p(50)}  p95 ${p(95)}  p99 ${p(99)}  max ${ms(Math.max(...samples))}`;
}

/** Cold index builds, each in a fresh process running bench/search-build-cold.ts. */
function coldBuilds(): { ours: number[]; fuse: number[] } {
  const script = fileURLToPath(new URL('./search-build-cold.ts', import.meta.url));
  const ours: number[] = [];
  const fuse: number[] = [];
  for (let run = 0; run < COLD_BUILD_PROCESSES; run += 1) {
    const order = run % 2 === 0 ? 'ours-first' : 'fuse-first';
    const child = spawnSync(process.execPath, [...process.execArgv, script, order], { encoding: 'utf8' });
    const output = child.stdout.trim().split('\n').at(-1) ?? '';
    const parsed: unknown = output.startsWith('{') ? JSON.parse(output) : null;
    if (typeof parsed !== 'object' || parsed === null) throw new Error(`cold build run failed: ${child.stderr}`);
    const times = new Map(Object.entries(parsed));
    const oursTime = times.get('ours');
    const fuseTime = times.get('fuse');
    if (typeof oursTime !== 'number' || typeof fuseTime !== 'number')
      throw new Error(`bad cold build output: ${output}`);
    ours.push(oursTime);
    fuse.push(fuseTime);
  }
  return { ours, fuse };
}

function speed(): boolean {
  const protocols = generateCatalogue();
  const replays = SEARCH_QUERIES.map((entry, i) => keystrokesOf(entry.query, i));
  const filtering = (stroke: Keystroke) => parseSearchQuery(stroke.text).cleaned.length >= MIN_QUERY_LENGTH;
  const keystrokeCount = replays.flat().length;
  const filteringCount = replays.flat().filter(filtering).length;
  console.log(
    `Catalogue: ${protocols.length} protocols, ${protocols.reduce((n, p) => n + p.keywords.length, 0)} keywords; ` +
      `${SEARCH_QUERIES.length} queries, ${keystrokeCount} keystrokes (${filteringCount} filter: 3+ characters).`,
  );

  // Index build: cold (a fresh process per build, as in the browser when the list first loads) and warm.
  const cold = coldBuilds();
  const coldBuild = median(cold.ours);
  const warmBuild = median(Array.from({ length: 10 }, () => time(() => createProtocolSearch(protocols))));
  const fuseOptions = { keys: ['title', 'keywords'], ...FUZZY_OPTIONS, includeScore: true };
  const fuseWarmBuild = median(Array.from({ length: 10 }, () => time(() => new Fuse(protocols, fuseOptions))));

  // Plain Fuse.js baseline: one search of the cleaned query per keystroke, as a naive screen would do.
  const fuse = new Fuse(protocols, fuseOptions);
  const plainFuse = (stroke: Keystroke) => {
    const cleaned = parseSearchQuery(stroke.text).cleaned;
    return cleaned.length < MIN_QUERY_LENGTH ? protocols.length : fuse.search(cleaned).length;
  };
  // A stricter baseline: Fuse.js per search term over normalised fields (the engine's matching work, no ranking).
  const normalized = new Fuse(
    protocols.map((p) => ({ title: normalizeText(p.title), keywords: p.keywords.map(normalizeText) })),
    fuseOptions,
  );
  const fusePerTerm = (stroke: Keystroke) => {
    const query = parseSearchQuery(stroke.text);
    return query.kind === 'terms' ? query.terms.reduce((n, term) => n + normalized.search(term).length, 0) : 0;
  };

  /** Every timed keystroke of every round, and per keystroke the best of the rounds (robust to other jobs on the machine). */
  const sample = (run: (replay: readonly Keystroke[]) => number[]) => {
    run(replays.flat()); // warm the JIT
    const rounds: number[][] = [];
    for (let round = 0; round < TIMED_ROUNDS; round += 1) rounds.push(replays.flatMap((replay) => run(replay)));
    const best = (rounds[0] ?? []).map((_, i) => Math.min(...rounds.map((times) => times[i] ?? Number.NaN)));
    return { all: rounds.flat(), best };
  };
  const ours = sample((replay) => {
    const engine = createProtocolSearch(protocols); // fresh per query: only this query's earlier keystrokes are cached
    return replay
      .filter(filtering)
      .map((stroke) => time(() => engine.search(stroke.text, { elapsedMs: stroke.elapsedMs })));
  });
  const plain = sample((replay) => replay.filter(filtering).map((stroke) => time(() => plainFuse(stroke))));
  const perTerm = sample((replay) => replay.filter(filtering).map((stroke) => time(() => fusePerTerm(stroke))));

  const ourP99 = percentile(ours.all, 99);
  const ratio = percentile(plain.all, 99) / ourP99;
  // The absolute target is checked on the best of the rounds per keystroke: on a shared machine a
  // keystroke that another process preempted says nothing about the engine. The ratio uses every sample.
  const ourBestP99 = percentile(ours.best, 99);
  const [load1 = 0, load5 = 0] = loadavg();
  console.log(`\nPer keystroke, wall clock (load average ${load1.toFixed(1)} / ${load5.toFixed(1)} on this machine):`);
  console.log(`  every keystroke of ${TIMED_ROUNDS} rounds (${TIMED_ROUNDS * filteringCount} samples)`);
  line('Triage Desk engine', stats(ours.all));
  line('plain Fuse.js (cleaned query)', stats(plain.all));
  line('Fuse.js per term (normalised, no ranking)', stats(perTerm.all));
  console.log(`  best of the ${TIMED_ROUNDS} rounds per keystroke (${filteringCount} samples; discounts other jobs)`);
  line('Triage Desk engine', stats(ours.best));
  line('plain Fuse.js (cleaned query)', stats(plain.best));
  line('Fuse.js per term (normalised, no ranking)', stats(perTerm.best));

  const runs = (values: readonly number[]) => values.map((t) => t.toFixed(1)).join(', ');
  console.log('\nIndex build:');
  line(
    'Triage Desk engine, cold',
    `${ms(coldBuild)} (median of ${cold.ours.length} fresh processes: ${runs(cold.ours)})`,
  );
  line('Triage Desk engine, warm', `${ms(warmBuild)} (median of 10)`);
  line(
    'plain Fuse.js, cold',
    `${ms(median(cold.fuse))} (median of ${cold.fuse.length} fresh processes: ${runs(cold.fuse)})`,
  );
  line('plain Fuse.js, warm', `${ms(fuseWarmBuild)} (median of 10)`);

  console.log('\nTargets:');
  const checks: [string, boolean, string][] = [
    [`p99 <= ${TARGET_P99_MS} ms per keystroke (best of rounds)`, ourBestP99 <= TARGET_P99_MS, ms(ourBestP99)],
    [`p99 ratio vs plain Fuse.js >= ${TARGET_RATIO}x`, ratio >= TARGET_RATIO, `${ratio.toFixed(1)}x`],
    [`index build <= ${TARGET_BUILD_MS} ms (cold)`, coldBuild <= TARGET_BUILD_MS, ms(coldBuild)],
  ];
  for (const [label, isMet, value] of checks) line(label, `${value}  ${isMet ? 'met' : 'NOT MET'}`);
  line('(p99 ratio vs Fuse.js per term)', `${(percentile(perTerm.all, 99) / ourP99).toFixed(1)}x`);
  return checks.every(([, isMet]) => isMet);
}

async function quality(): Promise<boolean> {
  console.log('\nQuality over the demo content:');
  const content = await loadDemoContent();
  if (!content.isAvailable) {
    console.log(`  Demo content is not available: ${content.reason}. Hit rates not measured.`);
    return true;
  }
  const engine = createProtocolSearch(content.protocols);
  let top1 = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const entry of SEARCH_QUERIES) {
    const hits = engine.search(entry.query, { elapsedMs: 0 }).hits;
    const rank = hits.findIndex(
      ({ protocol }) =>
        entry.expect.includes(protocol.title) &&
        (entry.ageGroup === undefined || ageGroupOf(protocol.contentSet.name) === entry.ageGroup),
    );
    if (rank === 0) top1 += 1;
    if (rank >= 0 && rank < 3) top3 += 1;
    else {
      const found = hits.slice(0, 3).map((hit) => `${hit.protocol.title} [${hit.protocol.contentSet.name}]`);
      misses.push(
        `'${entry.query}' -> wanted ${entry.expect.join(' | ')}; rank ${rank < 0 ? 'none' : rank + 1}; ` +
          `top 3: ${found.join(', ') || '(none)'}`,
      );
    }
  }
  const count = SEARCH_QUERIES.length;
  const percent = (n: number) => `${((100 * n) / count).toFixed(1)}% (${n}/${count})`;
  console.log(`  ${content.protocols.length} protocols, ${count} queries`);
  line('top-1 hit rate', percent(top1));
  line(
    'top-3 hit rate',
    `${percent(top3)}  target ${TARGET_TOP3 * 100}%  ${top3 / count >= TARGET_TOP3 ? 'met' : 'NOT MET'}`,
  );
  for (const miss of misses) console.log(`  miss: ${miss}`);
  return top3 / count >= TARGET_TOP3;
}

const isSpeedMet = speed();
const isQualityMet = await quality();
console.log(`\n${isSpeedMet && isQualityMet ? 'All measured targets met.' : 'Some targets NOT met (see above).'}`);
