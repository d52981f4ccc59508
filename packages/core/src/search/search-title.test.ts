import { describe, expect, it } from 'vitest';
import { layoutTitle, renderSearchTitle, searchTitleSegments } from './search-title.ts';

describe('searchTitle', () => {
  it('wraps matched words in <b> and keeps the rest of the title as written', () => {
    expect(renderSearchTitle(layoutTitle('Fever (Newborn)'), [false, true])).toBe('Fever (<b>Newborn</b>)');
    expect(renderSearchTitle(layoutTitle('Head Injury'), [true, false])).toBe('<b>Head</b> Injury');
  });

  it('escapes every other character, inside and outside the bold words', () => {
    const layout = layoutTitle(`<img src=x> & "Rash" O'Neil's`);
    expect(renderSearchTitle(layout, [false, false, false, false, true])).toBe(
      '&lt;img src=x&gt; &amp; &quot;Rash&quot; <b>O&#39;Neil&#39;s</b>',
    );
  });

  it('is the plain escaped title when no word matched', () => {
    expect(renderSearchTitle(layoutTitle('A & B'), [false, false])).toBe('A &amp; B');
    expect(layoutTitle('A & B').plain).toBe('A &amp; B');
  });
});

describe('searchTitleSegments', () => {
  it('reads the bold words and the unescaped text back from a search title', () => {
    const layout = layoutTitle('Bites & Stings <Adult>');
    const html = renderSearchTitle(layout, [true, false, false]);
    expect(searchTitleSegments(html)).toEqual([
      { text: 'Bites', isMatched: true },
      { text: ' & Stings <Adult>', isMatched: false },
    ]);
  });

  it('gives a title without a match as one plain segment', () => {
    expect(searchTitleSegments(layoutTitle("Croup 'barking'").plain)).toEqual([
      { text: "Croup 'barking'", isMatched: false },
    ]);
  });
});
