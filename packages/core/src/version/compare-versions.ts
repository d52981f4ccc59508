/**
 * Semver-like version strings: 'x.y.z' with optional missing parts ('1.2' is '1.2.0'), an optional
 * leading 'v', an optional pre-release after '-' (which sorts before the release, as in semver) and
 * optional build metadata after '+' (ignored).
 */

/** A parsed version. */
interface ParsedVersion {
  major: number;
  minor: number;
  patch: number;
  /** Dot-separated pre-release identifiers; empty for a release. */
  prerelease: string[];
}

const VERSION = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/**
 * Parses a version string; null when it is not a version.
 * @internal
 */
export function parseVersion(version: string | null | undefined): ParsedVersion | null {
  const match = VERSION.exec((version ?? '').trim());
  if (match === null) return null;
  return {
    major: Number(match[1]),
    minor: Number(match[2] ?? 0),
    patch: Number(match[3] ?? 0),
    prerelease: match[4] === undefined ? [] : match[4].split('.'),
  };
}

function sign(difference: number): -1 | 0 | 1 {
  if (difference < 0) return -1;
  return difference > 0 ? 1 : 0;
}

function compareIdentifiers(a: string, b: string): -1 | 0 | 1 {
  const aIsNumber = /^\d+$/.test(a);
  const bIsNumber = /^\d+$/.test(b);
  if (aIsNumber && bIsNumber) return sign(Number(a) - Number(b));
  if (aIsNumber !== bIsNumber) return aIsNumber ? -1 : 1;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function comparePrerelease(a: readonly string[], b: readonly string[]): -1 | 0 | 1 {
  if (a.length === 0 || b.length === 0) return sign(b.length - a.length);
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const left = a[index];
    const right = b[index];
    if (left === undefined || right === undefined) return left === undefined ? -1 : 1;
    const order = compareIdentifiers(left, right);
    if (order !== 0) return order;
  }
  return 0;
}

/** Orders two parsed versions: -1 when a is older, 0 when equal, 1 when a is newer. */
function compareParsedVersions(a: ParsedVersion, b: ParsedVersion): -1 | 0 | 1 {
  return (
    sign(a.major - b.major) ||
    sign(a.minor - b.minor) ||
    sign(a.patch - b.patch) ||
    comparePrerelease(a.prerelease, b.prerelease)
  );
}

/**
 * Orders two version strings numerically part by part ('1.0.11' is newer than '1.0.9'):
 * -1 when a is older, 0 when equal, 1 when a is newer; null when either is not a version.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 | null {
  const left = parseVersion(a);
  const right = parseVersion(b);
  return left === null || right === null ? null : compareParsedVersions(left, right);
}
