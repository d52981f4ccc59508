/**
 * The call note (spec sections 3, 5 and 8): the practice's template laid out over the call, then
 * sanitised. Built together with the call summary, since the host receives both.
 */
import type { CallNoteTemplate, CallState, CallSummary } from '@triage/contracts';
import { type CallNoteCall, type CallNoteOptions, collectCallRecord, hasNoteContent } from './call-record.ts';
import { type CallSummaryInput, requireOptions, resolveSummaryVersion, summaryOfRecord } from './call-summary.ts';
import { type CallNoteProblem, type NoteMimeType, renderLayout } from './layout.ts';
import { noteContext } from './note-context.ts';
import {
  htmlAsProtectedText,
  htmlNoteAsPlainText,
  protectPlainTextDeep,
  type SanitizeHtml,
  sanitizeHtmlNote,
  sanitizePlainTextNote,
} from './sanitize.ts';
import { TemplateCache } from './template-engine.ts';

export interface CallNoteInput extends CallSummaryInput {
  /** The practice's call-note template (session callNoteTemplate); no note without one. */
  template: CallNoteTemplate | null | undefined;
  /**
   * Sanitises the markup of a text/html note; the browser passes DOMPurify's `sanitize`. Without
   * it a text/html note is turned into plain text and an 'html-sanitizer-missing' problem reported.
   */
  sanitizeHtml?: SanitizeHtml | undefined;
}

export interface CallNote {
  /** The sanitised note. */
  text: string;
  mimeType: NoteMimeType;
  /** The note as plain text: `text` itself for a text/plain note; the text of a text/html one. */
  plainText: string;
  /** What went wrong in the template; the note is still produced without the failed parts. */
  problems: CallNoteProblem[];
  /** The call summary of the same call, in the practice's version. */
  summary: CallSummary;
}

/** Compiled template texts, shared by every call: a practice's template is compiled once. */
const templateCache = new TemplateCache();

/**
 * Whether a call note is produced (spec section 5): the session has a call-note template and
 * practice options, and the call has a protocol or a free note.
 */
export function shouldProduceCallNote(input: {
  template: CallNoteTemplate | null | undefined;
  options: CallNoteOptions | null | undefined;
  call: Pick<CallState, 'selectedProtocols' | 'freeNote'>;
}): boolean {
  return input.template != null && input.options != null && hasNoteContent(input.call);
}

function sanitised(
  output: string,
  mimeType: NoteMimeType,
  sanitizeHtml: SanitizeHtml | undefined,
  problems: CallNoteProblem[],
): { text: string; mimeType: NoteMimeType } {
  if (mimeType === 'text/plain') return { text: sanitizePlainTextNote(output), mimeType };
  if (sanitizeHtml !== undefined) return { text: sanitizeHtmlNote(output, sanitizeHtml), mimeType };
  problems.push({
    code: 'html-sanitizer-missing',
    severity: 'error',
    path: 'layout',
    message: 'No HTML sanitiser was given; the text/html note was turned into plain text',
  });
  return { text: sanitizePlainTextNote(htmlAsProtectedText(output)), mimeType: 'text/plain' };
}

/**
 * The call note and call summary of a call, or null when no note is produced (no template, or
 * neither a protocol nor a free note). Throws 'Practice options are required' without options and
 * 'Unsupported call summary version: {version}' for an unknown version. Nothing in the input is
 * changed; each template text is compiled once (and kept in a bounded cache).
 */
export function buildCallNote(input: CallNoteInput): CallNote | null {
  const options = requireOptions(input.options);
  const version = resolveSummaryVersion(options, input.version);
  const { template } = input;
  if (!template || !shouldProduceCallNote({ template, options, call: input.call })) return null;
  const call: CallNoteCall = input.call;
  const record = collectCallRecord(call, options, input.sessionHasAdultAndPediatric);
  const summary = summaryOfRecord(record, options, version);
  const context = noteContext(record, summary, options);
  const contexts = { html: context, text: protectPlainTextDeep(context) };
  const rendered = renderLayout(template.layout, template.templates, contexts, templateCache);
  const problems = [...rendered.problems];
  const note = sanitised(rendered.output, rendered.mimeType, input.sanitizeHtml, problems);
  const plainText = note.mimeType === 'text/html' ? htmlNoteAsPlainText(note.text) : note.text;
  return { ...note, plainText, problems, summary };
}
