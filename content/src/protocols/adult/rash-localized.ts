import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen, painMedicineTopic } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'rash-localized',
  sourceProtocolId: 233,
  audience: 'adult',
  title: 'Rash or Redness - Localized (Including Eczema)',
  keywords: [
    'mastitis',
    'red breast',
    'breast redness',
    'rash',
    'localized rash',
    'rash on arm',
    'rash on leg',
    'rash on hand',
    'red patch',
    'red spot on skin',
    'itchy rash',
    'itchy skin',
    'eczema',
    'ezcema',
    'exzema',
    'eczema flare',
    'atopic dermatitis',
    'dermatitis',
    'contact dermatitis',
    'poison ivy',
    'poison oak',
    'dry skin',
    'dry cracked skin',
    'shingles',
    'shingels',
    'ringworm',
    'athletes foot',
    'fungal rash',
    'skin infection',
    'red hot skin',
  ],
  definition:
    'A rash, red area or skin irritation on one part of the body in an adult, including eczema (atopic dermatitis), contact rashes such as poison ivy, fungal rashes, shingles and red, warm skin (cellulitis).',
  background:
    "<p>Most localized rashes are harmless and itchy: eczema (dry, itchy, red patches, often in skin folds and on the hands, with flares), contact dermatitis (a rash where the skin touched an irritant or allergen such as poison ivy, nickel, a new soap or cosmetic), fungal infections (ring-shaped scaly patches, athlete's foot, groin rashes) and insect bites.</p>" +
    '<p>Rashes that need a visit: <b>cellulitis</b> (a spreading red, warm, tender area, often on the lower leg, sometimes with fever), <b>shingles</b> (a painful band of blisters on one side of the body; antiviral medicine works best within 72 hours, and shingles near the eye can damage sight), and eczema that is infected (yellow crusts, weeping, pus) or suddenly painful with punched-out blisters (eczema herpeticum, an emergency).</p>' +
    '<p>Purple or blood-colored spots that do not fade when pressed, or a rash with fever in a person who looks very sick, may be sepsis or meningococcal infection; the Rash (Widespread) protocol covers rashes over much of the body.</p>',
  initialAssessment: `1. LOCATION: Where is the rash? How big is the area?
2. APPEARANCE: What does it look like? (e.g., red, dry and scaly, blisters, bumps, ring-shaped, purple spots) Does it fade when pressed?
3. SYMPTOMS: Is it itchy or painful? Is the skin warm or tender?
4. SPREAD: Is it spreading? How fast?
5. ONSET: When did it start?
6. FEVER: Is there a fever? Does the person feel unwell?
7. CAUSE: Any new soap, lotion, jewelry, plant contact, medicine, or insect bite?
8. HISTORY: Any eczema, diabetes, or weak immune system?
9. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  references: [
    {
      title:
        'Guidelines of care for the management of atopic dermatitis: section 2. Management and treatment of atopic dermatitis with topical therapies',
      author: 'Eichenfield LF, Tom WL, Berger TG, et al.',
      source: 'Journal of the American Academy of Dermatology. 2014;71(1):116-132',
    },
    {
      title:
        'Practice Guidelines for the Diagnosis and Management of Skin and Soft Tissue Infections: 2014 Update by the Infectious Diseases Society of America',
      author: 'Stevens DL, Bisno AL, Chambers HF, et al.',
      source: 'Clinical Infectious Diseases. 2014;59(2):e10-e52',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'rash-widespread', text: 'The rash covers much of the body.' },
    { protocol: 'hives-allergic-reaction', text: 'Raised, itchy welts (hives) or an allergic reaction.' },
    { protocol: 'insect-bite-sting', text: 'A red bump from an insect bite or sting.' },
    { protocol: 'wound-infection', text: 'Redness around a cut, scrape or surgical wound.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(),
        {
          text: 'Rash <b>and</b> trouble breathing, swelling of the tongue or throat, or fainting, collapse or too dizzy to stand',
          reason:
            'R/O: anaphylaxis\nREASON: eMedicineHealth (poison ivy, oak and sumac) sends swelling of the face or throat, difficulty breathing, dizziness, fainting or collapse after contact with the plant to the emergency department or 911.',
          smap: 'hives-allergic-reaction',
        },
        {
          text: 'Fever with <b>purple or blood-colored spots</b> or bruises on the skin',
          reason: 'R/O: meningococcemia, sepsis',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Rash <b>and</b> swelling of the <b>lips or face</b> that came on suddenly, with normal breathing and swallowing',
          reason:
            'R/O: angioedema, early anaphylaxis\nREASON: Swelling of the lips can spread to the tongue and throat within minutes; the shared finding (lip swelling after a food, medicine or sting) is the ED in every protocol, as in Hives (eMedicineHealth, poison ivy: swelling of the face, emergency department), and with trouble breathing or a swollen tongue or throat it is asked above (911) (issue 31: lip swelling alone was 911 here, joined by ‘or’ to the airway signs).\nFIRST AID: If there is an epinephrine auto-injector and any breathing, throat, dizziness or vomiting symptoms appear, use it and call 911.',
          smap: 'hives-allergic-reaction',
        },
        {
          text: 'Red, painful area spreading quickly (within hours), pain much worse than the skin looks, or skin turning purple or black',
          reason: 'R/O: necrotizing soft tissue infection',
        },
        {
          text: 'Red, hot and painful skin (possible skin infection) <b>and</b> any of these:<ul><li>fever of 100 °F (37.8 °C) or higher, or feeling hot and shivery (a red breast while breastfeeding with fever alone is asked below)</li><li>new confusion</li><li>a fast heartbeat or fast breathing</li><li>vomiting</li><li>dizzy or faint, especially on standing up</li><li>looks or acts very sick (lying around, not interested in anything, even when the fever is down)</li></ul>',
          reason:
            'R/O: cellulitis spreading to the blood (sepsis)\nREASON: NHS (cellulitis: signs the infection has spread) and Mayo Clinic send a red, painful, hot skin infection with a fever, a fast heartbeat or breathing, vomiting, confusion or dizziness on standing to A&E; Leg Swelling and Pain asks a red, hot, swollen leg with fever at the same level.',
        },
        {
          text: 'Eczema that suddenly becomes very painful, with clusters of small punched-out blisters or sores, and fever or feeling unwell',
          reason: 'R/O: eczema herpeticum',
        },
        {
          text: 'After breathing in smoke from burning poison ivy, oak or sumac (or another substance that causes the rash), or getting it in the mouth: painful, swollen eyes, nose, mouth or throat, pain on swallowing, or a cough or wheeze',
          reason:
            'R/O: allergic or irritant injury of the eyes, airways, mouth or gullet\nREASON: Mayo Clinic (contact dermatitis) asks for immediate care when the eyes, nose or lungs are painful and inflamed from breathing in an allergen, or the rash may have damaged the lining of the mouth and gut. Trouble breathing is asked above (911).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Red, hot and painful</b> area of skin, often swollen (possible skin infection; not the breast while breastfeeding, asked below), with no fever; on the face or around an eye too',
          reason:
            'R/O: cellulitis\nREASON: NHS (cellulitis) asks for a GP the same day for skin that suddenly turns red, painful and hot, and for NHS 111 now for cellulitis of the face or around the eye, rapidly getting worse, in a weak immune system or diabetes, or in an older person. With fever or feeling unwell it is asked above (emergency department).',
        },
        {
          text: 'Painful blisters on one side of the forehead, scalp, around the eye, on the tip of the nose, or in or around the ear, or a shingles rash with a change in sight or hearing or a droop of one side of the face',
          reason:
            'R/O: shingles of the eye (herpes zoster ophthalmicus), shingles of the ear and face nerve (Ramsay Hunt syndrome)\nREASON: NHS (shingles) asks for an urgent GP appointment for shingles in or around the eye or affecting sight, hearing or the movement of one side of the face.\nNOTE: A sudden droop of the face without a rash near the ear: the Weakness or Numbness protocol.',
        },
        {
          text: 'Clusters of small, painful blisters or punched-out sores in areas of eczema, without fever',
          reason:
            'R/O: eczema herpeticum\nREASON: Tottori Allergy and Asthma (when to call about eczema) asks for a doctor for many small, painful, fluid-filled blisters in eczema; antiviral treatment is started the same day. With fever or feeling unwell it is asked above (emergency department).',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Breastfeeding, with a <b>red, painful, hard area of the breast</b>, with or without a fever',
          reason:
            'R/O: mastitis, breast abscess\nREASON: Needs an examination today and often an antibiotic; keep breastfeeding or pumping from that side.',
          advice: ['call-back'],
        },
        {
          text: 'Painful band or patch of blisters on one side of the body (possible shingles), not yet checked by a clinician',
          reason: 'R/O: shingles\nNOTE: Antiviral medicine works best if started within 72 hours of the rash.',
          advice: ['shingles', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Rash with yellow crusts, weeping, pus or increasing pain (looks infected)',
          reason: 'R/O: impetigo, infected eczema',
          advice: ['eczema-care', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Poison ivy or contact rash on the face or genitals, or with swelling that closes an eye',
          reason: 'R/O: severe contact dermatitis (may need oral steroids)',
          advice: ['contact-rash', 'itch', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: '<b>Severe</b> poison ivy or contact rash: blisters or swelling over a large area (such as most of an arm or leg), or spreading to much of the body',
          reason:
            'R/O: severe contact dermatitis (may need oral steroids)\nREASON: NHS (contact dermatitis) asks for immediate medical advice (NHS 111) for a severe reaction; eMedicineHealth (poison ivy) and Mayo Clinic ask for a doctor for a large, swollen or widespread rash.',
          advice: ['contact-rash', 'itch', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Taking an antibiotic for a skin infection for 2 days or more and it is not starting to get better',
          reason:
            'R/O: cellulitis not responding to the antibiotic, abscess\nREASON: NHS (cellulitis) says to go back to the GP if it does not start to get better 2 to 3 days after starting antibiotics; it may look a little worse in the first 48 hours.',
          advice: ['pain-medicine', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Rash not better after <b>1 week or more</b> of home care, or keeps coming back',
          reason: 'R/O: eczema needing prescription treatment, fungal infection, psoriasis',
          advice: ['eczema-care', 'itch', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Itch or discomfort so bad that it keeps the person from sleeping or from usual activities',
          reason: 'R/O: eczema or dermatitis needing prescription treatment, scabies',
          advice: ['itch', 'eczema-care', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Growing ring-shaped scaly patch, or itchy scaly rash between the toes or in the groin not better after 2 weeks of antifungal cream',
          reason: 'R/O: tinea not responding to treatment',
          advice: ['fungal', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Ring-shaped scaly patch (possible ringworm) on the scalp, or in a person with diabetes or a weak immune system (e.g., chemotherapy, steroid pills)',
          reason:
            'R/O: scalp ringworm (needs tablets and a prescription shampoo), tinea in a person at risk of a spreading or bacterial infection\nREASON: NHS 111 Wales (ringworm) asks for a GP for ringworm on the scalp or in a weakened immune system.',
          advice: ['fungal', 'call-back'],
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
          text: 'Mild itchy, dry or red rash on one part of the body (e.g., eczema flare, contact rash, poison ivy) with no fever and no signs of infection',
          reason: 'REASON: Eczema or contact dermatitis. Home care.',
          advice: ['eczema-care', 'contact-rash', 'itch', 'call-back'],
        },
        {
          text: 'Ring-shaped scaly patch, or itchy scaly rash between the toes or in the groin (fungal rash)',
          reason: 'REASON: Probable tinea. Home care with an antifungal cream.',
          advice: ['fungal', 'call-back'],
        },
        {
          text: 'Shingles already checked by a clinician, with the blisters drying or healing and the pain bearable with pain medicine',
          reason:
            'REASON: NHS (shingles) gives self-care for a shingles rash already assessed: it can take up to 4 weeks to heal. Blisters near the eye, a change in sight or hearing, or signs of infection are asked above.',
          advice: ['shingles', 'pain-medicine', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'eczema-care',
          title: 'Eczema and Dry Skin',
          nuggets: [
            'Apply a thick fragrance-free moisturizing cream or ointment 2 to 3 times a day, including within 3 minutes after bathing.',
            'Take short lukewarm baths or showers and use a mild, fragrance-free soap only where needed.',
            'Wear soft cotton clothing and avoid wool and known triggers.',
            'Hydrocortisone 1% cream twice a day for up to 7 days can calm an itchy flare (not on the face for more than a few days).',
          ],
        },
        {
          key: 'contact-rash',
          title: 'Contact Rash and Poison Ivy',
          nuggets: [
            'Wash the skin with soap and water as soon as possible after contact with poison ivy; wash clothes and pet fur too.',
            'Avoid whatever touched the skin (new soap, lotion, jewelry).',
            'The rash of poison ivy may last 2 to 3 weeks; blister fluid does not spread it.',
          ],
        },
        {
          key: 'itch',
          title: 'Itching',
          nuggets: [
            'Apply cool compresses or take a cool bath with oatmeal for 15 minutes.',
            'An antihistamine may help at night: cetirizine 10 mg once a day or loratadine 10 mg once a day. Diphenhydramine causes drowsiness; do not drive after taking it.',
            'Keep nails short and try not to scratch.',
          ],
        },
        {
          key: 'fungal',
          title: 'Fungal Rash',
          nuggets: [
            'Apply an antifungal cream (clotrimazole, miconazole or terbinafine) twice a day, continuing for 1 to 2 weeks after the rash clears.',
            'Keep the area clean and dry; change socks daily.',
          ],
        },
        {
          key: 'shingles',
          title: 'Shingles',
          nuggets: [
            'Keep the blisters clean and covered. Shingles can spread chickenpox to people who have never had it or the vaccine, including pregnant women and newborns.',
            'Cool compresses can ease the pain.',
          ],
        },
        painMedicineTopic(),
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Trouble breathing or swelling of the lips or tongue: call 911.',
            'The rash becomes red, warm, tender and spreads, or you develop a fever.',
            'The rash looks infected (yellow crusts, pus), or blisters appear near the eye.',
            'A skin infection is not starting to get better 2 days after starting an antibiotic.',
            'The rash is not better after 1 week of home care.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
