/**
 * The console's Settings → EHR connections (SMART App Launch, docs/smart-on-fhir.md): the EHRs a
 * practice registered (issuer = the EHR's FHIR base URL, the client id it issued), registered and
 * revoked by its administrators. The page CSP's connect-src follows (ADR 0025).
 */
import { z } from 'zod';
import { defineCall, IdParam } from './call.ts';

export const EhrConnectionEntry = z.object({
  id: z.number().int(),
  issuer: z.string(),
  clientId: z.string(),
  scopes: z.string(),
  /** The origins the browser may talk to for this EHR (the issuer's, the authorization server's). */
  origins: z.array(z.string()),
  /**
   * The authorization server's issuer, read from the EHR's SMART configuration at registration;
   * null for a connection registered before it was recorded (its launches are refused until it is
   * registered again; ADR 0033).
   */
  authorizationIssuer: z.string().nullable(),
  createdAt: z.string(),
});
export type EhrConnectionEntry = z.infer<typeof EhrConnectionEntry>;

const PracticeParams = z.object({ practiceId: z.string().min(1).max(100) });

export const listPracticeEhrConnections = defineCall({
  id: 'ListEhrConnections',
  method: 'GET',
  path: '/api/admin/practices/:practiceId/ehr-connections',
  summary: "The practice's registered EHR connections",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  data: z.object({ connections: z.array(EhrConnectionEntry) }),
  errors: ['unauthorized', 'tooManyRequests'],
});

export const registerPracticeEhrConnection = defineCall({
  id: 'RegisterEhrConnection',
  method: 'POST',
  path: '/api/admin/practices/:practiceId/ehr-connections',
  summary: 'Registers an EHR for SMART App Launch (audited)',
  description:
    "Organization administrators only (unauthorized for a practice administrator). The issuer must be https (http only for a local test EHR under ALLOW_PRIVATE_EHR_ADDRESSES); an issuer already registered, by any organization, answers ehrIssuerTaken. The EHR's SMART configuration is read (public addresses only, no redirect off the connection's origins; its jwks_uri and token_endpoint must be https on the connection's origins) and its authorization server's issuer recorded (ehrConfigurationUnreadable otherwise).",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  body: z.object({
    issuer: z.string().trim().min(1, 'is required').max(500),
    clientId: z.string().trim().min(1, 'is required').max(200),
    /** Further origins, e.g. the authorization server's when it is not the FHIR server's. */
    origins: z.array(z.string().trim().max(300)).max(10).optional(),
  }),
  data: z.object({ connection: EhrConnectionEntry }),
  errors: [
    'unauthorized',
    'missingParams',
    'badData',
    'ehrConfigurationUnreadable',
    'ehrIssuerTaken',
    'tooManyRequests',
  ],
});

export const updatePracticeEhrConnectionScopes = defineCall({
  id: 'UpdateEhrConnectionScopes',
  method: 'POST',
  path: '/api/admin/practices/:practiceId/ehr-connections/:connectionId/scopes',
  summary: 'Changes the scopes a connection asks for (audited)',
  description:
    'SMART scopes (v1 or v2 syntax), space separated; launch, openid and fhirUser are always kept. Anything else answers badData.',
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams.extend({ connectionId: IdParam }),
  body: z.object({ scopes: z.string().trim().min(1, 'is required').max(2000) }),
  data: z.object({ connection: EhrConnectionEntry }),
  errors: ['unauthorized', 'missingParams', 'badData', 'tooManyRequests'],
});

export const revokePracticeEhrConnection = defineCall({
  id: 'RevokeEhrConnection',
  method: 'POST',
  path: '/api/admin/practices/:practiceId/ehr-connections/:connectionId/revoke',
  summary: 'Revokes an EHR connection: launches from that issuer are refused from then on (audited)',
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams.extend({ connectionId: IdParam }),
  body: z.looseObject({}).optional(),
  data: z.object({ revoked: z.literal(true) }),
  errors: ['unauthorized', 'badData', 'tooManyRequests'],
});
