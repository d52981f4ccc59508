/**
 * Test data for the Plan screens: a protocol whose questions refer to advice topics, the call
 * store (the app's real store, seeded through its state) and the session's care advice mode.
 * Never imported by production code.
 */
import type { AdviceTopic, CareAdviceMode, ContentSet, MedicationDosing, SelectedProtocol } from '@triage/contracts';
import {
  makeContent,
  makeContentSet,
  makeDisposition,
  makeNugget,
  makeQuestion,
  makeSection,
  makeSelectedProtocol,
  makeTopic,
  weightFirstLabelMedicine,
} from '@triage/core/testing';
import { endTestCall, startTestCall } from '../../../testing/call.ts';
import { useCallStore } from '../../call/index.ts';

export function topic(id: number, title: string, nuggets: string[], overrides: Partial<AdviceTopic> = {}): AdviceTopic {
  return makeTopic({ id, title, adviceNuggets: nuggets.map((text) => makeNugget({ text })), ...overrides });
}

/** Questions 11 (advice: topics 1 and 3) and 12 (no advice); two sections, topic 3 the call-back one. */
export function coughProtocol(contentSet: ContentSet = makeContentSet()): SelectedProtocol {
  const fields = { id: 210, title: 'Cough', definition: '<p>Cough</p>' };
  return makeSelectedProtocol({
    ...fields,
    contentSet,
    selectionMode: 'explicit',
    content: makeContent({
      ...fields,
      contentSet: contentSet.id,
      dispositions: [
        makeDisposition({
          id: 40,
          title: 'Home Care',
          questions: [
            makeQuestion({ id: 11, text: 'Mild cough', advice: [1, 3] }),
            makeQuestion({ id: 12, text: 'Runny nose' }),
          ],
        }),
      ],
      adviceSections: [
        makeSection({
          title: 'Home Care Advice',
          adviceTopics: [
            topic(1, 'Cough Medicine', ['Honey &amp; lemon: 1½ teaspoons', 'Cough drops']),
            topic(2, 'Humidifier', ['Run a humidifier at night']),
          ],
        }),
        makeSection({
          title: 'When to Call',
          adviceTopics: [
            topic(3, 'Call Back If', ['Breathing becomes hard', 'Fever over 3 days'], { isReasonsToCallBack: true }),
          ],
        }),
      ],
    }),
  });
}

export function startCall(protocols: SelectedProtocol[], careAdviceMode: CareAdviceMode): void {
  startTestCall(protocols, { careAdviceMode });
}

export function storedTopic(topicId: number): AdviceTopic | undefined {
  const state = useCallStore.getState();
  const active = state.selectedProtocols.find((p) => p.fullId === state.activeProtocol);
  return active?.content?.adviceSections.flatMap((s) => s.adviceTopics).find((t) => t.id === topicId);
}

export function activeFlags(): Pick<SelectedProtocol, 'adviceDiscussed' | 'callbackDiscussed' | 'selectionMode'> {
  const state = useCallStore.getState();
  const active = state.selectedProtocols.find((p) => p.fullId === state.activeProtocol);
  if (!active) throw new Error('no active protocol');
  return {
    adviceDiscussed: active.adviceDiscussed,
    callbackDiscussed: active.callbackDiscussed,
    selectionMode: active.selectionMode,
  };
}

export function endCall(): void {
  endTestCall();
}

/** A one-question protocol answered to home care whose advice is one medicine topic. */
function homeCareProtocol(
  contentSet: ContentSet,
  ids: { protocol: number; disposition: number; question: number },
  title: string,
  medicineTopic: { title: string; nugget: string },
): SelectedProtocol {
  const fields = { id: ids.protocol, title, definition: `<p>${title}</p>` };
  return makeSelectedProtocol({
    ...fields,
    contentSet,
    selectionMode: 'explicit',
    content: makeContent({
      ...fields,
      contentSet: contentSet.id,
      dispositions: [
        makeDisposition({
          id: ids.disposition,
          title: 'Home Care',
          questions: [makeQuestion({ id: ids.question, text: title })],
        }),
      ],
      adviceSections: [
        makeSection({
          title: 'Home Care Advice',
          adviceTopics: [topic(1, medicineTopic.title, [medicineTopic.nugget])],
        }),
      ],
    }),
  });
}

/** A fever protocol whose medicine advice names acetaminophen (Tylenol) and ibuprofen. */
export function feverProtocol(contentSet: ContentSet = makeContentSet()): SelectedProtocol {
  return homeCareProtocol(contentSet, { protocol: 310, disposition: 41, question: 21 }, 'Fever', {
    title: 'Fever Medicine',
    nugget: 'Acetaminophen (e.g., <b>Tylenol</b>) or ibuprofen (e.g., Advil) for comfort',
  });
}

/** A hives protocol whose 'Allergy Medicine' advice names cetirizine (Zyrtec), a medicine dosed by age. */
export function hivesProtocol(contentSet: ContentSet = makeContentSet()): SelectedProtocol {
  return homeCareProtocol(contentSet, { protocol: 320, disposition: 42, question: 22 }, 'Hives', {
    title: 'Allergy Medicine',
    nugget: 'Cetirizine (e.g., Zyrtec) as directed on the label for age',
  });
}

