/**
 * Named fixtures built with the factories: small, memorable protocols for tests of any module.
 */
import type { SelectedProtocol } from '@triage/contracts';
import {
  makeContent,
  makeContentSet,
  makeDisposition,
  makeNugget,
  makeQuestion,
  makeSection,
  makeSelectedProtocol,
  makeTopic,
} from './factories.ts';

/**
 * 'Chest Pain', a toggle-mode selected protocol of the given content set group ('oh' unless told):
 *
 * - disposition 1 'Call 911 Now' (level 1, rank 5): question 11 (advice 101), question 12 (advice 102, 103);
 * - disposition 2 'See Today' (level 2, rank 3): question 21 (advice 102, video visit offered and
 *   accepted), question 22 (no advice);
 * - section 'Care Advice': topics 101 'Rest', 102 'Pain Medicine', 103 'Call Back If' (reasons to
 *   call back); section 'More Advice': topic 104 'Fluids'.
 */
export function chestPainProtocol(group = 'oh', overrides: Partial<SelectedProtocol> = {}): SelectedProtocol {
  const name = `${group}_adult`;
  return makeSelectedProtocol({
    id: 240,
    sourceProtocolId: 240,
    fullId: `${name}240`,
    title: 'Chest Pain',
    contentSet: makeContentSet({ group, name }),
    content: makeContent({
      id: 240,
      title: 'Chest Pain',
      dispositions: [
        makeDisposition({
          id: 1,
          title: 'Call 911 Now',
          dispositionLevelId: 1,
          rank: 5,
          questions: [
            makeQuestion({ id: 11, text: 'Severe chest pain?', advice: [101] }),
            makeQuestion({ id: 12, text: 'Pain with shortness of breath?', advice: [102, 103] }),
          ],
        }),
        makeDisposition({
          id: 2,
          title: 'See Today',
          dispositionLevelId: 2,
          rank: 3,
          questions: [
            makeQuestion({
              id: 21,
              text: 'Pain for more than 3 days?',
              advice: [102],
              isVideoVisitEligible: true,
              videoVisitOffered: true,
              videoVisitAccepted: true,
            }),
            makeQuestion({ id: 22, text: 'Mild pain?' }),
          ],
        }),
      ],
      adviceSections: [
        makeSection({
          title: 'Care Advice',
          adviceTopics: [
            makeTopic({ id: 101, title: 'Rest', adviceNuggets: [makeNugget({ text: 'Lie down.' })] }),
            makeTopic({
              id: 102,
              title: 'Pain Medicine',
              adviceNuggets: [makeNugget({ text: 'Take acetaminophen.' }), makeNugget({ text: 'Avoid aspirin.' })],
            }),
            makeTopic({
              id: 103,
              title: 'Call Back If',
              isReasonsToCallBack: true,
              adviceNuggets: [makeNugget({ text: 'Pain gets worse.' }), makeNugget({ text: 'You feel faint.' })],
            }),
          ],
        }),
        makeSection({
          title: 'More Advice',
          adviceTopics: [
            makeTopic({ id: 104, title: 'Fluids', adviceNuggets: [makeNugget({ text: 'Drink water.' })] }),
          ],
        }),
      ],
    }),
    ...overrides,
  });
}
