/**
 * Loads the demo content's protocols from `@triage/content` when its `buildContent()` exists, for
 * the search quality figures. Resolved at run time so the benchmark runs before that package is built.
 */
import type { SearchableProtocol } from '../packages/core/src/search/types.ts';

/** A demo protocol as the quality figures need it. */
export type DemoProtocol = SearchableProtocol & { readonly title: string };

export type DemoContent =
  | { readonly isAvailable: true; readonly protocols: readonly DemoProtocol[] }
  | { readonly isAvailable: false; readonly reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isSearchable(value: unknown): value is DemoProtocol {
  if (!isRecord(value) || typeof value.title !== 'string') return false;
  const { keywords, contentSet } = value;
  return (
    Array.isArray(keywords) &&
    keywords.every((keyword) => typeof keyword === 'string') &&
    isRecord(contentSet) &&
    typeof contentSet.name === 'string'
  );
}

/** Imports `@triage/content` and calls its `buildContent()`; explains why when that is not possible. */
export async function loadDemoContent(): Promise<DemoContent> {
  const specifier = '@triage/content';
  let module: unknown;
  try {
    module = await import(specifier);
  } catch (error) {
    return { isAvailable: false, reason: `cannot import ${specifier} (${firstLine(error)})` };
  }
  if (!isRecord(module) || typeof module.buildContent !== 'function') {
    return { isAvailable: false, reason: `${specifier} does not export buildContent()` };
  }
  let content: unknown;
  try {
    content = await module.buildContent();
  } catch (error) {
    return { isAvailable: false, reason: `buildContent() failed (${firstLine(error)})` };
  }
  const protocols = isRecord(content) ? content.protocols : undefined;
  if (!Array.isArray(protocols) || protocols.length === 0) {
    return { isAvailable: false, reason: 'buildContent() returned no protocols' };
  }
  const searchable = protocols.filter(isSearchable);
  if (searchable.length !== protocols.length) {
    return {
      isAvailable: false,
      reason: `${protocols.length - searchable.length} protocols lack title/keywords/contentSet`,
    };
  }
  return { isAvailable: true, protocols: searchable };
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0] ?? text;
}
