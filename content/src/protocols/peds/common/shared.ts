/**
 * Pieces that many pediatric protocols carry word for word, kept in one place so that a change
 * (for example to the wording of the infant-fever screen) reaches every protocol that uses them.
 */
import type { SourceQuestion, SourceReference } from '../../../source/define-protocol.ts';

/** The first question of every protocol's call-911 tier. */
export const LIFE_THREATENING_SCREEN: SourceQuestion = {
  text: 'Sounds like a life-threatening emergency to the triager',
  reason:
    'REASON: Triager judgment. When the situation sounds life-threatening, emergency medical services are the fastest and safest route to care.',
};

/** Any fever in a baby younger than 3 months goes to the emergency department and Fever (Newborn). */
export const INFANT_FEVER_SCREEN: SourceQuestion = {
  text: 'Age <b>younger than 3 months</b> with a fever of 100 °F (37.8 °C) or higher',
  reason:
    'R/O: Serious bacterial infection\nREASON: Any fever in a baby younger than 3 months needs an examination right away.',
  smap: 'fever-newborn',
};

export const SCHMITT_PROTOCOLS: SourceReference = {
  title: 'Pediatric Telephone Protocols',
  author: 'Schmitt BD',
  source: 'American Academy of Pediatrics (office and after-hours versions)',
};

export const PAIN_MEDICINE_NUGGET =
  'Acetaminophen (e.g., Tylenol) or ibuprofen (e.g., Advil, Motrin) can help the pain; give the dose for your child’s weight as directed on the label. Ibuprofen is only for children 6 months or older. Do not give aspirin to a child or teen (risk of Reye syndrome).';

/** Oral antihistamines for itching: over-the-counter labels do not cover children younger than 2 years. */
export const ANTIHISTAMINE_NUGGET =
  'An antihistamine by mouth can help itching and sleep; use the dose for your child’s age and weight as directed on the label. For a child younger than 2 years, ask your provider first.';

export const SEEN_OR_WORSE_NUGGET = 'You think your child needs to be seen, or your child becomes worse';
