import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  LIFE_THREATENING_SCREEN,
  PAIN_MEDICINE_NUGGET,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'animal-human-bite',
  sourceProtocolId: 327,
  audience: 'peds',
  title: 'Animal or Human Bite',
  keywords: [
    'animal bite',
    'dog bite',
    'dog bit',
    'dog bit face',
    'dog bit head',
    'bitten on face',
    'bit by dog',
    'cat bite',
    'cat scratch',
    'bitten',
    'bit',
    'bite',
    'human bite',
    'kid bit him',
    'bit at daycare',
    'sibling bit',
    'bat',
    'bat in room',
    'bat in bedroom',
    'raccoon',
    'skunk',
    'fox',
    'squirrel bite',
    'hamster bite',
    'rabies',
    'rabbies',
    'rabis',
    'snake bite',
    'snakebite',
    'monkey bite',
  ],
  definition:
    '<p>A bite or scratch from an animal (pet or wild) or a bite from a person, including possible contact with a bat.</p>',
  background:
    '<p>Dog bites are the commonest; in young children they often involve the face, head and neck. Cat bites are small but deep and become infected often, especially on the hand. Human bites, including the knuckle cut from a punch to the mouth, also get infected often. Bites that break the skin of the hand, face or genitals, deep punctures and cat bites usually need an examination and often a preventive antibiotic.</p>' +
    '<p>Rabies is carried mostly by wild animals in the US: bats, raccoons, skunks and foxes. Bat bites can be too small to see, so contact with a bat, or a bat found in the room of a sleeping child or a child who cannot tell what happened, needs rabies prevention to be considered. Bites from healthy, vaccinated pets are a low rabies risk; small rodents (mice, hamsters, squirrels) and rabbits almost never carry rabies. Rabies prevention (vaccine and immune globulin) is usually given in an emergency department and should start as soon as possible; local public health can advise on the risk.</p>' +
    '<p>A snake bite from a possibly venomous snake is an emergency.</p>',
  initialAssessment: [
    '1. ANIMAL: What kind of animal (or person)? Pet or wild? Is the pet vaccinated? Can it be watched?',
    '2. LOCATION: Where is the bite? Hand, face, near a joint?',
    '3. SKIN: Did the bite break the skin? Is it a scratch, a puncture, or a tear? How deep?',
    '4. BLEEDING: Is it still bleeding after 10 minutes of pressure?',
    '5. TIME: When did it happen?',
    '6. INFECTION: For older bites: is there redness, swelling, pus or fever?',
    '7. TETANUS: When was the last tetanus shot?',
    '8. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>Bleeding:</b> press on the bite with a clean cloth for 10 minutes.</p>' +
    '<p><b>All bites that break the skin:</b> wash at once with soap and plenty of running water for 5 minutes; this lowers the risk of infection and rabies.</p>' +
    '<p><b>Snake bite:</b> keep the child calm and still, with the bitten limb at the level of the heart. Remove rings and tight clothing. Do not cut, suck, ice or put a tight band on the bite.</p>',
  references: [
    SCHMITT_PROTOCOLS,
    {
      title:
        'Practice guidelines for the diagnosis and management of skin and soft tissue infections: 2014 update by the Infectious Diseases Society of America',
      author: 'Stevens DL, Bisno AL, Chambers HF, et al.',
      source: 'Clinical Infectious Diseases. 2014;59(2):e10-e52',
    },
    {
      title: 'Rabies: information for health care providers (exposure assessment and postexposure prophylaxis)',
      author: 'Centers for Disease Control and Prevention',
      source: 'Centers for Disease Control and Prevention',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'insect-bite-sting', text: 'A bite or sting from an insect, spider or tick' },
    { protocol: 'wound-infection', text: 'A bite from 2 days ago or longer that now looks infected' },
    { protocol: 'laceration', text: 'A cut that is not from a bite' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Severe bleeding that <b>will not stop</b> after 10 minutes of firm pressure, or a major attack with many or deep bites',
          reason:
            'R/O: Major hemorrhage, severe dog attack\nREASON: Severe bites can cause major blood loss and injury to deep structures.\nFIRST AID: Keep pressing on the wound.',
        },
        {
          text: 'Bitten by a <b>snake</b> that could be venomous, with swelling, pain, weakness, trouble breathing or any other symptom',
          reason:
            'R/O: Envenomation\nREASON: Venomous snake bites need antivenom in hospital.\nFIRST AID: Keep the child still, the limb at heart level; no ice, cutting, sucking or tight bands.',
        },
        {
          text: '<b>Not moving</b> or too weak to stand after a bite',
          reason:
            'R/O: Shock from blood loss, envenomation, severe infection\nREASON: A child who cannot stand or move after a bite may be in shock and needs an ambulance.',
        },
        {
          text: 'Deep bite of the <b>neck</b>, or trouble breathing after a bite',
          reason:
            'R/O: Airway or major vessel injury\nREASON: Neck wounds can injure the airway and large blood vessels.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Bite on the <b>face, head or neck</b> that broke the skin, a large, gaping or torn bite wound, or <b>part of a finger or ear bitten off</b>',
          reason:
            'R/O: Complex laceration, penetrating skull or neck injury, partial amputation\nREASON: Facial and large bites need cleaning and closure, and face bites carry cosmetic and infection risk. In babies and young children a dog’s teeth can go through the thin skull or into the neck with only small punctures showing. A bitten-off part may be reattached.\nFIRST AID: Wrap a bitten-off part in a damp cloth in a plastic bag, placed on ice, and bring it along.',
        },
        {
          text: 'Bitten by any <b>snake</b>, even if there are no symptoms yet',
          reason: 'R/O: Envenomation\nREASON: Symptoms of envenomation can be delayed; the child needs observation.',
        },
        {
          text: 'Cannot move or feel a finger normally after a bite, or a bite into a joint',
          reason:
            'R/O: Tendon or nerve injury, septic arthritis\nREASON: Deep hand and joint injuries need surgical assessment.',
        },
        {
          text: 'Bite or scratch from a <b>bat, raccoon, skunk, fox</b> or other wild animal (or its saliva in a cut, the eyes or the mouth), a bite or scratch from any animal in a <b>country where rabies is common</b>, any direct contact with a bat, or a <b>bat found in the room</b> of a sleeping child or a child too young to tell',
          reason:
            'R/O: Rabies exposure\nREASON: Rabies is fatal once symptoms appear; prevention (vaccine and immune globulin) must start promptly.\nNOTE: Practice policy or local public health may direct the family to a different site. If the bat can be safely captured, keep it for testing.',
        },
        {
          text: 'Bite with spreading redness, red streaks or pus, <b>and a fever</b>, and your child <b>looks or acts sick</b> (not interested in playing, not drinking, or unusually sleepy)',
          reason:
            'R/O: Cellulitis, bacteremia\nREASON: Bite infections can spread fast and may need antibiotics by vein; a child who looks or acts sick with them goes to the ED, as in Wound Infection.\nNOTE: A fever after a bite in a child who does not look or act sick, the bite infected-looking or not, is asked below (see now; issue 31: an infected bite with a fever was the ED here and a visit now in Wound Infection and Insect Bite).',
          smap: 'wound-infection',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Cat bite</b> that broke the skin or a cat scratch that punctured it, any bite that broke the skin of the <b>hand</b>, foot or genitals, or a finger or hand that swells after a bite',
          reason:
            'R/O: Wound infection (Pasteurella, staph, strep)\nREASON: These bites have a high infection rate and usually need a preventive antibiotic within 12 hours.',
          advice: ['wash', 'callback'],
        },
        {
          text: '<b>Human bite</b> that broke the skin, or a cut on the knuckles from hitting teeth',
          reason: 'R/O: Human bite infection\nREASON: Human bites that break the skin become infected often.',
          advice: ['wash', 'callback'],
        },
        {
          text: '<b>Puncture</b> wound or a cut that may need stitches, from a dog or other pet',
          reason:
            'R/O: Deep wound, laceration needing closure\nREASON: Deep or gaping bites need cleaning and often antibiotics.',
          advice: ['wash', 'callback'],
        },
        {
          text: 'Something may still be <b>in the bite wound</b> (a piece of tooth, hair or dirt that does not rinse out)',
          reason:
            'R/O: Retained foreign body\nREASON: Anything left in a bite wound makes infection very likely and must be removed by a clinician.',
          advice: ['wash', 'callback'],
        },
        {
          text: 'A <b>fever</b> after a bite (with or without redness, streaks or pus at the bite), and your child does not look or act sick',
          reason:
            'R/O: Bite wound infection, bacteremia\nREASON: A fever after a bite can be the first sign of a spreading infection, even before the wound looks bad. Children’s pages give a visit now for a bite that looks infected or a fever: OHSU Doernbecher (Schmitt-Thompson), Animal Bite (bite looks infected or child has a fever: call the doctor or seek care now; https://apps.ohsu.edu/health/md-4kids/new/topic-8.html); a child who looks or acts sick is asked above (the ED).',
          advice: ['wash', 'callback'],
          smap: 'wound-infection',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Bite from a <b>pet that is not vaccinated</b>, or a stray, or an animal that was acting strangely, and the animal cannot be watched',
          reason:
            'R/O: Rabies exposure\nREASON: A provider or public health must decide about rabies prevention.\nNOTE: A healthy dog, cat or ferret that can be watched for 10 days does not need rabies treatment unless it becomes ill.',
          advice: ['wash', 'rabies', 'callback'],
        },
        {
          text: 'Bite broke the skin and <b>no tetanus shot in the past 5 years</b> (or not sure when the last one was)',
          reason:
            'R/O: Tetanus risk\nREASON: Bites are dirty wounds; a tetanus booster is advised if the last dose was 5 years ago or longer.',
          advice: ['wash', 'callback'],
        },
        {
          text: 'Bite looks <b>infected</b> (hot or swollen, spreading redness, red streaks or skin darker than around it, pus or fluid leaking, or a bad smell) without a fever',
          reason: 'R/O: Bite wound infection\nREASON: Infected bites need antibiotics.',
          advice: ['wash', 'callback'],
          smap: 'wound-infection',
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Minor bite or scratch from a <b>healthy, vaccinated pet</b> or a <b>small rodent</b> (hamster, gerbil, mouse), a bruise, or a small scratch or scrape of the skin',
          reason:
            'R/O: Minor bite\nREASON: Minor bites and scratches from low-risk animals can be cleaned and watched at home.',
          advice: ['wash', 'rabies', 'callback'],
        },
        {
          text: 'Bite by another child that did <b>not break the skin</b> (bruise or teeth marks only)',
          reason: 'REASON: A human bite that does not break the skin carries no infection risk.',
          advice: ['wash', 'biting', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Care of a Bite',
      topics: [
        {
          key: 'wash',
          title: 'Wash the Bite',
          nuggets: [
            'Wash the bite with soap and plenty of running water for 5 minutes, even if it looks small.',
            'Put on an antibiotic ointment and a bandage; change it daily.',
            PAIN_MEDICINE_NUGGET,
            'Watch for signs of infection over the next 3 days: spreading redness, swelling, pus, red streaks or fever.',
          ],
        },
        {
          key: 'rabies',
          title: 'Rabies Safety',
          nuggets: [
            'A pet dog, cat or ferret that bit your child should be watched for 10 days. If it stays healthy, there is no rabies risk from the bite.',
            'Report bites from stray or wild animals to your local animal control or public health office.',
            'Teach children never to touch bats or wild animals, even if they seem tame or hurt.',
          ],
        },
        {
          key: 'biting',
          title: 'Toddler Biting',
          nuggets: [
            'Biting is common in toddlers. Say a firm “No biting” and move the child away.',
            'Praise gentle play, and tell the child care staff so they can watch for it.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'The bite looks infected: spreading redness, red streaks, swelling, pus or fever',
            'The pet becomes ill or acts strangely in the next 10 days',
            'Pain is getting worse',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
