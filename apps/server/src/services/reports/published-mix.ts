/**
 * The published disposition mix a practice compares itself with (docs/reports.md, with its source):
 * ClearTriage's figures over about 3.5 million calls in 2025, by the disposition they name. Only
 * these four were published; other dispositions have no reference.
 */
const PUBLISHED_DISPOSITION_MIX: Readonly<Record<string, number>> = {
  'Call 911 Now': 1.5,
  'Go to ED Now': 6.4,
  'See Today in Office': 19.7,
  'Home Care': 23.8,
};

/** The published share (percent) of a disposition title, or null when none was published. */
export function publishedShare(title: string): number | null {
  return PUBLISHED_DISPOSITION_MIX[title] ?? null;
}
