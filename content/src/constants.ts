/**
 * Constants every consumer of the demo content shows or relies on. The API and the UI show
 * `DEMO_CONTENT_LABEL` wherever demo content appears (the content set carries `isDemo: true`).
 */

/** Shown by every content response and view of demo content. */
export const DEMO_CONTENT_LABEL = 'Demo content — not for clinical use';

/** Copyright line of the owner of the demo content (ours). */
export const DEMO_CONTENT_COPYRIGHT = '© 2026 Triage Desk demo content';

/** Version string of the demo content sets; bump when served content changes meaning. */
export const DEMO_CONTENT_VERSION = '2026.1';
export const DEMO_CONTENT_PUBLISHED = '2026-01-15';
export const DEMO_CONTENT_YEAR = 2026;

/**
 * Source protocol ids of the suicide-concern protocols: adult 'Depression and Suicide Concerns' and
 * pediatric 'Suicide Concerns (Teen)'. The demo practice lists them in `columbiaScaleProtocols`.
 */
export const SUICIDE_CONCERN_SOURCE_PROTOCOL_IDS: readonly number[] = [209, 320];
