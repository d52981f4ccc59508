import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen, painMedicineTopic } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'muscle-spasm-lockjaw',
  sourceProtocolId: 251,
  audience: 'adult',
  title: 'Muscle Spasm and Lockjaw',
  keywords: [
    'muscle spasm',
    'muscle cramp',
    'cramp',
    'charley horse',
    'lockjaw',
    'lock jaw',
    'tetanus',
    'jaw stiff',
    'cannot open mouth',
    'stiff muscles',
    'spasms',
  ],
  definition:
    '<p>An adult with painful muscle spasms or cramps, or stiffness of the jaw (lockjaw) or neck, including a possible tetanus infection after a wound.</p>',
  background:
    '<p>Most muscle cramps are brief and harmless (exercise, dehydration, night cramps in the legs). Tetanus is rare but deadly: days to weeks after a wound (often a small puncture), the jaw becomes stiff (lockjaw), then the neck, back and belly, with painful spasms set off by noise or touch. People whose last tetanus shot was 10 years ago or longer, or who never had the series, are at risk. Some medicines (e.g., metoclopramide, antipsychotics) cause sudden jaw, neck or eye spasms (dystonia).</p>',
  initialAssessment: `1. WHERE: Which muscles? Jaw, neck, back, belly, legs?
2. ONSET: When did it start? Any wound in the past weeks?
3. TETANUS SHOT: When was the last tetanus shot?
4. MEDICINES: Any new medicine for nausea or mental health?
5. BREATHING: Any trouble breathing or swallowing?
6. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  references: [
    {
      title: 'Tetanus: Clinical Overview',
      author: 'Centers for Disease Control and Prevention',
      source: 'CDC clinical information on tetanus.',
    },
    { title: 'Telephone Triage Protocols for Nurses', author: 'Briggs JK', source: 'Wolters Kluwer (5th edition)' },
  ],
  useDifferentProtocolIf: [
    { protocol: 'neck-pain', text: 'Neck pain or stiffness after sleeping awkwardly or an injury, with a normal jaw.' },
    { protocol: 'back-pain', text: 'Back spasm after lifting, with no jaw stiffness.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['call-back']),
        {
          text: 'Spasms with trouble breathing or swallowing',
          reason: 'R/O: tetanus, laryngeal dystonia',
          advice: ['call-back'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Stiff jaw</b> (hard to open the mouth), painful spasms of the neck, back or belly, or severe muscle stiffness or spasms anywhere in the weeks after a wound',
          reason:
            'R/O: tetanus\nREASON: Issue 31: severe muscle stiffness or spasms after a wound is A&E or 999 (NHS, Tetanus); it read the jaw, neck, back or belly only.\nNOTE: Ask about a wound in the past 3 weeks and the last tetanus shot.',
        },
        {
          text: 'Sudden twisting of the neck, jaw or eyes after starting a new medicine',
          reason: 'R/O: acute dystonic reaction',
        },
        {
          text: 'Muscle pain with very dark (cola-colored) urine after hard exercise, heat or a crush injury',
          reason: 'R/O: rhabdomyolysis',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Wound in the past 3 weeks <b>and</b> the last tetanus shot was <b>5 years ago or longer</b>, the full course of shots was never had, or it is not known; no jaw stiffness',
          reason:
            'R/O: tetanus-prone wound needing a booster\nREASON: Issue 31: a wound in someone not fully vaccinated against tetanus, or unsure, needs the GP or a minor injuries unit (NHS, Tetanus); not knowing is taken as not protected.',
          advice: ['call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Cramps that keep coming back for 1 week or more',
          reason: 'R/O: medicine side effect, low potassium or calcium, nerve problem',
          advice: ['cramps', 'call-back'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: '<b>Mild</b> muscle cramp in the leg or foot that eases with stretching, and a normal jaw',
          reason: 'REASON: Benign cramp; home care.',
          advice: ['cramps', 'pain-medicine', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Care Advice',
      topics: [
        {
          key: 'cramps',
          title: 'Muscle Cramps',
          nuggets: ['Stretch and massage the muscle.', 'Drink enough fluids, especially in heat and with exercise.'],
        },
        painMedicineTopic(),
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: ['The jaw or neck becomes stiff.', 'You think you need to be seen, or you get worse.'],
        },
      ],
    },
  ],
});
