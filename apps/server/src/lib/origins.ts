/**
 * Exact origins (ASVS 14.5.3, 50.x): the pages allowed to frame the app (FRAME_ANCESTORS) and the
 * host pages a postMessage practice talks to (`originWhitelist`) are each an exact
 * `scheme://host[:port]` — https, or http only on a loopback host — never `*`, a wildcard, a path
 * or a bare host name.
 */

const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** Why the value is not an exact https origin (http only for loopback), or null when it is one. */
function originProblem(value: string): string | null {
  if (value.includes('*')) return `'${value}': a wildcard is not an origin`;
  let url: URL;
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

/** Problems of a CSP frame-ancestors source list: 'self', 'none' (alone) or exact origins. */
export function frameAncestorsProblems(list: string): string[] {
  const entries = list.split(/\s+/).filter(Boolean);
  if (entries.length === 0) return ["must name 'self', 'none' or exact origins"];
  if (entries.includes("'none'") && entries.length > 1) return ["'none' cannot be combined with other sources"];
  return entries.flatMap((entry) => (entry === "'self'" || entry === "'none'" ? [] : (originProblem(entry) ?? [])));
}

/**
 * Problems of a practice's call-summary options: a postMessage practice must name the origins of its
 * host pages, and every origin listed must be exact.
 */
export function callSummaryOriginProblems(options: unknown): string[] {
  const summary =
    typeof options === 'object' && options !== null
      ? (options as Record<string, unknown>).callSummaryOptions
      : undefined;
  if (typeof summary !== 'object' || summary === null) return [];
  const { method, originWhitelist } = summary as Record<string, unknown>;
  const origins = Array.isArray(originWhitelist) ? originWhitelist : [];
  const problems = origins.flatMap((origin) =>
    typeof origin === 'string' ? (originProblem(origin) ?? []) : ['an origin must be a string'],
  );
  if (method === 'postMessage' && origins.length === 0) {
    problems.unshift('callSummaryOptions.originWhitelist: a postMessage practice must name its host pages’ origins');
  }
  return problems.map((problem) =>
    problem.startsWith('callSummaryOptions') ? problem : `callSummaryOptions.originWhitelist: ${problem}`,
  );
}
