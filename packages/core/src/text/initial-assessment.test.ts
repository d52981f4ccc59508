import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialAssessmentHtml, parseInitialAssessment } from './index.ts';

describe('parseInitialAssessment', () => {
  it('starts a question at each numbered line and strips the numbering', () => {
    const questions = parseInitialAssessment('1. Where is the pain?\n2. When did it start?');
    expect(questions.map((question) => question.text)).toEqual(['Where is the pain?', 'When did it start?']);
    expect(questions[0]?.html).toBe('Where is the pain?');
  });

  it('makes the label before a colon bold and title-cased', () => {
    const [question] = parseInitialAssessment('1. PAIN SEVERITY: How bad is the pain?');
    expect(question?.label).toBe('Pain Severity');
    expect(question?.html).toBe('<strong>Pain Severity:</strong> How bad is the pain?');
  });

  it('does not take a time such as 3:00 for a label', () => {
    const [question] = parseInitialAssessment('1. Did it start at 3:00 today?');
    expect(question?.label).toBeNull();
    expect(question?.html).toBe('Did it start at 3:00 today?');
  });

  it('puts dash lines under the current question as bullets, with labels bold and title-cased', () => {
    const [question] = parseInitialAssessment('1. LOCATION: Where?\n- MILD: can walk\n- no label here');
    expect(question?.bullets).toEqual([
      { label: 'Mild', text: 'MILD: can walk', html: '<strong>Mild:</strong> can walk' },
      { label: null, text: 'no label here', html: 'no label here' },
    ]);
  });

  it('appends other lines with quoted text italicised and parenthesised text as an example', () => {
    const [question] = parseInitialAssessment('1. ONSET: When?\nAsk "when did it begin" (e.g., "last night")');
    expect(question?.text).toBe('ONSET: When?\nAsk "when did it begin" (e.g., "last night")');
    expect(question?.html).toBe(
      '<strong>Onset:</strong> When?<br>Ask <em>&quot;when did it begin&quot;</em> ' +
        '<span class="example">(e.g., <em>&quot;last night&quot;</em>)</span>',
    );
  });

  it('italicises curly-quoted text too', () => {
    const [question] = parseInitialAssessment('1. Q\n“it burns”');
    expect(question?.html).toBe('Q<br><em>“it burns”</em>');
  });

  it('ignores blank lines', () => {
    expect(parseInitialAssessment('\n1. A\n\n   \n2. B\n')).toHaveLength(2);
    expect(parseInitialAssessment(null)).toEqual([]);
    expect(parseInitialAssessment(undefined)).toEqual([]);
  });

  it('escapes markup in every kind of line', () => {
    const [question] = parseInitialAssessment('1. <b>X</b>: <script>\n- a<b: c&d\nnote <i>"q<"</i>');
    expect(question?.html).toBe(
      '<strong>&lt;b&gt;x&lt;/B&gt;:</strong> &lt;script&gt;<br>note &lt;i&gt;<em>&quot;q&lt;&quot;</em>&lt;/i&gt;',
    );
    expect(question?.bullets[0]?.html).toBe('<strong>A&lt;b:</strong> c&amp;d');
  });

  it('keeps text that comes before the first numbered line as an unnumbered question', () => {
    const questions = parseInitialAssessment('Ask these first\n- a bullet\n1. Then this');
    expect(questions).toHaveLength(2);
    expect(questions[0]).toMatchObject({ label: null, text: 'Ask these first', bullets: [{ text: 'a bullet' }] });
  });

  it('gives a bullet before any question an empty question to sit under', () => {
    const [question] = parseInitialAssessment('- lonely bullet');
    expect(question).toMatchObject({ text: '', html: '', bullets: [{ text: 'lonely bullet' }] });
  });

  it('keeps a label with nothing after its colon', () => {
    expect(parseInitialAssessment('1. HISTORY:')[0]?.html).toBe('<strong>History:</strong>');
  });

  it('handles Windows line endings', () => {
    expect(parseInitialAssessment('1. A\r\n2. B').map((question) => question.text)).toEqual(['A', 'B']);
  });
});

describe('initialAssessmentHtml', () => {
  it('renders an ordered list with nested bullet lists', () => {
    expect(initialAssessmentHtml('1. A: b\n- c\n2. d')).toBe(
      '<ol><li><strong>A:</strong> b<ul><li>c</li></ul></li><li>d</li></ol>',
    );
  });

  it('renders nothing for empty text', () => {
    expect(initialAssessmentHtml('  \n')).toBe('');
  });
});

describe('initialAssessmentHtml (properties)', () => {
  it('never lets markup from the text through', () => {
    const line = fc.oneof(
      fc.string(),
      fc.string().map((text) => `1. ${text}`),
      fc.string().map((text) => `- ${text}`),
      fc.string().map((text) => `"${text}" (${text})`),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), (lines) => {
        const html = initialAssessmentHtml(lines.join('\n'));
        const withoutOwnTags = html.replace(/<\/?(ol|ul|li|strong|em|br)>|<span class="example">|<\/span>/g, '');
        expect(withoutOwnTags).not.toMatch(/[<>]/);
      }),
    );
  });
});
