/**
 * Test data factories for protocol content and call state. Every factory returns a complete,
 * valid entity (as the contracts' zod schemas would produce after defaults) and takes partial
 * overrides. Ids come from a counter so that entities made in one test are distinct; call
 * `resetFactoryIds()` in a `beforeEach` when a test needs predictable ids.
 *
 * Shared by every module of packages/core: keep these general (no module-specific defaults).
 */
import type {
  AdviceNugget,
  AdviceSection,
  AdviceTopic,
  ContentSet,
  Disposition,
  Protocol,
  ProtocolContent,
  ProtocolListItem,
  Question,
  SelectedProtocol,
} from '@triage/contracts';

let nextId = 1;

/** Restarts the id counter used by every factory (ids then start at 1). */
export function resetFactoryIds(): void {
  nextId = 1;
}

/** Returns the next factory id. */
export function nextFactoryId(): number {
  const id = nextId;
  nextId += 1;
  return id;
}

/** An office-hours adult content set unless overridden. */
export function makeContentSet(overrides: Partial<ContentSet> = {}): ContentSet {
  return {
    id: 1,
    name: 'oh_adult',
    description: 'Office hours adult',
    version: '2024',
    group: 'oh',
    published: '2024-01-01',
    ...overrides,
  };
}

/** An advice nugget (unselected unless overridden). */
export function makeNugget(overrides: Partial<AdviceNugget> = {}): AdviceNugget {
  return { text: `Nugget ${nextFactoryId()}`, selected: false, ...overrides };
}

/** An advice topic with two nuggets, inactive and unselected unless overridden. */
export function makeTopic(overrides: Partial<AdviceTopic> = {}): AdviceTopic {
  const id = overrides.id ?? nextFactoryId();
  return {
    id,
    title: `Topic ${id}`,
    selected: false,
    active: false,
    isReasonsToCallBack: false,
    adviceNuggets: [makeNugget({ text: `Topic ${id} nugget A` }), makeNugget({ text: `Topic ${id} nugget B` })],
    edited: false,
    added: false,
    ...overrides,
  };
}

/** An advice section holding the given topics (none unless overridden). */
export function makeSection(overrides: Partial<AdviceSection> = {}): AdviceSection {
  return { title: `Section ${nextFactoryId()}`, adviceTopics: [], ...overrides };
}

/** An unanswered triage question with no advice unless overridden. */
export function makeQuestion(overrides: Partial<Question> = {}): Question {
  const id = overrides.id ?? nextFactoryId();
  return { id, text: `Question ${id}?`, selected: null, advice: [], ...overrides };
}

/** A level-3 (home care), rank-1 disposition with no questions, not selected, unless overridden. */
export function makeDisposition(overrides: Partial<Disposition> = {}): Disposition {
  const id = overrides.id ?? nextFactoryId();
  return {
    id,
    dispositionLevelId: 3,
    rank: 1,
    title: `Disposition ${id}`,
    useAsOverride: false,
    selected: null,
    questions: [],
    ...overrides,
  };
}

/** Protocol content with no dispositions or advice unless overridden. */
export function makeContent(overrides: Partial<ProtocolContent> = {}): ProtocolContent {
  const id = overrides.id ?? nextFactoryId();
  return {
    id,
    title: `Protocol ${id}`,
    definition: '<p>Definition</p>',
    contentSet: 1,
    references: [],
    dispositions: [],
    adviceSections: [],
    smaps: [],
    keywords: [],
    ...overrides,
  };
}

/**
 * A full protocol (list item fields plus content). `fullId` follows the content set name and the
 * source protocol id (e.g. oh_adult240) unless overridden.
 */
export function makeProtocol(overrides: Partial<Protocol> = {}): Protocol {
  const id = overrides.id ?? nextFactoryId();
  const sourceProtocolId = overrides.sourceProtocolId ?? id;
  const contentSet = overrides.contentSet ?? makeContentSet();
  const title = overrides.title ?? `Protocol ${id}`;
  return {
    id,
    fullId: `${contentSet.name}${sourceProtocolId}`,
    sourceProtocolId,
    title,
    keywords: [],
    contentSet,
    definition: '<p>Definition</p>',
    smapDispositions: [],
    smaps: [],
    version: '1',
    locationId: null,
    keywordsCustomized: false,
    questionsCustomized: false,
    careAdviceCustomized: false,
    titleCustomized: false,
    allowDemo: false,
    contentSetId: contentSet.id,
    content: makeContent({ id, title, contentSet: contentSet.id }),
    keywords_customized: false,
    questions_customized: false,
    care_advice_customized: false,
    title_customized: false,
    adviceDiscussed: false,
    callbackDiscussed: false,
    ...overrides,
  };
}

/** A protocol as held in the call's selection (toggle mode unless overridden). */
export function makeSelectedProtocol(overrides: Partial<SelectedProtocol> = {}): SelectedProtocol {
  return { ...makeProtocol(overrides), selectionMode: 'toggle', ...overrides };
}

/** A protocol list item (no content), as returned by the protocol list, unless overridden. */
export function makeProtocolListItem(overrides: Partial<ProtocolListItem> = {}): ProtocolListItem {
  const {
    content: _content,
    contentSetId: _contentSetId,
    keywords_customized: _keywords,
    questions_customized: _questions,
    care_advice_customized: _careAdvice,
    title_customized: _title,
    adviceDiscussed: _adviceDiscussed,
    callbackDiscussed: _callbackDiscussed,
    ...item
  } = makeProtocol(overrides);
  return { ...item, ...overrides };
}
