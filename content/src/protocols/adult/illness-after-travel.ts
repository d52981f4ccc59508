import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'illness-after-travel',
  sourceProtocolId: 252,
  audience: 'adult',
  title: 'Illness After Travel',
  keywords: [
    'travel',
    'trip abroad',
    'returned from trip',
    'traveler',
    'travellers diarrhea',
    'malaria',
    'fever after travel',
    'sick after vacation',
    'overseas',
    'travel illness',
  ],
  definition:
    '<p>An adult who became ill during or after travel, most often outside the country, with fever, diarrhea, rash, cough or another new symptom. Illnesses from travel may start weeks, and malaria up to a year, after coming home.</p>',
  background:
    '<p>Fever in a person who has been in a malaria area (parts of Africa, Asia, Central and South America, Oceania) in the past year is malaria until proven otherwise, and malaria can become severe within a day. Other causes are dengue, typhoid, hepatitis and common infections. Most travelers’ diarrhea is mild and settles in a few days. A long flight or drive raises the risk of a blood clot in the leg or lung.</p>',
  initialAssessment: `1. WHERE: Which countries, and when did you come home?
2. SYMPTOMS: What symptoms, and when did they start? Any fever? How high?
3. EXPOSURES: Any insect bites, fresh water swimming, animal bites, or sick contacts?
4. PREVENTION: Any travel shots or malaria tablets?
5. TRAVEL: A flight or drive of 4 hours or more?
6. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  references: [
    {
      title: 'CDC Yellow Book: Health Information for International Travel',
      author: 'Centers for Disease Control and Prevention',
      source:
        'Oxford University Press; post-travel evaluation chapters (fever, diarrhea, skin problems in returned travelers).',
    },
    { title: 'Telephone Triage Protocols for Nurses', author: 'Briggs JK', source: 'Wolters Kluwer (5th edition)' },
  ],
  useDifferentProtocolIf: [
    { protocol: 'diarrhea', text: 'Diarrhea with no fever, and the travel was inside the country.' },
    { protocol: 'leg-swelling-pain', text: 'One leg swollen or painful after a long trip.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['call-back']),
        {
          text: 'Confused, <b>hard to wake</b>, or having a seizure',
          reason: 'R/O: cerebral malaria, meningitis, sepsis',
          advice: ['call-back'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Fever after being in a <b>malaria area in the past year</b> (parts of Africa, Asia, Oceania, or Central or South America)',
          reason:
            'R/O: malaria\nNOTE: Malaria can become severe within 24 hours; testing is needed today, tonight if after hours.',
        },
        {
          text: 'Fever with bleeding (gums, nose, blood in vomit or stool) or a rash of purple spots',
          reason: 'R/O: dengue, viral hemorrhagic fever, meningococcal infection',
        },
        {
          text: 'Sudden shortness of breath or chest pain after a long flight or drive',
          reason: 'R/O: pulmonary embolism',
        },
        {
          text: 'Yellow skin or eyes with fever or vomiting',
          reason: 'R/O: hepatitis, severe malaria',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Fever after <b>travel outside the country in the past 3 months</b>',
          reason: 'R/O: typhoid, dengue, rickettsial infection, common infection',
          advice: ['call-back'],
        },
        {
          text: 'Diarrhea for 3 days or more after travel, or with blood in the stool',
          reason: 'R/O: bacterial or parasitic infection',
          advice: ['fluids', 'call-back'],
        },
        {
          text: 'New rash, or a sore that is not healing, after travel',
          reason: 'R/O: tropical skin infection, tick-borne illness',
          advice: ['call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: '<b>Mild</b> diarrhea for less than 3 days after travel, no fever, and drinking well',
          reason: 'REASON: Mild travelers’ diarrhea; home care.',
          advice: ['fluids', 'call-back'],
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
            'Drink plenty of fluids; an oral rehydration solution is best.',
            'Wash your hands after the toilet and before food.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'A fever starts in the year after being in a malaria area: tell the doctor where you travelled.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
