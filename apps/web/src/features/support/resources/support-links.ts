/**
 * Support Resources links (spec section 2 and 6): the resources page, the contact page and the
 * anatomical protocol index documents, one per content entitlement the account has (office-hours
 * adult, office-hours pediatric, after-hours adult, after-hours pediatric). They live under the
 * base address the server is configured with (SUPPORT_RESOURCES_URL, handed over in the app-config
 * meta tag); without one the links are not shown — no placeholder address ships as a link.
 */
import type { ContentSet } from '@triage/contracts';
import { isAdultContentSet, isAfterHoursGroup, isOfficeHoursGroup, isPediatricContentSet } from '@triage/core';
import { appConfig } from '../../../lib/app-config.ts';

/** The base of every Support Resources address (no trailing slash), or null when none is configured. */
function supportResourcesBaseUrl(configured: string | null = appConfig.supportResourcesUrl): string | null {
  const base = configured?.trim();
  return base ? base.replace(/\/+$/, '') : null;
}

type IndexDocumentId = 'oh-adult' | 'oh-pediatric' | 'ah-adult' | 'ah-pediatric';

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
  base: string | null = supportResourcesBaseUrl(),
): IndexDocumentLink[] {
  if (base === null) return [];
  const owned = new Set(contentSets.map(entitlementOf));
  return INDEX_DOCUMENTS.filter((entry) => owned.has(entry.id)).map((entry) => ({
    id: entry.id,
    label: entry.label,
    href: `${base}/protocol-index/${entry.file}`,
  }));
}

export function resourcesPageUrl(base: string | null = supportResourcesBaseUrl()): string | null {
  return base === null ? null : `${base}/resources`;
}

export function contactPageUrl(base: string | null = supportResourcesBaseUrl()): string | null {
  return base === null ? null : `${base}/contact`;
}
