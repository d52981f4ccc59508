/**
 * Named fixtures built with the factories: small, memorable protocols for tests of any module.
 */
import type { LabelMedicine, SelectedProtocol } from '@triage/contracts';
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

/**
 * A label that doses by weight first, shaped like loperamide's (ages with their pounds; the 12-and-
 * over row without): under 6 years (up to 47 lb) ask a doctor; 6–8 years (48–59 lb) 15 mL, 30 mL a
 * day; 9–11 years (60–95 lb) 15 mL, 45 mL a day; 12 and over 30 mL, 60 mL a day.
 */
export function weightFirstLabelMedicine(): LabelMedicine {
  const sourceIds = ['test-source'];
  const productId = 'liq';
  const dose = (fromMonths: number, toMonths: number | null, ageLabel: string, amount: number, max: number) => ({
    fromMonths,
    toMonths,
    ageLabel,
    action: 'dose' as const,
    dose: { productId, amount, text: `${amount} mL after the first loose stool` },
    maxPer24h: { amount: max, text: `no more than ${max} mL in 24 hours` },
    sourceIds,
  });
  return {
    id: 'loperamide',
    name: 'Loperamide',
    aliases: ['Imodium'],
    products: [{ id: productId, label: 'loperamide liquid 1 mg/7.5 mL', unit: 'mL', sourceIds }],
    bands: [
      {
        fromMonths: 0,
        toMonths: 72,
        ageLabel: 'children under 6 years (up to 47 lb)',
        action: 'ask-doctor',
        sourceIds,
        weightLb: { fromLb: 0, toLb: 48 },
      },
      { ...dose(72, 108, 'children 6–8 years (48–59 lb)', 15, 30), weightLb: { fromLb: 48, toLb: 60 } },
      { ...dose(108, 144, 'children 9–11 years (60–95 lb)', 15, 45), weightLb: { fromLb: 60, toLb: 96 } },
      dose(144, null, 'adults and children 12 years and over', 30, 60),
    ],
    warnings: [{ id: 'heart', text: 'Heart alert.', blocksDosing: false, sourceIds }],
  };
}
