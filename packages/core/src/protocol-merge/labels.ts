/** Readable names of items and fields, for conflicts and diffs. */
import { contentText } from '../text/content-text.ts';
import { DISPOSITION, type Item, POSITION, SECTION, SECTION_POSITION } from './items.ts';

const KIND_NAMES = {
  protocol: 'Protocol',
  disposition: 'Disposition',
  question: 'Question',
  topic: 'Care advice topic',
};

/** "Question 'Is the patient …?'", "Disposition 'See Today in Office'", "Protocol". */
export function itemLabel(item: Item): string {
  if (item.kind === 'protocol') return KIND_NAMES.protocol;
  const name = item.kind === 'question' ? item.fields.text : item.fields.title;
  const text = typeof name === 'string' ? contentText(name) : '';
  return text === '' ? `${KIND_NAMES[item.kind]} ${item.id}` : `${KIND_NAMES[item.kind]} '${text}'`;
}

const FIELD_NAMES: Record<string, string> = {
  [DISPOSITION]: 'disposition',
  [POSITION]: 'position',
  [SECTION]: 'section',
  [SECTION_POSITION]: 'section position',
  'content.definition': 'definition',
  'content.background': 'background',
  'content.keywords': 'keywords',
  'content.title': 'title (content)',
  adviceNuggets: 'advice',
  advice: 'care advice links',
};

export function fieldLabel(field: string): string {
  return FIELD_NAMES[field] ?? field.replace(/^content\./, '');
}
