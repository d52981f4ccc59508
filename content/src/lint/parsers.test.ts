import { describe, expect, it } from 'vitest';
import { parseInitialAssessment } from './assessment.ts';
import { reasonProblem } from './reason.ts';
import { scriptProblems } from './script.ts';

describe('parseInitialAssessment', () => {
  it('reads numbered questions, bullets and continuation lines', () => {
    const parsed = parseInitialAssessment(
      '1. ONSET: When?\n\n- Sudden or gradual\n  still asking\n2. SEVERITY: How bad?',
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.items).toEqual([
      { number: 1, text: 'ONSET: When? still asking', bullets: ['Sudden or gradual'], line: 1 },
      { number: 2, text: 'SEVERITY: How bad?', bullets: [], line: 5 },
    ]);
  });

  it('reports text with no numbered questions', () => {
    expect(parseInitialAssessment('   ').problems).toEqual([
      { line: 1, message: "no numbered questions ('1. LABEL: question?')" },
    ]);
  });
});

describe('reasonProblem', () => {
  it('accepts labelled parts over several lines', () => {
    expect(reasonProblem('R/O: meningitis\nREASON: needs exam\n  more text\nNOTE: also\nFIRST AID: cool')).toBeNull();
    expect(reasonProblem('NOTES: x')).toBeNull();
  });

  it('reports unlabelled, unknown or empty parts', () => {
    expect(reasonProblem('')).toBe('reason is empty');
    expect(reasonProblem('R/O:')).toBe("'R/O:' has no text");
    expect(reasonProblem('WHY: x')).toMatch(/^unknown reason label 'WHY:'/);
    expect(reasonProblem('because')).toMatch(/^reason must start with a label/);
  });
});

describe('scriptProblems', () => {
  it('accepts headings, bullets, italic lines and paragraphs', () => {
    expect(scriptProblems('**Home Care**\n* Rest\n\n*Read back the reasons.*\nPlain line')).toEqual([]);
  });

  it('reports a missing heading, malformed star lines and HTML', () => {
    expect(scriptProblems('Go now\n*bullet\n<b>x</b>')).toEqual([
      { line: 1, message: "a script starts with a '**Heading**' line" },
      { line: 2, message: "a line starting with '*' must be a '**Heading**', a '* bullet' or an '*italic line*'" },
      { line: 3, message: 'must be plain text (no HTML tags): scripts use light markdown' },
    ]);
  });
});
