/**
 * The served content of the real sources, built once per process (see build-content.ts for how bad
 * content is handled). The server and the admin CLI use these.
 */
import type { ContentProblem } from '../lint/problem.ts';
import { SOURCE_BATCHES } from '../sources/batches.ts';
import { locateSources } from '../sources/locate.ts';
import { type BuiltContent, buildFromSources } from './build-content.ts';

let built: { content: BuiltContent; problems: ContentProblem[] } | undefined;

/**
 * The served content of the real sources and the problems met building it, built once per process.
 * Protocols that cannot be built are left out and unresolvable references dropped, each reported
 * as a problem: the content check (part of npm test) fails on any of them, while a server started
 * during authoring still serves everything that does build. The result is deeply frozen.
 */
export function buildContentWithProblems(): { content: BuiltContent; problems: readonly ContentProblem[] } {
  if (built === undefined) {
    const { located, rejectedSlugs, problems: shapeProblems } = locateSources(SOURCE_BATCHES);
    const { content, problems } = buildFromSources(located, { rejectedSlugs });
    built = deepFreeze({ content, problems: [...shapeProblems, ...problems] });
  }
  return built;
}

/**
 * The served content — content sets, the global dispositions list and every protocol — built once
 * per process (see buildContentWithProblems for what happens to content with problems). Deeply
 * frozen: copy before changing anything.
 */
export function buildContent(): BuiltContent {
  return buildContentWithProblems().content;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
