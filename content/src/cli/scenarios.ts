/**
 * npm run content:scenarios — replays every telephone scenario (content/src/scenarios) through the
 * built content and packages/core's acuity rules; prints exact / under / over and every
 * under-triaged emergency, and exits 1 on an error, an under-triaged emergency or too few exact.
 */
import { buildContent } from '../build/content.ts';
import { DEMO_CONTENT_LABEL } from '../constants.ts';
import { SCENARIO_FILES } from '../scenarios/index.ts';
import { formatReplay, replayScenarios } from '../scenarios/replay.ts';

const scenarios = SCENARIO_FILES.flatMap((entry) => entry.scenarios);
const report = replayScenarios(scenarios, buildContent());
console.log(
  `Scenario replay (${DEMO_CONTENT_LABEL}): ${SCENARIO_FILES.map((entry) => `${entry.file} ${entry.scenarios.length}`).join(', ')}`,
);
for (const line of formatReplay(report)) console.log(line);
if (!report.passed) process.exitCode = 1;
