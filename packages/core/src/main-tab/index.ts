/** The main tabs and the route paths that belong to each. */
export { type MainTab, mainTabOfPath } from './main-tab.ts';
