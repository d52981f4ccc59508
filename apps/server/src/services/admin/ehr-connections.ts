/**
 * Admin: registering an EHR for SMART App Launch. The issuer is the EHR's FHIR base URL (the
 * launch's `iss`); the client id is the one the EHR gave Triage Desk. The origins the browser talks
 * to (the FHIR server's and the authorization server's) go into the page CSP's connect-src (ADR 0025).
 */
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type EhrConnectionRow,
  findEhrConnection,
  insertEhrConnection,
} from '../../repositories/ehr-connections.repository.ts';
import { requirePractice } from './lookups.ts';

/** What Triage Desk asks for by default: the launch context, the user, reading the patient, writing the call. */
const DEFAULT_SMART_SCOPES =
  'launch openid fhirUser patient/Patient.rs user/Encounter.c user/QuestionnaireResponse.c user/Observation.c user/DocumentReference.c user/Provenance.c';

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

function originOf(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
    return url.origin;
  } catch {
    throw new AppError('badData', `'${value}' is not an http(s) origin`);
  }
}

export async function registerEhrConnection(
  db: Database,
  input: RegisterEhrConnectionInput,
): Promise<EhrConnectionRow> {
  const practice = await requirePractice(db, input.practiceId);
  const issuer = normalizeIssuer(input.issuer);
  const clientId = input.clientId.trim();
  if (clientId === '' || clientId.length > 200) throw new AppError('badData', 'The client id is required');
  const scopes = (input.scopes ?? DEFAULT_SMART_SCOPES).trim().split(/\s+/);
  for (const needed of ['launch', 'openid', 'fhirUser']) {
    if (!scopes.includes(needed)) throw new AppError('badData', `The scopes must include '${needed}'`);
  }
  if (await findEhrConnection(db, issuer)) throw new AppError('badData', `The issuer ${issuer} is already registered`);
  const origins = [...new Set([originOf(issuer), ...(input.origins ?? []).map(originOf)])];
  return insertEhrConnection(db, { practiceId: practice.id, issuer, clientId, scopes: scopes.join(' '), origins });
}
