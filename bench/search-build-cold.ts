/**
 * Prints, as JSON, the time of one index build in a fresh process (cold JIT, as when the protocol
 * list first loads in the browser), for our engine and for plain Fuse.js. Run by search.bench.ts.
 */
import { createProtocolSearch } from '@triage/core';
import Fuse from 'fuse.js';
import { FUZZY_OPTIONS } from '../packages/core/src/search/constants.ts';
import { generateCatalogue } from './generate-catalogue.ts';

const protocols = generateCatalogue();
const order = process.argv[2] === 'fuse-first' ? ['fuse', 'ours'] : ['ours', 'fuse'];
const times: Record<string, number> = {};
for (const engine of order) {
  const start = performance.now();
  if (engine === 'ours') createProtocolSearch(protocols);
  else new Fuse(protocols, { keys: ['title', 'keywords'], ...FUZZY_OPTIONS, includeScore: true });
  times[engine] = performance.now() - start;
}
console.log(JSON.stringify(times));
