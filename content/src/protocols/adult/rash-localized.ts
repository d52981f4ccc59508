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
          text: 'Rash <b>and</b> trouble breathing, or swelling of the lips, tongue or throat',
          reason: 'R/O: anaphylaxis',
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
          text: 'Red, painful area spreading quickly (within hours), pain much worse than the skin looks, or skin turning purple or black',
          reason: 'R/O: necrotizing soft tissue infection',
        },
        {
          text: 'Red, warm skin <b>and</b> fever with shaking chills, or looks or acts very sick (lying around, not interested in anything, even when the fever is down)',
          reason: 'R/O: cellulitis with sepsis',
        },
        {
          text: 'Eczema that suddenly becomes very painful, with clusters of small punched-out blisters or sores, and fever or feeling unwell',
          reason: 'R/O: eczema herpeticum',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Red, warm, tender, swollen area of skin that is <b>spreading</b>, or with fever 100 °F (37.8 °C) or higher',
          reason: 'R/O: cellulitis',
        },
        {
          text: 'Painful blisters on the forehead, scalp, around the eye or on the tip of the nose (one side)',
          reason: 'R/O: shingles of the eye (herpes zoster ophthalmicus)',
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
          text: 'Painful band or patch of blisters on one side of the body (possible shingles)',
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
          text: 'Itching is so bad that it keeps the person from sleeping despite home care',
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
            'The rash is not better after 1 week of home care.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
