import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './html-entities.ts';
import { nuggetText, plainFractions } from './nugget.ts';

describe('decodeHtmlEntities', () => {
  it('decodes named entities', () => {
    expect(decodeHtmlEntities('Tylenol &amp; Motrin &lt;6 months&gt; &quot;ok&quot; 38&deg;C')).toBe(
      'Tylenol & Motrin <6 months> "ok" 38°C',
    );
  });

  it('decodes decimal and hexadecimal entities', () => {
    expect(decodeHtmlEntities('&#189; &#xBD; &#X2013;')).toBe('½ ½ –');
  });

  it('turns invalid code points into the replacement character', () => {
    expect(decodeHtmlEntities('&#0; &#xD800; &#x110000;')).toBe('\ufffd \ufffd \ufffd');
  });

  it('leaves unknown names and entities without a semicolon as written', () => {
    expect(decodeHtmlEntities('&bogus; &amp &; AT&T')).toBe('&bogus; &amp &; AT&T');
  });

  it('decodes only once', () => {
    expect(decodeHtmlEntities('&amp;lt;')).toBe('&lt;');
  });
});

describe('nuggetText', () => {
  it('writes the quarter, half and three-quarter characters as plain fractions', () => {
    expect(plainFractions('¼ tsp, ½ cup, ¾ tablet')).toBe('1/4 tsp, 1/2 cup, 3/4 tablet');
  });

  it('puts a space between a whole number and its fraction', () => {
    expect(plainFractions('1½ teaspoons')).toBe('1 1/2 teaspoons');
  });

  it('decodes entities before converting fractions', () => {
    expect(nuggetText('Give &frac12; tablet &amp; 2&#188; oz')).toBe('Give 1/2 tablet & 2 1/4 oz');
  });
});
