import { describe, expect, it } from 'vitest';
import { makeSelectedProtocol } from '../testing/factories.ts';
import { chestPainProtocol } from '../testing/fixtures.ts';
import { findQuestion } from './content.ts';
import { setVideoVisitAccepted, setVideoVisitOffered } from './video-visit.ts';

const videoVisit = (p: ReturnType<typeof chestPainProtocol>, id: number) => {
  const q = findQuestion(p, id)?.question;
  return { offered: q?.videoVisitOffered ?? null, accepted: q?.videoVisitAccepted ?? null };
};

describe('setVideoVisitOffered', () => {
  it('records the offer on one question and clears it on every other', () => {
    const offered = setVideoVisitOffered(chestPainProtocol(), 11, true);
    expect(videoVisit(offered, 11)).toEqual({ offered: true, accepted: null });
    expect(videoVisit(offered, 21)).toEqual({ offered: null, accepted: null });
  });

  it('keeps the acceptance while the offer stays yes and clears it otherwise', () => {
    expect(videoVisit(setVideoVisitOffered(chestPainProtocol(), 21, true), 21)).toEqual({
      offered: true,
      accepted: true,
    });
    expect(videoVisit(setVideoVisitOffered(chestPainProtocol(), 21, false), 21)).toEqual({
      offered: false,
      accepted: null,
    });
  });

  it('ignores an unknown question or absent content', () => {
    const protocol = chestPainProtocol();
    expect(setVideoVisitOffered(protocol, 999, true)).toBe(protocol);
    const loading = makeSelectedProtocol({ content: undefined });
    expect(setVideoVisitOffered(loading, 11, true)).toBe(loading);
  });
});

describe('setVideoVisitAccepted', () => {
  it('records the acceptance when the video visit was offered', () => {
    const declined = setVideoVisitAccepted(chestPainProtocol(), 21, false);
    expect(videoVisit(declined, 21)).toEqual({ offered: true, accepted: false });
  });

  it('is ignored when the video visit was not offered on that question', () => {
    const protocol = chestPainProtocol();
    expect(setVideoVisitAccepted(protocol, 11, true)).toBe(protocol);
    const notOffered = setVideoVisitOffered(protocol, 21, false);
    expect(setVideoVisitAccepted(notOffered, 21, true)).toBe(notOffered);
  });
});
