import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './query.ts';

function termsOf(raw: string) {
  const parsed = parseSearchQuery(raw);
  return parsed.kind === 'terms' ? parsed.terms : parsed.kind;
}

describe('parseSearchQuery: cleaning', () => {
  it('lowercases and removes punctuation, dropping apostrophes inside words', () => {
    expect(termsOf("Can't BREATHE!!")).toEqual(['cant', 'breathe']);
    expect(termsOf('chest-pain/sob')).toEqual(['chest', 'sob']);
  });

  it('ignores the adverb-like words really, very, is, are, has, looks, seems', () => {
    expect(termsOf('really very swollen is are has looks seems')).toEqual(['swollen']);
  });

  it('ignores our filler and preposition list, including of, in, the, pain, injury, call, symptoms', () => {
    expect(termsOf('the pain in the chest')).toEqual(['chest']);
    expect(termsOf('symptoms of flu')).toEqual(['flu']);
    expect(termsOf('injury call ankle')).toEqual(['ankle']);
    expect(termsOf('ear hurts')).toEqual(['ear']);
  });

  it('keeps each term once, in query order', () => {
    expect(termsOf('fever rash fever')).toEqual(['fever', 'rash']);
  });

  it('cuts words longer than 32 characters to 32', () => {
    const long = 'a'.repeat(40);
    expect(termsOf(`x${long}`)).toEqual([`x${'a'.repeat(31)}`]);
  });
});

describe('parseSearchQuery: the under-3-characters rules', () => {
  it('does no filtering when the cleaned query is shorter than 3 characters', () => {
    expect(parseSearchQuery('')).toEqual({ kind: 'all', cleaned: '' });
    expect(parseSearchQuery('ab')).toEqual({ kind: 'all', cleaned: 'ab' });
    expect(parseSearchQuery(' a! ')).toEqual({ kind: 'all', cleaned: 'a' });
  });

  it('counts the cleaned query, not the raw one (punctuation between words becomes one space)', () => {
    expect(parseSearchQuery('!!a!!').kind).toBe('all');
    expect(parseSearchQuery("a'b").kind).toBe('all');
    expect(parseSearchQuery('a!!b')).toMatchObject({ kind: 'terms', cleaned: 'a b' });
  });

  it('uses the original words when the stripped query is shorter than 3 characters', () => {
    expect(termsOf('pain')).toEqual(['pain']);
    expect(termsOf('the pain')).toEqual(['the', 'pain']);
    expect(termsOf('is it')).toEqual(['is', 'it']);
  });

  it('keeps the stripped query when it has 3 characters or more', () => {
    expect(termsOf('the flu')).toEqual(['flu']);
  });
});

describe('parseSearchQuery: adult and pediatric words', () => {
  it.each([
    ['adult', 'Adult'],
    ['adults', 'Adult'],
    ['adu', 'Adult'],
    ['adul', 'Adult'],
    ['ped', 'Pediatric'],
    ['peds', 'Pediatric'],
    ['pediatric', 'Pediatric'],
    ['pediatrics', 'Pediatric'],
  ])('%s restricts to %s content and is not searched for', (word, ageGroup) => {
    expect(parseSearchQuery(`${word} fever`)).toMatchObject({ kind: 'terms', ageGroups: [ageGroup], terms: ['fever'] });
  });

  it('lists the matching content sets when only restriction words remain', () => {
    expect(parseSearchQuery('peds')).toEqual({ kind: 'age-group', cleaned: 'peds', ageGroups: ['Pediatric'] });
    expect(parseSearchQuery('Adult,')).toMatchObject({ kind: 'age-group', ageGroups: ['Adult'] });
  });

  it('lists rather than searches when the rest is too short to filter on', () => {
    expect(parseSearchQuery('peds ab')).toMatchObject({ kind: 'age-group', ageGroups: ['Pediatric'] });
  });

  it('restricts to both when both kinds of word appear', () => {
    expect(parseSearchQuery('adult peds cough')).toMatchObject({ ageGroups: ['Adult', 'Pediatric'], terms: ['cough'] });
  });

  it('does not treat other prefixes of pediatric as restriction words', () => {
    expect(termsOf('pedi')).toEqual(['pedi']);
  });

  it('has no restriction without those words', () => {
    expect(parseSearchQuery('cough')).toMatchObject({ ageGroups: [] });
  });
});

describe('parseSearchQuery: phrases', () => {
  it('offers the joined terms and, when different, every non-restriction word', () => {
    expect(parseSearchQuery('adult throwing up')).toMatchObject({
      terms: ['throwing'],
      phrases: ['throwing', 'throwing up'],
    });
    expect(parseSearchQuery('head ache')).toMatchObject({ phrases: ['head ache'] });
  });
});
