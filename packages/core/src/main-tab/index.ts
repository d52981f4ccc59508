/** The main tabs and the route paths that belong to each. */
export { MAIN_TAB_PREFIXES, type MainTab, mainTabOfPath } from './main-tab.ts';
