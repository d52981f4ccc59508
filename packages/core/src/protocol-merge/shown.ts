/** A field's value as plain text, for the readable diff and the conflicts shown side by side. */
import { contentText } from '../text/content-text.ts';
import { DISPOSITION, type Items } from './items.ts';

/** Null for absent; a question's disposition by its title; content HTML as its text. */
export function shownValue(value: unknown, field: string, items: Items): string | null {
  if (value === undefined) return null;
  if (field === DISPOSITION) {
    const title = items.get(`disposition:${String(value)}`)?.fields.title;
    return typeof title === 'string' ? title : String(value);
  }
  if (typeof value === 'string') return contentText(value);
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return value.join(', ');
  return JSON.stringify(value);
}
