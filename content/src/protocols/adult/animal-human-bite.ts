import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'animal-human-bite',
  sourceProtocolId: 229,
  audience: 'adult',
  title: 'Animal or Human Bite',
  keywords: [
    'animal bite',
    'dog bite',
    'bitten by dog',
    'dog bit me',
    'cat bite',
    'cat scratch',
    'cat bit me',
    'human bite',
    'bitten',
    'bite wound',
    'bat',
    'bat bite',
    'bat in the house',
    'raccoon bite',
    'squirrel bite',
    'rabbit bite',
    'hamster bite',
    'monkey bite',
    'snake bite',
    'rabies',
    'rabis',
    'bitten abroad',
    'dog bite on holiday',
    'fight bite',
    'punched teeth',
    'animal scratch',
  ],
  definition:
    'A bite or scratch from a pet, a wild animal or another person that breaks or bruises the skin in an adult, and contact with a bat. Includes a cut on the knuckles from punching someone in the mouth ("fight bite").',
  background:
    "<p>Dog bites are the most common; they cause crushing and tearing injuries. Cat bites are small, deep punctures that become infected in up to half of cases, especially on the hand. Human bites, including a knuckle cut on someone's teeth, often cause serious hand infections that can reach the joint or tendon within a day. Preventive antibiotics are usually advised for cat bites, human bites, deep punctures and bites of the hand, face or genitals.</p>" +
    '<p>Rabies is almost always fatal once symptoms begin but is prevented by vaccine and immune globulin given soon after exposure. In the US the main sources are bats, raccoons, skunks and foxes. Bat bites may not be noticed, so finding a bat in the room of a sleeping person counts as an exposure. Bites from healthy pet dogs, cats and ferrets that can be watched for 10 days, and from small rodents and rabbits, almost never need rabies treatment; the local health department advises.</p>' +
    '<p>Venomous snake bites in North America are emergencies: call 911, keep the person still and the bitten limb at heart level, and do not cut, suck, ice or put a tight band on the bite.</p>',
  initialAssessment: `1. ANIMAL: What animal (or person) bit? Is it a pet, a stray or a wild animal? Is the animal's rabies vaccination up to date? Can it be watched?
2. LOCATION: Where is the bite? Hand, face, genitals, over a joint?
3. WOUND: Did it break the skin? How deep, how long? Is it bleeding?
4. WHEN: When did it happen?
5. INFECTION: Any redness, swelling, pus or fever (if the bite is 1 day or more old)?
6. TETANUS: When was the last tetanus shot?
7. HISTORY: Any diabetes, weak immune system, liver disease or spleen removed?
8. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  firstAid:
    '<p><b>Bleeding:</b> Press firmly with a clean cloth for 10 minutes.</p>' +
    '<p><b>All bites that break the skin:</b> Wash the wound well with soap and running water for 5 to 15 minutes as soon as possible; this lowers the risk of infection and rabies.</p>' +
    '<p><b>Snake bite:</b> Call 911. Keep the person still and calm, keep the bitten limb still and at heart level, remove rings and tight items. Do not cut, suck, ice or apply a tourniquet.</p>',
  references: [
    {
      title:
        'Practice Guidelines for the Diagnosis and Management of Skin and Soft Tissue Infections: 2014 Update by the Infectious Diseases Society of America',
      author: 'Stevens DL, Bisno AL, Chambers HF, et al.',
      source: 'Clinical Infectious Diseases. 2014;59(2):e10-e52',
    },
    {
      title: 'Rabies: information for health care providers on post-exposure prophylaxis',
      author: 'Centers for Disease Control and Prevention',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'insect-bite-sting', text: 'Bite or sting from an insect, spider or tick.' },
    { protocol: 'wound-infection', text: 'A bite from days ago that now looks infected.' },
    { protocol: 'cuts-lacerations', text: 'A cut that is not from a bite.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['waiting-for-ems']),
        {
          text: 'Bleeding that will not stop after 10 minutes of firm pressure, or a severe mauling',
          reason: 'R/O: major hemorrhage, major tissue injury',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Part of a finger, toe, ear, nose or other body part <b>bitten off</b>',
          reason:
            'R/O: amputation\nNOTE: The level Cuts and Lacerations gives a part cut off.\nFIRST AID: Press on the bleeding. Wrap the part in a damp clean cloth, put it in a sealed plastic bag and keep the bag cold on ice (the part not touching the ice).',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Bitten by a <b>venomous or possibly venomous snake</b> (e.g., rattlesnake, copperhead, cottonmouth, coral snake) or an unknown snake',
          reason:
            'R/O: envenomation\nFIRST AID: Keep still, limb at heart level; no cutting, sucking, ice or tourniquet.',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Trouble breathing, swelling of the face or throat, or fainting after a bite',
          reason: 'R/O: anaphylaxis, envenomation, shock',
          advice: ['waiting-for-ems'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Bite wound that is <b>large or deep</b> (gaping, torn, or fat or muscle showing), or a bite that may have reached a bone, joint or tendon (e.g., cannot move a finger normally)',
          reason: 'R/O: complex wound needing repair, tendon or joint injury',
        },
        {
          text: 'Bite on the <b>face or head</b> that broke the skin',
          reason:
            'R/O: wound needing specialist repair, infection near the eye or brain\nREASON: Bites of the face or head need cleaning, often closing, and preventive antibiotics (NHS, animal and human bites: go to A&E).',
        },
        {
          text: 'Bite that is red, swollen and painful <b>and</b> fever, or a red streak spreading from it',
          reason: 'R/O: cellulitis, lymphangitis, sepsis (e.g., Pasteurella, Capnocytophaga)',
        },
        {
          text: 'Bite or scratch from a <b>bat</b>, or a bat found in the room of a sleeping person, a bite from a raccoon, skunk, fox, coyote or other wild animal, or a bite or scratch from any mammal in a country where rabies is common (e.g., much of Asia, Africa, Central and South America) and no rabies treatment given since',
          reason:
            'R/O: rabies exposure\nREASON: Rabies is fatal once symptoms start and is prevented by wound care, rabies vaccine and, for most exposures, rabies immune globulin, started as soon as possible. The ED is where that treatment is given in the United States: immune globulin is often not stocked in offices or urgent care centers, and patients exposed to a possibly rabid animal commonly present to the ED for wound care and prophylaxis (Academic Emergency Medicine 2023, PubMed 37245074). St John Ambulance (Animal bites: a bite with a risk of rabies, get to hospital as fast as possible) and OHSU Doernbecher (Schmitt-Thompson, Animal bite: any contact with an animal at risk for rabies, go to the ER now) give the same level; NHS inform (Rabies: 111 or an urgent GP appointment) and Fit for Travel (NHS Scotland: seek medical assistance as soon as possible) give an urgent visit where the GP arranges the treatment. Illness After Travel and the pediatric Animal or Human Bite ask it at the same level (issue 31: it was a visit now here).\nNOTE: Call the local health department; if it directs the caller to another site that gives rabies vaccine and immune globulin today, that site may replace the ED.',
        },
        {
          text: 'Bite on the <b>palm of the hand</b> that looks infected (spreading redness, swelling, pus or increasing pain)',
          reason:
            'R/O: deep hand infection (tendon sheath, deep palmar space), e.g., Pasteurella after a cat bite\nREASON: NHS (Lacerations, when to go to A&E) sends a cut on the palm that looks infected to A&E: an infection in the palm can spread along the tendon sheaths and into the deep spaces of the hand. Cuts and Lacerations and Wound Infection ask it at the same level (issue 31: it was a visit today here).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Human bite</b> that broke the skin, or a cut on the knuckles from punching someone in the mouth',
          reason:
            'R/O: closed-fist injury with joint or tendon infection\nNOTE: Needs antibiotics and often an X-ray and surgical review.',
        },
        {
          text: 'Bite on the hand from a <b>cat</b>, or deep puncture of the hand',
          reason:
            'R/O: high infection risk needing preventive antibiotics, tendon-sheath or joint infection\nNOTE: A large or deep bite that gapes is asked above at the ED.',
        },
        {
          text: '<b>Dirt or hair</b> in the bite that will not wash out, or a piece of tooth may be left in it',
          reason:
            'R/O: contaminated wound needing cleaning and exploration, retained tooth\nREASON: A bite with dirt, hair or a tooth left in it needs cleaning by a clinician and usually preventive antibiotics (NHS, animal and human bites: get help from NHS 111).',
        },
        {
          text: '<b>Fever</b> 100 °F (37.8 °C) or higher in the days after a bite',
          reason:
            'R/O: spreading bite infection, Capnocytophaga or Pasteurella bacteremia, cat-scratch disease\nNOTE: Fever with a red, swollen, painful bite or a red streak is asked above at the ED.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Any cat bite, or any bite that broke the skin in a person with diabetes, a weak immune system, liver disease or no spleen',
          reason: 'R/O: high risk of infection; preventive antibiotics usually advised',
          advice: ['wash-bite', 'watch-infection', 'call-back'],
        },
        {
          text: 'Bite from a stray dog or cat, or from a pet whose rabies vaccination is not up to date or that cannot be watched for 10 days',
          reason:
            'R/O: possible rabies exposure\nNOTE: The local health department advises whether rabies treatment is needed.',
          advice: ['wash-bite', 'animal-watch', 'call-back'],
        },
        {
          text: 'Bite that broke the skin on the <b>hand or foot</b>, the genitals, or over a joint',
          reason:
            'R/O: high infection risk (tendons and joints lie close under the skin); preventive antibiotics usually advised\nREASON: NHS (animal and human bites) asks for help from NHS 111 for a bite on the hands or feet.',
          advice: ['wash-bite', 'watch-infection', 'animal-watch', 'call-back'],
        },
        {
          text: 'Bite that <b>broke the skin</b> with tooth holes (punctures) or a cut, more than a shallow scratch (a minor bite from a small pet rodent or rabbit is asked below)',
          reason:
            'R/O: wound infection; preventive antibiotics may be advised\nREASON: A bite that has broken the skin needs to be seen after cleaning, before any sign of infection (nidirect, animal and human bites).',
          advice: ['wash-bite', 'watch-infection', 'animal-watch', 'call-back'],
        },
        {
          text: 'Bite that broke the skin and the last tetanus shot was <b>5 years</b> ago or longer, or is not known',
          reason: 'R/O: tetanus-prone wound',
          advice: ['wash-bite', 'watch-infection', 'call-back'],
        },
        {
          text: 'Bite 24 hours or more old that is becoming red, swollen or more painful, or leaking fluid or pus or smelling bad, with no fever',
          reason: 'R/O: early bite wound infection\nNOTE: On the palm of the hand it is asked above (ED).',
          advice: ['wash-bite', 'watch-infection', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Minor bite or scratch from a known, vaccinated pet dog that only bruised the skin or made a shallow scratch, not on the hand, foot, face or genitals',
          reason: 'REASON: Low infection and rabies risk. Home care and call back if signs of infection.',
          advice: ['wash-bite', 'watch-infection', 'animal-watch', 'call-back'],
        },
        {
          text: 'Bite from a pet hamster, gerbil, guinea pig, rat, mouse or rabbit that is minor, not on the hand or foot',
          reason: 'REASON: Small rodents and rabbits almost never carry rabies. Home care.',
          advice: ['wash-bite', 'watch-infection', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'While Waiting for Help',
      topics: [
        {
          key: 'waiting-for-ems',
          title: 'Until EMS Arrives',
          nuggets: [
            'Press firmly on any bleeding with a clean cloth.',
            'For a snake bite, keep the person still and the bitten limb at heart level. Do not cut, suck, ice or tie off the bite.',
            'Remove rings or tight items near the bite before swelling starts.',
          ],
        },
      ],
    },
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'wash-bite',
          title: 'Cleaning the Bite',
          nuggets: [
            'Wash the bite with soap and running water for 5 minutes, even if it looks small.',
            'Cover with antibiotic ointment and a bandage. Do not close a bite with tape strips.',
          ],
        },
        {
          key: 'watch-infection',
          title: 'Watch for Infection',
          nuggets: [
            'Infection usually shows within 1 to 3 days as redness, swelling, pain, pus or a red streak.',
            'Keep the bitten part raised when you can for the first day.',
          ],
        },
        {
          key: 'animal-watch',
          title: 'The Animal',
          nuggets: [
            'If a pet dog, cat or ferret bit you, its owner should watch it for 10 days; tell your doctor if it becomes sick or dies.',
            'Report bites by stray or wild animals to animal control or the health department. Do not try to catch the animal yourself.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'The bite becomes red, swollen, more painful, drains pus, or a red streak appears.',
            'You develop a fever.',
            'The animal becomes sick or cannot be found.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
