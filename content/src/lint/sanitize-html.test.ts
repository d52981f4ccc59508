import { describe, expect, it } from 'vitest';
import { htmlProblem, plainTextProblem } from './sanitize-html.ts';

describe('htmlProblem', () => {
  it('accepts the allowed tags and link targets', () => {
    const html =
      '<p><b>Bold</b>, <i>it</i>, <em>em</em><br></p><ul><li>One</li></ul><a href="https://988lifeline.org">988</a>';
    expect(htmlProblem(html)).toBeNull();
  });

  it('accepts HTML that survives sanitising, ignoring serialisation differences', () => {
    expect(htmlProblem('Fever &gt; 40 C & <b>stiff neck</b><br/>')).toBeNull();
    expect(htmlProblem('Temperature < 35 C')).toBeNull();
  });

  it('names what sanitising removes', () => {
    expect(htmlProblem('<div>x</div><img src="a.png">')).toMatch(/^sanitising removes <div>, <img>/);
    expect(htmlProblem('<a href="http://example.com">x</a>')).toMatch(/^sanitising removes attribute href/);
  });

  it('rejects script, style, event handlers and script URLs outright', () => {
    expect(htmlProblem('<SCRIPT src=x></SCRIPT>')).toBe('contains a <script> tag');
    expect(htmlProblem('<style>p{}</style>')).toBe('contains a <style> tag');
    expect(htmlProblem('<b style="color:red">x</b>')).toBe('contains a style attribute');
    expect(htmlProblem('<b onload=x>x</b>')).toBe('contains an event handler attribute');
    expect(htmlProblem('javascript:alert(1)')).toBe('contains a script or data URL');
  });

  it('reports unbalanced tags the parser would silently repair', () => {
    expect(htmlProblem('<b>bold')).toBe('unclosed tag <b>');
    expect(htmlProblem('bold</b>')).toBe('closing tag </b> does not match any open tag');
  });

  it('does not mistake ordinary words for handlers or URLs', () => {
    expect(htmlProblem('Lab data: normal. Someone = fine.')).toBeNull();
  });
});

describe('plainTextProblem', () => {
  it('rejects tags but allows comparison signs', () => {
    expect(plainTextProblem('Heart rate < 60 or > 120')).toBeNull();
    expect(plainTextProblem('<b>Title</b>')).toBe('must be plain text (no HTML tags)');
  });
});
