/**
 * Support Resources links (spec section 2 and 6): the resources page, the contact page and the
 * anatomical protocol index documents, one per content entitlement the account has (office-hours
 * adult, office-hours pediatric, after-hours adult, after-hours pediatric). The addresses are
 * placeholders under a base set at build time with VITE_SUPPORT_RESOURCES_URL.
 */
import type { ContentSet } from '@triage/contracts';
import { isAdultContentSet, isAfterHoursGroup, isOfficeHoursGroup, isPediatricContentSet } from '@triage/core';

const DEFAULT_BASE_URL = 'https://support.triagedesk.example';

/** The base of every Support Resources address (no trailing slash). */
export function supportResourcesBaseUrl(
  configured: string | undefined = import.meta.env.VITE_SUPPORT_RESOURCES_URL as string | undefined,
): string {
  const base = configured?.trim() || DEFAULT_BASE_URL;
  return base.replace(/\/+$/, '');
}

export type IndexDocumentId = 'oh-adult' | 'oh-pediatric' | 'ah-adult' | 'ah-pediatric';

export interface IndexDocumentLink {
  id: IndexDocumentId;
  label: string;
  href: string;
}

const INDEX_DOCUMENTS: readonly { id: IndexDocumentId; label: string; file: string }[] = [
  { id: 'oh-adult', label: 'Office Hours Adult Protocol Index', file: 'office-hours-adult-index.pdf' },
  { id: 'oh-pediatric', label: 'Office Hours Pediatric Protocol Index', file: 'office-hours-pediatric-index.pdf' },
  { id: 'ah-adult', label: 'After Hours Adult Protocol Index', file: 'after-hours-adult-index.pdf' },
  { id: 'ah-pediatric', label: 'After Hours Pediatric Protocol Index', file: 'after-hours-pediatric-index.pdf' },
];

type Entitlement = Pick<ContentSet, 'name' | 'group' | 'isOfficeHours' | 'isAfterHours' | 'isAdult' | 'isPediatric'>;

function entitlementOf(contentSet: Entitlement): IndexDocumentId | null {
  const isAfterHours = contentSet.isAfterHours ?? isAfterHoursGroup(contentSet.group);
  const isOfficeHours = contentSet.isOfficeHours ?? isOfficeHoursGroup(contentSet.group);
  const isPediatric = contentSet.isPediatric ?? isPediatricContentSet(contentSet.name);
  const isAdult = contentSet.isAdult ?? isAdultContentSet(contentSet.name);
  const hours = isAfterHours ? 'ah' : isOfficeHours ? 'oh' : null;
  const age = isAdult ? 'adult' : isPediatric ? 'pediatric' : null;
  return hours && age ? `${hours}-${age}` : null;
}

/** The index documents the account's content sets entitle it to, in the spec's order. */
export function indexDocumentLinks(
  contentSets: readonly Entitlement[],
  base = supportResourcesBaseUrl(),
): IndexDocumentLink[] {
  const owned = new Set(contentSets.map(entitlementOf));
  return INDEX_DOCUMENTS.filter((entry) => owned.has(entry.id)).map((entry) => ({
    id: entry.id,
    label: entry.label,
    href: `${base}/protocol-index/${entry.file}`,
  }));
}

export function resourcesPageUrl(base = supportResourcesBaseUrl()): string {
  return `${base}/resources`;
}

export function contactPageUrl(base = supportResourcesBaseUrl()): string {
  return `${base}/contact`;
}
