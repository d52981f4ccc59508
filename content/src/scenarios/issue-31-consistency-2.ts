/**
 * Authored scenarios for issue 31's second consistency pass ('a finding has one level'): pairs of
 * questions that paraphrased one finding at two levels, left by the first pass, each made one finding
 * at one level or kept at its level with a cited public source in the question's reason. One call per
 * question whose wording or level changed, so the settled level is reached through the engine.
 * Written by the reviewer who changed the content, so they guard against regressions; they are not
 * the blind cases (docs/clinical-safety.md).
 */
import type { Scenario } from './scenario.ts';

export const issue31Consistency2Scenarios: readonly Scenario[] = [
  // Eyelid cellulitis without fever: a visit now in Eye, Sinus Pain and Rash (Localized) alike
  // (NHS, Cellulitis: get advice from 111 now if the area around the eye is affected).
  {
    id: 'adult-eye-red-pain-discharge-issue31cons2-01',
    caller:
      'My upper eyelid has gone red, puffy and sore since yesterday, more than a stye. I can see fine, moving my eye does not hurt and I have no temperature.',
    basis: 'NHS, Cellulitis (face or the area around the eye affected: get advice from 111 now)',
    contentSet: 'ah_adult',
    protocol: 231,
    yes: ['Eyelid red, swollen and tender'],
    expectedLevel: 2,
  },
  // A dental abscess with a fever: a dentist within hours, not the ED (NHS, Dental abscess and Toothache).
  {
    id: 'adult-toothache-issue31cons2-01',
    caller:
      'My back tooth has been throbbing for 3 days, the gum next to it is swollen and tonight my temperature is 100.6. The swelling is not spreading and I can open my mouth and swallow normally.',
    basis:
      'NHS, Dental abscess (urgent dentist appointment or NHS 111; A&E only for breathing trouble, a swollen eye or a lot of swelling)',
    contentSet: 'ah_adult',
    protocol: 236,
    yes: ['Swelling of the gum or face (not spreading) with fever'],
    expectedLevel: 2,
  },
  // A hot, swollen joint with a fever: the ED (NHS and Versus Arthritis, Septic arthritis).
  {
    id: 'adult-fever-issue31cons2-01',
    caller:
      'I am 70 and since yesterday my left ankle has become hot, swollen and very painful to move. I did not hurt it, and my temperature is 100.8.',
    basis: 'Versus Arthritis, Septic arthritis (treated in hospital as an emergency: go to A&E as soon as possible)',
    protocol: 212,
    yes: ['Fever with a hot, swollen joint'],
    expectedLevel: 1,
  },
];
