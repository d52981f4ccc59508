/**
 * Every telephone scenario `npm run content:scenarios` replays, one entry per scenario file.
 */

import { adultNewScenarios } from './adult-new.ts';
import { blind7Scenarios } from './blind-7.ts';
import { boundaryAndNewScenarios } from './boundaries-and-new.ts';
import { existingScenarios } from './existing.ts';
import { issue31Scenarios } from './issue-31.ts';
import { issue31AdultMapScenarios } from './issue-31-adult-map.ts';
import { issue31ConsistencyScenarios } from './issue-31-consistency.ts';
import { issue31Consistency2Scenarios } from './issue-31-consistency-2.ts';
import { issue31MapAdultAScenarios } from './issue-31-map-adult-a.ts';
import { issue31MapAdultBScenarios } from './issue-31-map-adult-b.ts';
import { issue31MapAdultCScenarios } from './issue-31-map-adult-c.ts';
import { issue31MapNoProtScenarios } from './issue-31-map-noprot.ts';
import { issue31MapPedsBScenarios } from './issue-31-map-peds-b.ts';
import { issue31MapPedsCScenarios } from './issue-31-map-peds-c.ts';
import { issue31MapPedsDScenarios } from './issue-31-map-peds-d.ts';
import { issue31MapPedsEScenarios } from './issue-31-map-peds-e.ts';
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
  { file: 'content/src/scenarios/issue-31-map-adult-b.ts', scenarios: issue31MapAdultBScenarios },
  { file: 'content/src/scenarios/issue-31-map-adult-a.ts', scenarios: issue31MapAdultAScenarios },
  { file: 'content/src/scenarios/issue-31-peds-map.ts', scenarios: issue31PedsMapScenarios },
  { file: 'content/src/scenarios/issue-31-map-peds-b.ts', scenarios: issue31MapPedsBScenarios },
  { file: 'content/src/scenarios/issue-31-map-peds-c.ts', scenarios: issue31MapPedsCScenarios },
  { file: 'content/src/scenarios/issue-31-map-peds-d.ts', scenarios: issue31MapPedsDScenarios },
  { file: 'content/src/scenarios/issue-31-map-peds-e.ts', scenarios: issue31MapPedsEScenarios },
  { file: 'content/src/scenarios/issue-31-map-adult-c.ts', scenarios: issue31MapAdultCScenarios },
  { file: 'content/src/scenarios/issue-31-map-noprot.ts', scenarios: issue31MapNoProtScenarios },
  { file: 'content/src/scenarios/issue-31-consistency.ts', scenarios: issue31ConsistencyScenarios },
  { file: 'content/src/scenarios/issue-31-consistency-2.ts', scenarios: issue31Consistency2Scenarios },
  { file: 'content/src/scenarios/blind-7.ts', scenarios: blind7Scenarios },
];
