import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../testing/test-db.ts';
import { queryRows } from './client.ts';

const TABLES = [
  'admin_invitations',
  'admin_sessions',
  'administrators',
  'audit_events',
  'audit_refusals',
  'call_event_protocols',
  'call_events',
  'client_errors',
  'content_sets',
  'demo_seed',
  'dispositions',
  'ehr_connections',
  'handout_short_links',
  'instructions',
  'licensed_protocol_history',
  'locations',
  'oidc_connections',
  'oidc_flows',
  'organizations',
  'practice_content_sets',
  'practice_protocol_versions',
  'practice_revisions',
  'practices',
  'protocol_update_merges',
  'protocols',
  'sessions',
  'sign_in_failures',
  'smart_id_tokens',
  'smart_launches',
  'sso_launch_ids',
  'sso_mappings',
  'subscriptions',
];

describeEachEngine('migrations', ({ database }) => {
  const columns = async (table: string) =>
    (
      await queryRows<{ column_name: string }>(
        database().db,
        sql`select column_name from information_schema.columns where table_name = ${table}`,
      )
    ).map((row) => row.column_name);

  it('create every table of the schema', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database().db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = rows.map((row) => row.table_name);
    expect(names).toEqual(TABLES);
  });

  it('add the single sign-on mapping location and description (0001)', async () => {
    const rows = await queryRows<{ column_name: string }>(
      database().db,
      sql`select column_name from information_schema.columns where table_name = 'sso_mappings' order by column_name`,
    );
    expect(rows.map((row) => row.column_name)).toEqual(expect.arrayContaining(['location_id', 'description']));
  });

  it('add SSO expiry, last use and signed launches, and the session and audit EHR user id (0003)', async () => {
    expect(await columns('sso_mappings')).toEqual(
      expect.arrayContaining(['expires_at', 'last_used_at', 'launch', 'launch_public_key']),
    );
    expect(await columns('sessions')).toEqual(expect.arrayContaining(['sso_mapping_id', 'ehr_user_id']));
    expect(await columns('audit_events')).toEqual(expect.arrayContaining(['ehr_user_id']));
  });

  it("add the EHR connection's authorization server issuer, SMART launches and accepted id_tokens (0012)", async () => {
    const rows = await queryRows<{ column_name: string; is_nullable: string }>(
      database().db,
      sql`select column_name, is_nullable from information_schema.columns where table_name = 'ehr_connections'`,
    );
    expect(rows).toEqual(expect.arrayContaining([{ column_name: 'authorization_issuer', is_nullable: 'YES' }]));
  });

  it("add practices' protocol versions, the published ones they name and the medical-director role (0017)", async () => {
    expect(await columns('practices')).toEqual(expect.arrayContaining(['published_protocols']));
    expect(await columns('administrators')).toEqual(expect.arrayContaining(['medical_director']));
    expect(await columns('practice_protocol_versions')).toEqual(
      expect.arrayContaining(['state', 'data', 'licensed_version', 'based_on', 'note', 'changes']),
    );
  });

  it('add the short links of texted handouts (0023) and their delivery reports (0027)', async () => {
    expect((await columns('handout_short_links')).sort()).toEqual([
      'delivery_error_code',
      'delivery_status',
      'delivery_updated_at',
      'expires_at',
      'id',
      'practice_id',
      'token',
    ]);
  });

  it('record sign-in attempts in flight (0026)', async () => {
    expect(await columns('sign_in_failures')).toEqual(expect.arrayContaining(['in_flight']));
  });

  it('are idempotent: applying them again changes nothing', async () => {
    await database().migrate();
    const rows = await queryRows<{ n: number }>(
      database().db,
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    expect(rows[0]?.n).toBe(TABLES.length);
  });
});
