/**
 * Admin: registering an EHR for SMART App Launch. The issuer is the EHR's FHIR base URL (the
 * launch's `iss`); the client id is the one the EHR gave Triage Desk. The origins the browser talks
 * to (the FHIR server's and the authorization server's) go into the page CSP's connect-src (ADR 0025).
 * Registration reads the EHR's SMART configuration and records its authorization server's issuer
 * (every id_token's `iss` must equal it; ADR 0033). Registered from the command line
 * (`register-ehr`) or the console (Settings → EHR connections), its scopes changed from both
 * (`set-ehr-scopes`), revoked from the console; each change audited in its transaction. Only https,
 * except a local test EHR (localhost, 127.0.0.1, [::1]) under ALLOW_PRIVATE_EHR_ADDRESSES. The
 * configuration is fetched from public addresses only, its jwks_uri and token_endpoint must be on
 * the connection's origins (issue 33: services/ehr-fetch.ts).
 */
import type { EhrConnectionEntry } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  deleteEhrConnection,
  type EhrConnectionRow,
  findEhrConnection,
  findPracticeEhrConnection,
  insertEhrConnection,
  listPracticeEhrConnectionRows,
  updateEhrConnectionScopes,
} from '../../repositories/ehr-connections.repository.ts';
import type { PracticeRow } from '../../repositories/practices.repository.ts';
import { recordAudit } from '../audit.service.ts';
import type { EhrNetwork } from '../ehr-fetch.ts';
import { readSmartConfiguration, SmartConfigurationUnreadable } from '../smart-configuration.ts';
import { requirePractice } from './lookups.ts';
import type { ActingAdmin } from './revisions.ts';
import { checkSmartScopes } from './smart-scopes.ts';

export interface RegisterEhrConnectionInput {
  practiceId: string;
  issuer: string;
  clientId: string;
  scopes?: string | undefined;
  /** Further origins (e.g. the authorization server's when it is not the FHIR server's). */
  origins?: readonly string[] | undefined;
}

