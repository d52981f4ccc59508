/**
 * Initial assessment questions (spec section 5, 'Assessment text parsing'), read as plain text:
 * - a line starting with a number and a period begins a new question; the numbering is stripped;
 * - a colon in a question line makes the label before it bold and title-cased;
 * - a line starting with '- ' is a bullet under the current question; a colon in it does the same;
 * - other lines are appended to the current question (after a line break), with quoted text
 *   italicised and parenthesised text styled as an example (<span class="example">);
 * - blank lines are ignored.
 * Question and bullet text is HTML (spec section 2, docs/content-format.md): its tags pass through
 * untouched, never italicised or split, and the caller sanitises the result before it is shown. A
 * label is taken only from text without tags, so its title-casing cannot break markup. A colon counts as a label separator only when followed by a space or the line end, so times such
 * as '3:00' are not labels. Lines before the first numbered line start an unnumbered question.
 */
import { escapeHtml } from './escape-html.ts';
import { titleCase } from './title-case.ts';

/** A bullet under an assessment question. */
interface AssessmentBullet {
  /** Title-cased label before the colon, if any. */
  label: string | null;
  /** The bullet's plain text, without the dash. */
  text: string;
  /** The bullet rendered as HTML (its own markup kept; the label in strong). */
  html: string;
}

/** A question of the initial assessment. */
export interface AssessmentQuestion {
  /** Title-cased label before the colon of the question line, if any. */
  label: string | null;
  /** Plain text without the numbering; appended lines follow on new lines. */
  text: string;
  /** The question rendered as HTML. */
  html: string;
  bullets: AssessmentBullet[];
}

const QUESTION_LINE = /^\d+\.\s*/;
const BULLET_LINE = /^-\s+/;
const LABEL_COLON = /:(?=\s|$)/;

interface Labelled {
  label: string | null;
  html: string;
}

function labelled(line: string): Labelled {
  const colon = LABEL_COLON.exec(line);
  const rawLabel = colon === null ? '' : line.slice(0, colon.index).trim();
  if (colon === null || rawLabel === '' || rawLabel.includes('<')) return { label: null, html: line };
  const label = titleCase(rawLabel);
  const rest = line.slice(colon.index + 1).trim();
  const restHtml = rest === '' ? '' : ` ${rest}`;
  return { label, html: `<strong>${escapeHtml(label)}:</strong>${restHtml}` };
}

/** A tag (kept as written), quoted text, or (where examples are allowed) parenthesised text without tags. */
const TAG_OR_QUOTED = /<[^>]*>|"[^"<>\n]*"|“[^”<>\n]*”/g;
const TAG_QUOTED_OR_EXAMPLE = /<[^>]*>|"[^"<>\n]*"|“[^”<>\n]*”|\([^()<>\n]*\)/g;

/** Italicises quoted text and (unless inside an example) styles parenthesised text; tags pass through. */
function formatAppended(line: string, allowExamples = true): string {
  const pattern = allowExamples ? TAG_QUOTED_OR_EXAMPLE : TAG_OR_QUOTED;
  let html = '';
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    const token = match[0];
    html += line.slice(last, match.index);
    if (token.startsWith('<')) html += token;
    else if (token.startsWith('('))
      html += `<span class="example">(${formatAppended(token.slice(1, -1), false)})</span>`;
    else html += `<em>${escapeHtml(token)}</em>`;
    last = match.index + token.length;
  }
  return html + line.slice(last);
}

function emptyQuestion(): AssessmentQuestion {
  return { label: null, text: '', html: '', bullets: [] };
}

function appendLine(question: AssessmentQuestion, line: string): AssessmentQuestion {
  const separator = question.text === '' ? '' : '\n';
  const htmlSeparator = question.html === '' ? '' : '<br>';
  return {
    ...question,
    text: `${question.text}${separator}${line}`,
    html: `${question.html}${htmlSeparator}${formatAppended(line)}`,
  };
}

/** Parses initial assessment text into questions with bullets (see the module notes for the rules). */
export function parseInitialAssessment(text: string | null | undefined): AssessmentQuestion[] {
  const questions: AssessmentQuestion[] = [];
  const replaceLast = (question: AssessmentQuestion): void => {
    questions[questions.length - 1] = question;
  };
  for (const rawLine of (text ?? '').split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    if (line === '') continue;
    const current = questions.at(-1);
    if (QUESTION_LINE.test(line)) {
      const body = line.replace(QUESTION_LINE, '');
      const { label, html } = labelled(body);
      questions.push({ label, text: body, html, bullets: [] });
    } else if (BULLET_LINE.test(line)) {
      const body = line.replace(BULLET_LINE, '');
      const bullet = { ...labelled(body), text: body };
      if (current === undefined) questions.push({ ...emptyQuestion(), bullets: [bullet] });
      else replaceLast({ ...current, bullets: [...current.bullets, bullet] });
    } else if (current === undefined) {
      questions.push(appendLine(emptyQuestion(), line));
    } else {
      replaceLast(appendLine(current, line));
    }
  }
  return questions;
}

/** The questions as an HTML ordered list (bullets as nested unordered lists); '' when there are none. */
export function initialAssessmentHtml(text: string | null | undefined): string {
  const questions = parseInitialAssessment(text);
  if (questions.length === 0) return '';
  const items = questions.map((question) => {
    const bullets =
      question.bullets.length === 0
        ? ''
        : `<ul>${question.bullets.map((bullet) => `<li>${bullet.html}</li>`).join('')}</ul>`;
    return `<li>${question.html}${bullets}</li>`;
  });
  return `<ol>${items.join('')}</ol>`;
}
