/**
 * The numbered initial-assessment format (spec section 5, assessment text parsing):
 *   1. ONSET: When did it start?
 *   - Bullet under the current question
 * Blank lines are ignored; other lines continue the current question.
 */
interface AssessmentItem {
  number: number;
  text: string;
  bullets: string[];
  /** 1-based line of the question. */
  line: number;
}

interface AssessmentLineProblem {
  line: number;
  message: string;
}

export interface ParsedAssessment {
  items: AssessmentItem[];
  problems: AssessmentLineProblem[];
}

const QUESTION = /^\s*(\d+)\.\s*(.*)$/;
const BULLET = /^\s*-\s+(.*)$/;

export function parseInitialAssessment(text: string): ParsedAssessment {
  const items: AssessmentItem[] = [];
  const problems: AssessmentLineProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const question = QUESTION.exec(raw);
    const current = items.at(-1);
    if (question) {
      const number = Number(question[1]);
      const body = (question[2] ?? '').trim();
      const expected = items.length + 1;
      if (number !== expected) problems.push({ line, message: `question numbered ${number}, expected ${expected}` });
      if (body === '') problems.push({ line, message: `question ${number} has no text` });
      items.push({ number, text: body, bullets: [], line });
      return;
    }
    const bullet = BULLET.exec(raw);
    if (current === undefined) {
      problems.push({ line, message: `${bullet ? 'bullet' : 'text'} before the first numbered question ('1. ...')` });
      return;
    }
    if (bullet) {
      const body = (bullet[1] ?? '').trim();
      if (body === '') problems.push({ line, message: 'empty bullet' });
      current.bullets.push(body);
    } else {
      current.text = `${current.text} ${raw.trim()}`;
    }
  });
  if (items.length === 0 && problems.length === 0) {
    problems.push({ line: 1, message: "no numbered questions ('1. LABEL: question?')" });
  }
  return { items, problems };
}
