// @vitest-environment jsdom
// (DOMPurify needs a faithful HTML parser: happy-dom's mis-parses and would make these tests meaningless.)
import { render } from '@testing-library/react';
import { CONTENT_HTML_ALLOWED_TAGS } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '../components/ui/safe-html.tsx';
import { noteHtmlForDisplay, sanitizeContentHtml, sanitizeNoteHtml } from './sanitize-html.ts';

describe('SafeHtml and the app sanitiser', () => {
  it('keeps the content tags and their text', () => {
    const html = '<p>Give <b>fluids</b> and <em>rest</em>.</p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('removes scripts, styles, event handlers and unknown tags, keeping their text where harmless', () => {
    const html =
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script><img src=x onerror="alert(3)"><span>there</span></p><style>p{}</style>';
    expect(sanitizeContentHtml(html)).toBe('<p>Hithere</p>');
  });

  it('allows https, mailto and tel links only, opening in a new tab without an opener', () => {
    const clean = sanitizeContentHtml(
      '<a href="https://example.org">ok</a><a href="javascript:alert(1)">bad</a><a href="http://plain.example">http</a>',
    );
    expect(clean).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">ok</a><a>bad</a><a>http</a>',
    );
  });

  it('allows extra tags and attributes only where a view asks for them', () => {
    const html = '<span class="example">(e.g. cramps)</span>';
    expect(sanitizeContentHtml(html)).toBe('(e.g. cramps)');
    expect(sanitizeContentHtml(html, { extraTags: ['span'], extraAttributes: ['class'] })).toBe(html);
  });

  it('renders into the element asked for, and nothing for empty input', () => {
    const { container } = render(
      <>
        <SafeHtml as="span" html="<b>Chest</b> Pain" data-testid="title" />
        <SafeHtml html={null} />
      </>,
    );
    const span = container.querySelector('span');
    expect(span?.innerHTML).toBe('<b>Chest</b> Pain');
    expect(container.querySelector('div')?.innerHTML).toBe('');
  });

  it('uses the same tags as the content check', () => {
    expect([...CONTENT_HTML_ALLOWED_TAGS].sort()).toEqual(
      ['a', 'b', 'br', 'em', 'i', 'li', 'ol', 'p', 'strong', 'sub', 'sup', 'u', 'ul'].sort(),
    );
  });

  it('keeps a call note to the default safe profile: its tables stay, scripts and handlers go', () => {
    const note = '<table><tr><td onclick="x()">Fever</td></tr></table><script>alert(1)</script>';
    expect(sanitizeNoteHtml(note)).toBe('<table><tbody><tr><td>Fever</td></tr></tbody></table>');
  });

  it('keeps the style attributes of a call note without parsing them; shows the note in the app without them', () => {
    const note =
      '<p style="color: red" class="a" STYLE = "x"><strong style="font-weight: 700">Call 911 Now</strong></p><p>style=1 <i>style="x"</i></p>';
    expect(sanitizeNoteHtml(note)).toBe(
      '<p style="color: red" class="a"><strong style="font-weight: 700">Call 911 Now</strong></p><p>style=1 <i>style="x"</i></p>',
    );
    expect(noteHtmlForDisplay(note)).toBe(
      '<p class="a"><strong>Call 911 Now</strong></p><p>style=1 <i>style="x"</i></p>',
    );
    expect(sanitizeNoteHtml('<p data-triage-note-style="x" onclick="y()">Hi</p>')).toBe('<p style="x">Hi</p>');
  });
});
