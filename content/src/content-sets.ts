/**
 * The four demo content sets (spec section 3). Adult and pediatric protocols are authored once and
 * built into both the office-hours ('oh') and after-hours ('ah') set of their audience.
 */
import type { ContentSet } from '@triage/contracts';
import {
  DEMO_CONTENT_COPYRIGHT,
  DEMO_CONTENT_PUBLISHED,
  DEMO_CONTENT_VERSION,
  DEMO_CONTENT_YEAR,
} from './constants.ts';
import type { Audience } from './source/define-protocol.ts';

export type ContentSetGroup = 'oh' | 'ah';
type ContentSetName = 'oh_adult' | 'oh_peds' | 'ah_adult' | 'ah_peds';

export interface DemoContentSet extends ContentSet {
  name: ContentSetName;
  group: ContentSetGroup;
}

function demoSet(id: number, group: ContentSetGroup, audience: Audience, description: string): DemoContentSet {
  return {
    id,
    name: `${group}_${audience}`,
    description,
    version: DEMO_CONTENT_VERSION,
    group,
    published: DEMO_CONTENT_PUBLISHED,
    year: DEMO_CONTENT_YEAR,
    isOfficeHours: group === 'oh',
    isAfterHours: group === 'ah',
    isAdult: audience === 'adult',
    isPediatric: audience === 'peds',
    copyright: DEMO_CONTENT_COPYRIGHT,
    isDemo: true,
  };
}

/** In id order. */
export const CONTENT_SETS: readonly DemoContentSet[] = [
  demoSet(1, 'oh', 'adult', 'Adult Office Hours (demo)'),
  demoSet(2, 'oh', 'peds', 'Pediatric Office Hours (demo)'),
  demoSet(3, 'ah', 'adult', 'Adult After Hours (demo)'),
  demoSet(4, 'ah', 'peds', 'Pediatric After Hours (demo)'),
];
