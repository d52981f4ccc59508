/**
 * The main tabs (spec section 2, 'Tabs and sub-tabs'): Protocols, Triage and Plan. A route belongs
 * to the Triage tab under /triage, to the Plan tab under /plan; everything else is the Protocols
 * tab. The shell's tab bar, the C-SSRS prompt and the host bridge's tab events all read it here.
 */

export type MainTab = 'protocols' | 'triage' | 'plan';

/** The path prefix of each main tab: every route of the tab is the prefix or starts with it and '/'. */
const MAIN_TAB_PREFIXES: Readonly<Record<MainTab, string>> = {
  protocols: '/protocols',
  triage: '/triage',
  plan: '/plan',
};

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The main tab a route path belongs to (Protocols for any path outside Triage and Plan). */
export function mainTabOfPath(pathname: string): MainTab {
  if (isUnder(pathname, MAIN_TAB_PREFIXES.triage)) return 'triage';
  if (isUnder(pathname, MAIN_TAB_PREFIXES.plan)) return 'plan';
  return 'protocols';
}
