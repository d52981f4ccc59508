/**
 * The main tabs (spec section 2, 'Tabs and sub-tabs'): each has its first-level route (its first
 * sub-tab) and knows the previous and next tab paths used by PREV and NEXT. Triage and Plan need
 * an active protocol.
 */
import { type MainTab as MainTabName, mainTabOfPath } from '@triage/core';

export type MainTabId = MainTabName;

export interface MainTab {
  id: MainTabId;
  label: string;
  /** Where the tab goes: its first sub-tab. */
  path: string;
  needsProtocol: boolean;
  previousPath: string | null;
  nextPath: string | null;
}

export const MAIN_TABS: readonly MainTab[] = [
  {
    id: 'protocols',
    label: 'Protocols',
    path: '/protocols',
    needsProtocol: false,
    previousPath: null,
    nextPath: '/triage/questions',
  },
  {
    id: 'triage',
    label: 'Triage',
    path: '/triage/questions',
    needsProtocol: true,
    previousPath: '/protocols',
    nextPath: '/plan/education',
  },
  {
    id: 'plan',
    label: 'Plan',
    path: '/plan/education',
    needsProtocol: true,
    previousPath: '/triage/questions',
    nextPath: null,
  },
];

/** The main tab a path belongs to (core's mainTabOfPath: the Protocols tab for anything else). */
export function mainTabOf(pathname: string): MainTab {
  const id = mainTabOfPath(pathname);
  return MAIN_TABS.find((tab) => tab.id === id) ?? (MAIN_TABS[0] as MainTab);
}
