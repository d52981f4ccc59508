/**
 * `@triage/core/testing`: test data for every workspace's tests — factories of complete, valid
 * entities, named fixtures built from them, and fast-check arbitraries. Never imported by
 * production code.
 */
export {
  makeContent,
  makeContentSet,
  makeDisposition,
  makeNugget,
  makeProtocol,
  makeProtocolListItem,
  makeQuestion,
  makeSection,
  makeSelectedProtocol,
  makeTopic,
} from './factories.ts';
export { type Random, seededRandom } from './seeded-random.ts';
