/**
 * A protocol as a map of items — the protocol's own fields, each disposition, each question and
 * each care-advice topic — each a flat record of fields, so that versions can be compared and
 * merged item by item and field by field. Positions are fields (`@position`, the index among its
 * siblings), and a question's disposition and a topic's section are fields too: moving a question
 * is a change of one field of that question. `toItems` and `fromItems` are inverse on protocols
 * whose ids are unique.
 */
import type { AdviceTopic, Disposition, Protocol, Question } from '@triage/contracts';

export type ItemKind = 'protocol' | 'disposition' | 'question' | 'topic';

export type Fields = Readonly<Record<string, unknown>>;

export interface Item {
  kind: ItemKind;
  /** The disposition, question or topic id; 0 for the protocol's own item. */
  id: number;
  fields: Fields;
}

/** Items by `itemKey`. */
export type Items = ReadonlyMap<string, Item>;

export const POSITION = '@position';
export const DISPOSITION = '@disposition';
export const SECTION = '@section';
export const SECTION_POSITION = '@sectionPosition';
/** The protocol item's record of content.dispositions when it is not a list: null or 'absent'. */
const NO_DISPOSITIONS = 'content.dispositions';

export function itemKey(kind: ItemKind, id: number): string {
  return `${kind}:${id}`;
}

function defined(record: object, skip: readonly string[], prefix = ''): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value !== undefined && !skip.includes(key)) fields[`${prefix}${key}`] = value;
  }
  return fields;
}

export function toItems(protocol: Protocol): Items {
  const items = new Map<string, Item>();
  const add = (kind: ItemKind, id: number, fields: Fields) => items.set(itemKey(kind, id), { kind, id, fields });
  const { dispositions, adviceSections } = protocol.content;
  const own = {
    // The practice version stamp is not content: a publish sets it (ADR 0042), versions differ by it.
    ...defined(protocol, ['content', 'practiceVersion']),
    ...defined(protocol.content, ['dispositions', 'adviceSections'], 'content.'),
  };
  if (!Array.isArray(dispositions)) own[NO_DISPOSITIONS] = dispositions === null ? null : 'absent';
  add('protocol', 0, own);
  (dispositions ?? []).forEach((disposition, position) => {
    add('disposition', disposition.id, { ...defined(disposition, ['questions']), [POSITION]: position });
    disposition.questions.forEach((question, index) => {
      add('question', question.id, { ...defined(question, []), [DISPOSITION]: disposition.id, [POSITION]: index });
    });
  });
  adviceSections.forEach((section, sectionPosition) => {
    section.adviceTopics.forEach((topic, index) => {
      add('topic', topic.id, {
        ...defined(topic, []),
        [SECTION]: section.title,
        [SECTION_POSITION]: sectionPosition,
        [POSITION]: index,
      });
    });
  });
  return items;
}

/** The record without the fields that place it (position, disposition, section). */
function strip(fields: Fields): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (!key.startsWith('@')) record[key] = value;
  return record;
}

function number(value: unknown): number {
  return typeof value === 'number' ? value : Number.MAX_SAFE_INTEGER;
}

/** By position, then id: a total order whichever side an item came from. */
function byPosition(a: Item, b: Item): number {
  return number(a.fields[POSITION]) - number(b.fields[POSITION]) || a.id - b.id;
}

function ofKind(items: Items, kind: ItemKind): Item[] {
  return [...items.values()].filter((item) => item.kind === kind).sort(byPosition);
}

export function fromItems(items: Items): Protocol {
  const own = items.get(itemKey('protocol', 0))?.fields ?? {};
  const top: Record<string, unknown> = {};
  const content: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(own)) {
    if (key === NO_DISPOSITIONS) continue;
    if (key.startsWith('content.')) content[key.slice('content.'.length)] = value;
    else top[key] = value;
  }
  const questions = ofKind(items, 'question');
  const dispositions = ofKind(items, 'disposition').map(
    (disposition) =>
      ({
        ...strip(disposition.fields),
        questions: questions
          .filter((question) => question.fields[DISPOSITION] === disposition.id)
          .map((question) => strip(question.fields) as Question),
      }) as Disposition,
  );
  const marker = own[NO_DISPOSITIONS];
  if (dispositions.length > 0 || marker === undefined) content.dispositions = dispositions;
  else if (marker === null) content.dispositions = null;
  content.adviceSections = sectionsOf(ofKind(items, 'topic'));
  return { ...top, content } as Protocol;
}

function sectionsOf(topics: readonly Item[]): Protocol['content']['adviceSections'] {
  const sections = new Map<string, { title: string; position: number; topics: AdviceTopic[] }>();
  for (const topic of topics) {
    const title = String(topic.fields[SECTION] ?? '');
    const position = number(topic.fields[SECTION_POSITION]);
    const key = `${position}\n${title}`;
    const section = sections.get(key) ?? { title, position, topics: [] };
    section.topics.push(strip(topic.fields) as AdviceTopic);
    sections.set(key, section);
  }
  return [...sections.values()]
    .sort((a, b) => a.position - b.position || a.title.localeCompare(b.title))
    .map((section) => ({ title: section.title, adviceTopics: section.topics }));
}

/** Deep equality of JSON values (object key order does not matter; undefined equals absent). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, index) => sameValue(value, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameValue(left[key], right[key])) return false;
  return true;
}
