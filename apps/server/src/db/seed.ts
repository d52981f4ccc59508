/**
 * Demo data: an organization, the demo practices of the README and their subscriptions.
 * Safe to re-run: existing rows are left as they are (a practice's password is not reset).
 * Used by `npm start` on the embedded database and by tests, never automatically on DATABASE_URL.
 */
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../services/password.ts';
import type { Database } from './client.ts';
import { organizations, practices, subscriptions } from './schema.ts';

export const DEMO_ORGANIZATION = 'Demo Practice Group';
export const DEMO_PASSWORD = 'demo';

export interface DemoPractice {
  practiceId: string;
  organization: string;
  name: string;
  options: Record<string, unknown>;
}

export interface DemoOrganization {
  name: string;
  subscription: { type: 'trial' | 'monthly' | 'annual' | 'perpetual'; seats: number; ended: boolean };
}

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  { name: DEMO_ORGANIZATION, subscription: { type: 'annual', seats: 25, ended: false } },
  { name: 'Demo Lapsed Practice Group', subscription: { type: 'annual', seats: 5, ended: true } },
];

export const DEMO_PRACTICES: DemoPractice[] = [
  {
    practiceId: 'demo',
    organization: DEMO_ORGANIZATION,
    name: 'Demo Family Practice',
    options: {
      questionChoiceDisplay: 'onlyYes',
      careAdviceMode: 'simple',
      columbiaScaleProtocols: [209, 320],
      persistCall: true,
      videoVisitStrategy: 'user',
      callSummaryOptions: { format: 'object', method: 'event', version: '20250113-VA' },
    },
  },
  {
    practiceId: 'demo-ah',
    organization: DEMO_ORGANIZATION,
    name: 'Demo After-Hours Nurse Line',
    options: {
      questionChoiceDisplay: 'yesAndNo',
      careAdviceMode: 'detailed',
      disableAdmin: true,
      showDispositionScript: true,
      columbiaScaleProtocols: [209, 320],
      callSummaryOptions: { format: 'object', method: 'event', version: '20250429-VA' },
    },
  },
  {
    practiceId: 'demo-embed',
    organization: DEMO_ORGANIZATION,
    name: 'Demo EHR-Embedded Practice',
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
    options: { enforceSubscriptions: true },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds the demo organizations and practices; returns true when anything was created. */
export async function seedDemo(db: Database, now: Date = new Date()): Promise<boolean> {
  let created = false;
  const orgIds = new Map<string, number>();
  for (const demo of DEMO_ORGANIZATIONS) {
    const [existing] = await db.select().from(organizations).where(eq(organizations.name, demo.name));
    if (existing) {
      orgIds.set(demo.name, existing.id);
      continue;
    }
    created = true;
    const [org] = await db.insert(organizations).values({ name: demo.name }).returning();
    if (!org) throw new Error(`Could not create the organization ${demo.name}`);
    orgIds.set(demo.name, org.id);
    const { type, seats, ended } = demo.subscription;
    await db.insert(subscriptions).values({
      organizationId: org.id,
      type,
      seats,
      startDate: new Date(now.getTime() - (ended ? 400 : 30) * DAY_MS),
      endDate: new Date(now.getTime() + (ended ? -35 : 335) * DAY_MS),
    });
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const demo of DEMO_PRACTICES) {
    const [existing] = await db
      .select({ id: practices.id })
      .from(practices)
      .where(sql`lower(${practices.practiceId}) = ${demo.practiceId}`);
    if (existing) continue;
    const organizationId = orgIds.get(demo.organization);
    if (organizationId === undefined) throw new Error(`Unknown demo organization ${demo.organization}`);
    created = true;
    await db.insert(practices).values({
      practiceId: demo.practiceId,
      name: demo.name,
      organizationId,
      passwordHash,
      options: demo.options,
    });
  }
  return created;
}