/** A diarrhea protocol whose advice names loperamide, a label that doses by weight first. */
export function diarrheaProtocol(contentSet: ContentSet = makeContentSet()): SelectedProtocol {
  return homeCareProtocol(contentSet, { protocol: 330, disposition: 43, question: 23 }, 'Diarrhea', {
    title: 'Medicine',
    nugget: 'Loperamide (e.g., Imodium) only as the label directs',
  });
}

const SOURCE = ['test-source'];

/** Dosing data shaped like the content package's (two bands each), for the Medication screen's tests. */
export function dosingFixture(): MedicationDosing {
  return {
    sources: [{ id: 'test-source', title: 'Test dosing chart', url: 'https://example.org/chart' }],
    generalWarnings: [
      {
        id: 'no-aspirin',
        text: 'No aspirin under 20.',
        underAge: { value: 20, unit: 'years' },
        blocksDosing: false,
        sourceIds: SOURCE,
      },
    ],
    medicines: [
      {
        id: 'acetaminophen',
        name: 'Acetaminophen',
        aliases: ['Tylenol'],
        mgPerKgRange: { min: 10, max: 15, sourceId: 'test-source' },
        frequency: 'every 4–6 hours as needed',
        pediatricMaxDoses: 'no more than 5 doses in 24 hours',
        frequencySourceIds: SOURCE,
        forms: [{ id: 'liquid', label: '160 mg/5 mL liquid', kind: 'liquid', mg: 160, perMl: 5 }],
        bands: [
          {
            fromLb: 18,
            toLb: 23,
            kgLabel: '8.2–10.4 kg',
            ageLabel: '12–23 months',
            mg: 120,
            amounts: [{ formId: 'liquid', amount: 3.75 }],
            sourceIds: SOURCE,
          },
          {
            fromLb: 24,
            toLb: 35,
            kgLabel: '10.9–15.9 kg',
            ageLabel: '2–3 years',
            mg: 160,
            amounts: [{ formId: 'liquid', amount: 5 }],
            sourceIds: SOURCE,
            maxDoses: 'no more than 4 doses in 24 hours',
          },
        ],
        belowLowestBand: 'Below 18 lb: ask the doctor.',
        adult: { dose: '650 mg every 4–6 hours as needed', maxDaily: '3,000 mg in 24 hours', sourceIds: SOURCE },
        warnings: [
          {
            id: 'under-12-weeks',
            text: 'Under 12 weeks: only if the doctor says so.',
            underAge: { value: 12, unit: 'weeks' },
            blocksDosing: false,
            sourceIds: SOURCE,
          },
        ],
      },
      {
        id: 'ibuprofen',
        name: 'Ibuprofen',
        aliases: ['Advil'],
        mgPerKgRange: { min: 5, max: 10, sourceId: 'test-source' },
        frequency: 'every 6–8 hours as needed',
        pediatricMaxDoses: 'no more than 4 doses in 24 hours',
        frequencySourceIds: SOURCE,
        forms: [{ id: 'liquid', label: '100 mg/5 mL liquid', kind: 'liquid', mg: 100, perMl: 5 }],
        bands: [
          {
            fromLb: 12,
            toLb: 23,
            kgLabel: '5.4–10.4 kg',
            ageLabel: '6–23 months',
            mg: 50,
            amounts: [{ formId: 'liquid', amount: 2.5 }],
            sourceIds: SOURCE,
          },
          {
            fromLb: 24,
            toLb: 35,
            kgLabel: '10.9–15.9 kg',
            ageLabel: '2–3 years',
            mg: 100,
            amounts: [{ formId: 'liquid', amount: 5 }],
            sourceIds: SOURCE,
          },
        ],
        belowLowestBand: 'Below 12 lb: no ibuprofen.',
        adult: { dose: '200–400 mg', maxDaily: '1,200 mg in 24 hours', sourceIds: SOURCE },
        warnings: [
          {
            id: 'under-6-months',
            text: 'Under 6 months: do not give ibuprofen.',
            underAge: { value: 6, unit: 'months' },
            blocksDosing: true,
            sourceIds: SOURCE,
          },
        ],
      },
    ],
    labelMedicines: [
      {
        id: 'cetirizine',
        name: 'Cetirizine',
        aliases: ['Zyrtec'],
        products: [{ id: 'sol', label: 'cetirizine oral solution 5 mg/5 mL', unit: 'mL', sourceIds: SOURCE }],
        bands: [
          { fromMonths: 0, toMonths: 24, ageLabel: 'children under 2 years', action: 'ask-doctor', sourceIds: SOURCE },
          {
            fromMonths: 24,
            toMonths: 72,
            ageLabel: 'children 2 to under 6 years',
            action: 'dose',
            dose: { productId: 'sol', amount: 2.5, text: '2.5 mL once daily' },
            maxPer24h: { amount: 5, text: 'do not give more than 5 mL in 24 hours' },
            sourceIds: SOURCE,
          },
          {
            fromMonths: 72,
            toMonths: null,
            ageLabel: 'adults and children 6 years and over',
            action: 'dose',
            dose: { productId: 'sol', amount: 5, upTo: 10, text: '5 mL or 10 mL once daily' },
            maxPer24h: { amount: 10, text: 'do not take more than 10 mL in 24 hours' },
            sourceIds: SOURCE,
          },
        ],
        warnings: [{ id: 'drowsy', text: 'Drowsiness may occur.', blocksDosing: false, sourceIds: SOURCE }],
      },
      weightFirstLabelMedicine(),
    ],
    notDosed: [{ id: 'honey', name: 'Honey', aliases: [], reason: 'Not a medicine to dose.' }],
  };
}
