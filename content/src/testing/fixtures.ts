/**
 * Test data: two small, clean adult source protocols ('chest-pain' 201 and 'cough' 202) that pass
 * every content rule, and helpers to break them one rule at a time.
 */
import { noneOfTheAbove, unclearSymptom, unknownItemLine } from '../protocols/shared/findings.ts';
import type { SourceProtocol, SourceQuestion } from '../source/define-protocol.ts';
import type { LoadedBatch } from '../sources/locate.ts';

export const FIXTURE_BATCH_FILE = 'content/src/protocols/adult/batch-a.ts';
export const CHEST_PAIN_FILE = 'content/src/protocols/adult/chest-pain.ts';
export const COUGH_FILE = 'content/src/protocols/adult/cough.ts';
export const FIXTURE_FILES: ReadonlySet<string> = new Set([FIXTURE_BATCH_FILE, CHEST_PAIN_FILE, COUGH_FILE]);

function protocol(slug: string, sourceProtocolId: number, title: string, other: string): SourceProtocol {
  return {
    slug,
    sourceProtocolId,
    audience: 'adult',
    title,
    keywords: [title.toLowerCase(), `${slug} test`],
    definition: `<p>${title} in an adult.</p>`,
    background: '<p>Fixture background.</p>',
    initialAssessment:
      '1. ONSET: When did it start?\n2. SEVERITY: How bad is it?\n- MILD: does not stop usual activities\n- MODERATE: stops some usual activities\n- SEVERE: cannot do any usual activities\n' +
      unknownItemLine(3),
    firstAid: '<p>FIRST AID: sit down and rest.</p>',
    references: [{ title: 'Telephone Triage Protocols for Nurses', author: 'Briggs JK', pubMedId: '12345' }],
    useDifferentProtocolIf: [{ protocol: other, text: '<p>The other complaint is the main one.</p>' }],
    triage: [
      {
        tier: 'call-911',
        questions: [
          {
            text: 'Sounds like a life-threatening emergency to the triager',
            reason: 'REASON: Triager judgment.',
            advice: ['waiting'],
          },
          { text: 'Fainted or very hard to wake', reason: 'R/O: shock', advice: ['waiting'] },
        ],
      },
      {
        tier: 'ed-now',
        questions: [{ text: 'Severe pain', reason: 'R/O: serious cause\nNOTE: severe means 7 or more', smap: other }],
      },
      {
        tier: 'see-today',
        questions: [
          {
            text: 'Pain for 3 days or more',
            reason: 'REASON: needs an examination',
            advice: ['pain', 'call-back'],
            videoVisitEligible: true,
          },
          unclearSymptom(['call-back']),
        ],
      },
      {
        tier: 'home-care',
        questions: [
          { text: 'Mild pain', reason: 'REASON: safe to treat at home', advice: ['pain', 'call-back'] },
          noneOfTheAbove(['pain', 'call-back']),
        ],
      },
    ],
    advice: [
      {
        title: 'Care Advice',
        topics: [
          { key: 'waiting', title: 'While Waiting', nuggets: ['Unlock the door.', 'Do not eat or drink.'] },
          { key: 'pain', title: 'Pain Relief', nuggets: ['Rest.', 'Acetaminophen as directed on the label.'] },
        ],
      },
      {
        title: 'Call Back',
        topics: [{ key: 'call-back', title: 'Call Back If', isReasonsToCallBack: true, nuggets: ['You get worse.'] }],
      },
    ],
  };
}

export function chestPain(): SourceProtocol {
  return protocol('chest-pain', 201, 'Chest Pain', 'cough');
}

export function cough(): SourceProtocol {
  return protocol('cough', 202, 'Cough', 'chest-pain');
}

/** The batch holding the given protocols (default: the two clean fixtures). */
export function fixtureBatch(protocols: unknown[] = [chestPain(), cough()]): LoadedBatch {
  return { file: FIXTURE_BATCH_FILE, protocols };
}

/** The value at an index, failing the test when it is missing. */
export function item<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new Error(`no item at index ${index}`);
  return value;
}

/** The question at triage[tier].questions[question] of a protocol. */
export function questionAt(source: SourceProtocol, tier: number, question: number): SourceQuestion {
  return item(item(source.triage, tier).questions, question);
}
