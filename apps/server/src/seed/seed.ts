/**
 * Demo data: the demo organizations, locations and practices of the README, their subscriptions,
 * content entitlements, call-note template, the demo content sets, an instructions page and the
 * demo single sign-on tokens. Only in demo mode (services/demo-mode.ts) and in tests. Safe to re-run:
 * it records what it created, brings its own content up to date, and never re-creates what an
 * administrator removed nor writes over what it did not create.
 */

import { buildContent, SUICIDE_CONCERN_SOURCE_PROTOCOL_IDS } from '@triage/content';
import { CallNoteTemplate, PracticeOptions, type ProtocolNote } from '@triage/contracts';
import { DEFAULT_CALL_NOTE_TEMPLATE } from '@triage/core';
import type { Database } from '../db/client.ts';
import { grantContentSets, listContentSets } from '../repositories/content.repository.ts';
import { listSeeded, recordSeeded, type SeededKind } from '../repositories/demo-seed.repository.ts';
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
import { seedDemoAdministrators } from './demo-admins.ts';
import type { DemoCallProfile } from './demo-call-events.ts';
import { DEMO_INSTRUCTIONS_HTML } from './demo-instructions.ts';

export { DEMO_ADMIN_EMAILS } from './demo-admins.ts';

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
  /** Its year of synthetic call events (seed/seed-call-events.ts); none without. */
  calls?: { profile: DemoCallProfile; callsPerDay: number; nurses: string[] };
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
    calls: { profile: 'office', callsPerDay: 20, nurses: ['Maya', 'Jordan', 'Priya', 'Sam', 'Elena'] },
    options: {
      handoutPhone: '(555) 010-4242',
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
    calls: { profile: 'after-hours', callsPerDay: 12, nurses: ['Noah', 'Grace', 'Luis', 'Hana'] },
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
    calls: { profile: 'all-day', callsPerDay: 6, nurses: ['Tessa', 'Omar', 'Ivy'] },
    options: {
      careAdviceMode: 'headings',
      disableHandouts: true,
      persistCall: false,
      videoVisitStrategy: 'disposition',
      columbiaScaleProtocols: [...SUICIDE_CONCERN_SOURCE_PROTOCOL_IDS],
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

type Seeded = { has(kind: SeededKind, name: string): boolean; record(kind: SeededKind, name: string): Promise<void> };

async function seededRecord(db: Database): Promise<Seeded> {
  const names = await listSeeded(db);
  return {
    has: (kind, name) => names.has(`${kind}:${name}`),
    record: async (kind, name) => {
      names.add(`${kind}:${name}`);
      await recordSeeded(db, kind, name);
    },
  };
}

/**
 * The demo content sets the seed may write: those it created before and that still exist (brought up
 * to date), and those no content set has the id or name of yet. Never one it did not create.
 */
async function seedContent(db: Database, seeded: Seeded, now: Date): Promise<boolean> {
  const existing = await listContentSets(db);
  const files = demoContent();
  const dispositions = files.find((file) => file.dispositions)?.dispositions;
  const ours = files.filter((file) => {
    const found = existing.some((set) => set.id === file.contentSet.id || set.name === file.contentSet.name);
    return seeded.has('content-set', file.contentSet.name) ? found : !found;
  });
  if (ours.length === 0) return false;
  await importContentSets(
    db,
    ours.map((file, index) => ({ ...file, dispositions: index === 0 ? dispositions : undefined })),
    now,
  );
  let created = false;
  for (const file of ours) {
    if (seeded.has('content-set', file.contentSet.name)) continue;
    created = true;
    await seeded.record('content-set', file.contentSet.name);
  }
  return created;
}

/** The demo organizations: created once; one the seed did not create, or that is gone, is not touched. */
async function seedOrganizations(db: Database, seeded: Seeded, now: Date): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const demo of DEMO_ORGANIZATIONS) {
    const existing = await findOrganizationByName(db, demo.name);
    if (existing) {
      if (seeded.has('organization', demo.name)) ids.set(demo.name, existing.id);
      continue;
    }
    if (seeded.has('organization', demo.name)) continue;
    const org = await insertOrganization(db, demo.name);
    await seeded.record('organization', demo.name);
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
  return ids;
}

/**
 * A demo practice: created (with its content entitlements) once. One the seed created before gets
 * only what an older seed did not set; entitlements and options stay as the administrator left them.
 */
async function seedPractice(
  db: Database,
  demo: DemoPractice,
  organizationId: number,
  passwordHash: () => Promise<string>,
  contentSetIds: Map<string, number>,
): Promise<{ practice: PracticeRow; created: boolean } | null> {
  const existing = await findAnyPracticeByAccountId(db, demo.practiceId);
  if (existing) {
    if (existing.organizationId !== organizationId) return null;
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
  await grantContentSets(
    db,
    practice.id,
    demo.contentSets.flatMap((name) => contentSetIds.get(name) ?? []),
  );
  return { practice, created: true };
}

/**
 * Seeds the demo data (demo mode only, see services/demo-mode.ts); returns true when something was
 * created. Everything created is recorded: a later seeding never re-creates what an administrator
 * removed (a practice, an SSO link, the instructions page) and never writes over what it did not create.
 * With the TOTP key, the demo organization's administrators too (seed/demo-admins.ts).
 */
export async function seedDemo(db: Database, now: Date = new Date(), totpKey?: Buffer): Promise<boolean> {
  const seeded = await seededRecord(db);
  let created = await seedContent(db, seeded, now);
  const contentSetIds = new Map(
    (await listContentSets(db)).filter((set) => seeded.has('content-set', set.name)).map((set) => [set.name, set.id]),
  );

  const ids = await seedOrganizations(db, seeded, now);
  let hashed: Promise<string> | undefined;
  const passwordHash = () => {
    hashed ??= hashPassword(DEMO_PASSWORD);
    return hashed;
  };
  const practices = new Map<string, PracticeRow>();
  for (const demo of DEMO_PRACTICES) {
    const organizationId = ids.get(demo.organization);
    if (organizationId === undefined) continue;
    const isOurs = seeded.has('practice', demo.practiceId);
    const exists = (await findAnyPracticeByAccountId(db, demo.practiceId)) !== undefined;
    // Not re-created once removed, not touched when someone else created it.
    if (isOurs !== exists) continue;
    const result = await seedPractice(db, demo, organizationId, passwordHash, contentSetIds);
    if (!result) continue;
    if (result.created) {
      created = true;
      await seeded.record('practice', demo.practiceId);
    }
    practices.set(demo.practiceId, result.practice);
  }

  for (const mapping of DEMO_SSO_MAPPINGS) {
    const practice = practices.get(mapping.practiceId);
    const tokenHash = sha256Hex(mapping.token);
    if (!practice || seeded.has('sso', mapping.token) || (await findSsoMapping(db, tokenHash))) continue;
    await insertSsoMapping(db, {
      tokenHash,
      practiceId: practice.id,
      config: mapping.fields,
      description: mapping.description,
    });
    await seeded.record('sso', mapping.token);
    created = true;
  }
  const demoOrganization = ids.get(DEMO_ORGANIZATION);
  if (totpKey && demoOrganization !== undefined) await seedDemoAdministrators(db, demoOrganization, totpKey);
  if (!seeded.has('instructions', 'global') && !(await hasGlobalInstructions(db))) {
    await setInstructionsHtml(db, { practiceId: null, locationId: null }, DEMO_INSTRUCTIONS_HTML, now);
    await seeded.record('instructions', 'global');
    created = true;
  }
  return created;
}
