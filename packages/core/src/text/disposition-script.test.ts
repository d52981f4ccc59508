import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dispositionScriptHtml, dispositionScriptText } from './disposition-script.ts';

/** The only tags disposition script HTML may contain. */
const ALLOWED_TAGS = ['strong', 'em', 'ul', 'li', 'p', 'br'];

describe('dispositionScriptHtml', () => {
  it('renders a line wrapped in double asterisks as a heading', () => {
    expect(dispositionScriptHtml('**Call 911 now**')).toBe('<p><strong>Call 911 now</strong></p>');
  });

  it('groups lines starting with an asterisk and a space into one list', () => {
    expect(dispositionScriptHtml('* one\n* two')).toBe('<ul><li>one</li><li>two</li></ul>');
  });

  it('ends a list at a blank line', () => {
    expect(dispositionScriptHtml('* one\n\n* two')).toBe('<ul><li>one</li></ul><ul><li>two</li></ul>');
  });

  it('closes a list before a paragraph that follows it', () => {
    expect(dispositionScriptHtml('* one\nthen')).toBe('<ul><li>one</li></ul><p>then</p>');
  });

  it('renders a line wrapped in single asterisks with a space as an italic paragraph', () => {
    expect(dispositionScriptHtml('*Read this to the caller*')).toBe('<p><em>Read this to the caller</em></p>');
  });

  it('keeps a single-asterisk line without a space as a plain paragraph', () => {
    expect(dispositionScriptHtml('*Note*')).toBe('<p>*Note*</p>');
  });

  it('renders other lines as paragraphs and ignores blank ones', () => {
    expect(dispositionScriptHtml('First\n\n  Second  ')).toBe('<p>First</p><p>Second</p>');
    expect(dispositionScriptHtml(null)).toBe('');
    expect(dispositionScriptHtml('')).toBe('');
  });

  it('escapes any markup in the script', () => {
    expect(dispositionScriptHtml('**<img src=x onerror=alert(1)>**\n* <a href="x">y</a>')).toBe(
      '<p><strong>&lt;img src=x onerror=alert(1)&gt;</strong></p><ul><li>&lt;a href=&quot;x&quot;&gt;y&lt;/a&gt;</li></ul>',
    );
  });

  it('never outputs a tag other than strong, em, ul, li, p or br', () => {
    const line = fc.oneof(
      fc.string(),
      fc.string().map((text) => `**${text}**`),
      fc.string().map((text) => `* ${text}`),
      fc.string().map((text) => `*${text} x*`),
      fc.constant(''),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const html = dispositionScriptHtml(lines.join('\n'));
        for (const tag of html.matchAll(/<\/?([a-zA-Z0-9-]+)/g)) {
          expect(ALLOWED_TAGS).toContain(tag[1]);
        }
        expect(html.replace(/<\/?(strong|em|ul|li|p|br)>/g, '')).not.toMatch(/[<>]/);
      }),
    );
  });
});

describe('dispositionScriptText', () => {
  it('writes one line per heading, bullet, italic or paragraph, the markers removed, blank lines dropped', () => {
    expect(dispositionScriptText('**Call 911 Now**\n* Hang up and call 911.\n\n*Start CPR if you know how.*')).toBe(
      'Call 911 Now\nHang up and call 911.\nStart CPR if you know how.',
    );
    expect(dispositionScriptText(null)).toBe('');
  });

  it('reads the script by the same grammar as the HTML: inline asterisks stay text', () => {
    const script = 'Take 2 **tablets** now\n*x*\n**';
    expect(dispositionScriptHtml(script)).toBe('<p>Take 2 **tablets** now</p><p>*x*</p><p>**</p>');
    expect(dispositionScriptText(script)).toBe('Take 2 **tablets** now\n*x*\n**');
  });
});
