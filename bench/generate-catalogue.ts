/**
 * A synthetic catalogue of protocols for the search benchmark: realistic titles with the lay words,
 * synonyms and misspellings call-takers type, spread over four content sets (office-hours and
 * after-hours, adult and pediatric) like real content. Deterministic (seeded PRNG). Benchmark data
 * only: never served, never stored.
 */
import type { ContentSet, ProtocolListItem } from '@triage/contracts';
import { type Random, seededRandom } from '@triage/core';
import {
  ADULT_CONDITIONS,
  ADULT_CORE,
  BODY_PARTS,
  NO_PROTOCOL_TITLES,
  PEDS_CONDITIONS,
  PEDS_CORE,
  PROBLEMS,
  type TitleWithKeywords,
} from './search-catalogue-vocabulary.ts';

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = copy[i];
    const b = copy[j];
    if (a === undefined || b === undefined) continue;
    copy[i] = b;
    copy[j] = a;
  }
  return copy;
}

/** A typo of the kind people make: a letter dropped, doubled, swapped with the next, or a vowel changed. */
export function misspell(random: Random, word: string): string {
  if (word.length < 4) return `${word}${word.at(-1) ?? ''}`;
  const at = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + (word[at] ?? '') + word.slice(at);
    case 2:
      return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
    default:
      return word.slice(0, at) + pick(random, ['a', 'e', 'i', 'o', 'u']) + word.slice(at + 1);
  }
}

const CONTENT_SETS: readonly ContentSet[] = [
  {
    id: 1,
    name: 'oh_adult',
    description: 'Office Hours Adult',
    version: '2026.1',
    group: 'oh',
    published: '2026-01-01',
  },
  {
    id: 2,
    name: 'oh_peds',
    description: 'Office Hours Pediatric',
    version: '2026.1',
    group: 'oh',
    published: '2026-01-01',
  },
  {
    id: 3,
    name: 'ah_adult',
    description: 'After Hours Adult',
    version: '2026.1',
    group: 'ah',
    published: '2026-01-01',
  },
  {
    id: 4,
    name: 'ah_peds',
    description: 'After Hours Pediatric',
    version: '2026.1',
    group: 'ah',
    published: '2026-01-01',
  },
];

/** Generated '<Part> <Problem>' protocols, in a seeded order. */
function generatedProtocols(random: Random, count: number, taken: ReadonlySet<string>): TitleWithKeywords[] {
  const combos = shuffle(
    random,
    BODY_PARTS.flatMap((part) => PROBLEMS.map((problem) => ({ part, problem }))),
  );
  const result: TitleWithKeywords[] = [];
  for (const { part, problem } of combos) {
    if (result.length >= count) break;
    const title = problem.format === 'suffix' ? `${part.name} ${problem.name}` : `${part.name} - ${problem.name}`;
    if (taken.has(title)) continue;
    const keywords = new Set<string>();
    for (const template of shuffle(random, problem.templates)) {
      for (const lay of part.lay) keywords.add(template.replace('{}', lay));
    }
    const partWord = part.name.toLowerCase();
    keywords.add(`${misspell(random, partWord)} ${problem.name.toLowerCase()}`);
    if (random() < 0.5) keywords.add(`${partWord} ${misspell(random, problem.name.toLowerCase())}`);
    result.push({ title, keywords: shuffle(random, [...keywords]).slice(0, 8 + Math.floor(random() * 8)) });
  }
  if (result.length < count) throw new Error(`only ${result.length} generated titles, ${count} wanted`);
  return result;
}

/** The after-hours copy of a protocol: same title, a keyword or two dropped, sometimes a typo added. */
function afterHoursVariant(random: Random, protocol: TitleWithKeywords): TitleWithKeywords {
  const keywords = protocol.keywords.filter(() => random() > 0.12);
  const first = protocol.keywords[0];
  if (random() < 0.3 && first !== undefined) keywords.push(misspell(random, first));
  return { title: protocol.title, keywords };
}

export interface CatalogueOptions {
  readonly seed?: number;
  /** Total protocols; the default is 1,200. Must leave room for 8 'no protocol' protocols per content set. */
  readonly size?: number;
}

/**
 * Generates the catalogue: per audience a set of base protocols (the demo titles, further
 * conditions and generated body-part titles), each in its office-hours and after-hours content set,
 * plus the eight 'no protocol' protocols in every content set.
 */
export function generateCatalogue(options: CatalogueOptions = {}): ProtocolListItem[] {
  const random = seededRandom(options.seed ?? 20_260_101);
  const size = options.size ?? 1200;
  const noProtocolCount = NO_PROTOCOL_TITLES.length * CONTENT_SETS.length;
  const basesPerGroup = Math.floor((size - noProtocolCount) / 2);
  const adultCount = Math.ceil(basesPerGroup / 2) + 8;
  const pedsCount = basesPerGroup - adultCount;

  const adultHand = [...ADULT_CORE, ...ADULT_CONDITIONS];
  const pedsHand = [...PEDS_CORE, ...PEDS_CONDITIONS];
  const adult = [
    ...adultHand,
    ...generatedProtocols(random, adultCount - adultHand.length, new Set(adultHand.map((p) => p.title))),
  ];
  const peds = [
    ...pedsHand,
    ...generatedProtocols(random, pedsCount - pedsHand.length, new Set(pedsHand.map((p) => p.title))),
  ];

  const items: ProtocolListItem[] = [];
  let nextId = 1;
  const add = (contentSet: ContentSet, base: TitleWithKeywords, sourceProtocolId: number, noProtocolOrder?: number) => {
    items.push({
      id: nextId,
      fullId: `${contentSet.name}${sourceProtocolId}`,
      sourceProtocolId,
      title: base.title,
      keywords: [...base.keywords],
      contentSet,
      definition: `<p>Use this protocol for ${base.title.toLowerCase()}.</p>`,
      smapDispositions: [],
      smaps: [],
      version: contentSet.version,
      locationId: null,
      keywordsCustomized: false,
      questionsCustomized: false,
      careAdviceCustomized: false,
      titleCustomized: false,
      allowDemo: false,
      noProtocolOrder: noProtocolOrder ?? null,
    });
    nextId += 1;
  };
  for (const contentSet of CONTENT_SETS) {
    const isAdult = contentSet.name.includes('adult');
    const isAfterHours = contentSet.group === 'ah';
    const bases = isAdult ? adult : peds;
    const offset = isAdult ? 1000 : 5000;
    const entries = bases.map((base, i) => ({
      base: isAfterHours ? afterHoursVariant(random, base) : base,
      sourceProtocolId: offset + i,
    }));
    entries.sort((a, b) => a.base.title.localeCompare(b.base.title, 'en'));
    for (const { base, sourceProtocolId } of entries) add(contentSet, base, sourceProtocolId);
    NO_PROTOCOL_TITLES.forEach((base, i) => {
      add(contentSet, base, 9000 + i, i + 1);
    });
  }
  return items;
}
