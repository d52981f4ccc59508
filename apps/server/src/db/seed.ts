/**
 * Demo data: the demo organizations, locations and practices of the README, their subscriptions,
 * content entitlements, call-note template, the demo content sets, an instructions page and the
 * demo single sign-on tokens. Safe to re-run: existing practices are left as they are (a
 * practice's password is not reset); content is brought up to date.
 * Used by `npm start` on the embedded database and by tests, never automatically on DATABASE_URL.
 */

import { buildContent, SUICIDE_CONCERN_SOURCE_PROTOCOL_IDS } from '@triage/content';
import { CallNoteTemplate, PracticeOptions, type ProtocolNote } from '@triage/contracts';
import { DEFAULT_CALL_NOTE_TEMPLATE } from '@triage/core';
import { grantContentSets, listContentSets } from '../repositories/content.repository.ts';
import { hasGlobalInstructions, setInstructionsHtml } from '../repositories/instructions.repository.ts';
import {
  findOrganizationByName,
  insertLocation,
  insertOrganization,
  listLocations,
} from '../repositories/organizations.repository.ts';
import {
  findAnyPracticeByAccountId,
  insertPractice,
  type PracticeRow,
  updatePractice,
} from '../repositories/practices.repository.ts';
import { findSsoMapping, insertSsoMapping } from '../repositories/sso-mappings.repository.ts';
import { insertSubscription } from '../repositories/subscriptions.repository.ts';
import { type ContentSetImport, importContentSets } from '../services/content-import.service.ts';
import { hashPassword } from '../services/password.ts';
import { sha256Hex } from '../services/secrets.ts';
import type { SsoMappingField } from '../services/sso-fields.ts';
import type { Database } from './client.ts';
import { seedDemoAdministrators } from './demo-admins.ts';
import { DEMO_INSTRUCTIONS_HTML } from './demo-instructions.ts';

export const DEMO_ORGANIZATION = 'Demo Practice Group';
export const DEMO_PASSWORD = 'demo';

export interface DemoPractice {
  practiceId: string;
  organization: string;
  name: string;
  options: Record<string, unknown>;
  contentSets: string[];
  /** Name of the practice's default location, if any. */
  location?: string;
  protocolNotes?: ProtocolNote[];
}

export interface DemoOrganization {
  name: string;
  locations: string[];
  subscription: { type: 'trial' | 'monthly' | 'annual' | 'perpetual'; seats: number; ended: boolean };
}

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    name: DEMO_ORGANIZATION,
    locations: ['Main Street Clinic', 'Riverside Clinic'],
    subscription: { type: 'annual', seats: 25, ended: false },
  },
  { name: 'Demo Lapsed Practice Group', locations: [], subscription: { type: 'annual', seats: 5, ended: true } },
];

export const DEMO_PRACTICES: DemoPractice[] = [
  {
    practiceId: 'demo',
    organization: DEMO_ORGANIZATION,
    name: 'Demo Family Practice',
    location: 'Main Street Clinic',
    contentSets: ['oh_adult', 'oh_peds'],
    options: {
      questionChoiceDisplay: 'onlyYes',
      careAdviceMode: 'simple',
      columbiaScaleProtocols: [...SUICIDE_CONCERN_SOURCE_PROTOCOL_IDS],
      persistCall: true,
      videoVisitStrategy: 'user',
      callSummaryOptions: { format: 'object', method: 'event', version: '20250113-VA' },
    },
    protocolNotes: [
      {
        contentSet: 'oh_adult',
        protocolId: 201,
        protocolNote: 'Practice note (demo): offer a same-day appointment before suggesting urgent care.',
        questionsNote: null,
        caNote: null,
      },
    ],
  },
  {
    practiceId: 'demo-ah',
    organization: DEMO_ORGANIZATION,
    name: 'Demo After-Hours Nurse Line',
    contentSets: ['ah_adult', 'ah_peds'],
    options: {
      questionChoiceDisplay: 'yesAndNo',
      careAdviceMode: 'detailed',
      disableAdmin: true,
      showDispositionScript: true,
      columbiaScaleProtocols: [...SUICIDE_CONCERN_SOURCE_PROTOCOL_IDS],
      callSummaryOptions: { format: 'object', method: 'event', version: '20250429-VA' },
    },
  },
  {
    practiceId: 'demo-embed',
    organization: DEMO_ORGANIZATION,
    name: 'Demo EHR-Embedded Practice',
    contentSets: ['oh_adult', 'oh_peds', 'ah_adult', 'ah_peds'],
    options: {
      careAdviceMode: 'headings',
      disableHandouts: true,
      persistCall: false,
      videoVisitStrategy: 'disposition',
      callSummaryOptions: {
        format: 'object',
        method: 'postMessage',
        version: '20240701',
        originWhitelist: ['http://127.0.0.1:3100', 'http://localhost:3100'],
      },
    },
  },
  {
    practiceId: 'demo-expired',
    organization: 'Demo Lapsed Practice Group',
    name: 'Demo Expired Practice',
    contentSets: ['oh_adult'],
    options: { enforceSubscriptions: true },
  },
];

export interface DemoSsoMapping {
  token: string;
  practiceId: string;
  description: string | null;
  fields: SsoMappingField[];
}

