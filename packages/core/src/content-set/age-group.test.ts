import { describe, expect, it } from 'vitest';
import {
  ageGroupMarker,
  ageGroupOf,
  hasAdultAndPediatricContent,
  isAdultContentSet,
  isPediatricContentSet,
  protocolTitleMarker,
  sessionHasAdultAndPediatric,
  titleWithAgeGroup,
} from './age-group.ts';

describe('ageGroupOf', () => {
  it('treats a content set name containing adult as adult', () => {
    expect(ageGroupOf('oh_adult')).toBe('Adult');
    expect(ageGroupOf('ah_adult')).toBe('Adult');
  });

  it('treats a name containing peds and not adult as pediatric', () => {
    expect(ageGroupOf('oh_peds')).toBe('Pediatric');
    expect(ageGroupOf('ah_peds')).toBe('Pediatric');
  });

  it('prefers adult when a name contains both words', () => {
    expect(ageGroupOf('adult_and_peds')).toBe('Adult');
  });

  it('has no age group for other names and ignores case', () => {
    expect(ageGroupOf('oh_general')).toBeNull();
    expect(ageGroupOf('OH_ADULT')).toBe('Adult');
  });

  it('answers the adult and pediatric predicates from the same rule', () => {
    expect(isAdultContentSet('oh_adult')).toBe(true);
    expect(isAdultContentSet('oh_peds')).toBe(false);
    expect(isPediatricContentSet('oh_peds')).toBe(true);
    expect(isPediatricContentSet('x')).toBe(false);
  });
});

describe('hasAdultAndPediatricContent', () => {
  it('is true only when both adult and pediatric names are present', () => {
    expect(hasAdultAndPediatricContent(['oh_adult', 'ah_peds'])).toBe(true);
    expect(hasAdultAndPediatricContent(['oh_adult', 'ah_adult'])).toBe(false);
    expect(hasAdultAndPediatricContent(['oh_peds', 'other'])).toBe(false);
    expect(hasAdultAndPediatricContent([])).toBe(false);
  });

  it('reads the content set names of session protocols', () => {
    const adult = { contentSet: { name: 'oh_adult' } };
    const peds = { contentSet: { name: 'oh_peds' } };
    expect(sessionHasAdultAndPediatric([adult, peds])).toBe(true);
    expect(sessionHasAdultAndPediatric([adult])).toBe(false);
  });
});

describe('markers and title suffixes', () => {
  it('marks adult with a blue A and pediatric with a green P', () => {
    expect(ageGroupMarker('Adult')).toEqual({ letter: 'A', color: 'blue' });
    expect(ageGroupMarker('Pediatric')).toEqual({ letter: 'P', color: 'green' });
  });

  it('shows a title marker only when the session has both age groups', () => {
    expect(protocolTitleMarker('oh_peds', true)).toEqual({ letter: 'P', color: 'green' });
    expect(protocolTitleMarker('oh_peds', false)).toBeNull();
    expect(protocolTitleMarker('general', true)).toBeNull();
  });

  it('suffixes note titles with the age group only when the session has both', () => {
    expect(titleWithAgeGroup('Fever', 'oh_peds', true)).toBe('Fever (Pediatric)');
    expect(titleWithAgeGroup('Fever', 'oh_adult', true)).toBe('Fever (Adult)');
    expect(titleWithAgeGroup('Fever', 'oh_adult', false)).toBe('Fever');
    expect(titleWithAgeGroup('Fever', 'general', true)).toBe('Fever');
  });
});
