/**
 * Exact origins (ASVS 14.5.3, 50.x) and the practice's call-summary rules — the one owner, used by
 * the server (FRAME_ANCESTORS, the command line's practice options and SSO overrides, the console's
 * Settings through `AdminPracticeOptions`) and by the console's form before it saves. An origin is
 * an exact `scheme://host[:port]` — https, or http only on a loopback host — never `*`, a wildcard,
 * a path or a bare host name.
 */
import { CallSummaryVersion } from './practice-options.ts';

/** The WHATWG URL every runtime of this package has (browsers, Node); contracts are built without DOM or Node types. */
interface ParsedUrl {
  origin: string;
  protocol: string;
  hostname: string;
}
declare const URL: new (value: string) => ParsedUrl;

const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** Why the value is not an exact https origin (http only for loopback), or null when it is one. */
export function exactOriginProblem(value: string): string | null {
  if (value.includes('*')) return `'${value}': a wildcard is not an origin`;
  let url: ParsedUrl;
  try {
    url = new URL(value);
  } catch {
    return `'${value}' is not an origin like https://ehr.example.org`;
  }
  if (url.origin !== value.replace(/\/$/, '').toLowerCase() || value.endsWith('/')) {
    return `'${value}' must be an exact origin, scheme://host[:port] without a path, in lower case`;
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.test(url.hostname)) return null;
  return `'${value}' must use https (http only for localhost or 127.0.0.1)`;
}

/** One problem of a practice's call-summary options, at its path inside `callSummaryOptions`. */
export interface CallSummaryProblem {
  path: (string | number)[];
  message: string;
}

/**
 * Problems of a practice's `callSummaryOptions`: a known summary version; every origin of
 * `originWhitelist` exact; a postMessage practice names at least one (an empty list means no host
 * page at all, for the nurses' app as for the server).
 */
export function callSummaryProblems(summary: unknown): CallSummaryProblem[] {
  if (typeof summary !== 'object' || summary === null) return [];
  const { method, version, originWhitelist } = summary as Record<string, unknown>;
  const problems: CallSummaryProblem[] = [];
  if (version !== undefined && !CallSummaryVersion.safeParse(version).success) {
    problems.push({
      path: ['version'],
      message: `'${String(version)}' is not a summary version (${CallSummaryVersion.options.join(', ')})`,
    });
  }
  const origins: unknown[] = Array.isArray(originWhitelist) ? originWhitelist : [];
  if (method === 'postMessage' && origins.length === 0) {
    problems.push({ path: ['originWhitelist'], message: 'a postMessage practice must name its host pages’ origins' });
  }
  origins.forEach((origin, index) => {
    const message = typeof origin === 'string' ? exactOriginProblem(origin) : 'an origin must be a string';
    if (message) problems.push({ path: ['originWhitelist', index], message });
  });
  return problems;
}
