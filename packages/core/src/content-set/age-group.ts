/**
 * Adult and pediatric content (spec sections 1, 2 and 9): which age group a content set serves,
 * whether a session holds both, and the markers and title suffixes shown when it does.
 */

/** The age group of a content set; the words are those of the host API's protocol-search answer. */
export type AgeGroup = 'Adult' | 'Pediatric';

/**
 * The age group of a content set name: one containing 'adult' is adult; one containing 'peds'
 * and not 'adult' is pediatric; anything else is neither (null). Matching ignores case.
 */
export function ageGroupOf(contentSetName: string): AgeGroup | null {
  const name = contentSetName.toLowerCase();
  if (name.includes('adult')) return 'Adult';
  if (name.includes('peds')) return 'Pediatric';
  return null;
}

/** True when the content set name is adult content. */
export function isAdultContentSet(contentSetName: string): boolean {
  return ageGroupOf(contentSetName) === 'Adult';
}

/** True when the content set name is pediatric content. */
export function isPediatricContentSet(contentSetName: string): boolean {
  return ageGroupOf(contentSetName) === 'Pediatric';
}

/**
 * True when the given content set names include both adult and pediatric content. Pass the
 * content set names of the session's protocols: titles then get markers and suffixes.
 * @internal
 */
export function hasAdultAndPediatricContent(contentSetNames: Iterable<string>): boolean {
  let adult = false;
  let pediatric = false;
  for (const name of contentSetNames) {
    const group = ageGroupOf(name);
    if (group === 'Adult') adult = true;
    else if (group === 'Pediatric') pediatric = true;
    if (adult && pediatric) return true;
  }
  return false;
}

/** Anything carrying a content set name, such as a protocol list item. */
export interface HasContentSetName {
  contentSet: { name: string };
}

/** True when the session's protocols include both adult and pediatric content. */
export function sessionHasAdultAndPediatric(protocols: readonly HasContentSetName[]): boolean {
  return hasAdultAndPediatricContent(protocols.map((protocol) => protocol.contentSet.name));
}

/** The marker shown next to a protocol title: 'A' in blue for adult, 'P' in green for pediatric. */
export interface AgeGroupMarker {
  letter: 'A' | 'P';
  color: 'blue' | 'green';
}

/**
 * The marker of an age group (spec section 2, protocols screen).
 * @internal
 */
export function ageGroupMarker(ageGroup: AgeGroup): AgeGroupMarker {
  return ageGroup === 'Adult' ? { letter: 'A', color: 'blue' } : { letter: 'P', color: 'green' };
}

/**
 * The marker to show next to a protocol title: only when the session has both adult and
 * pediatric content and the content set has an age group; otherwise null.
 */
export function protocolTitleMarker(contentSetName: string, sessionHasBoth: boolean): AgeGroupMarker | null {
  if (!sessionHasBoth) return null;
  const group = ageGroupOf(contentSetName);
  return group === null ? null : ageGroupMarker(group);
}

/**
 * A protocol title as written in notes: when the session has both adult and pediatric content it
 * gets ' (Adult)' or ' (Pediatric)' (spec section 9); otherwise, or without an age group, it is
 * unchanged.
 */
export function titleWithAgeGroup(title: string, contentSetName: string, sessionHasBoth: boolean): string {
  if (!sessionHasBoth) return title;
  const group = ageGroupOf(contentSetName);
  return group === null ? title : `${title} (${group})`;
}
