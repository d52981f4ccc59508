/** The care advice's words as plain text, for the rules that read what it says of medicines. */
import type { ProtocolContent } from '@triage/contracts';
import { contentText } from '../text/content-text.ts';

/** Every topic title and nugget of the advice, as plain text. */
export function adviceTexts(content: Pick<ProtocolContent, 'adviceSections'> | null | undefined): string[] {
  return (content?.adviceSections ?? []).flatMap((section) =>
    section.adviceTopics.flatMap((topic) => [
      contentText(topic.title),
      ...topic.adviceNuggets.map((nugget) => contentText(nugget.text)),
    ]),
  );
}
