import { afterEach, describe, expect, it } from 'vitest';
import { detectEmbedded, isEmbeddedApp, isInFrame, setEmbeddedAppForTesting } from './embedded.ts';

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

afterEach(() => {
  setEmbeddedAppForTesting(null);
  window.history.replaceState(null, '', '/');
});

describe('embedded mode in the browser', () => {
  it('is framed when top is another window, or cannot be read', () => {
    expect(isInFrame(fakeWindow({ framed: true }))).toBe(true);
    expect(isInFrame(fakeWindow({ framed: false, topThrows: true }))).toBe(true);
    expect(isInFrame(fakeWindow({ framed: false }))).toBe(false);
  });

  it('is embedded in a frame or with ?embedded=true', () => {
    expect(detectEmbedded(fakeWindow({ framed: true }))).toBe(true);
    expect(detectEmbedded(fakeWindow({ framed: false, search: '?embedded=true' }))).toBe(true);
    expect(detectEmbedded(fakeWindow({ framed: false }))).toBe(false);
  });

  it('reads the real window by default (vitest runs unframed)', () => {
    expect(isInFrame()).toBe(false);
  });

  it('decides once: a later change of the address does not change the answer', () => {
    setEmbeddedAppForTesting(null);
    window.history.replaceState(null, '', '/?embedded=true');
    expect(isEmbeddedApp()).toBe(true);
    window.history.replaceState(null, '', '/protocols');
    expect(isEmbeddedApp()).toBe(true);
  });
});