/** Demo tokens only: real tokens are 256-bit random values made by `create-sso-mapping`. */
export const DEMO_SSO_MAPPINGS: DemoSsoMapping[] = [
  { token: 'demo-sso', practiceId: 'demo', description: null, fields: [] },
  { token: 'demo-embed', practiceId: 'demo-embed', description: null, fields: [] },
  {
    token: 'demo-sso-setup',
    practiceId: 'demo',
    description: 'First launch from this EHR: choose your location and enter your Nurse ID.',
    fields: [
      { name: 'locationId', type: 'select', label: 'Location', description: 'The clinic you are working for' },
      { name: 'nurseId', type: 'text', label: 'Nurse ID', description: 'Your employee number' },
    ],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo content sets, ready to import (the dispositions list travels with the first). */
export function demoContent(): ContentSetImport[] {
  const content = buildContent();
  return content.contentSets.map((contentSet, index) => ({
    contentSet,
    protocols: content.protocols.filter((protocol) => protocol.contentSetId === contentSet.id),
    dispositions: index === 0 ? content.dispositions : undefined,
  }));
}

async function seedOrganizations(db: Database, now: Date): Promise<{ ids: Map<string, number>; created: boolean }> {
  let created = false;
  const ids = new Map<string, number>();
  for (const demo of DEMO_ORGANIZATIONS) {
    const existing = await findOrganizationByName(db, demo.name);
    if (existing) {
      ids.set(demo.name, existing.id);
      continue;
    }
    created = true;
    const org = await insertOrganization(db, demo.name);
    ids.set(demo.name, org.id);
    for (const location of demo.locations) await insertLocation(db, org.id, location);
    const { type, seats, ended } = demo.subscription;
    await insertSubscription(db, {
      organizationId: org.id,
      type,
      seats,
      startDate: new Date(now.getTime() - (ended ? 400 : 30) * DAY_MS),
      endDate: new Date(now.getTime() + (ended ? -35 : 335) * DAY_MS),
    });
  }
  return { ids, created };
}

async function seedPractice(
  db: Database,
  demo: DemoPractice,
  organizationId: number,
  passwordHash: () => Promise<string>,
): Promise<{ practice: PracticeRow; created: boolean }> {
  const existing = await findAnyPracticeByAccountId(db, demo.practiceId);
  if (existing) {
    // Fill in what an older seed did not set; leave everything else as the admin left it.
    const practice =
      existing.callNoteTemplate === null
        ? await updatePractice(db, existing.id, {
            callNoteTemplate: CallNoteTemplate.parse(DEFAULT_CALL_NOTE_TEMPLATE),
          })
        : existing;
    return { practice, created: false };
  }
  const locations = await listLocations(db, organizationId);
  const location = locations.find((candidate) => candidate.name === demo.location);
  const practice = await insertPractice(db, {
    practiceId: demo.practiceId,
    name: demo.name,
    organizationId,
    locationId: location?.id ?? null,
    passwordHash: await passwordHash(),
    options: PracticeOptions.parse(demo.options),
    callNoteTemplate: CallNoteTemplate.parse(DEFAULT_CALL_NOTE_TEMPLATE),
    protocolNotes: demo.protocolNotes ?? null,
  });
  return { practice, created: true };
}

/**
 * Seeds the demo data; returns true when a demo organization or practice was created. With the
 * TOTP key, the demo organization's administrators too (db/demo-admins.ts).
 */
export async function seedDemo(db: Database, now: Date = new Date(), totpKey?: Buffer): Promise<boolean> {
  await importContentSets(db, demoContent(), now);
  const contentSetIds = new Map((await listContentSets(db)).map((set) => [set.name, set.id]));

  const { ids, created: createdOrganizations } = await seedOrganizations(db, now);
  let created = createdOrganizations;
  let hashed: Promise<string> | undefined;
  const passwordHash = () => {
    hashed ??= hashPassword(DEMO_PASSWORD);
    return hashed;
  };
  const practices = new Map<string, PracticeRow>();
  for (const demo of DEMO_PRACTICES) {
    const organizationId = ids.get(demo.organization);
    if (organizationId === undefined) throw new Error(`Unknown demo organization ${demo.organization}`);
    const result = await seedPractice(db, demo, organizationId, passwordHash);
    created ||= result.created;
    practices.set(demo.practiceId, result.practice);
    const granted = demo.contentSets.flatMap((name) => contentSetIds.get(name) ?? []);
    await grantContentSets(db, result.practice.id, granted);
  }

  for (const mapping of DEMO_SSO_MAPPINGS) {
    const practice = practices.get(mapping.practiceId);
    const tokenHash = sha256Hex(mapping.token);
    if (!practice || (await findSsoMapping(db, tokenHash))) continue;
    await insertSsoMapping(db, {
      tokenHash,
      practiceId: practice.id,
      config: mapping.fields,
      description: mapping.description,
    });
  }
  const demoOrganization = ids.get(DEMO_ORGANIZATION);
  if (totpKey && demoOrganization !== undefined) await seedDemoAdministrators(db, demoOrganization, totpKey);
  if (!(await hasGlobalInstructions(db))) {
    await setInstructionsHtml(db, { practiceId: null, locationId: null }, DEMO_INSTRUCTIONS_HTML, now);
  }
  return created;
}
