import { describe, expect, it } from 'vitest';
import { contentText, stripMarkup } from './content-text.ts';

describe('content as plain text', () => {
  it('removes tags, decodes entities and collapses white space', () => {
    expect(contentText('<b>Chest pain</b> and&nbsp;fever of 100.4&nbsp;&deg;F\n  <i>now</i>')).toBe(
      'Chest pain and fever of 100.4 °F now',
    );
  });

  it('writes fraction characters as text fractions', () => {
    expect(contentText('Sip &frac12; cup, or 1½ cups')).toBe('Sip 1/2 cup, or 1 1/2 cups');
  });

  it('keeps escaped angle brackets as text', () => {
    expect(contentText('Temperature &lt; 97 &gt; 95 &amp; falling')).toBe('Temperature < 97 > 95 & falling');
  });

  it('leaves a lone less-than sign that starts no tag', () => {
    expect(contentText('pain <3/10 and > 2 h')).toBe('pain <3/10 and > 2 h');
  });
});

describe('stripping markup', () => {
  it('removes scripts, styles and comments with their content', () => {
    expect(stripMarkup('a<script>alert(1)</script>b<style>p{}</style>c<!-- note -->d')).toBe('abcd');
  });

  it('turns line breaks and the ends of blocks into newlines', () => {
    expect(stripMarkup('<p>one</p><div>two<br>three<br/></div><ul><li>four</li></ul>')).toBe(
      'one\ntwo\nthree\n\nfour\n\n',
    );
  });

  it('removes declarations and tags with attributes', () => {
    expect(stripMarkup('<!DOCTYPE html><a href="x" onclick="y()">link</a>')).toBe('link');
  });
});
