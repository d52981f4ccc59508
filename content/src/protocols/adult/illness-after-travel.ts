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
          text: 'Confused, <b>hard to wake</b>, having a seizure, or new weakness or paralysis of an arm or leg',
          reason:
            "R/O: cerebral malaria, meningitis or encephalitis, sepsis, stroke\nREASON: University of Bristol Students' Health Service (NHS GP practice, returning traveller) names fever with reduced consciousness or paralysis.",
          advice: ['call-back'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Fever after being in a <b>malaria area in the past year</b> (parts of Africa, Asia, Oceania, or Central or South America), or feeling hot and shivery, or flu-like aches and headache, since being there',
          reason:
            'R/O: malaria\nREASON: nidirect (malaria) and the Indiana Department of Health ask for medical help immediately for malaria-type symptoms (a temperature, feeling hot and shivery, headache, aching muscles) up to a year after a malaria area, even after taking malaria tablets; no thermometer reading is needed.\nNOTE: Malaria can become severe within 24 hours; testing is needed today, tonight if after hours.',
        },
        {
          text: 'Any of these after travel:<ul><li>black or tarry stools, or vomiting blood</li><li>bleeding from the gums or nose, or purple spots or bruises on the skin, with a fever now or in the past 2 weeks</li></ul>',
          reason:
            'R/O: severe dengue, viral hemorrhagic fever, meningococcal infection, bleeding from the gut\nREASON: Maricopa County public health (dengue) and Boots WebMD (dengue) send bleeding from the nose or gums, vomiting blood, black stools or bleeding under the skin after a dengue-type fever to the emergency room; the warning signs often start as the fever falls.',
        },
        {
          text: 'Severe belly pain, or a fever now or in the past 2 weeks <b>and</b> any of these:<ul><li>vomiting again and again</li><li>fast or hard breathing</li><li>drowsy, restless or irritable</li><li>pale, cold or clammy skin</li></ul>',
          reason:
            'R/O: severe dengue (plasma leak, shock), severe malaria, typhoid perforation, sepsis\nREASON: Maricopa County public health (dengue) sends severe belly pain, persistent vomiting, difficulty breathing, drowsiness or irritability, or pale, cold, clammy skin after a dengue-type fever to the emergency room; the Diarrhea protocol asks severe abdominal pain at the same level.',
        },
        {
          text: 'Bitten, scratched or licked on broken skin by a dog, cat, monkey or other mammal in a country with rabies, or any contact with a bat, and no rabies treatment started yet',
          reason:
            'R/O: rabies exposure needing vaccine (and usually immune globulin) as soon as possible\nREASON: Fit for Travel (NHS Scotland) and HPSC Ireland ask for urgent medical advice after such a bite, scratch or lick, even when the wound looks trivial. Rabies is fatal once symptoms start and is prevented by wound care, rabies vaccine and, for most exposures, rabies immune globulin, started as soon as possible. The ED is where that treatment is given in the United States: immune globulin is often not stocked in offices or urgent care centers, and patients exposed to a possibly rabid animal commonly present to the ED for wound care and prophylaxis (Academic Emergency Medicine 2023, PubMed 37245074). St John Ambulance (Animal bites: a bite with a risk of rabies, get to hospital as fast as possible) and OHSU Doernbecher (Schmitt-Thompson, Animal bite: any contact with an animal at risk for rabies, go to the ER now) give the same level; NHS inform (Rabies: 111 or an urgent GP appointment) and Fit for Travel (NHS Scotland: seek medical assistance as soon as possible) give an urgent visit where the GP arranges the treatment. Animal or Human Bite asks a bat, wild-animal or rabies-country bite at the same level (issue 31: it was a visit now here).\nFIRST AID: Wash the wound with soap and running water for several minutes.',
          smap: 'animal-human-bite',
        },
        {
          text: 'Sudden shortness of breath or chest pain after a long flight or drive',
          reason: 'R/O: pulmonary embolism',
        },
        {
          text: 'Yellow skin or eyes after travel (with or without fever), or dark urine with belly pain',
          reason:
            'R/O: hepatitis, yellow fever, severe malaria, leptospirosis\nREASON: NHS (yellow fever) sends yellow skin or eyes, dark urine, stomach pain or bleeding after a yellow fever area, often after seeming to get better, into hospital immediately.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Bloody diarrhea</b> (more than a few streaks of blood) after travel',
          reason:
            "R/O: dysentery (Shigella, Campylobacter, amoebae), E. coli O157\nREASON: Shared finding: bloody diarrhoea is examined within hours in every protocol; Mayo Clinic wording (traveler's diarrhea) asks for the doctor.",
          advice: ['fluids', 'call-back'],
          smap: 'diarrhea',
        },
        {
          text: 'Diarrhea or vomiting with <b>mild to moderate dehydration</b>: passing much less urine than usual, dry mouth, or dizzy when standing',
          reason:
            "R/O: dehydration from travelers' diarrhea or another infection\nREASON: Shared finding; Mayo Clinic wording (traveler's diarrhea) asks for the doctor when a person becomes dehydrated.",
          advice: ['fluids', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Fever after <b>travel outside the country in the past 3 months</b>, or a flu-like illness (chills, aching muscles, headache) since coming back',
          reason:
            'R/O: typhoid, dengue, rickettsial infection, influenza, common infection\nREASON: CDC (after travel) and Johns Hopkins Medicine (after you return from abroad) ask for a prompt assessment of fever or flu-like symptoms after travel; NHS (dengue) asks for a GP for a fever or flu-like symptoms within 2 weeks of coming back.',
          advice: ['call-back'],
        },
        {
          text: 'Diarrhea for 3 days or more after travel, or with severe pain in the back passage (rectum)',
          reason: 'R/O: bacterial or parasitic infection',
          advice: ['fluids', 'call-back'],
        },
        {
          text: 'New rash, or a sore that is not healing, after travel',
          reason: 'R/O: tropical skin infection, tick-borne illness, dengue rash',
          advice: ['call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Symptoms that started during the trip and have not settled since coming home (other than mild diarrhea for less than 3 days)',
          reason:
            'R/O: a travel infection that has not declared itself (parasites, hepatitis, tuberculosis, a sexually transmitted infection)\nREASON: Merck Manual (problems after travel) and WHO (medical examination after travel) ask for a doctor for symptoms that have not settled on return.',
          advice: ['after-travel', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Back from travel and feeling well, <b>and</b> any of these:<ul><li>3 months or more in a low-income country</li><li>treated for malaria while away</li><li>possible exposure to a serious infection (e.g., tuberculosis, fresh-water swimming in Africa)</li><li>unprotected sex, an injection, a tattoo or a piercing while away</li><li>a chronic illness (heart or lung disease, diabetes) or taking a blood thinner</li></ul>',
          reason:
            'R/O: hidden infection (schistosomiasis, tuberculosis, HIV, hepatitis), relapse of malaria, a chronic illness unsettled by travel\nREASON: WHO (International Travel and Health, medical examination after travel) and Johns Hopkins Medicine (after you return from abroad) advise a check-up or screening for these travellers; a routine visit.',
          advice: ['after-travel', 'call-back'],
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
          advice: ['fluids', 'after-travel', 'call-back'],
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
          key: 'after-travel',
          title: 'After Travel',
          nuggets: [
            'Keep taking malaria tablets for as long as prescribed after leaving the malaria area (1 to 4 weeks, depending on the medicine).',
            'Tell any doctor or nurse you see in the next year where you travelled.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'A fever, chills or flu-like aches start in the year after being in a malaria area: get seen the same day and tell the doctor where you travelled.',
            'Bleeding gums or nose, black stools, severe belly pain, repeated vomiting or drowsiness in the 2 weeks after a fever.',
            'Diarrhea with blood, or signs of dehydration (much less urine, dizzy on standing).',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
