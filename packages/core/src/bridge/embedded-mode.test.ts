import { describe, expect, it } from 'vitest';
import { isEmbeddedMode } from './embedded-mode.ts';

describe('isEmbeddedMode', () => {
  it('is embedded inside a frame, whatever the query', () => {
    expect(isEmbeddedMode({ isInFrame: true, query: '' })).toBe(true);
    expect(isEmbeddedMode({ isInFrame: true, query: '?embedded=false' })).toBe(true);
  });

  it('is embedded outside a frame when the query has embedded=true', () => {
    expect(isEmbeddedMode({ isInFrame: false, query: '?embedded=true' })).toBe(true);
    expect(isEmbeddedMode({ isInFrame: false, query: 'a=1&embedded=true' })).toBe(true);
    expect(isEmbeddedMode({ isInFrame: false, query: '?embedded=%74rue' })).toBe(true);
  });

  it('is not embedded outside a frame without embedded=true', () => {
    expect(isEmbeddedMode({ isInFrame: false, query: '' })).toBe(false);
    expect(isEmbeddedMode({ isInFrame: false, query: '?embedded=false' })).toBe(false);
    expect(isEmbeddedMode({ isInFrame: false, query: '?embedded' })).toBe(false);
    expect(isEmbeddedMode({ isInFrame: false, query: '?embedded=TRUE' })).toBe(false);
    expect(isEmbeddedMode({ isInFrame: false, query: '?notembedded=true' })).toBe(false);
    expect(isEmbeddedMode({ isInFrame: false, query: '?embedded=%E0%A4%A' })).toBe(false);
  });
});
