import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen, painMedicineTopic } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'wound-infection',
  sourceProtocolId: 227,
  audience: 'adult',
  title: 'Wound Infection',
  keywords: [
    'wound infection',
    'infected wound',
    'infected cut',
    'cut is infected',
    'infected scrape',
    'infected stitches',
    'incision infected',
    'surgical wound red',
    'pus',
    'puss',
    'oozing wound',
    'red streak',
    'red line from cut',
    'cellulitis',
    'celulitis',
    'wound red and swollen',
    'wound hot',
    'abscess',
    'boil',
    'infected splinter',
    'wound infecion',
  ],
  definition:
    'Signs of infection in a cut, scrape, puncture, bite or surgical incision in an adult: increasing redness, swelling, warmth, pain, pus, a red streak, or fever, usually 1 to 5 days after the wound.',
  background:
    '<p>A little pinkness (less than 1/2 inch or 12 mm) at the edges of a healing wound, with mild tenderness that gets better each day, is normal healing. An infected wound becomes more painful, red, swollen and warm after the first day or two, and may drain cloudy or yellow pus.</p>' +
    '<p>Spreading redness of the skin around a wound is cellulitis. A red streak running up the arm or leg (lymphangitis) means the infection is spreading and needs antibiotics the same day. Rare but life-threatening infections (necrotizing fasciitis, toxic shock) cause pain much worse than the wound looks, rapidly spreading redness or dusky skin, blisters, fever and feeling very ill, and progress within hours.</p>' +
    '<p>People with diabetes, poor circulation or a weak immune system get wound infections more easily and may have fewer signs; infection of a surgical wound should be reported to the surgeon.</p>',
  initialAssessment: `1. WOUND: What kind of wound is it and where? When did it happen (or when was the surgery)?
2. REDNESS: How far does the redness spread from the wound edge? Is there a red streak?
3. PAIN: How bad is the pain? Is it getting worse? Is it much worse than the wound looks?
4. PUS: Is there pus or drainage? What color and smell?
5. FEVER: Is there a fever? Any chills or feeling very sick?
6. HISTORY: Any diabetes, weak immune system, or poor circulation? Recent surgery?
7. TREATMENT: Is the person already taking an antibiotic for it? For how long?
8. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  references: [
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
    { protocol: 'muscle-spasm-lockjaw', text: 'Jaw stiffness or muscle spasms in the weeks after a wound.' },
    { protocol: 'cuts-lacerations', text: 'A new wound with no signs of infection.' },
    { protocol: 'animal-human-bite', text: 'A new bite wound.' },
    { protocol: 'rash-localized', text: 'A red patch of skin without any wound.' },
    { protocol: 'fever', text: 'Fever without a wound that could be infected.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(),
        {
          text: '<b>Shock suspected</b>: too weak to stand, fainting, cold clammy skin, or new confusion',
          reason: 'R/O: septic shock, toxic shock syndrome',
        },
        {
          text: 'Wound infection <b>and</b> difficulty breathing, or a widespread red sunburn-like rash',
          reason: 'R/O: sepsis, toxic shock syndrome',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Pain <b>much worse than the wound looks</b>, or redness spreading so fast it grows past a pen mark within 2 hours, or skin turning purple, grey or black, or blisters',
          reason: 'R/O: necrotizing soft tissue infection\nNOTE: Needs emergency surgery; do not wait for fever.',
        },
        {
          text: 'Wound infection <b>and</b> fever with shaking chills, or looks or acts very sick (lying around, not interested in anything, even when the fever is down)',
          reason: 'R/O: sepsis, bacteremia',
        },
        {
          text: 'Wound infection <b>and</b> cannot move a finger, a toe or a joint near the wound normally, or numbness beyond the wound',
          reason:
            'R/O: infection of a tendon sheath or joint, nerve or tendon injury from the wound\nNOTE: The level Cuts and Lacerations gives numbness or trouble moving beyond a deep cut.',
        },
        {
          text: 'Wound on the <b>palm of the hand</b> that looks infected (spreading redness, swelling, pus or increasing pain)',
          reason:
            'R/O: deep hand infection (tendon sheath, deep palmar space)\nREASON: NHS (Lacerations, when to go to A&E) sends a cut on the palm that looks infected to A&E: an infection in the palm can spread along the tendon sheaths and into the deep spaces of the hand. Cuts and Lacerations and Animal or Human Bite ask it at the same level (issue 31: it was a visit today here).',
        },
        {
          text: 'Wound infection <b>and</b> a fever of 100 °F (37.8 °C) or higher, or feeling hot and shivery',
          reason:
            'R/O: cellulitis spreading to the blood (sepsis)\nREASON: An infected wound with a fever is a skin infection that may have begun to spread into the blood. NHS (cellulitis: signs the infection has spread, go to A&E) and eMedicineHealth (cellulitis: high fevers or chills, go to the emergency department) give the ED; Rash (Localized), Leg Swelling and Pain, Animal or Human Bite and Fever ask it at the same level (issue 31: it was a visit now here).\nNOTE: The NHS lacerations page gives NHS 111 or a GP for a wound with a high temperature; the safer level of the cellulitis pages is kept in every protocol.',
        },
        {
          text: 'Red, swollen, painful skin on the face around the eye or nose, with fever',
          reason: 'R/O: periorbital or facial cellulitis',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Red streak</b> spreading from the wound, redness spreading out from the wound (growing past a pen mark drawn around its edge), or new swollen, tender glands in the armpit, groin or neck',
          reason: 'R/O: lymphangitis, cellulitis, lymphadenitis',
        },
        {
          text: 'Wound infection <b>and</b> feeling generally unwell (aching all over, off food), with no fever',
          reason:
            'R/O: spreading infection\nNOTE: With a fever of 100 °F (37.8 °C) or higher, or feeling hot and shivery, it is asked above at the ED; looks or acts very sick, or shaking chills, too.',
        },
        {
          text: 'Painful red lump full of pus (boil or abscess) larger than 1 inch (2.5 cm) or very painful',
          reason: 'R/O: abscess needing drainage',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Wound is draining pus, or is getting <b>more painful, red or swollen</b> after the first 2 days',
          reason: 'R/O: wound infection\nNOTE: On the palm of the hand it is asked above (ED).',
          advice: ['wound-care', 'warm-soaks', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Surgical incision that is red, draining, or opening up',
          reason: "R/O: surgical site infection, wound dehiscence\nNOTE: Tell the surgeon's office.",
          advice: ['wound-care', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Diabetes, poor circulation or a weak immune system <b>and</b> any sign of wound infection',
          reason: 'R/O: infection in a high-risk person',
          advice: ['wound-care', 'call-back'],
        },
        {
          text: 'Taking an antibiotic for the infection for <b>2 days or more</b> and the redness is still spreading',
          reason: 'R/O: antibiotic failure (e.g., MRSA), abscess needing drainage',
          advice: ['wound-care', 'warm-soaks', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Small pimple-like bump or boil smaller than 1 inch (2.5 cm), with no fever, not better after 3 days of warm soaks',
          reason: 'R/O: small abscess, folliculitis',
          advice: ['warm-soaks', 'wound-care', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild pinkness (less than 1/2 inch or 12 mm) at the edges of a healing wound, with pain that is getting better each day and no pus or fever',
          reason: 'REASON: Normal healing. Home care and call back if signs of infection appear.',
          advice: ['normal-healing', 'wound-care', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'normal-healing',
          title: 'Normal Healing',
          nuggets: [
            'A thin pink rim around a healing wound and mild soreness are part of normal healing.',
            'Healing wounds often itch. Do not scratch or pick at scabs.',
          ],
        },
        {
          key: 'wound-care',
          title: 'Wound Care',
          nuggets: [
            'Wash the wound gently with soap and water twice a day and cover it with a clean bandage.',
            'Draw a line with a pen around the edge of any redness so you can see whether it spreads.',
            'Keep the area raised when you can.',
          ],
        },
        {
          key: 'warm-soaks',
          title: 'Warm Soaks',
          nuggets: [
            'Soak the area in warm water, or apply a warm wet cloth, for 20 minutes 3 times a day.',
            'Do not squeeze or cut open a boil yourself.',
          ],
        },
        painMedicineTopic(),
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Pain much worse than the wound looks, skin turning dark, or you feel very sick: go to the emergency department now.',
            'A red streak appears, or the redness spreads past your pen line.',
            'You develop a fever or chills.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
