/**
 * Reproducible pseudo-random numbers: a pure generator of its seed (no random source is read), for
 * data that must come out the same on every run — the demo's synthetic call events, test and
 * benchmark data.
 */
export { type Random, seededRandom } from './seeded-random.ts';
