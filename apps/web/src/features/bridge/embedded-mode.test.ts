import { describe, expect, it } from 'vitest';
import { isEmbeddedPage, isInFrame } from './embedded-mode.ts';

function fakeWindow(options: { framed: boolean; search?: string; topThrows?: boolean }) {
  const self = {};
  return {
    self,
    get top() {
      if (options.topThrows) throw new Error('Blocked a frame from accessing a cross-origin frame');
      return options.framed ? {} : self;
    },
    location: { search: options.search ?? '' },
  } as unknown as Window;
}

describe('embedded mode in the browser', () => {
  it('is framed when top is another window, or cannot be read', () => {
    expect(isInFrame(fakeWindow({ framed: true }))).toBe(true);
    expect(isInFrame(fakeWindow({ framed: false, topThrows: true }))).toBe(true);
    expect(isInFrame(fakeWindow({ framed: false }))).toBe(false);
  });

  it('is embedded in a frame or with ?embedded=true', () => {
    expect(isEmbeddedPage(fakeWindow({ framed: true }))).toBe(true);
    expect(isEmbeddedPage(fakeWindow({ framed: false, search: '?embedded=true' }))).toBe(true);
    expect(isEmbeddedPage(fakeWindow({ framed: false }))).toBe(false);
  });

  it('reads the real window by default (vitest runs unframed)', () => {
    expect(isInFrame()).toBe(false);
  });
});
