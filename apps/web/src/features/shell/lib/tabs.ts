/**
 * The main tabs (spec section 2, 'Tabs and sub-tabs'): each has its first-level route (its first
 * sub-tab) and knows the previous and next tab paths used by PREV and NEXT. Triage and Plan need
 * an active protocol.
 */
import { type MainTab as MainTabName, mainTabOfPath } from '@triage/core';
import { ROUTES } from '../../../lib/routes.ts';

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
    path: ROUTES.protocols.criteria,
    needsProtocol: false,
    previousPath: null,
    nextPath: ROUTES.triage.questions,
  },
  {
    id: 'triage',
    label: 'Triage',
    path: ROUTES.triage.questions,
    needsProtocol: true,
    previousPath: ROUTES.protocols.criteria,
    nextPath: ROUTES.plan.education,
  },
  {
    id: 'plan',
    label: 'Plan',
    path: ROUTES.plan.education,
    needsProtocol: true,
    previousPath: ROUTES.triage.questions,
    nextPath: null,
  },
];

/** The main tab a path belongs to (core's mainTabOfPath: the Protocols tab for anything else). */
export function mainTabOf(pathname: string): MainTab {
  const id = mainTabOfPath(pathname);
  return MAIN_TABS.find((tab) => tab.id === id) ?? (MAIN_TABS[0] as MainTab);
}
