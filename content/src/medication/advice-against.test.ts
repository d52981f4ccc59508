/**
 * The Medication sub-tab never offers a dose the protocol's own advice forbids (core's
 * `splitByAdvice`, ADR 0058), over the whole built content: which protocols' advice names a dosed
 * medicine only to forbid it, and which name one with a caution but still recommend it.
 */
import { splitByAdvice } from '@triage/core';
import { describe, expect, it } from 'vitest';
import { buildContent } from '../build/content.ts';
import { MEDICATION_DOSING } from './dosing.ts';

const protocols = buildContent().protocols.filter((protocol) => protocol.fullId.startsWith('oh_'));
const dosed = [...MEDICATION_DOSING.medicines, ...MEDICATION_DOSING.labelMedicines];

function advice(title: string, group: 'oh_adult' | 'oh_peds') {
  const protocol = protocols.find((candidate) => candidate.title === title && candidate.fullId.startsWith(group));
  if (protocol === undefined) throw new Error(`${group} ${title} not built`);
  return splitByAdvice(protocol.content, dosed);
}
const against = (title: string, group: 'oh_adult' | 'oh_peds') =>
  advice(title, group).against.map((medicine) => medicine.id);
const offered = (title: string, group: 'oh_adult' | 'oh_peds') =>
  advice(title, group).dosed.map((medicine) => medicine.id);

describe('a dose the advice forbids is never offered', () => {
  it('offers no ibuprofen after a head injury, in pregnancy, with chickenpox, rectal bleeding or vomiting', () => {
    expect(against('Head Injury', 'oh_adult')).toContain('ibuprofen');
    expect(against('Pregnancy Problems (Bleeding, Pain, Baby Moving Less)', 'oh_adult')).toContain('ibuprofen');
    expect(against('Chickenpox', 'oh_peds')).toContain('ibuprofen');
    expect(against('Rectal Bleeding or Blood in Stool', 'oh_adult')).toContain('ibuprofen');
    expect(against('Vomiting', 'oh_adult')).toContain('ibuprofen');
    expect(against('Fever (Newborn)', 'oh_peds')).toContain('ibuprofen');
  });

  it("offers no loperamide for a child's diarrhea, diphenhydramine for confusion, pseudoephedrine with high blood pressure", () => {
    expect(against('Diarrhea', 'oh_peds')).toContain('loperamide');
    expect(against('Confusion (Delirium)', 'oh_adult')).toContain('diphenhydramine');
    expect(against('High Blood Pressure', 'oh_adult')).toEqual(['ibuprofen', 'pseudoephedrine', 'naproxen']);
  });

  it('still offers what the advice recommends beside what it forbids', () => {
    // 'Avoid aspirin, ibuprofen and naproxen unless prescribed; use acetaminophen for pain.'
    expect(offered('Rectal Bleeding or Blood in Stool', 'oh_adult')).toContain('acetaminophen');
    expect(offered('Hives', 'oh_peds')).toEqual(expect.arrayContaining(['cetirizine', 'diphenhydramine']));
    // 'Diphenhydramine causes drowsiness; do not drive after taking it': a caution, not a ban.
    expect(offered('Rash or Redness - Localized (Including Eczema)', 'oh_adult')).toContain('diphenhydramine');
    // Recommended, with the conditions it must not be taken in shown among its warnings.
    const backPain = advice('Back Pain', 'oh_adult').dosed.find((medicine) => medicine.id === 'ibuprofen');
    expect(backPain?.warnings[0]?.text).toMatch(/^The care advice says: Do not take ibuprofen/);
  });

  it("agrees with a blind reviewer's reading of every sentence naming a dosed medicine", () => {
    // An independent reviewer read the 174 (protocol, medicine) cases of the office-hours sets — only
    // the advice's sentences naming the medicine — and said which a nurse should not offer: these 15,
    // and pediatric Nasal Allergies' diphenhydramine ('…cause sleepiness; do not use them for long-term
    // control'), a judgement call the rule leaves offered, its sentence shown (ADR 0058).
    const reviewer = [
      ['oh_adult', 'Abdominal Pain', 'ibuprofen'],
      ['oh_adult', 'Confusion (Delirium)', 'diphenhydramine'],
      ['oh_adult', 'Diarrhea', 'ibuprofen'],
      ['oh_adult', 'Leg Swelling and Pain', 'ibuprofen'],
      ['oh_adult', 'Vomiting', 'ibuprofen'],
      ['oh_adult', 'Head Injury', 'ibuprofen'],
      ['oh_adult', 'Pregnancy Problems (Bleeding, Pain, Baby Moving Less)', 'ibuprofen'],
      ['oh_adult', 'High Blood Pressure', 'ibuprofen'],
      ['oh_adult', 'High Blood Pressure', 'pseudoephedrine'],
      ['oh_adult', 'Rectal Bleeding or Blood in Stool', 'ibuprofen'],
      ['oh_peds', 'Fever (Newborn)', 'acetaminophen'],
      ['oh_peds', 'Fever (Newborn)', 'ibuprofen'],
      ['oh_peds', 'Diarrhea', 'loperamide'],
      ['oh_peds', 'Head Injury', 'ibuprofen'],
      ['oh_peds', 'Chickenpox', 'ibuprofen'],
    ];
    // Naproxen was dosed after the review: its pairs are the same sentences the reviewer read for
    // ibuprofen ('Avoid ibuprofen, naproxen and aspirin for stomach pain…').
    const naproxen: [string, string][] = [
      ['oh_adult', 'Abdominal Pain'],
      ['oh_adult', 'Diarrhea'],
      ['oh_adult', 'Pregnancy Problems (Bleeding, Pain, Baby Moving Less)'],
      ['oh_adult', 'High Blood Pressure'],
      ['oh_adult', 'Rectal Bleeding or Blood in Stool'],
    ];
    const expected = [...reviewer, ...naproxen.map(([group, title]) => [group, title, 'naproxen'])];
    const order = (pair: readonly (string | undefined)[]) => pair.join('|');
    const found = protocols.flatMap((protocol) =>
      splitByAdvice(protocol.content, dosed).against.map((medicine) => [
        protocol.fullId.startsWith('oh_peds') ? 'oh_peds' : 'oh_adult',
        protocol.title,
        medicine.id,
      ]),
    );
    expect(found.map(order).sort()).toEqual(expected.map(order).sort());
  });
});
