/**
 * The SMART scopes an EHR connection asks for (App Launch 2.2; ADR 0033): by default what Triage
 * Desk needs, in v2 syntax (the browser translates them for a server without `permission-v2`).
 * An administrator may change them (register-ehr --scopes, set-ehr-scopes, the console); they are
 * checked here: known OpenID/launch scopes and patient/ or user/ resource scopes only, and
 * `launch openid fhirUser` always kept.
 */
import { CALL_BUNDLE_RESOURCE_TYPES, type CallBundleResourceType } from '@triage/core';
import { AppError } from '../../lib/app-error.ts';

/**
 * What the default scopes let Triage Desk do with each resource type of the call's Bundle: create
 * it, and for the Encounter also read and search (the call's, found again by its identifier so a
 * retried send is not duplicated); the Provenance is the user's.
 */
const BUNDLE_SCOPES: Record<CallBundleResourceType, string> = {
  Encounter: 'patient/Encounter.crs',
  QuestionnaireResponse: 'patient/QuestionnaireResponse.c',
  Observation: 'patient/Observation.c',
  DocumentReference: 'patient/DocumentReference.c',
  Provenance: 'user/Provenance.c',
};

/** Reading the launched Patient (the banner), the call's resources, reading the nurse's Practitioner (her name). */
const DEFAULT_SMART_SCOPES = [
  'launch',
  'openid',
  'fhirUser',
  'profile',
  'patient/Patient.r',
  ...CALL_BUNDLE_RESOURCE_TYPES.map((type) => BUNDLE_SCOPES[type]),
  'user/Practitioner.r',
].join(' ');

/** Always asked: the EHR launch, the OpenID sign-in and the user's FHIR identity. */
const REQUIRED_SMART_SCOPES = ['launch', 'openid', 'fhirUser'] as const;

const IDENTITY_SCOPES = new Set([
  ...REQUIRED_SMART_SCOPES,
  'launch/patient',
  'launch/encounter',
  'profile',
  'online_access',
]);

/** patient/ or user/ + a resource type (or *) + v1 (read, write, *) or v2 (c r u d s in order) permissions. */
const RESOURCE_SCOPE = /^(patient|user)\/(\*|[A-Z][A-Za-z]{1,63})\.(read|write|\*|c?r?u?d?s?)(\?[^\s?#]+)?$/;

const MAX_SCOPES = 40;

function checkScope(scope: string): void {
  if (IDENTITY_SCOPES.has(scope)) return;
  if (scope === 'offline_access') {
    throw new AppError('badData', "'offline_access' is not allowed: Triage Desk keeps no refresh token");
  }
  const match = RESOURCE_SCOPE.exec(scope);
  const permissions = match?.[3] ?? '';
  const v1 = permissions === 'read' || permissions === 'write' || permissions === '*';
  if (!match || permissions === '' || (v1 && match[4] !== undefined)) {
    throw new AppError(
      'badData',
      `'${scope.slice(0, 100)}' is not a SMART scope Triage Desk asks for (launch, openid, fhirUser, profile, launch/patient, launch/encounter, online_access, or patient/ or user/ <Type>.<permissions>)`,
    );
  }
}

/** The scopes, checked, without duplicates, space separated; the default when none are given. */
export function checkSmartScopes(input: string | undefined): string {
  const scopes = [...new Set((input ?? DEFAULT_SMART_SCOPES).trim().split(/\s+/).filter(Boolean))];
  if (scopes.length > MAX_SCOPES) throw new AppError('badData', `At most ${MAX_SCOPES} scopes`);
  for (const needed of REQUIRED_SMART_SCOPES) {
    if (!scopes.includes(needed)) {
      throw new AppError(
        'badData',
        `The scopes must include '${needed}' (Triage Desk always asks for launch openid fhirUser)`,
      );
    }
  }
  for (const scope of scopes) checkScope(scope);
  return scopes.join(' ');
}
