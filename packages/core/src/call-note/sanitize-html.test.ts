// @vitest-environment jsdom
/**
 * The HTML path of the note with the sanitiser the browser supplies: DOMPurify, here over jsdom.
 */
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { buildCallNote } from './call-note.ts';
import { chestPainCoughCall, practiceOptions } from './testing/chest-pain-cough-call.ts';

const sanitizeHtml = (html: string): string => DOMPurify.sanitize(html);

const HTML_TEMPLATE = {
  templates: {
    'text/html':
      '<h1 onclick="steal()">Triage note</h1><p>{{multiline freeNote}}</p>' +
      '<img src="x" onerror="alert(1)"><script>alert(2)</script>' +
      '{{#each protocols}}<h2>{{title}}</h2><ul>{{#each positiveQuestions}}<li>{{text}}</li>{{/each}}</ul>{{/each}}',
  },
  layout: { type: 'root' as const, mimeType: 'text/html' },
};

describe('an HTML note sanitised by DOMPurify', () => {
  const call = chestPainCoughCall('simple');
  const base = { options: practiceOptions('20250113-VA', 'simple', 'onlyYes'), sessionHasAdultAndPediatric: false };

  it('keeps the markup of the template and removes scripts and event handlers', () => {
    const note = buildCallNote({ ...base, call, template: HTML_TEMPLATE, sanitizeHtml });
    expect(note?.mimeType).toBe('text/html');
    expect(note?.problems).toEqual([]);
    expect(note?.text).toContain('<h1>Triage note</h1>');
    expect(note?.text).toContain('<h2>Chest Pain</h2>');
    expect(note?.text).not.toMatch(/onclick|onerror|<script|alert/);
  });

  it("escapes the call's data, so a free note cannot inject markup", () => {
    const hostile = { ...call, freeNote: 'pain <5 min\n<img src=x onerror=alert(3)>' };
    const note = buildCallNote({ ...base, call: hostile, template: HTML_TEMPLATE, sanitizeHtml });
    expect(note?.text).toContain('pain &lt;5 min<br>\n&lt;img src=x onerror=alert(3)&gt;');
    // The only image is the template's own, its handler removed.
    expect(note?.text.match(/<img[^>]*>/g)).toEqual(['<img src="x">']);
  });

  it('makes plain text of an HTML note, and reports it, when no sanitiser is given', () => {
    const note = buildCallNote({ ...base, call, template: HTML_TEMPLATE });
    expect(note?.mimeType).toBe('text/plain');
    expect(note?.problems.map((p) => p.code)).toEqual(['html-sanitizer-missing']);
    expect(note?.text).toContain('Triage note');
    expect(note?.text).toContain('pain <3/10 at rest');
    expect(note?.text).not.toMatch(/<h1|<script|alert\(2\)/);
  });
});
