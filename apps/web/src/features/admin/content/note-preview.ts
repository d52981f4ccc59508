/**
 * The call-note template editor's preview and checks: the note of a sample call built by core's
 * `buildCallNote` with the app's note sanitiser (what COPY runs, features/call/lib/call-note.ts),
 * and the template's problems found by `validateCallNoteTemplate` (what the server checks before
 * it stores a template), each placed at its template and line.
 */
import type { CallNoteTemplate, PracticeOptions, QuestionChoiceDisplay } from '@triage/contracts';
import { initialColumbiaScale } from '@triage/core';
import { buildCallNote, validateCallNoteTemplate } from '@triage/core/call-note';
import { sanitizeNoteHtml } from '../../../lib/sanitize-html.ts';
import { type SampleCallId, sampleCall } from './sample-calls.ts';

export interface PreviewInput {
  template: CallNoteTemplate;
  /** The practice's options in effect (the preview's answer display replaces theirs). */
  options: PracticeOptions;
  sample: SampleCallId;
  questionChoiceDisplay: QuestionChoiceDisplay;
}

export interface NotePreview {
  text: string;
  mimeType: 'text/plain' | 'text/html';
  problems: string[];
}

/** The note COPY would produce for the sample call with this template. */
export function previewNote(input: PreviewInput): NotePreview {
  const { careAdviceMode } = input.options;
  const note = buildCallNote({
    call: sampleCall(input.sample, careAdviceMode, initialColumbiaScale()),
    options: { ...input.options, questionChoiceDisplay: input.questionChoiceDisplay },
    template: input.template,
    sessionHasAdultAndPediatric: false,
    sanitizeHtml: sanitizeNoteHtml,
  });
  if (note === null) return { text: '', mimeType: 'text/plain', problems: [] };
  return { text: note.text, mimeType: note.mimeType, problems: note.problems.map((p) => p.message) };
}

/** A problem of the template, at the field it is in: `templates.<name>` or `layout`. */
export interface TemplateProblem {
  field: string;
  /** The line in that field's text, when the parser gave one. */
  line: number | null;
  message: string;
}

/** Every problem the server would refuse the template for, by field and line. */
export function templateProblems(template: CallNoteTemplate): TemplateProblem[] {
  return validateCallNoteTemplate(template).map((problem) => {
    const isTemplate =
      (problem.code === 'template-compile-failed' || problem.code === 'template-missing') &&
      problem.subject !== undefined &&
      Object.hasOwn(template.templates, problem.subject);
    return {
      field: isTemplate ? `templates.${problem.subject}` : 'layout',
      line: isTemplate ? (problem.line ?? null) : null,
      message: problem.message,
    };
  });
}
