import { type CallNoteTemplate, PracticeOptions } from '@triage/contracts';
import { DEFAULT_CALL_NOTE_TEMPLATE } from '@triage/core/call-note';
import { describe, expect, it } from 'vitest';
import { layoutOf } from './layout-text.ts';
import { previewNote, templateProblems } from './note-preview.ts';
import type { SampleCallId } from './sample-calls.ts';

const OPTIONS = PracticeOptions.parse({});

function preview(
  sample: SampleCallId,
  display: 'onlyYes' | 'yesAndNo' = 'onlyYes',
  template = DEFAULT_CALL_NOTE_TEMPLATE,
) {
  return previewNote({ template, options: OPTIONS, sample, questionChoiceDisplay: display }).text;
}

describe('the call-note preview over the sample calls', () => {
  it('writes one protocol, or four, as the default template does', () => {
    expect(preview('one').match(/^Protocol: /gm)).toHaveLength(1);
    const four = preview('four');
    expect(four.match(/^Protocol: /gm)).toHaveLength(4);
    expect(four).toContain('Protocol: Headache (sample)');
  });

  it('follows the answer display: positives only with the disclaimer, or negatives too', () => {
    const onlyYes = preview('one', 'onlyYes');
    expect(onlyYes).toContain('- Fever and cough for more than 3 days');
    expect(onlyYes).toContain('Only positive answers are listed');
    expect(onlyYes).not.toContain('Negative triage questions');
    const yesAndNo = preview('one', 'yesAndNo');
    expect(yesAndNo).toContain('Negative triage questions:\n- Severe difficulty breathing');
  });

  it('shows an override, a C-SSRS result and a bypassed screening', () => {
    expect(preview('override')).toContain('Call disposition: Go to Urgent Care Now (override)');
    expect(preview('override')).toContain('Override reason: End of day or office closed');
    expect(preview('one')).not.toContain('C-SSRS');
    expect(preview('columbia')).toContain('C-SSRS screening result: NEGATIVE');
    expect(preview('columbia-bypass')).toContain('Screening bypassed: Call was from caregiver');
  });

  it("changes with the template's text", () => {
    const template: CallNoteTemplate = {
      ...DEFAULT_CALL_NOTE_TEMPLATE,
      templates: { ...DEFAULT_CALL_NOTE_TEMPLATE.templates, call: 'Practice note for {{upper callDisposition.title}}' },
    };
    expect(preview('one', 'onlyYes', template)).toContain('Practice note for SEE WITHIN 3 DAYS IN OFFICE');
  });
});

describe("the template's problems, at their template and line", () => {
  it('places a syntax error and a refused helper at their lines', () => {
    const template: CallNoteTemplate = {
      ...DEFAULT_CALL_NOTE_TEMPLATE,
      templates: {
        ...DEFAULT_CALL_NOTE_TEMPLATE.templates,
        call: 'one\ntwo\n{{#if x}}\n{{/each}}',
        freeNote: '\n{{shout freeNote}}',
      },
    };
    const problems = templateProblems(template);
    expect(problems).toEqual([
      expect.objectContaining({ field: 'templates.call', line: 3 }),
      expect.objectContaining({ field: 'templates.freeNote', line: 2 }),
    ]);
    expect(templateProblems(DEFAULT_CALL_NOTE_TEMPLATE)).toEqual([]);
  });

  it('reads the layout tree as JSON, a syntax error at its line, a bad node by its path', () => {
    expect(layoutOf('{"type": "root"}')).toEqual({ ok: true, value: { type: 'root' } });
    const broken = layoutOf('{\n  "type": "root",\n  "layout": [,]\n}');
    expect(broken).toEqual({ ok: false, message: 'Line 3: not valid JSON' });
    expect(layoutOf('{"type": "leaf"}')).toMatchObject({ ok: false, message: expect.stringContaining('type') });
    const missing = { ...DEFAULT_CALL_NOTE_TEMPLATE, layout: { type: 'root' as const, template: 'nowhere' } };
    expect(templateProblems(missing)).toEqual([expect.objectContaining({ field: 'layout', line: null })]);
  });
});
