import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialAssessmentHtml, parseInitialAssessment } from './initial-assessment.ts';

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

  it('keeps the HTML of every kind of line for the sanitiser, never italicising or labelling inside a tag', () => {
    const [question] = parseInitialAssessment(
      '1. Ask about <b>fever</b>: how high?\n- <i>MILD</i>: a&b\nsee <a href="https://x.example/a:b">"here"</a> (<b>e.g.</b>)',
    );
    expect(question?.label).toBeNull();
    expect(question?.html).toBe(
      'Ask about <b>fever</b>: how high?<br>see <a href="https://x.example/a:b"><em>&quot;here&quot;</em></a> (<b>e.g.</b>)',
    );
    expect(question?.bullets[0]).toMatchObject({ label: null, html: '<i>MILD</i>: a&b' });
  });

  it('still bolds a plain label in front of HTML text', () => {
    expect(parseInitialAssessment('1. ONSET: <u>when</u>?')[0]?.html).toBe('<strong>Onset:</strong> <u>when</u>?');
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
  it('passes every tag of the text through whole (bullets follow their question)', () => {
    const tag = fc.constantFrom('<b>', '</b>', '<a href="https://x.example/a:b (c)">', '</a>', '<i title="q">');
    const word = fc.constantFrom('pain', 'ONSET:', '"how"', '(e.g.', 'x)', '3:00', '“it”');
    const text = fc.array(fc.oneof(tag, word), { maxLength: 8 }).map((parts) => parts.join(' '));
    const line = fc.oneof(
      text,
      text.map((body) => `1. ${body}`),
      text.map((body) => `- ${body}`),
    );
    const ownTags = /^<\/?(ol|ul|li|strong|em|br)>$|^<span class="example">$|^<\/span>$/;
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), (lines) => {
        const input = lines.join('\n');
        const html = initialAssessmentHtml(input);
        const tagsOf = (value: string) => (value.match(/<[^>]*>/g) ?? []).sort();
        expect(tagsOf(html).filter((found) => !ownTags.test(found))).toEqual(tagsOf(input));
      }),
    );
  });
});
