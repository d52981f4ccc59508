import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'fever',
  sourceProtocolId: 212,
  audience: 'adult',
  title: 'Fever',
  keywords: [
    'mastitis',
    'breast infection',
    'fever',
    'feaver',
    'fevor',
    'temp',
    'temperature',
    'high temperature',
    'running a fever',
    'burning up',
    'feverish',
    'chills',
    'sweats',
    'night sweats',
    'febrile',
    'pyrexia',
    'fevar',
    'fevers',
    'high temp',
    'temprature',
    'feeling hot',
    'shivering',
    'rigors',
  ],
  definition:
    '<p>An adult with a body temperature of <b>100 °F (37.8 °C) or higher</b> (fever is usually defined as 100.4 °F (38 °C); this content uses the whole number a caller reads, the safer side) measured by mouth, ear or forehead (under the arm, 99 °F (37.2 °C) or higher: an under-the-arm reading is about 1 °F lower), or who feels feverish with chills or sweats when no thermometer is available.</p>',
  background:
    '<p>Most fevers in adults are caused by viral infections such as colds, flu and stomach viruses, and settle within 2 to 3 days. Fever is the body’s normal response to infection and is not itself harmful at the levels seen with ordinary infections. What matters is the cause of the fever and how sick the patient is.</p>' +
    '<p>The triager’s main task is to recognise the few patients with a serious bacterial infection or early sepsis: new confusion, fast breathing, a racing heart, shaking chills, very little urine, low blood pressure (fainting, cold clammy skin) or a purple rash. Older adults may have only mild fever, or none, and present instead with confusion, weakness or falls.</p>' +
    '<p>Some patients need to be seen quickly even when they look well: anyone receiving cancer chemotherapy (fever may be the only sign of neutropenic infection), transplant recipients, people taking steroid or other immune-suppressing medicines, people without a spleen or with sickle cell disease, people with recent surgery or a medical device (catheter, central line, dialysis access), pregnant women, and travellers returning from a malaria area.</p>',
  initialAssessment: [
    '1. FEVER: What is the temperature, and how was it measured?',
    '- Method: (oral, ear, forehead, or "just feels hot")',
    '2. ONSET: When did the fever start?',
    '3. PATTERN: Is the fever getting higher, staying the same, or coming down? Did it go away and come back?',
    '4. OTHER SYMPTOMS: What other symptoms are there?',
    '- Examples: (cough, sore throat, burning with urination, rash, headache, stiff neck, belly pain, diarrhea)',
    '5. APPEARANCE: How sick is the patient acting? Can they walk and talk normally?',
    '6. FLUIDS: Is the patient drinking and passing urine normally?',
    '7. IMMUNE SYSTEM: Is there anything that weakens the immune system?',
    '- Examples: (chemotherapy in the past 6 weeks, organ transplant, steroid pills, HIV, spleen removed, sickle cell disease)',
    '8. RECENT EVENTS: Any surgery, hospital stay, procedure, or travel outside the country in the past year?',
    '9. MEDICINES: What has been taken for the fever, how much, and when was the last dose?',
    '10. PREGNANCY: Is there any chance of pregnancy, or did she give birth in the past 6 weeks?',
    '11. SEVERITY: How much does it stop the person doing their usual activities?',
    '- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)',
    '- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)',
    '- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)',
  ].join('\n'),
  references: [
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Philadelphia: Lippincott Williams and Wilkins / Wolters Kluwer (several editions).',
    },
    {
      title: 'The Third International Consensus Definitions for Sepsis and Septic Shock (Sepsis-3)',
      author: 'Singer M, Deutschman CS, Seymour CW, et al.',
      source: 'JAMA. 2016;315(8):801–810.',
    },
    {
      title:
        'Clinical Practice Guideline for the Use of Antimicrobial Agents in Neutropenic Patients with Cancer: 2010 Update by the Infectious Diseases Society of America',
      author: 'Freifeld AG, Bow EJ, Sepkowitz KA, et al.',
      source: 'Clinical Infectious Diseases. 2011;52(4):e56–e93. doi:10.1093/cid/cir073',
    },
  ],
  useDifferentProtocolIf: [
    {
      protocol: 'illness-after-travel',
      text: 'The illness started during or after travel, most often outside the country.',
    },
    {
      protocol: 'influenza',
      text: 'Fever with cough, sore throat and body aches during flu season, or a positive flu test.',
    },
    { protocol: 'urination-pain', text: 'Fever with pain or burning when passing urine.' },
    { protocol: 'sore-throat', text: 'Sore throat is the main symptom.' },
    { protocol: 'rash-widespread', text: 'Fever with a rash over large areas of the body.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'REASON: The caller’s description, voice or background suggests an immediate threat to life.\nNOTE: Trust your judgment. Have the caller hang up and dial 911, or connect them, and stay on the line if you can.',
        },
        {
          text: '<b>Very hard to wake up</b>, or not responding normally',
          reason:
            'R/O: Septic shock, meningitis, encephalitis\nREASON: A reduced level of consciousness with fever is a sign of a life-threatening infection.',
        },
        {
          text: '<b>Severe difficulty breathing</b> (struggling for each breath, can speak only single words, or lips or face turning blue or gray)',
          reason:
            'R/O: Severe pneumonia, respiratory failure, sepsis\nREASON: Needs oxygen and emergency care on the way to hospital.',
          smap: 'breathing-difficulty',
        },
        {
          text: '<b>Signs of shock</b>:<ul><li>fainted, or too weak or dizzy to stand</li><li>cold, clammy, pale or mottled skin</li></ul>',
          reason: 'R/O: Septic shock\nREASON: Low blood pressure from infection is an emergency; minutes matter.',
        },
        {
          text: 'Fever with <b>purple or blood-colored spots</b> or bruises on the skin',
          reason:
            'R/O: Meningococcal sepsis, Rocky Mountain spotted fever, sepsis with a clotting problem\nREASON: A non-blanching rash with fever can become fatal within hours.\nNOTE: Press a clear drinking glass on the spots; spots that stay visible through the glass do not blanch.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Fever after being in a <b>malaria area in the past year</b> (parts of Africa, Asia, Oceania, or Central or South America)',
          reason:
            'R/O: Malaria\nREASON: Shared finding: malaria can worsen within 24 hours and needs a blood test now.\nNOTE: Ask the clinic to prepare: the patient may need isolation if measles or another contagious illness is possible.',
          smap: 'illness-after-travel',
        },
        {
          text: '<b>Stiff neck</b> (cannot touch chin to chest) or a <b>severe headache</b> with the fever',
          reason:
            'R/O: Bacterial meningitis, encephalitis\nREASON: Meningitis needs antibiotics within the hour; it cannot be ruled out by phone.',
          smap: 'headache',
        },
        {
          text: '<b>New confusion</b>, acting very strangely, or much weaker than usual',
          reason:
            'R/O: Sepsis, meningitis, encephalitis, urinary or chest infection in an older adult\nREASON: New confusion with fever is a sign of sepsis until proven otherwise.\nNOTE: In older adults confusion may be the only sign of a serious infection.',
          smap: 'confusion-delirium',
        },
        {
          text: '<b>Signs of sepsis</b> along with the fever:<ul><li>breathing fast or short of breath at rest</li><li>heart racing at rest</li><li>shaking chills (teeth chattering, body shaking)</li><li>very little or no urine in 12 hours or more</li><li>feels like "the sickest I have ever been"</li></ul>',
          reason:
            'R/O: Sepsis\nREASON: These are early warning signs of organ stress from infection; early treatment saves lives.',
        },
        {
          text: 'Fever <b>with a red, warm, painful or swollen area of skin</b> (possible skin infection), on its own or around a wound, bite or burn',
          reason:
            'R/O: Cellulitis spreading to the blood (sepsis)\nREASON: A skin infection with a fever may have begun to spread into the blood. NHS (cellulitis: signs the infection has spread, go to A&E) and eMedicineHealth (cellulitis: high fevers or chills, go to the emergency department) give the ED; Rash (Localized), Leg Swelling and Pain, Animal or Human Bite and Wound Infection ask it at the same level (issue 31: it was a visit now here).',
        },
        {
          text: 'Fever with a <b>hot, swollen joint</b> that is painful to move (came on over hours or days, with or without an injury)',
          reason:
            'R/O: Septic arthritis\nREASON: A hot, swollen joint with a fever is septic arthritis until shown otherwise; it needs the joint fluid drained and tested and antibiotics into a vein the same day, or the joint can be destroyed within days. NHS (septic arthritis: the GP refers to A&E immediately; https://www.zana.com/a/septic-arthritis-diagnosing-septic-arthritis.5804), Versus Arthritis (septic arthritis is treated in hospital as an emergency: go to A&E as soon as possible; https://versusarthritis.org/about-arthritis/conditions/septic-arthritis) and the British Society for Rheumatology guideline (a hot, swollen, tender joint is septic arthritis until proven otherwise; https://www.medscape.co.uk/viewarticle/guidelines-management-hot-swollen-joint-adults-2022a10020z0) give the ED; a visit first only delays it. The pediatric Leg or Foot Injury protocol asks a painful, swollen joint with a fever at the ED too (issue 31: it was a visit now here).\nNOTE: A red, warm area of skin over the joint with the fever is the skin-infection question above (the ED as well).',
        },
        {
          text: 'Fever and a <b>weak immune system</b>:<ul><li>cancer chemotherapy in the past 6 weeks</li><li>organ or bone marrow transplant</li><li>taking steroid pills or other immune-suppressing medicines</li><li>HIV with a low CD4 count, spleen removed, or sickle cell disease</li></ul>',
          reason:
            'R/O: Neutropenic fever, overwhelming bacterial infection\nREASON: Fever may be the only sign of a serious infection in these patients; they need assessment and antibiotics within the hour.\nNOTE: Follow the oncology team’s fever instructions if the patient has them.',
        },
        {
          text: 'Temperature of <b>105 °F (40.6 °C) or higher</b>',
          reason:
            'R/O: Severe infection, heat stroke, drug reaction\nREASON: Temperatures this high are uncommon with ordinary viral illness and need urgent assessment.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Fever with <b>new pain in one area</b>, such as:<ul><li>belly pain</li><li>pain in the side or back below the ribs</li><li>chest pain when breathing in</li><li>pain or burning when passing urine</li></ul>',
          reason:
            'R/O: Appendicitis, pyelonephritis, pneumonia\nREASON: A focus of bacterial infection needs examination and usually antibiotics today.\nNOTE: A red, warm, painful area of skin with the fever (possible cellulitis) and a hot, swollen joint with the fever (possible septic arthritis) are asked above at the ED.',
        },
        {
          text: 'Fever within 4 weeks of <b>surgery, a hospital stay or a procedure</b>, or with a <b>urinary catheter, central line or other medical device</b>',
          reason:
            'R/O: Surgical site infection, line infection, catheter-related urinary infection\nREASON: Health-care-associated infections are more often bacterial and resistant.',
        },
        {
          text: '<b>Pregnant</b>, or gave birth in the past 6 weeks, with a temperature of 100 °F (37.8 °C) or higher',
          reason:
            'R/O: Pyelonephritis, listeria infection, chorioamnionitis, postpartum endometritis or mastitis\nREASON: Fever in pregnancy or after delivery needs prompt evaluation.\nNOTE: At 20 weeks or later, follow local policy for labor and delivery triage.',
        },
        {
          text: 'Fever with a rash, or with a headache and muscle aches, after time in woods, long grass or brush in the tick season (spring to autumn), even without a known tick bite',
          reason:
            'R/O: Rocky Mountain spotted fever, Lyme disease, other tick-borne illness\nREASON: Most people with a tick-borne illness never saw the tick (CDC, tick-borne diseases): season and place are asked, not only a known bite. The same level as fever after a tick bite (issue 31, context red flags).',
        },
        {
          text: 'Fever with vomiting again and again, signs of dehydration (very thirsty, passing much less urine than usual or dark urine), or light-headed on standing',
          reason:
            'R/O: Dehydration, early sepsis\nREASON: Public sources (NHS inform, Fever in adults) ask for a GP contact the same day for a fever with severe thirst, less or darker urine, or feeling light-headed (issue 31 reference review). Passing very little or no urine in 12 hours or more is a sepsis sign, asked above.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        {
          text: 'Fever after <b>travel outside the country in the past 3 months</b>',
          reason:
            'R/O: Dengue, typhoid fever, rickettsial infection, common infection\nREASON: Shared finding: travel illness can start weeks after coming home.',
          advice: ['call-back'],
          smap: 'illness-after-travel',
        },
        unclearSymptom(['call-back']),
        {
          text: 'Breastfeeding, with a <b>red, painful, hard area of the breast</b>, with or without a fever',
          reason:
            'R/O: mastitis, breast abscess\nREASON: Needs an examination today and often an antibiotic; keep breastfeeding or pumping from that side.',
          advice: ['call-back'],
        },
        {
          text: 'Fever has lasted <b>3 days or more</b> (72 hours)',
          reason:
            'R/O: Bacterial infection (sinus, ear, lung, urine), mononucleosis\nREASON: Most viral fevers are gone by 3 days; a longer fever needs an examination.',
          advice: ['fever-facts', 'fluids', 'fever-meds', 'call-back'],
        },
        {
          text: 'Fever went away for 24 hours or more and then <b>came back</b>',
          reason:
            'R/O: Secondary bacterial infection (sinusitis, ear infection, pneumonia)\nREASON: A returning fever after a viral illness suggests a new infection.',
          advice: ['fever-facts', 'fluids', 'fever-meds', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Fever <b>and</b> any of these:<ul><li>65 years or older, and the fever is not improving</li><li>a <b>chronic illness</b> (diabetes, heart, lung, kidney, liver or bowel disease, sickle cell disease, cystic fibrosis, or a condition of the brain or nerves)</li></ul>',
          reason:
            'R/O: Pneumonia, urinary tract infection, worsening of chronic illness\nREASON: These patients have less reserve and develop complications more often. Public sources (NHS inform, Fever in adults) ask anyone with a chronic illness and a fever to contact the GP practice the same day; since issue 31 the chronic illness no longer needs a fever that is not improving.',
          advice: ['fluids', 'fever-meds', 'medicine-safety', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Fever with a red or pink rash (not purple or blood-colored)',
          reason:
            'R/O: Measles, scarlet fever, drug reaction, early tick-borne or other infection\nREASON: The shared finding: a rash with fever (not purple) needs an examination the same day (issue 31 reference review: adult Fever did not ask it).',
          advice: ['fever-meds', 'contagious', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Low fevers off and on for <b>1 week or more</b>, or with drenching night sweats or weight loss',
          reason:
            'R/O: Tuberculosis, endocarditis, hidden abscess, lymphoma, autoimmune disease\nREASON: A prolonged unexplained fever needs a planned work-up.',
          advice: ['measure', 'fever-meds', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Breastfeeding, with a <b>tender lump in the breast</b> (blocked duct), no redness, no fever and no other symptoms',
          reason:
            'REASON: A blocked duct usually clears within 2 days with frequent feeding from that side, warmth before and cold after feeds.',
          advice: ['call-back'],
        },
        {
          text: 'Mild fever: 104 °F (40 °C) or lower, for less than 3 days, drinking well, with no other concerning symptoms',
          reason:
            'REASON: Most fevers are caused by viral illnesses that get better on their own in 2 to 3 days.\nNOTE: Review the call-back reasons with the caller.',
          advice: [
            'fever-facts',
            'fluids',
            'comfort',
            'measure',
            'contagious',
            'fever-meds',
            'medicine-safety',
            'call-back',
          ],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'fever-facts',
          title: 'Fever Facts',
          nuggets: [
            'Fever is the body’s normal response to an infection and helps fight it.',
            'Most fevers from viral illnesses last 2 to 3 days.',
            'A fever between 100 °F and 102 °F (37.8 °C to 38.9 °C) is not harmful. Treat it only if it makes you uncomfortable.',
            'Fever medicine usually lowers the temperature by 2 to 3 degrees. It does not need to come back to normal.',
          ],
        },
        {
          key: 'fluids',
          title: 'Drink Plenty of Fluids',
          nuggets: [
            'Fever makes the body lose extra water. Drink at least 8 glasses (about 2 liters) of fluid a day, unless a doctor has told you to limit fluids.',
            'Good choices are water, broth, diluted fruit juice and sports drinks.',
            'If you feel sick to your stomach, take small sips often.',
            'Your urine should be light yellow. Dark urine means you need more fluids.',
          ],
        },
        {
          key: 'comfort',
          title: 'Keep Comfortable',
          nuggets: [
            'Wear light clothing and use a single sheet or light blanket. Bundling up traps heat.',
            'Keep the room cool and rest as much as you need to.',
            'A lukewarm shower or sponge bath can help if the temperature is over 104 °F (40 °C). Do not use cold water, ice or rubbing alcohol.',
          ],
        },
        {
          key: 'measure',
          title: 'Measuring the Temperature',
          nuggets: [
            'A digital thermometer under the tongue is the most reliable way for adults at home.',
            'Wait 15 minutes after eating, drinking or smoking before taking an oral temperature.',
            'Write down each temperature, the time, and any medicine you took. This helps if you need to call back.',
          ],
        },
        {
          key: 'contagious',
          title: 'Prevent Spreading the Illness',
          nuggets: [
            'Stay home from work or school until you have had no fever for 24 hours without using fever medicine.',
            'Wash your hands often, and cover coughs and sneezes with a tissue or your elbow.',
            'Avoid close contact with babies, older adults and anyone with a weak immune system.',
          ],
        },
      ],
    },
    {
      title: 'Medications',
      topics: [
        {
          key: 'fever-meds',
          title: 'Fever Medicines',
          nuggets: [
            'Acetaminophen: 650 mg by mouth every 4 to 6 hours as needed. Do not take more than 3,000 mg in 24 hours.',
            'Ibuprofen: 400 mg by mouth every 6 to 8 hours as needed. Take it with food. Do not take more than 1,200 mg in 24 hours unless your doctor advises. Avoid it if you have stomach ulcers, kidney disease or heart failure, take a blood thinner, or are pregnant, unless your doctor says it is safe.',
            'Use only one fever medicine unless your doctor has told you to alternate them.',
            'Many cold and flu products already contain acetaminophen. Count it toward your daily total.',
          ],
        },
        {
          key: 'medicine-safety',
          title: 'Medicine Safety',
          nuggets: [
            'Avoid ibuprofen if you have stomach ulcers, kidney disease or heart failure, take a blood thinner, or are pregnant, unless your doctor says it is safe.',
            'Avoid acetaminophen or use less if you have liver disease or drink alcohol every day. Ask your doctor for a safe dose.',
            'Do not use fever medicine to hide a fever so you can go to work.',
          ],
        },
      ],
    },
    {
      title: 'When to Call Back',
      topics: [
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Fever of 104 °F (40 °C) or higher that does not come down within 2 hours of fever medicine.',
            'Stiff neck, severe headache, new confusion, or a rash with purple or red spots (call 911 if very hard to wake).',
            'Trouble breathing, chest pain, or very little urine.',
            'The fever lasts 3 days or more, or goes away and comes back.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
