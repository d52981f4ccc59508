import type { DosingWarning } from '@triage/contracts';
import { makeContent, makeNugget, makeSection, makeTopic } from '@triage/core/testing';
import { describe, expect, it } from 'vitest';
import { adviceOnMedicine, sentencesOf, splitByAdvice, withAdviceWarnings } from './advice-against.ts';

const ibuprofen = { name: 'Ibuprofen', aliases: ['Advil', 'Motrin'] };
const acetaminophen = { name: 'Acetaminophen', aliases: ['Tylenol'] };
const loperamide = { name: 'Loperamide', aliases: ['Imodium'] };
const diphenhydramine = { name: 'Diphenhydramine', aliases: ['Benadryl'] };

/** Content whose care advice is these nuggets, in one topic. */
function advice(...nuggets: string[]) {
  return makeContent({
    adviceSections: [
      makeSection({
        title: 'Home Care Advice',
        adviceTopics: [
          makeTopic({
            title: 'Medicines',
            adviceNuggets: nuggets.map((text) => makeNugget({ text: `<p>${text}</p>` })),
          }),
        ],
      }),
    ],
  });
}

describe('sentencesOf', () => {
  it('splits after a full stop, question or exclamation mark', () => {
    expect(sentencesOf('Rest. Drink fluids! Worse? Call back.')).toEqual([
      'Rest.',
      'Drink fluids!',
      'Worse?',
      'Call back.',
    ]);
    expect(sentencesOf('  ')).toEqual([]);
  });
});

describe('adviceOnMedicine', () => {
  it('is against a medicine every sentence of the advice forbids (the head injury, the child with diarrhea)', () => {
    const headInjury = advice('Avoid aspirin and ibuprofen for the first 24 hours; they can increase bleeding.');
    expect(adviceOnMedicine(headInjury, ibuprofen)).toEqual({
      isAgainst: true,
      forbidding: ['Avoid aspirin and ibuprofen for the first 24 hours; they can increase bleeding.'],
    });
    const diarrhea = advice(
      'Do not give anti-diarrhea medicines such as loperamide (Imodium) to children unless a doctor tells you to.',
    );
    expect(adviceOnMedicine(diarrhea, loperamide).isAgainst).toBe(true);
    expect(adviceOnMedicine(advice("Don't give Motrin to a baby."), ibuprofen).isAgainst).toBe(true);
    expect(adviceOnMedicine(advice('Never give ibuprofen when dehydrated.'), ibuprofen).isAgainst).toBe(true);
  });

  it("is against a medicine the advice leaves to a doctor's word, or says makes the problem worse", () => {
    const ask = advice(
      'Ask your provider before giving ibuprofen in the first 24 hours after a significant head injury.',
    );
    expect(adviceOnMedicine(ask, ibuprofen).isAgainst).toBe(true);
    const ifAdvised = advice('If a doctor advises acetaminophen, give the dose by weight as directed by the doctor.');
    expect(adviceOnMedicine(ifAdvised, acetaminophen).isAgainst).toBe(true);
    const worse = advice('Ibuprofen and other anti-inflammatory pain relievers can make fluid retention worse.');
    expect(adviceOnMedicine(worse, ibuprofen).isAgainst).toBe(true);
  });

  it('reads only the first clause: what follows a ; may recommend another medicine', () => {
    const bleeding = advice('Avoid aspirin, ibuprofen and naproxen unless prescribed; use acetaminophen for pain.');
    expect(adviceOnMedicine(bleeding, ibuprofen).isAgainst).toBe(true);
    expect(adviceOnMedicine(bleeding, acetaminophen)).toEqual({ isAgainst: false, forbidding: [] });
  });

  it('is not against a medicine the advice uses with a caution, or recommends elsewhere', () => {
    // A caution after its use: not a sentence that forbids it.
    expect(
      adviceOnMedicine(advice('Diphenhydramine causes drowsiness; do not drive after taking it.'), diphenhydramine),
    ).toEqual({ isAgainst: false, forbidding: [] });
    // Recommended, and forbidden under conditions: the dose is offered with the condition shown.
    const backPain = advice(
      'Ibuprofen (e.g., Advil) can help the pain.',
      'Do not take ibuprofen or naproxen if you have stomach ulcers, unless your doctor says it is safe.',
    );
    expect(adviceOnMedicine(backPain, ibuprofen)).toEqual({
      isAgainst: false,
      forbidding: ['Do not take ibuprofen or naproxen if you have stomach ulcers, unless your doctor says it is safe.'],
    });
  });

  it('is not against a medicine the advice does not name, nor for content not loaded', () => {
    expect(adviceOnMedicine(advice('Rest and drink fluids.'), ibuprofen)).toEqual({ isAgainst: false, forbidding: [] });
    expect(adviceOnMedicine(null, ibuprofen)).toEqual({ isAgainst: false, forbidding: [] });
  });
});

describe('withAdviceWarnings', () => {
  const medicine = {
    id: 'ibuprofen',
    warnings: [{ id: 'w', text: 'Label warning.', blocksDosing: false, sourceIds: ['s'] }],
  };
  it("puts the advice's forbidding sentences first among the warnings, in the advice's words", () => {
    const shown = withAdviceWarnings(medicine, { isAgainst: false, forbidding: ['Do not take it with ulcers.'] });
    expect(shown.warnings.map((warning) => warning.text)).toEqual([
      'The care advice says: Do not take it with ulcers.',
      'Label warning.',
    ]);
  });
  it('leaves the medicine as it is when the advice forbids nothing', () => {
    expect(withAdviceWarnings(medicine, { isAgainst: false, forbidding: [] })).toBe(medicine);
  });
});

describe('splitByAdvice', () => {
  it('keeps the medicines to dose, with the advice’s conditions, and sets apart those it is against', () => {
    const content = advice(
      'Avoid ibuprofen for the first 24 hours.',
      'Acetaminophen (e.g., Tylenol) can help the pain.',
      'Do not take acetaminophen with liver disease.',
    );
    const none: DosingWarning[] = [];
    const medicines = [
      { id: 'acetaminophen', ...acetaminophen, warnings: none },
      { id: 'ibuprofen', ...ibuprofen, warnings: none },
    ];
    const { dosed, against } = splitByAdvice(content, medicines);
    expect(dosed.map((medicine) => [medicine.id, medicine.warnings.map((warning) => warning.text)])).toEqual([
      ['acetaminophen', ['The care advice says: Do not take acetaminophen with liver disease.']],
    ]);
    expect(against).toEqual([
      { id: 'ibuprofen', name: 'Ibuprofen', forbidding: ['Avoid ibuprofen for the first 24 hours.'] },
    ]);
  });
});
