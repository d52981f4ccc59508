import { describe, expect, it } from 'vitest';
import {
  htmlAsProtectedText,
  htmlNoteAsPlainText,
  protectPlainText,
  protectPlainTextDeep,
  removeControlCharacters,
  sanitizeHtmlNote,
  sanitizePlainTextNote,
} from './sanitize.ts';

describe('plain-text note sanitising', () => {
  it('removes markup written by the template, turning line-ending tags into newlines', () => {
    expect(sanitizePlainTextNote('<b>Protocol:</b> Cough<br>Disposition: <i>Home Care</i>')).toBe(
      'Protocol: Cough\nDisposition: Home Care',
    );
  });

  it('removes script elements with their content', () => {
    expect(sanitizePlainTextNote('Note<script>alert("x")</script> end')).toBe('Note end');
  });

  it("keeps call data's angle brackets once protected", () => {
    const data = protectPlainText('pain <5 min, says <I feel faint>, BP >140');
    expect(sanitizePlainTextNote(`<p>Note: ${data}</p>`)).toBe('Note: pain <5 min, says <I feel faint>, BP >140');
  });

  it('removes control, zero-width and bidirectional override characters but keeps tabs', () => {
    expect(sanitizePlainTextNote('a\u0000b\u0007c\u001Bd\u007Fe\u0085f\u200Bg\u202Eh\u2066i\uFEFFj\tk')).toBe(
      'abcdefghij\tk',
    );
  });

  it('normalises line ends, trims line ends and keeps at most one blank line', () => {
    expect(sanitizePlainTextNote('\n\none  \r\ntwo\rthree\u2028four\n\n\n\n\nfive   \n\n')).toBe(
      'one\ntwo\nthree\nfour\n\nfive',
    );
  });

  it('drops a private-use placeholder already present in the data', () => {
    expect(sanitizePlainTextNote(protectPlainText('a\uE000b<c'))).toBe('ab<c');
  });
});

describe('protecting call data', () => {
  it('protects every string of plain objects and arrays and leaves other values alone', () => {
    const value = { a: '<b>', list: ['<i>', 1, null, true], nested: { c: '<x' } };
    const protectedValue = protectPlainTextDeep(value);
    expect(JSON.stringify(protectedValue)).not.toContain('<');
    expect(protectedValue.list.slice(1)).toEqual([1, null, true]);
    expect(value.a).toBe('<b>');
  });

  it('turns HTML output into protected text', () => {
    expect(sanitizePlainTextNote(htmlAsProtectedText('<p>pain &lt;5 &amp; rising</p>'))).toBe('pain <5 & rising');
  });
});

describe('HTML note sanitising', () => {
  it("removes control characters before calling the caller's sanitiser", () => {
    const seen: string[] = [];
    const result = sanitizeHtmlNote('<p>a\u0000b\r\nc</p>  ', (html) => {
      seen.push(html);
      return html;
    });
    expect(seen).toEqual(['<p>ab\nc</p>  ']);
    expect(result).toBe('<p>ab\nc</p>');
  });

  it('normalises line ends when removing control characters', () => {
    expect(removeControlCharacters('a\r\nb\u2029c')).toBe('a\nb\nc');
  });
});

describe('the plain text of an HTML note', () => {
  it('reads as on screen: source white space collapses, <br> and block ends end lines', () => {
    const html =
      '<p><strong>Home Care</strong></p><p>Pain &lt;3/10 &amp; rising<br>\nSecond line</p>\n<ul>\n  <li>One</li>\n  <li>Two</li>\n</ul>';
    expect(htmlNoteAsPlainText(html)).toBe('Home Care\nPain <3/10 & rising\nSecond line\nOne\nTwo');
  });
});
