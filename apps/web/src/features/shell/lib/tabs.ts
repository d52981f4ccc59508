/**
 * The main tabs (spec section 2, 'Tabs and sub-tabs'): each has its first-level route (its first
 * sub-tab) and knows the previous and next tab paths used by PREV and NEXT. Triage and Plan need
 * an active protocol.
 */

export type MainTabId = 'protocols' | 'triage' | 'plan';

export interface MainTab {
  id: MainTabId;
  label: string;
  /** Where the tab goes: its first sub-tab. */
  path: string;
  /** Every route of the tab starts with this. */
  prefix: string;
  needsProtocol: boolean;
  previousPath: string | null;
  nextPath: string | null;
}

export const MAIN_TABS: readonly MainTab[] = [
  {
    id: 'protocols',
    label: 'Protocols',
    path: '/protocols',
    prefix: '/protocols',
    needsProtocol: false,
    previousPath: null,
    nextPath: '/triage/questions',
  },
  {
    id: 'triage',
    label: 'Triage',
    path: '/triage/questions',
    prefix: '/triage',
    needsProtocol: true,
    previousPath: '/protocols',
    nextPath: '/plan/education',
  },
  {
    id: 'plan',
    label: 'Plan',
    path: '/plan/education',
    prefix: '/plan',
    needsProtocol: true,
    previousPath: '/triage/questions',
    nextPath: null,
  },
];

/** The main tab a path belongs to (the Protocols tab for anything else). */
export function mainTabOf(pathname: string): MainTab {
  const tab = MAIN_TABS.find(
    (candidate) => pathname === candidate.prefix || pathname.startsWith(`${candidate.prefix}/`),
  );
  return tab ?? (MAIN_TABS[0] as MainTab);
}
