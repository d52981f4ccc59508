import { describe, expect, it } from 'vitest';
import { videoVisitNoteText, videoVisitRecord, videoVisitStatus } from './video-visit-status.ts';

describe('videoVisitStatus', () => {
  it('reports the offer as not recorded when the offered question is unanswered or absent', () => {
    expect(videoVisitStatus({})).toBe('offer not recorded');
    expect(videoVisitStatus({ videoVisitOffered: null, videoVisitAccepted: true })).toBe('offer not recorded');
  });

  it('reports not offered when offered is no, whatever the acceptance says', () => {
    expect(videoVisitStatus({ videoVisitOffered: false })).toBe('not offered');
    expect(videoVisitStatus({ videoVisitOffered: false, videoVisitAccepted: true })).toBe('not offered');
  });

  it('reports acceptance not recorded when offered but acceptance is unanswered', () => {
    expect(videoVisitStatus({ videoVisitOffered: true })).toBe('acceptance not recorded');
    expect(videoVisitStatus({ videoVisitOffered: true, videoVisitAccepted: null })).toBe('acceptance not recorded');
  });

  it('reports accepted or declined when offered and acceptance is answered', () => {
    expect(videoVisitStatus({ videoVisitOffered: true, videoVisitAccepted: true })).toBe('offered and caller accepted');
    expect(videoVisitStatus({ videoVisitOffered: true, videoVisitAccepted: false })).toBe(
      'offered and caller declined',
    );
  });
});

describe('videoVisitNoteText', () => {
  it('uses the exact note texts of the spec for the three recorded outcomes', () => {
    expect(videoVisitNoteText('not offered')).toBe('Video visit not offered');
    expect(videoVisitNoteText('offered and caller accepted')).toBe('Video visit offered and caller accepted');
    expect(videoVisitNoteText('offered and caller declined')).toBe('Video visit offered and caller declined');
  });

  it('has no note text for the statuses the spec gives none for', () => {
    expect(videoVisitNoteText('offer not recorded')).toBeNull();
    expect(videoVisitNoteText('acceptance not recorded')).toBeNull();
  });
});

describe('videoVisitRecord', () => {
  it('drops the acceptance when the visit was not offered', () => {
    expect(videoVisitRecord({ videoVisitOffered: false, videoVisitAccepted: true })).toEqual({
      offered: false,
      accepted: null,
      status: 'not offered',
    });
  });

  it('keeps the acceptance when the visit was offered', () => {
    expect(videoVisitRecord({ videoVisitOffered: true, videoVisitAccepted: false })).toEqual({
      offered: true,
      accepted: false,
      status: 'offered and caller declined',
    });
  });

  it('normalises absent answers to null', () => {
    expect(videoVisitRecord({ videoVisitOffered: true })).toEqual({
      offered: true,
      accepted: null,
      status: 'acceptance not recorded',
    });
    expect(videoVisitRecord({})).toEqual({ offered: null, accepted: null, status: 'offer not recorded' });
  });
});
