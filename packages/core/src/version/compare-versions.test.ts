import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion } from './compare-versions.ts';

describe('compareVersions', () => {
  it('compares each part as a number, not as text', () => {
    expect(compareVersions('1.0.11', '1.0.9')).toBe(1);
    expect(compareVersions('1.0.9', '1.0.11')).toBe(-1);
    expect(compareVersions('1.10.0', '1.9.99')).toBe(1);
    expect(compareVersions('2.0.0', '10.0.0')).toBe(-1);
  });

  it('treats equal versions and missing parts as equal', () => {
    expect(compareVersions('1.0.11', '1.0.11')).toBe(0);
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('v1.0.11', '1.0.11')).toBe(0);
    expect(compareVersions('1.0.11+build.7', '1.0.11')).toBe(0);
  });

  it('orders a pre-release before its release and pre-releases by identifier', () => {
    expect(compareVersions('1.0.11-beta', '1.0.11')).toBe(-1);
    expect(compareVersions('1.0.11', '1.0.11-rc.1')).toBe(1);
    expect(compareVersions('1.0.0-alpha', '1.0.0-alpha.1')).toBe(-1);
    expect(compareVersions('1.0.0-alpha.1', '1.0.0-alpha')).toBe(1);
    expect(compareVersions('1.0.0-alpha.2', '1.0.0-alpha.10')).toBe(-1);
    expect(compareVersions('1.0.0-1', '1.0.0-alpha')).toBe(-1);
    expect(compareVersions('1.0.0-beta', '1.0.0-alpha')).toBe(1);
    expect(compareVersions('1.0.0-beta', '1.0.0-beta')).toBe(0);
    expect(compareVersions('1.0.0-alpha', '1.0.0-1')).toBe(1);
  });

  it('gives no order when either side is not a version', () => {
    expect(compareVersions('latest', '1.0.0')).toBeNull();
    expect(compareVersions('1.0.0', '')).toBeNull();
  });
});

describe('parseVersion', () => {
  it('reads major, minor, patch and pre-release', () => {
    expect(parseVersion(' 1.0.11-rc.2 ')).toEqual({ major: 1, minor: 0, patch: 11, prerelease: ['rc', '2'] });
    expect(parseVersion(null)).toBeNull();
    expect(parseVersion('1.0.0.0')).toBeNull();
  });
});
