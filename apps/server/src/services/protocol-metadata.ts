/**
 * A practice's own protocol titles and keywords (`allowCustomProtocolMetadata`, spec section 3): the
 * protocol list its nurses receive carries the custom title in place of the protocol's, the custom
 * keywords after the protocol's own (so the search index built from the list finds them), and
 * `titleCustomized` / `keywordsCustomized` say which. Without the option nothing is applied.
 */
import type { ProtocolListItem } from '@triage/contracts';
import { ProtocolMetadata } from '@triage/contracts/admin';
import type { PracticeRow } from '../repositories/practices.repository.ts';

/** Whether the practice may set custom titles and keywords. */
export function allowsProtocolMetadata(practice: PracticeRow): boolean {
  return (practice.options as Record<string, unknown> | null)?.allowCustomProtocolMetadata === true;
}

/** The stored titles and keywords (entries that do not match the contract are ignored). */
export function storedProtocolMetadata(practice: PracticeRow): ProtocolMetadata[] {
  const parsed = ProtocolMetadata.array().safeParse(practice.protocolMetadata ?? []);
  return parsed.success ? parsed.data : [];
}

const keyOf = (contentSet: string, protocolId: number) => `${contentSet}\n${protocolId}`;

/** The metadata in effect for the practice's nurses, by content set and protocol; null when none. */
export function effectiveProtocolMetadata(practice: PracticeRow): Map<string, ProtocolMetadata> | null {
  if (!allowsProtocolMetadata(practice)) return null;
  const entries = storedProtocolMetadata(practice).filter((entry) => entry.title || entry.keywords.length > 0);
  if (entries.length === 0) return null;
  return new Map(entries.map((entry) => [keyOf(entry.contentSet, entry.protocolId), entry]));
}

/** A list item with the practice's title and keywords, flagged; unchanged without any. */
export function withProtocolMetadata(
  item: ProtocolListItem,
  metadata: ReadonlyMap<string, ProtocolMetadata>,
): ProtocolListItem {
  const entry = metadata.get(keyOf(item.contentSet.name, item.sourceProtocolId));
  if (!entry) return item;
  const title = entry.title?.trim() || null;
  const own = new Set(item.keywords.map((keyword) => keyword.toLowerCase()));
  const added = entry.keywords.filter((keyword) => !own.has(keyword.toLowerCase()));
  return {
    ...item,
    title: title ?? item.title,
    keywords: [...item.keywords, ...added],
    titleCustomized: title !== null,
    keywordsCustomized: entry.keywords.length > 0,
  };
}
