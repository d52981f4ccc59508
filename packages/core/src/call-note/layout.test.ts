/**
 * The practice's template and its layout tree, and the failure rules of spec section 8: a template
 * that fails empties only its section; a separator that fails joins with nothing; an unknown node
 * is empty with a warning. Every failure is reported, never logged.
 */
import type { CallNoteLayoutNode, CallNoteTemplate } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { buildCallNote } from './call-note.ts';
import { chestPainCoughCall, practiceOptions } from './testing/chest-pain-cough-call.ts';

function render(templates: Record<string, string>, layout: CallNoteLayoutNode) {
  const template: CallNoteTemplate = { templates, layout };
  const note = buildCallNote({
    call: chestPainCoughCall('simple'),
    options: practiceOptions('20250113-VA', 'simple', 'onlyYes'),
    template,
    sessionHasAdultAndPediatric: false,
  });
  if (note === null) throw new Error('no note');
  return note;
}

/** Twenty nested loops over the call's two protocols: about a million turns, over any render budget. */
const EXHAUSTING = `${'{{#each @call.protocols}}'.repeat(20)}x${'{{/each}}'.repeat(20)}`;

const TEMPLATES = {
  head: 'Disposition: {{callDisposition.title}}',
  protocol: '{{number}}. {{title}}',
  tail: 'Note: {{freeNote}}',
};

describe('layout tree', () => {
  it('renders root sections with the call and a protocols node once per protocol, with their separators', () => {
    const note = render(TEMPLATES, {
      type: 'root',
      betweenSections: '\n--\n',
      layout: [
        { type: 'root', template: 'head' },
        { type: 'protocols', template: 'protocol', custom: { betweenProtocols: ' | ' } },
      ],
    });
    expect(note.text).toBe('Disposition: Go to Urgent Care Now\n--\n1. Chest Pain | 2. Cough');
    expect(note.problems).toEqual([]);
    expect(note.mimeType).toBe('text/plain');
  });

  it('renders a node with its own template first, then its children, in nested layouts', () => {
    const note = render(
      { ...TEMPLATES, title: 'NOTE', dispo: '{{#if disposition}}{{disposition.title}}{{/if}}' },
      {
        type: 'root',
        template: 'title',
        betweenSections: '\n',
        layout: [
          {
            type: 'protocols',
            template: 'protocol',
            betweenSections: ': ',
            layout: [{ type: 'root', template: 'dispo' }],
            custom: { betweenProtocols: '; ' },
          },
        ],
      },
    );
    expect(note.text).toBe('NOTE\n1. Chest Pain: See Today in Office; 2. Cough: See Within 3 Days in Office');
  });

  it('gives protocol templates the call as @call', () => {
    const note = render({ p: '{{title}} ({{@call.callDisposition.title}})' }, { type: 'protocols', template: 'p' });
    expect(note.text).toBe('Chest Pain (Go to Urgent Care Now)Cough (Go to Urgent Care Now)');
  });

  it('takes the template of a mime-type map from the node mime type', () => {
    const note = render({ 'text/plain': 'Plain: {{callDisposition.title}}' }, { type: 'root', mimeType: 'text/plain' });
    expect(note.text).toBe('Plain: Go to Urgent Care Now');
  });

  it('leaves out blank sections so separators do not pile up', () => {
    const note = render(
      { ...TEMPLATES, blank: '{{#if nothing}}x{{/if}}  \n' },
      {
        type: 'root',
        betweenSections: '\n\n',
        layout: [
          { type: 'root', template: 'head' },
          { type: 'root', template: 'blank' },
          { type: 'root', template: 'tail' },
        ],
      },
    );
    expect(note.text).toBe(`Disposition: Go to Urgent Care Now\n\nNote: ${chestPainCoughCall('simple').freeNote}`);
  });

  it('joins sections with nothing when no separator is set', () => {
    const note = render(TEMPLATES, {
      type: 'root',
      layout: [
        { type: 'root', template: 'head' },
        { type: 'protocols', template: 'protocol' },
      ],
    });
    expect(note.text).toBe('Disposition: Go to Urgent Care Now1. Chest Pain2. Cough');
  });

  it('turns an HTML child of a plain-text note into text, keeping the data', () => {
    const note = render(
      { h: '<b>{{freeNote}}</b>', t: '{{title}} <5' },
      {
        type: 'root',
        mimeType: 'text/plain',
        betweenSections: '\n',
        layout: [
          { type: 'root', template: 'h', mimeType: 'text/html' },
          { type: 'protocols', template: 't' },
        ],
      },
    );
    expect(note.text).toBe(`${chestPainCoughCall('simple').freeNote}\nChest Pain <5Cough <5`);
  });

  it('escapes a plain-text child of an HTML note and keeps its line breaks', () => {
    const template: CallNoteTemplate = {
      templates: { note: 'Note: {{freeNote}}' },
      layout: {
        type: 'root',
        mimeType: 'text/html',
        layout: [{ type: 'root', mimeType: 'text/plain', template: 'note' }],
      },
    };
    const note = buildCallNote({
      call: { ...chestPainCoughCall('simple'), freeNote: 'a <b> & c\nd' },
      options: practiceOptions('20250113-VA', 'simple', 'onlyYes'),
      template,
      sessionHasAdultAndPediatric: false,
      sanitizeHtml: (html) => html,
    });
    expect(note?.text).toBe('Note: a &#60;b&#62; &#38; c<br>\nd');
    expect(note?.mimeType).toBe('text/html');
  });
});

