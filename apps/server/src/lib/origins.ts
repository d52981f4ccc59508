/**
 * Exact origins (ASVS 14.5.3, 50.x): the pages allowed to frame the app (FRAME_ANCESTORS) and the
 * host pages a postMessage practice talks to (`originWhitelist`) are each an exact
 * `scheme://host[:port]` — https, or http only on a loopback host. The rule's owner is
 * `@triage/contracts` (exact-origin.ts), shared with the console's form; these are its server uses.
 */
import { callSummaryProblems, exactOriginProblem } from '@triage/contracts';

/** Problems of a CSP frame-ancestors source list: 'self', 'none' (alone) or exact origins. */
export function frameAncestorsProblems(list: string): string[] {
  const entries = list.split(/\s+/).filter(Boolean);
  if (entries.length === 0) return ["must name 'self', 'none' or exact origins"];
  if (entries.includes("'none'") && entries.length > 1) return ["'none' cannot be combined with other sources"];
  return entries.flatMap((entry) =>
    entry === "'self'" || entry === "'none'" ? [] : (exactOriginProblem(entry) ?? []),
  );
}

/**
 * Problems of a practice's call-summary options (the command line's set-options and SSO overrides;
 * the console's save checks the same rule through AdminPracticeOptions), one line each.
 */
export function callSummaryOriginProblems(options: unknown): string[] {
  const summary =
    typeof options === 'object' && options !== null
      ? (options as Record<string, unknown>).callSummaryOptions
      : undefined;
  return callSummaryProblems(summary).map(({ path, message }) => `callSummaryOptions.${path.join('.')}: ${message}`);
}
