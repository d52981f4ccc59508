/**
 * Test data beyond the demo seed: practices created straight through the repositories with one
 * password hash per test file (argon2id is slow on purpose).
 */
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import { grantContentSets, listContentSets } from '../repositories/content.repository.ts';
import { insertOrganization } from '../repositories/organizations.repository.ts';
import { insertPractice, type PracticeRow } from '../repositories/practices.repository.ts';
import { insertSubscription } from '../repositories/subscriptions.repository.ts';
import { hashPassword } from '../services/password.ts';

export const TEST_PASSWORD = 'correct horse battery staple';

let testHash: Promise<string> | undefined;
function testPasswordHash(): Promise<string> {
  testHash ??= hashPassword(TEST_PASSWORD);
  return testHash;
}

export interface TestPracticeInput {
  practiceId: string;
  options?: Record<string, unknown>;
  contentSets?: string[];
  /** The organization's one subscription; none when omitted. */
  subscription?: { startDate: Date; endDate: Date | null; type?: string; seats?: number };
}

/** A practice in an organization of its own. */
export async function createTestPractice(db: Database, input: TestPracticeInput): Promise<PracticeRow> {
  const organization = await insertOrganization(db, `Organization of ${input.practiceId}`);
  if (input.subscription) {
    await insertSubscription(db, {
      organizationId: organization.id,
      type: input.subscription.type ?? 'annual',
      seats: input.subscription.seats ?? 3,
      startDate: input.subscription.startDate,
      endDate: input.subscription.endDate,
    });
  }
  const practice = await insertPractice(db, {
    practiceId: input.practiceId,
    name: `Practice ${input.practiceId}`,
    organizationId: organization.id,
    passwordHash: await testPasswordHash(),
    options: input.options ?? {},
  });
  const sets = await listContentSets(db);
  const wanted = input.contentSets ?? [];
  await grantContentSets(
    db,
    practice.id,
    sets.filter((set) => wanted.includes(set.name)).map((set) => set.id),
  );
  return practice;
}

/** Makes every insert into `table` fail, until the returned function is called. */
export async function breakInserts(db: Database, table: string): Promise<() => Promise<void>> {
  const name = `test_refuse_${table}`;
  await queryRows(
    db,
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'inserts into ${table} refused by the test'; end $$`),
  );
  await queryRows(
    db,
    sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`),
  );
  return async () => {
    await queryRows(db, sql.raw(`drop trigger ${name} on ${table}`));
    await queryRows(db, sql.raw(`drop function ${name}()`));
  };
}
