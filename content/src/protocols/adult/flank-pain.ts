import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen, painMedicineTopic } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'flank-pain',
  sourceProtocolId: 250,
  audience: 'adult',
  title: 'Flank Pain and Kidney Stone',
  keywords: [
    'flank pain',
    'side pain',
    'kidney pain',
    'kidney stone',
    'kidny stone',
    'renal colic',
    'pain in my side',
    'stone',
    'pain in back and side',
  ],
  definition:
    '<p>Pain in an adult in the side of the back, between the ribs and the hip (the flank), on one or both sides, including a known or possible kidney stone.</p>',
  background:
    '<p>Kidney stones cause waves of severe flank pain that may spread to the groin, often with nausea and blood in the urine. Most small stones pass on their own. A stone with fever is an infected, blocked kidney and an emergency. Kidney infection causes flank pain with fever and urinary symptoms. In people 50 years or older, new flank or back pain may come from an aortic aneurysm.</p>',
  initialAssessment: `1. ONSET: When did the pain start? Does it come in waves?
2. LOCATION: Which side? Does it spread to the groin or belly?
3. FEVER: Is there a fever? How high?
4. URINE: Any blood in the urine, burning, or passing less urine?
5. HISTORY: Any kidney stones before? Only one kidney? Pregnant?
6. SEVERITY: How much does the pain stop usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  references: [
    {
      title: 'Kidney Stones',
      author: 'National Institute of Diabetes and Digestive and Kidney Diseases',
      source: 'NIDDK patient information on kidney stones.',
    },
    { title: 'Telephone Triage Protocols for Nurses', author: 'Briggs JK', source: 'Wolters Kluwer (5th edition)' },
  ],
  useDifferentProtocolIf: [
    { protocol: 'back-pain', text: 'Pain in the middle of the lower back after lifting or bending.' },
    { protocol: 'urination-pain', text: 'Burning when passing urine is the main symptom, with no flank pain.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['call-back']),
        {
          text: 'Sudden severe pain in the flank, back or belly in a person <b>50 years or older</b>, with fainting, sweating or feeling faint',
          reason: 'R/O: ruptured aortic aneurysm',
          advice: ['call-back'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Flank pain with fever and <b>shaking chills</b>, or a <b>known kidney stone</b> now causing pain with a fever or vomiting',
          reason: 'R/O: infected blocked kidney, pyelonephritis with sepsis',
        },
        {
          text: '<b>Severe pain</b>: writhing or cannot get comfortable in any position, or cannot do any usual activities',
          reason:
            'R/O: kidney stone needing pain control by injection, other serious cause\nREASON: Severe pain is enough on its own, whether or not pain medicine has been taken (issue 31: a writhing caller who had taken nothing was sent lower); the same level as severe pain in Abdominal Pain and Back Pain.',
        },
        {
          text: 'Vomiting and unable to keep fluids down, or unable to pass urine (trying and cannot, or none for 8 hours)',
          reason: 'R/O: dehydration, blocked kidney',
        },
        {
          text: 'Flank pain in a pregnant woman, or in a person with only one kidney or a kidney transplant',
          reason: 'R/O: complicated obstruction',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Flank pain with blood in the urine (pink, red or cola-colored), or pain that comes in waves and spreads to the groin, new or like a past kidney stone',
          reason: 'R/O: kidney stone',
        },
        {
          text: 'Flank pain with a <b>fever of 100 °F (37.8 °C) or higher</b>, and able to keep fluids down',
          reason:
            'R/O: pyelonephritis\nREASON: A kidney infection needs examination, a urine culture and antibiotics within hours; the same level as in Urination Pain.',
          smap: 'urination-pain',
        },
        {
          text: 'Flank pain with burning when passing urine, normal temperature',
          reason:
            'R/O: kidney infection (early), urinary tract infection\nREASON: Flank pain with urinary symptoms is a possible kidney infection with or without a fever: the same level as in Urination Pain and Back Pain (issue 31: it was a same-day visit here).',
          advice: ['fluids', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [unclearSymptom(['call-back'])],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Known kidney stone, pain now mild, and no fever',
          reason: 'R/O: stone not yet passed; follow-up imaging may be needed',
          advice: ['fluids', 'pain-medicine', 'call-back'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: '<b>Mild</b> ache in the side after exercise or a strain, with normal urine and no fever',
          reason: 'REASON: Muscle strain; home care.',
          advice: ['pain-medicine', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Care Advice',
      topics: [
        {
          key: 'fluids',
          title: 'Fluids',
          nuggets: [
            'Drink plenty of water unless a provider has told you to limit fluids.',
            'Strain the urine to catch a stone if you can.',
          ],
        },
        painMedicineTopic(),
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: ['Fever, vomiting or severe pain starts.', 'You think you need to be seen, or you get worse.'],
        },
      ],
    },
  ],
});
