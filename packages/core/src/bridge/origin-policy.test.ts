import { describe, expect, it } from 'vitest';
import {
  createOriginPolicy,
  decideAllowedOrigins,
  isInPracticeWhitelist,
  judgeOrigin,
  normalizeOrigin,
  normalizeOriginList,
} from './origin-policy.ts';

const APP = 'https://app.example.com';
const EHR = 'https://ehr.example.org';
const OTHER = 'https://other.example.net';
const notAck = { isHandshakeAck: false };

describe('origin policy', () => {
  it('accepts any other origin until the allowed origins are decided', () => {
    expect(judgeOrigin(createOriginPolicy(APP), EHR, notAck)).toBe('accept');
  });

  it('ignores its own origin, except the handshake acknowledgement', () => {
    const policy = createOriginPolicy(APP);
    expect(judgeOrigin(policy, APP, notAck)).toBe('ignore-own-origin');
    expect(judgeOrigin(policy, APP, { isHandshakeAck: true })).toBe('accept');
  });

  it('allows only the first sender when the init gives no whitelist', () => {
    const policy = decideAllowedOrigins(createOriginPolicy(APP), EHR);
    expect(policy).toMatchObject({ allowedOrigins: [EHR], decidedBy: 'first-sender' });
    expect(judgeOrigin(policy, EHR, notAck)).toBe('accept');
    expect(judgeOrigin(policy, OTHER, notAck)).toBe('reject-not-allowed');
  });

  it("allows exactly the init's whitelist when it gives one", () => {
    const policy = decideAllowedOrigins(createOriginPolicy(APP), EHR, [EHR, 'HTTP://LOCALHOST:3100/']);
    expect(policy).toMatchObject({ allowedOrigins: [EHR, 'http://localhost:3100'], decidedBy: 'init-whitelist' });
    expect(judgeOrigin(policy, 'http://localhost:3100', notAck)).toBe('accept');
    expect(judgeOrigin(policy, 'http://localhost:3101', notAck)).toBe('reject-not-allowed');
    expect(judgeOrigin(policy, 'https://ehr.example.org.evil.net', notAck)).toBe('reject-not-allowed');
    expect(judgeOrigin(policy, 'http://ehr.example.org', notAck)).toBe('reject-not-allowed');
  });

  it('keeps the first decision: a later sender or whitelist changes nothing', () => {
    const first = decideAllowedOrigins(createOriginPolicy(APP), EHR);
    expect(decideAllowedOrigins(first, OTHER, [OTHER])).toBe(first);
  });

  it('never decides on its own origin', () => {
    const policy = createOriginPolicy(APP);
    expect(decideAllowedOrigins(policy, APP)).toBe(policy);
  });

  it("also requires the practice's originWhitelist when one is configured", () => {
    const policy = decideAllowedOrigins(createOriginPolicy(APP), EHR);
    expect(judgeOrigin(policy, EHR, { isHandshakeAck: false, practiceOrigins: [OTHER] })).toBe(
      'reject-not-in-practice-whitelist',
    );
    expect(judgeOrigin(policy, EHR, { isHandshakeAck: false, practiceOrigins: [`${EHR}/`] })).toBe('accept');
    expect(isInPracticeWhitelist(EHR, undefined)).toBe(true);
  });

  it("reads an empty practice originWhitelist as nobody, not anyone (nor one of only '*')", () => {
    const policy = decideAllowedOrigins(createOriginPolicy(APP), EHR);
    for (const practiceOrigins of [[], ['*'], ['']]) {
      expect(judgeOrigin(policy, EHR, { isHandshakeAck: false, practiceOrigins })).toBe(
        'reject-not-in-practice-whitelist',
      );
      expect(isInPracticeWhitelist(EHR, practiceOrigins)).toBe(false);
    }
  });

  it('normalises origins to lower case without a trailing slash, dropping wildcards and duplicates', () => {
    expect(normalizeOrigin(' HTTPS://EHR.Example.org/ ')).toBe(EHR);
    expect(normalizeOriginList([EHR, `${EHR}/`, '*', 'null', '', OTHER])).toEqual([EHR, OTHER]);
    expect(normalizeOriginList(undefined)).toEqual([]);
  });

  it('normalises its own origin', () => {
    expect(createOriginPolicy('https://APP.example.com/').ownOrigin).toBe(APP);
  });
});
