/**
 * What the app reads from the EHR with the launch's access token, straight from the browser: the
 * launched Patient (and Encounter) for the patient banner, the nurse's fhirUser resource for her
 * name when the id_token carries none, and the call's Encounter by its identifier, so a send whose
 * answer was lost is found instead of sent twice. Nothing read here goes to the Triage Desk server.
 */
import type { SmartContext } from '../stores/smart-context.ts';

/** The patient as the banner shows it. */
export interface PatientDetails {
  /** e.g. 'Patient/123'. */
  reference: string;
  name: string;
  /** YYYY-MM-DD, or null when the EHR gives none. */
  birthDate: string | null;
  /** 'Female', 'Male', 'Other', 'Unknown', or null. */
  sex: string | null;
  /** The medical record number (identifier of type MR), or null. */
  mrn: string | null;
}

export class EhrReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EhrReadError';
  }
}

interface HumanName {
  use?: string;
  text?: string;
  given?: string[];
  family?: string;
  prefix?: string[];
  suffix?: string[];
}

interface Identifier {
  value?: string;
  type?: { coding?: { system?: string; code?: string }[]; text?: string };
}

type Json = Record<string, unknown>;

/** A resource URL under the EHR's FHIR base; an absolute reference elsewhere is not followed. */
function resourceUrl(context: Pick<SmartContext, 'fhirBase'>, reference: string): string | null {
  if (/^https?:\/\//.test(reference)) return reference.startsWith(`${context.fhirBase}/`) ? reference : null;
  return /^[A-Za-z]+\/[A-Za-z0-9\-.]{1,64}$/.test(reference) ? `${context.fhirBase}/${reference}` : null;
}

async function getJson(context: Pick<SmartContext, 'accessToken'>, url: string, what: string): Promise<Json> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'omit',
      headers: { authorization: `Bearer ${context.accessToken}`, accept: 'application/fhir+json' },
    });
  } catch {
    throw new EhrReadError(`the EHR could not be reached to read ${what}`);
  }
  if (!response.ok) throw new EhrReadError(`the EHR answered ${response.status} to reading ${what}`);
  const body: unknown = await response.json().catch(() => null);
  if (body === null || typeof body !== 'object')
    throw new EhrReadError(`the EHR's answer for ${what} is not FHIR JSON`);
  return body as Json;
}

/** A person's name for display: its text, else given and family names ('official' or 'usual' first).
 * @internal
 */
export function displayName(names: unknown): string | null {
  if (!Array.isArray(names)) return null;
  const list = names as HumanName[];
  const name = list.find((n) => n.use === 'official') ?? list.find((n) => n.use === 'usual') ?? list[0];
  if (!name) return null;
  const text = name.text?.trim();
  if (text) return text;
  const parts = [...(name.given ?? []), name.family ?? ''].map((part) => part.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

const SEX: Record<string, string> = { female: 'Female', male: 'Male', other: 'Other', unknown: 'Unknown' };

function medicalRecordNumber(identifiers: unknown): string | null {
  if (!Array.isArray(identifiers)) return null;
  const mrn = (identifiers as Identifier[]).find((identifier) =>
    (identifier.type?.coding ?? []).some((coding) => coding.code === 'MR'),
  );
  return mrn?.value?.trim() || null;
}

/** The Patient resource as the banner shows it.
 * @internal
 */
export function patientDetails(reference: string, patient: Json): PatientDetails {
  if (patient.resourceType !== 'Patient') throw new EhrReadError(`the EHR answered no Patient for ${reference}`);
  const birthDate = typeof patient.birthDate === 'string' ? patient.birthDate : null;
  return {
    reference,
    name: displayName(patient.name) ?? 'Name not given by the EHR',
    birthDate,
    sex: typeof patient.gender === 'string' ? (SEX[patient.gender] ?? null) : null,
    mrn: medicalRecordNumber(patient.identifier),
  };
}

/**
 * Reads the launched Patient, and checks that the launch's Encounter, when there is one and the
 * EHR lets the app read it, is that patient's (an encounter of another patient would put the call
 * in the wrong chart). An encounter the app may not read is not held against the launch.
 */
export async function readLaunchPatient(context: SmartContext): Promise<PatientDetails> {
  if (context.patient === null) throw new EhrReadError('the EHR launch named no patient');
  const url = resourceUrl(context, context.patient);
  if (url === null)
    throw new EhrReadError(`the launch's patient (${context.patient}) is not a reference the app can read`);
  const details = patientDetails(context.patient, await getJson(context, url, 'the patient'));
  const encounterUrl = context.encounter === null ? null : resourceUrl(context, context.encounter);
  const encounter =
    encounterUrl === null ? null : await getJson(context, encounterUrl, 'the encounter').catch(() => null);
  const subject = (encounter?.subject as { reference?: string } | undefined)?.reference;
  if (subject !== undefined && subject !== context.patient && subject !== `${context.fhirBase}/${context.patient}`) {
    throw new EhrReadError(`the launch's encounter belongs to another patient (${subject})`);
  }
  return details;
}

/** The name of the EHR user (the id_token's fhirUser: Practitioner, PractitionerRole or Person), or null. */
export async function readUserName(context: SmartContext): Promise<string | null> {
  const url = resourceUrl(context, context.fhirUser);
  if (url === null) return null;
  try {
    const resource = await getJson(context, url, 'the user');
    const own = displayName(resource.name);
    if (own !== null) return own;
    // A PractitionerRole names its practitioner.
    const practitioner = (resource.practitioner as { reference?: string; display?: string } | undefined) ?? null;
    if (practitioner?.display?.trim()) return practitioner.display.trim();
    const practitionerUrl = practitioner?.reference ? resourceUrl(context, practitioner.reference) : null;
    if (practitionerUrl === null) return null;
    return displayName((await getJson(context, practitionerUrl, 'the practitioner')).name);
  } catch {
    return null;
  }
}

/**
 * The call's Encounter in the chart (found by the call's identifier): when it was sent, or null
 * when the chart has none. Throws EhrReadError when the EHR cannot answer (no search permission,
 * unreachable): the caller then relies on the Bundle's conditional create.
 */
export async function findSentCall(
  context: SmartContext,
  identifier: { system: string; value: string },
): Promise<{ at: string | null } | null> {
  const query = new URLSearchParams({ identifier: `${identifier.system}|${identifier.value}` });
  const bundle = await getJson(context, `${context.fhirBase}/Encounter?${query}`, "the call's encounter");
  const entries = (Array.isArray(bundle.entry) ? bundle.entry : []) as { resource?: Json }[];
  const encounter = entries.map((entry) => entry.resource).find((resource) => resource?.resourceType === 'Encounter');
  if (!encounter) return null;
  const period = encounter.period as { end?: string } | undefined;
  const meta = encounter.meta as { lastUpdated?: string } | undefined;
  return { at: period?.end ?? meta?.lastUpdated ?? null };
}