describe('template failures', () => {
  const layout: CallNoteLayoutNode = {
    type: 'root',
    betweenSections: '\n',
    layout: [
      { type: 'root', template: 'head' },
      { type: 'root', template: 'broken' },
      { type: 'root', template: 'tail' },
    ],
  };

  it('empties only the section of a template that fails to compile, and reports it', () => {
    const note = render({ ...TEMPLATES, broken: 'Advice: {{#each protocols}}{{title}}{{/if}}' }, layout);
    expect(note.text).toBe(`Disposition: Go to Urgent Care Now\nNote: ${chestPainCoughCall('simple').freeNote}`);
    expect(note.problems).toEqual([
      expect.objectContaining({
        code: 'template-compile-failed',
        severity: 'error',
        path: 'layout.layout[1]',
        subject: 'broken',
      }),
    ]);
    expect(note.problems[0]?.message).toMatch(/each doesn't match if/);
  });

  it('empties only the section of a template outside the language (an unknown helper), and reports it', () => {
    const note = render({ ...TEMPLATES, broken: 'Before {{shout callDisposition.title}} after' }, layout);
    expect(note.text).toBe(`Disposition: Go to Urgent Care Now\nNote: ${chestPainCoughCall('simple').freeNote}`);
    expect(note.problems.map((p) => [p.code, p.subject])).toEqual([['template-compile-failed', 'broken']]);
    expect(note.problems[0]?.message).toContain("Unknown helper 'shout'");
  });

  it('empties only the section of a template that runs over its budget while rendering, and reports it', () => {
    const note = render({ ...TEMPLATES, broken: EXHAUSTING }, layout);
    expect(note.text).toBe(`Disposition: Go to Urgent Care Now\nNote: ${chestPainCoughCall('simple').freeNote}`);
    expect(note.problems.map((p) => [p.code, p.subject])).toEqual([['template-render-failed', 'broken']]);
    expect(note.problems[0]?.message).toContain('steps');
  });

  it('empties the section of a template the layout names but the templates lack, with a warning', () => {
    const note = render(TEMPLATES, layout);
    expect(note.text).toBe(`Disposition: Go to Urgent Care Now\nNote: ${chestPainCoughCall('simple').freeNote}`);
    expect(note.problems).toEqual([
      expect.objectContaining({ code: 'template-missing', severity: 'warning', subject: 'broken' }),
    ]);
  });

  it('does not take a template name from the object prototype', () => {
    const note = render(TEMPLATES, { type: 'root', template: 'constructor' });
    expect(note.text).toBe('');
    expect(note.problems.map((p) => p.code)).toEqual(['template-missing']);
  });

  it('joins with nothing when a separator fails to compile, and reports it', () => {
    const note = render(TEMPLATES, {
      type: 'root',
      betweenSections: '{{#if}}',
      layout: [
        { type: 'root', template: 'head' },
        { type: 'protocols', template: 'protocol', custom: { betweenProtocols: '{{/each}}' } },
      ],
    });
    expect(note.text).toBe('Disposition: Go to Urgent Care Now1. Chest Pain2. Cough');
    expect(note.problems.map((p) => [p.code, p.path, p.subject])).toEqual([
      ['separator-compile-failed', 'layout.layout[1]', 'betweenProtocols'],
      ['separator-compile-failed', 'layout', 'betweenSections'],
    ]);
  });

  it('joins with nothing when a separator fails while rendering, and reports it', () => {
    const note = render(TEMPLATES, {
      type: 'protocols',
      template: 'protocol',
      custom: { betweenProtocols: EXHAUSTING },
    });
    expect(note.text).toBe('1. Chest Pain2. Cough');
    expect(note.problems.map((p) => p.code)).toEqual(['separator-render-failed']);
  });

  it('renders an unknown layout node as empty, with a warning', () => {
    const unknown = { type: 'footer', template: 'tail' } as unknown as CallNoteLayoutNode;
    const note = render(TEMPLATES, {
      type: 'root',
      layout: [{ type: 'root', template: 'head' }, unknown, 'x' as unknown as CallNoteLayoutNode],
    });
    expect(note.text).toBe('Disposition: Go to Urgent Care Now');
    expect(note.problems.map((p) => [p.code, p.severity, p.path, p.subject])).toEqual([
      ['unknown-layout-node', 'warning', 'layout.layout[1]', 'footer'],
      ['unknown-layout-node', 'warning', 'layout.layout[2]', 'undefined'],
    ]);
  });

  it('renders a protocols node inside another as empty, with a warning', () => {
    const note = render(TEMPLATES, {
      type: 'protocols',
      template: 'protocol',
      layout: [{ type: 'protocols', template: 'protocol' }],
    });
    expect(note.text).toBe('1. Chest Pain2. Cough');
    expect(note.problems.map((p) => p.code)).toEqual(['nested-protocols-node', 'nested-protocols-node']);
  });

  it('renders an unsupported mime type as plain text, with a warning', () => {
    const note = render(TEMPLATES, { type: 'root', template: 'head', mimeType: 'text/rtf' });
    expect(note.text).toBe('Disposition: Go to Urgent Care Now');
    expect(note.mimeType).toBe('text/plain');
    expect(note.problems.map((p) => [p.code, p.subject])).toEqual([['unsupported-mime-type', 'text/rtf']]);
  });

  it('stops at a layout nested too deeply, with a warning', () => {
    let node: CallNoteLayoutNode = { type: 'root', template: 'head' };
    for (let i = 0; i < 20; i += 1) node = { type: 'root', layout: [node] };
    const note = render(TEMPLATES, node);
    expect(note.text).toBe('');
    expect(note.problems.map((p) => p.code)).toEqual(['layout-too-deep']);
  });
});
