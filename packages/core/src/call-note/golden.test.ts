/**
 * Golden files: the default template's note and the call summary of a realistic two-protocol call
 * (testing/chest-pain-cough-call.ts) for every call summary version x care-advice mode x question
 * choice display. Expected outputs are files under __golden__/, reviewed by hand:
 * - notes/{mode}.{display}.txt: the note does not depend on the summary version, so each of the
 *   four versions is compared with the same file;
 * - summaries/{version}.{mode}.{display}.json.txt (JSON; the .txt keeps the formatter off it).
 *
 * After an intended change, regenerate with
 *   UPDATE_SNAPSHOT=1 npx vitest run --project core packages/core/src/call-note/golden.test.ts
 * (or vitest's -u) and review the diff before committing. With CI=true (or UPDATE_SNAPSHOT=none)
 * a missing golden file fails instead of being written.
 */
import type { CareAdviceMode, QuestionChoiceDisplay } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { buildCallNote } from './call-note.ts';
import { buildCallSummary, CALL_SUMMARY_VERSIONS } from './call-summary.ts';
import { DEFAULT_CALL_NOTE_TEMPLATE } from './default-template.ts';
import { chestPainCoughCall, practiceOptions } from './testing/chest-pain-cough-call.ts';

const MODES: readonly CareAdviceMode[] = ['simple', 'headings', 'detailed'];
const DISPLAYS: readonly QuestionChoiceDisplay[] = ['onlyYes', 'yesAndNo'];

const cases = CALL_SUMMARY_VERSIONS.flatMap((version) =>
  MODES.flatMap((mode) => DISPLAYS.map((display) => ({ version, mode, display }))),
);

describe('golden call notes and summaries', () => {
  it.each(cases)('$version, $mode care advice, $display', async ({ version, mode, display }) => {
    const input = {
      call: chestPainCoughCall(mode),
      options: practiceOptions(version, mode, display),
      sessionHasAdultAndPediatric: true,
    };
    const note = buildCallNote({ ...input, template: DEFAULT_CALL_NOTE_TEMPLATE });
    expect(note?.problems).toEqual([]);
    expect(note?.mimeType).toBe('text/plain');
    expect(note?.summary).toEqual(buildCallSummary(input));
    await expect(`${note?.text}\n`).toMatchFileSnapshot(`./__golden__/notes/${mode}.${display}.txt`);
    await expect(`${JSON.stringify(note?.summary, null, 2)}\n`).toMatchFileSnapshot(
      `./__golden__/summaries/${version}.${mode}.${display}.json.txt`,
    );
  });
});
