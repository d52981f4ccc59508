/**
 * Every telephone scenario `npm run content:scenarios` replays, one entry per scenario file.
 */

import { adultNewScenarios } from './adult-new.ts';
import { boundaryAndNewScenarios } from './boundaries-and-new.ts';
import { existingScenarios } from './existing.ts';
import { issue31Scenarios } from './issue-31.ts';
import { issue31AdultMapScenarios } from './issue-31-adult-map.ts';
import { issue31MapAdultCScenarios } from './issue-31-map-adult-c.ts';
import { issue31PedsMapScenarios } from './issue-31-peds-map.ts';
import { pedsNewScenarios } from './peds-new.ts';
import type { Scenario } from './scenario.ts';

export interface ScenarioFile {
  file: string;
  scenarios: readonly Scenario[];
}

export const SCENARIO_FILES: readonly ScenarioFile[] = [
  { file: 'content/src/scenarios/existing.ts', scenarios: existingScenarios },
  { file: 'content/src/scenarios/adult-new.ts', scenarios: adultNewScenarios },
  { file: 'content/src/scenarios/peds-new.ts', scenarios: pedsNewScenarios },
  { file: 'content/src/scenarios/boundaries-and-new.ts', scenarios: boundaryAndNewScenarios },
  { file: 'content/src/scenarios/issue-31.ts', scenarios: issue31Scenarios },
  { file: 'content/src/scenarios/issue-31-adult-map.ts', scenarios: issue31AdultMapScenarios },
  { file: 'content/src/scenarios/issue-31-peds-map.ts', scenarios: issue31PedsMapScenarios },
  { file: 'content/src/scenarios/issue-31-map-adult-c.ts', scenarios: issue31MapAdultCScenarios },
];