/** An http(s) URL without query or fragment, without a trailing slash. */
export function normalizeIssuer(issuer: string): string {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new AppError('badData', `The issuer '${issuer}' is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new AppError('badData', 'The issuer must be http(s)');
  if (url.search || url.hash) throw new AppError('badData', 'The issuer has no query or fragment');
  return url.href.replace(/\/+$/, '');
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origin of a URL the browser will talk to: https, or http on the machine itself (a test EHR, in development). */
function originOf(value: string, network: EhrNetwork): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppError('badData', `'${value}' is not an https origin`);
  }
  const isLocal = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname) && network.allowPrivateAddresses;
  if (url.protocol !== 'https:' && !isLocal) {
    throw new AppError(
      'badData',
      `'${value}' must use https (http only for a test EHR on localhost, under ALLOW_PRIVATE_EHR_ADDRESSES)`,
    );
  }
  return url.origin;
}

/** An issuer belongs to one organization (one connection): registering it again, from anywhere, is refused. */
const issuerTaken = (issuer: string) =>
  new AppError('ehrIssuerTaken', `The issuer ${issuer} is already registered (an EHR belongs to one organization)`);

/** What the audit trail keeps of a connection (no secret: a public client has none). */
const audited = (row: EhrConnectionRow) => ({
  issuer: row.issuer,
  clientId: row.clientId,
  scopes: row.scopes,
  origins: row.origins,
  authorizationIssuer: row.authorizationIssuer,
});

/** A connection as the console lists it. */
export function ehrConnectionEntry(row: EhrConnectionRow): EhrConnectionEntry {
  return {
    id: row.id,
    issuer: row.issuer,
    clientId: row.clientId,
    scopes: row.scopes,
    origins: row.origins,
    authorizationIssuer: row.authorizationIssuer,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The practice's EHR connections, oldest first. */
export async function listEhrConnectionEntries(db: Database, practice: PracticeRow): Promise<EhrConnectionEntry[]> {
  return (await listPracticeEhrConnectionRows(db, practice.id)).map(ehrConnectionEntry);
}

export async function registerEhrConnection(
  db: Database,
  network: EhrNetwork,
  input: RegisterEhrConnectionInput,
  at: Date = new Date(),
  actor?: ActingAdmin,
): Promise<EhrConnectionRow> {
  // Registering makes the server fetch from the EHR and opens the page CSP to its origins: an
  // organization administrator's decision (or the operator's command line), not a practice's (issue 33).
  if (actor && actor.admin.role !== 'org-admin') {
    throw new AppError('unauthorized', 'Only an organization administrator registers an EHR connection');
  }
  const practice = await requirePractice(db, input.practiceId);
  const issuer = normalizeIssuer(input.issuer);
  const clientId = input.clientId.trim();
  if (clientId === '' || clientId.length > 200) throw new AppError('badData', 'The client id is required');
  const scopes = checkSmartScopes(input.scopes);
  if (await findEhrConnection(db, issuer)) throw issuerTaken(issuer);
  const extra = (input.origins ?? []).map((origin) => origin.trim()).filter((origin) => origin !== '');
  const origins = [...new Set([originOf(issuer, network), ...extra.map((origin) => originOf(origin, network))])];
  const authorizationIssuer = await authorizationIssuerOf(issuer, network, origins);
  return db.transaction(async (tx) => {
    const row = await insertEhrConnection(tx, {
      practiceId: practice.id,
      issuer,
      clientId,
      scopes,
      origins,
      authorizationIssuer,
    });
    if (!row) throw issuerTaken(issuer);
    await auditConnection(tx, practice, at, actor, 'registered', null, audited(row));
    return row;
  });
}

/** The authorization server's issuer named by the EHR's SMART configuration (ehrConfigurationUnreadable otherwise). */
async function authorizationIssuerOf(issuer: string, network: EhrNetwork, origins: string[]): Promise<string> {
  try {
    return (await readSmartConfiguration(issuer, network, origins)).issuer;
  } catch (error) {
    if (error instanceof SmartConfigurationUnreadable) throw new AppError('ehrConfigurationUnreadable', error.message);
    throw error;
  }
}

/** Changes the scopes a practice's connection asks for (checked; launch openid fhirUser kept), audited. */
export async function changeEhrConnectionScopes(
  db: Database,
  practice: PracticeRow,
  id: number,
  input: string,
  at: Date,
  actor?: ActingAdmin,
): Promise<EhrConnectionRow> {
  const scopes = checkSmartScopes(input);
  return db.transaction(async (tx) => {
    const before = await findPracticeEhrConnection(tx, practice.id, id);
    const row = before ? await updateEhrConnectionScopes(tx, practice.id, id, scopes) : undefined;
    if (!before || !row) throw new AppError('badData', `No EHR connection ${id} for this practice`);
    await auditConnection(
      tx,
      practice,
      at,
      actor,
      'scopes changed',
      {
        issuer: before.issuer,
        scopes: before.scopes,
      },
      { issuer: row.issuer, scopes: row.scopes },
    );
    return row;
  });
}

/** Revokes a practice's connection: a launch from its issuer is refused from then on. */
export async function revokeEhrConnection(
  db: Database,
  practice: PracticeRow,
  id: number,
  at: Date,
  actor?: ActingAdmin,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteEhrConnection(tx, practice.id, id);
    if (!row) throw new AppError('badData', `No EHR connection ${id} for this practice`);
    await auditConnection(tx, practice, at, actor, 'revoked', audited(row), null);
  });
}

function auditConnection(
  db: Database,
  practice: { practiceId: string },
  at: Date,
  actor: ActingAdmin | undefined,
  outcome: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  return recordAudit(db, {
    at,
    type: 'admin-change',
    practiceId: practice.practiceId,
    firstName: null,
    ip: actor?.ip ?? null,
    outcome: `ehr-connection: ${outcome}`,
    change: {
      adminId: actor?.admin.id ?? null,
      adminEmail: actor?.admin.email ?? null,
      subject: 'ehr-connection',
      before,
      after,
    },
  });
}
