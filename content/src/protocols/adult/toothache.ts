import { defineProtocol } from '../../source/define-protocol.ts';
import {
  ACETAMINOPHEN_DOSE,
  IBUPROFEN_CAUTIONS,
  IBUPROFEN_DOSE,
  lifeThreateningScreen,
} from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'toothache',
  sourceProtocolId: 236,
  audience: 'adult',
  title: 'Toothache',
  keywords: [
    'toothache',
    'tooth ache',
    'tooth pain',
    'teeth hurt',
    'tooth hurts',
    'toothach',
    'tooth ach',
    'dental pain',
    'abscess tooth',
    'tooth abscess',
    'abcess',
    'gum abscess',
    'swollen gum',
    'gum pain',
    'swollen face tooth',
    'jaw pain',
    'wisdom tooth',
    'wisdom teeth pain',
    'cavity',
    'sensitive teeth',
    'lost filling',
    'broken filling',
  ],
  definition:
    'Pain in or around a tooth or the gums in an adult, with or without swelling of the gum or face, not caused by an injury.',
  background:
    '<p>Toothache is usually caused by tooth decay reaching the nerve, a cracked tooth, a lost filling, gum disease or an erupting wisdom tooth. Brief sharp pain with cold or sweet foods suggests sensitive teeth or early decay; constant throbbing pain, pain that wakes the person, or pain on biting suggests an inflamed or dead nerve or an abscess. A dentist, not an antibiotic, treats the cause.</p>' +
    '<p>A dental abscess can spread into the face and neck. Swelling of the face that is spreading, fever, trouble opening the mouth, swallowing or breathing, or swelling under the tongue or jaw (Ludwig angina) are emergencies. Heart pain can be felt in the jaw or teeth, especially when it comes on with exertion.</p>',
  initialAssessment: `1. LOCATION: Which tooth or area hurts? Upper or lower, one side?
2. PAIN: How bad is the pain? Constant, or only with hot, cold or biting?
3. SWELLING: Any swelling of the gum, face or jaw? Is it spreading?
4. FEVER: Is there a fever?
5. SWALLOWING AND BREATHING: Any trouble opening the mouth, swallowing or breathing?
6. ONSET: When did it start?
7. DENTIST: Does the person have a dentist? When was the last visit?
8. HEART: Does the jaw pain come with exertion, chest pain or shortness of breath?
9. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  references: [
    {
      title:
        'Evidence-based clinical practice guideline on antibiotic use for the urgent management of pulpal- and periapical-related dental pain and intraoral swelling',
      author: 'Lockhart PB, Tampi MP, Abt E, et al.',
      source: 'Journal of the American Dental Association. 2019;150(11):906-921',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'dental-injury', text: 'Pain after an injury to the mouth or teeth.' },
    { protocol: 'sinus-pain', text: 'Pain in several upper teeth with a stuffy nose and facial pressure.' },
    { protocol: 'chest-pain', text: 'Jaw pain with chest pain, or that comes on with exertion.' },
    { protocol: 'sore-throat', text: 'Pain is mainly in the throat.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(),
        {
          text: '<b>Trouble breathing, swallowing or speaking</b>, drooling, or swelling under the tongue or of the neck',
          reason:
            'R/O: Ludwig angina, deep neck space infection with airway threat\nNOTE: Swelling in the mouth or neck that makes it hard to speak is the same airway threat (issue 31: NHS, Toothache, go to A&E).',
        },
        {
          text: 'Jaw or tooth pain <b>with</b> chest pain, shortness of breath or sweating, or that comes on with exertion',
          reason: 'R/O: heart attack (referred pain)',
          smap: 'chest-pain',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Swelling of the face that is <b>spreading</b>, or swelling up to the eye, <b>or</b> cannot open the mouth fully',
          reason: 'R/O: facial cellulitis from a dental abscess, spread to the eye socket or deep spaces',
        },
        {
          text: 'Toothache or a swollen gum or face <b>and</b> a painful eye or sudden problems seeing',
          reason:
            'R/O: spread of a dental infection to the eye socket or the veins behind it (orbital cellulitis, cavernous sinus thrombosis)\nREASON: Issue 31: a dental abscess with a painful eye or sudden sight problems is 999 or A&E (NHS, Dental abscess).',
        },
        {
          text: 'Bleeding from the mouth that will not stop after 10 minutes of firm pressure (biting on folded gauze)',
          reason:
            'R/O: bleeding after a tooth was pulled needing stitches or packing, bleeding disorder\nREASON: Issue 31: heavy bleeding from the mouth that will not stop is A&E (NHS, How to find an NHS dentist in an emergency); the same question as in Dental Injury.',
        },
        {
          text: 'Toothache or facial swelling <b>and</b> fever, and too unwell to do usual activities (lying in bed)',
          reason: 'R/O: spreading odontogenic infection, sepsis',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Swelling of the gum or face (not spreading) with fever 100 °F (37.8 °C) or higher',
          reason:
            'R/O: dental abscess\nREASON: A dental abscess with a fever needs a dentist within hours to drain it, not the emergency department: NHS (dental abscess: an urgent dentist appointment or NHS 111; 999 or A&E only for trouble breathing, a swollen or painful eye or a lot of swelling in the mouth; https://www.callowbrookdentalpractice.co.uk/general-1-1) and NHS (toothache with a high temperature: see a dentist; A&E for swelling around the eye or the neck; https://crayfordtownsurgery.nhs.uk/emergency-dental-treatment). So this is not the skin-infection-with-fever finding (the ED): facial swelling that is spreading or reaches the eye, or a person too unwell for usual activities, is asked above at the ED, as in Tooth and Mouth Injury.\nNOTE: A dentist now; a medical visit if no dentist is available.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Near the painful tooth, with no fever: a swollen, red or tender gum, a pimple-like bump on the gum, pus or a bad taste, or a swollen cheek or jaw (not spreading)',
          reason:
            'R/O: dental abscess\nREASON: Issue 31: a swollen face or jaw, red gums or a bad taste with toothache are signs of an abscess (NHS, Dental abscess and Toothache).\nNOTE: See a dentist today for drainage or treatment.',
          advice: ['toothache-care', 'pain-medicine', 'call-back'],
        },
        {
          text: '<b>Severe</b> toothache (cannot sleep, eat or do usual activities), or constant throbbing pain that keeps the person awake',
          reason:
            'R/O: irreversible pulpitis, abscess\nREASON: Severity is enough on its own, whether or not pain medicine has been taken (issue 31).\nNOTE: See a dentist today.',
          advice: ['toothache-care', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Painful, swollen gum around a wisdom tooth',
          reason: 'R/O: pericoronitis\nNOTE: See a dentist today.',
          advice: ['toothache-care', 'pain-medicine', 'call-back'],
        },
        {
          text: 'A tooth pulled in the past 2 weeks <b>and</b> any of these: bleeding that keeps starting again, pain that is getting worse, or a bad taste with pain (often 2 to 4 days after)',
          reason:
            'R/O: dry socket, bleeding from the socket, infection\nREASON: Issue 31: bleeding or severe pain after a tooth was recently removed is an urgent dental appointment (NHS, How to find an NHS dentist in an emergency). Bleeding that will not stop with pressure is asked above.\nNOTE: See a dentist today.',
          advice: ['toothache-care', 'pain-medicine', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Toothache that is mild to moderate (sleep and usual activities possible) and has lasted <b>2 days or more</b> or needs pain medicine, or a lost or broken filling, crown or denture (not a brief twinge with cold, hot or sweet food)',
          reason:
            'R/O: tooth decay, cracked tooth\nREASON: Issue 31: toothache for 2 days or more, or not going away with painkillers, is a dental visit (NHS, Toothache: non-urgent advice, see a dentist; NHS offers urgent dental treatment within 24 hours or 7 days depending on the symptoms).\nNOTE: See a dentist within 3 days.',
          advice: ['toothache-care', 'pain-medicine', 'call-back'],
        },
        {
          text: 'A lump, swelling or patch inside the mouth that is getting bigger or not going away, painful or not',
          reason:
            'R/O: mouth ulcer that will not heal, oral cancer\nREASON: Issue 31: a swelling, lump or patch inside the mouth that is growing or not going away is a dental appointment (NHS, How to find an NHS dentist in an emergency); a swollen, tender gum near a painful tooth is asked above.\nNOTE: See a dentist or doctor within 3 days.',
          advice: ['call-back'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild, brief twinge of pain with cold, hot or sweet food that goes away within seconds, with no swelling',
          reason: 'REASON: Sensitive teeth or early decay. Home care and a routine dental visit.',
          advice: ['sensitive-teeth', 'toothache-care', 'call-back'],
        },
        {
          text: 'Sore gums that bleed a little with brushing, with no swelling or fever',
          reason: 'REASON: Gingivitis. Home care and a routine dental visit.',
          advice: ['gum-care', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'toothache-care',
          title: 'Toothache Care',
          nuggets: [
            'Rinse the mouth with warm salt water (1/2 teaspoon of salt in a glass of water) several times a day.',
            'Floss gently around the tooth to remove trapped food.',
            'A cold pack on the cheek for 20 minutes may ease pain. Do not put aspirin on the gum; it burns.',
            'Avoid very hot, cold or sweet foods and chew on the other side.',
          ],
        },
        {
          key: 'sensitive-teeth',
          title: 'Sensitive Teeth',
          nuggets: [
            'Use a toothpaste for sensitive teeth twice a day and a soft toothbrush.',
            'See your dentist at your next opportunity to check for decay.',
          ],
        },
        {
          key: 'gum-care',
          title: 'Gum Care',
          nuggets: [
            'Brush twice a day with a soft brush along the gum line and floss once a day; bleeding usually stops within 2 weeks.',
          ],
        },
        {
          key: 'pain-medicine',
          title: 'Pain Medicine',
          nuggets: [
            `Ibuprofen ${IBUPROFEN_DOSE}, works well for tooth pain, ${IBUPROFEN_CAUTIONS}.`,
            `Acetaminophen: ${ACETAMINOPHEN_DOSE}, may be taken instead, or with ibuprofen.`,
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Trouble breathing or swallowing, or swelling under the tongue or of the neck: call 911.',
            'Facial swelling that spreads, or swelling near the eye.',
            'Fever, or you cannot open your mouth fully.',
            'You cannot see a dentist and the pain is not controlled.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
