import { describe, expect, it } from 'vitest';
import { cleanReferenceText, findWebAddress, pubMedUrl, referenceLink, referenceView } from './references.ts';

describe('cleanReferenceText', () => {
  it('removes available at text', () => {
    expect(cleanReferenceText('CDC. Flu signs. Available at: https://www.cdc.gov/flu')).toBe(
      'CDC. Flu signs. https://www.cdc.gov/flu',
    );
    expect(cleanReferenceText('NICE. AVAILABLE AT:https://nice.org.uk')).toBe('NICE. https://nice.org.uk');
  });

  it('collapses repeated punctuation, also with spaces between', () => {
    expect(cleanReferenceText('Pediatrics.. 2013;;131 . . Epub,, 2012')).toBe('Pediatrics. 2013;131. Epub, 2012');
  });

  it('collapses whitespace, trims and accepts missing text', () => {
    expect(cleanReferenceText('  Smith   J  ')).toBe('Smith J');
    expect(cleanReferenceText(null)).toBe('');
    expect(cleanReferenceText(undefined)).toBe('');
  });
});

describe('reference links', () => {
  it('links a pubMedId to its PubMed page', () => {
    expect(referenceLink({ pubMedId: '23439909', source: 'https://example.org' })).toEqual({
      label: 'PubMed',
      url: 'https://pubmed.ncbi.nlm.nih.gov/23439909/',
    });
    expect(pubMedUrl('PMID: 123')).toBe('https://pubmed.ncbi.nlm.nih.gov/123/');
  });

  it('ignores a pubMedId that is not a number', () => {
    expect(pubMedUrl('javascript:alert(1)')).toBeNull();
    expect(referenceLink({ pubMedId: 'abc', source: null })).toBeNull();
  });

  it('falls back to a web address in the source', () => {
    expect(referenceLink({ pubMedId: null, source: 'Available at: https://www.cdc.gov/flu/. Accessed 2024.' })).toEqual(
      { label: 'Web', url: 'https://www.cdc.gov/flu/' },
    );
  });

  it('reads an address starting with www as https', () => {
    expect(findWebAddress('See www.nice.org.uk/guidance/ng143.')).toBe('https://www.nice.org.uk/guidance/ng143');
  });

  it('has no link without a pubMedId or a web address', () => {
    expect(referenceLink({ pubMedId: undefined, source: 'Pediatrics. 2013;131(3):e964.' })).toBeNull();
    expect(findWebAddress(null)).toBeNull();
    expect(findWebAddress('ftp://files.example.org')).toBeNull();
  });
});

describe('referenceView', () => {
  it('cleans author, title and source and picks the link', () => {
    expect(
      referenceView({
        title: 'The diagnosis and management of acute otitis media..',
        author: 'Lieberthal AS,, et al.',
        source: 'Pediatrics. 2013;131(3):e964-99.',
        pubMedId: '23439909',
      }),
    ).toEqual({
      author: 'Lieberthal AS, et al.',
      title: 'The diagnosis and management of acute otitis media.',
      source: 'Pediatrics. 2013;131(3):e964-99.',
      link: { label: 'PubMed', url: 'https://pubmed.ncbi.nlm.nih.gov/23439909/' },
    });
  });
});
