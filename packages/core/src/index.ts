/**
 * @triage/core — every triage rule of the product as pure functions over plain data.
 * No I/O, no clock, no randomness: time, ids and random values are arguments.
 * The call-note and fhir modules are loaded apart: the web app imports it from '@triage/core/call-note'
 * lazily; it is re-exported here for the server and tools.
 */
export * from './acuity/index.ts';
export * from './answers/index.ts';
export * from './bridge/index.ts';
export * from './call/index.ts';
export * from './call-note/index.ts';
export * from './care-advice/index.ts';
export * from './columbia-scale/index.ts';
export * from './content-set/index.ts';
export * from './fhir/index.ts';
export * from './handout/index.ts';
export * from './main-tab/index.ts';
export * from './medication/index.ts';
export * from './protocol-merge/index.ts';
export * from './protocol-selection/index.ts';
export * from './random/index.ts';
export * from './search/index.ts';
export * from './session-timing/index.ts';
export * from './suggestions/index.ts';
export * from './text/index.ts';
export * from './theme/index.ts';
export * from './version/index.ts';
export * from './video-visit/index.ts';
