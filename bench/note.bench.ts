/**
 * Call-note benchmark: the time to build the call summary and render the default template's note
 * of a four-protocol call. The first note of the process is measured apart (nothing cached: the
 * templates are parsed and checked then); the rest reuse the parsed templates. A baseline
 * measured in the same run, JSON.stringify of the same call state, gives a machine-independent
 * ratio. Targets: first note at most 20 ms, median at most 2 ms.
 *
 *   npm run bench:note            (tsx bench/note.bench.ts)
 */
import { performance } from 'node:perf_hooks';
import { buildCallNote, DEFAULT_CALL_NOTE_TEMPLATE } from '../packages/core/src/call-note/index.ts';
import { practiceOptions } from '../packages/core/src/call-note/testing/chest-pain-cough-call.ts';
import { fourProtocolCall } from '../packages/core/src/call-note/testing/four-protocol-call.ts';

const WARMUP = 200;
const RUNS = 2_000;
const TARGET_FIRST_MS = 20;
const TARGET_MEDIAN_MS = 2;

function measure(run: () => unknown): { median: number; p95: number } {
  for (let i = 0; i < WARMUP; i += 1) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95) };
}

const call = fourProtocolCall('detailed');
const input = {
  call,
  options: practiceOptions('20250429-VA', 'detailed', 'yesAndNo'),
  template: DEFAULT_CALL_NOTE_TEMPLATE,
  sessionHasAdultAndPediatric: true,
};

const coldStart = performance.now();
const first = buildCallNote(input);
const coldMs = performance.now() - coldStart;
const coldBaselineStart = performance.now();
JSON.stringify(call);
const coldBaselineMs = performance.now() - coldBaselineStart;
if (first === null || first.problems.length > 0 || first.summary.protocols.length !== 4) {
  throw new Error('The benchmark call did not produce a clean four-protocol note');
}

const note = measure(() => buildCallNote(input));
const baseline = measure(() => JSON.stringify(call));
const ms = (value: number) => `${value.toFixed(3)} ms`;

console.log(
  `Call note: build + render, 4 protocols (${first.text.length} characters), ${RUNS} runs after ${WARMUP} warm-up`,
);
console.log(`  first note (parses the templates): ${ms(coldMs)}   baseline first JSON.stringify ${ms(coldBaselineMs)}`);
console.log(`  note      median ${ms(note.median)}   p95 ${ms(note.p95)}`);
console.log(
  `  baseline  median ${ms(baseline.median)}   p95 ${ms(baseline.p95)}   (JSON.stringify of the same call state)`,
);
console.log(
  `  ratio     median ${(note.median / baseline.median).toFixed(1)}x   p95 ${(note.p95 / baseline.p95).toFixed(1)}x`,
);
console.log(`  target    first note <= ${TARGET_FIRST_MS} ms: ${coldMs <= TARGET_FIRST_MS ? 'met' : 'NOT MET'}`);
console.log(`  target    median <= ${TARGET_MEDIAN_MS} ms: ${note.median <= TARGET_MEDIAN_MS ? 'met' : 'NOT MET'}`);
