import type { CallNoteLayoutNode } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CALL_NOTE_TEMPLATE } from './default-template.ts';
import { validateCallNoteTemplate } from './validate-template.ts';

describe('template validation', () => {
  it('finds nothing wrong with the default template', () => {
    expect(validateCallNoteTemplate(DEFAULT_CALL_NOTE_TEMPLATE)).toEqual([]);
  });

  it('reports every problem the template would have on every call', () => {
    const problems = validateCallNoteTemplate({
      templates: { ok: '{{title}}', broken: '{{#each x}}', 'text/html': '<p>{{x}}</p>' },
      layout: {
        type: 'root',
        betweenSections: '{{/if}}',
        layout: [
          { type: 'root', template: 'missing' },
          { type: 'root', template: 'broken', mimeType: 'text/rtf' },
          { type: 'root', mimeType: 'text/html' },
          { type: 'protocols', template: 'ok', custom: { betweenProtocols: '{{#}}' }, layout: [{ type: 'protocols' }] },
          { type: 'footer' } as unknown as CallNoteLayoutNode,
        ],
      },
    });
    expect(problems.map((p) => [p.code, p.path, p.subject])).toEqual([
      ['separator-compile-failed', 'layout', 'betweenSections'],
      ['template-missing', 'layout.layout[0]', 'missing'],
      ['unsupported-mime-type', 'layout.layout[1]', 'text/rtf'],
      ['template-compile-failed', 'layout.layout[1]', 'broken'],
      ['separator-compile-failed', 'layout.layout[3]', 'betweenProtocols'],
      ['nested-protocols-node', 'layout.layout[3].layout[0]', 'protocols'],
      ['unknown-layout-node', 'layout.layout[4]', 'footer'],
    ]);
  });
});
