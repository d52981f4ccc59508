/**
 * Authored scenarios for issue 31's pediatric reference mapping, third group (suicide concerns, eye
 * injury, wound infection, bites, mouth and tooth injury, toothache, nasal allergies, arm and leg
 * injury): one call per question whose wording or level the mapping changed
 * (content/src/references/mapping/peds/), so the sourced sign reaches its level through the engine.
 * Written by the reviewer who changed the content, so they guard against regressions; they are not
 * the blind cases (docs/clinical-safety.md).
 */
import type { Scenario } from './scenario.ts';

export const issue31MapPedsCScenarios: readonly Scenario[] = [
  // Suicide Concerns (Teen) (AAP HealthyChildren, Suicide concerns; Somerset children and young people's
  // health site, Self-harm and physical safety; CNWL CAMHS, Self-harm; Schmitt-Thompson, Suicide concerns;
  // Mayo Clinic, Teen suicide).
  {
    id: 'peds-suicide-concerns-issue31map-01',
    caller:
      'My 15-year-old swallowed a load of her brother’s tablets this morning after a row. She says she did not want to die and she seems fine.',
    basis: 'Healthier Together (Hertfordshire and West Essex), Self-harm; AAP HealthyChildren, Suicide concerns',
    contentSet: 'oh_peds',
    protocol: 320,
    yes: ['Suicide attempt or overdose'],
    expectedLevel: 1,
  },
  {
    id: 'peds-suicide-concerns-issue31map-02',
    caller:
      'My son rang me from his room. He says he is scared he is going to hurt himself tonight and cannot stop himself.',
    basis: 'CNWL NHS Foundation Trust CAMHS, Self-harm (for children and young people)',
    contentSet: 'ah_peds',
    protocol: 320,
    yes: ['says they cannot keep themselves safe'],
    expectedLevel: 1,
  },
  {
    id: 'peds-suicide-concerns-issue31map-03',
    caller: 'My daughter cut her arm badly an hour ago and now she is really drowsy and I can barely keep her awake.',
    basis: 'Somerset children and young people’s health site, Self-harm and physical safety',
    contentSet: 'oh_peds',
    protocol: 320,
    yes: ['Hard to wake'],
    expectedLevel: 1,
  },
  {
    id: 'peds-suicide-concerns-issue31map-04',
    caller:
      'My 16-year-old hurt himself with a knife and now he is grey, sweaty and cold and says he feels like passing out.',
    basis: 'Somerset children and young people’s health site, Self-harm and physical safety',
    contentSet: 'ah_peds',
    protocol: 320,
    yes: ['After self-harm or an overdose'],
    expectedLevel: 1,
  },
  {
    id: 'peds-suicide-concerns-issue31map-05',
    caller:
      'My daughter cut her wrist last night. It has stopped bleeding but now two of her fingers feel numb and tingly.',
    basis: 'Somerset children and young people’s health site, Self-harm and physical safety',
    contentSet: 'oh_peds',
    protocol: 320,
    yes: ['weakness beyond the cut'],
    expectedLevel: 1,
  },
  {
    id: 'peds-suicide-concerns-issue31map-06',
    caller: 'My son burned the back of his hand with a lighter on purpose and it has come up in big blisters.',
    basis: 'Somerset children and young people’s health site, Self-harm and physical safety',
    contentSet: 'oh_peds',
    protocol: 320,
    yes: ['Self-inflicted burn'],
    expectedLevel: 1,
  },
  {
    id: 'peds-suicide-concerns-issue31map-07',
    caller:
      'My 13-year-old keeps drawing pictures of graves and writing poems about dying. She says she would never do anything and we keep her with us.',
    basis: 'Schmitt-Thompson, Suicide concerns (teen self-triage version)',
    contentSet: 'oh_peds',
    protocol: 320,
    yes: ['writes or draws about death'],
    expectedLevel: 2,
  },
  {
    id: 'peds-suicide-concerns-issue31map-08',
    caller:
      'My son has been talking about being a burden and has stopped seeing his friends. I am worried he is thinking of ending it but he will not talk to me.',
    basis: 'Mayo Clinic, Teen suicide: what parents need to know',
    contentSet: 'ah_peds',
    protocol: 320,
    yes: ['Caller suspects the teen is thinking about suicide'],
    expectedLevel: 2,
  },
  {
    id: 'peds-suicide-concerns-issue31map-09',
    caller:
      'The cuts my daughter made on her thigh last week have gone red, warm and puffy and one is oozing yellow stuff.',
    basis: 'Somerset children and young people’s health site, Self-harm and physical safety',
    contentSet: 'oh_peds',
    protocol: 320,
    yes: ['A self-harm wound or burn that looks infected'],
    expectedLevel: 2,
  },
  {
    id: 'peds-suicide-concerns-issue31map-10',
    caller:
      'My 14-year-old told me he has been thinking of hurting himself badly, not killing himself. He has no plan and I am with him.',
    basis: 'Schmitt-Thompson, Suicide concerns (teen self-triage version)',
    contentSet: 'oh_peds',
    protocol: 320,
    yes: ['of seriously harming themselves'],
    expectedLevel: 2,
  },
  // Eye Injury (Oxfordshire Healthier Together, Eye injury; NHS 111 Wales, Eye injuries; Seattle Children's,
  // Eye Injury; Health and Care Portsmouth, Eye injury).
  {
    id: 'peds-eye-injury-issue31map-01',
    caller:
      'My little boy got some thick bleach in his eye from the bathroom cleaner. I am rinsing it under the tap now.',
    basis: 'NHS 111 Wales, Eye injuries (strong chemical such as bleach)',
    contentSet: 'oh_peds',
    protocol: 324,
    yes: ['Strong chemical'],
    expectedLevel: 1,
  },
  {
    id: 'peds-eye-injury-issue31map-02',
    caller: 'She was hit in the eye with a stick and now one of her pupils looks much bigger than the other one.',
    basis: 'Oxfordshire Healthier Together, Eye injury (pupils not equal)',
    contentSet: 'ah_peds',
    protocol: 324,
    yes: ['is a different size from the other pupil'],
    expectedLevel: 1,
  },
  {
    id: 'peds-eye-injury-issue31map-03',
    caller:
      'Since a football hit his eye this afternoon my son keeps seeing flashes and says there is a dark curtain at the side.',
    basis: 'Oxfordshire Healthier Together, Eye injury (a shadow or flashes)',
    contentSet: 'oh_peds',
    protocol: 324,
    yes: ['or your child sees flashes of light or a shadow'],
    expectedLevel: 1,
  },
  {
    id: 'peds-eye-injury-issue31map-04',
    caller: 'A stone flew up from the lawn mower and hit my daughter right in the eye. She can see but it is watering.',
    basis: 'NHS 111 Wales, Eye injuries (hit at high speed, lawn mowing)',
    contentSet: 'oh_peds',
    protocol: 324,
    yes: ['Hit by a high-speed object'],
    expectedLevel: 1,
  },
  {
    id: 'peds-eye-injury-issue31map-05',
    caller:
      'My son got an elbow in the eye at rugby an hour ago and since then he has been sick twice and feels queasy.',
    basis: 'Oxfordshire Healthier Together, Eye injury (nausea or vomiting after an eye injury)',
    contentSet: 'ah_peds',
    protocol: 324,
    yes: ['Vomiting or feeling sick, or a headache'],
    expectedLevel: 1,
  },
  {
    id: 'peds-eye-injury-issue31map-06',
    caller:
      'She poked her eye with a twig two days ago. Today there is yellow gunk coming from the eye and she is hot, 101.',
    basis: 'NHS 111 Wales, Eye injuries (blood or pus coming from the eye; high temperature)',
    contentSet: 'oh_peds',
    protocol: 324,
    yes: ['Blood or pus coming out of the eye itself'],
    expectedLevel: 1,
  },
  {
    id: 'peds-eye-injury-issue31map-07',
    caller:
      'He got sand in his eye at the park. We rinsed it, but his eye keeps streaming and he cannot stop blinking.',
    basis: 'Seattle Children’s, Eye Injury (constant tearing or blinking)',
    contentSet: 'oh_peds',
    protocol: 324,
    yes: ['constant tearing or blinking'],
    expectedLevel: 2,
  },
  {
    id: 'peds-eye-injury-issue31map-08',
    caller:
      'My 9-month-old grabbed a pencil and poked herself near the eye. There is a tiny scratch on the lid and she seems fine.',
    basis: 'Seattle Children’s, Eye Injury (age under 1 year)',
    contentSet: 'ah_peds',
    protocol: 324,
    yes: ['Baby younger than 1 year with any injury to the eye'],
    expectedLevel: 2,
  },
  {
    id: 'peds-eye-injury-issue31map-09',
    caller:
      'My 7-year-old caught a ball with his face this morning. He can see fine but the white of his eye has gone pink and it feels scratchy.',
    basis: 'Oxfordshire Healthier Together, Eye injury (red or irritated eye after an injury)',
    contentSet: 'oh_peds',
    protocol: 324,
    yes: ['Red, sore or irritated eyeball'],
    expectedLevel: 2,
  },
  {
    id: 'peds-eye-injury-issue31map-10',
    caller: 'Shampoo went in her eye yesterday evening and today, the next day, it is still sore and watery.',
    basis: 'NHS 111 Wales, Eye injuries (not getting better after 24 hours)',
    contentSet: 'ah_peds',
    protocol: 324,
    yes: ['not better 24 hours'],
    expectedLevel: 2,
  },
  {
    id: 'peds-eye-injury-issue31map-11',
    caller: 'My 3-year-old walked into the table corner and has a black eye coming up. She is playing happily.',
    basis: 'Seattle Children’s, Eye Injury (bruise near the eye in a child under 5)',
    contentSet: 'oh_peds',
    protocol: 324,
    yes: ['Child younger than 5 years with a black eye'],
    expectedLevel: 2,
  },
  {
    id: 'peds-eye-injury-issue31map-12',
    caller:
      'He cut his eyelid on a rusty fence, a small cut that has closed. I think his last tetanus jab was when he was 4, and he is 11 now.',
    basis: 'Seattle Children’s, Eye Injury (no tetanus shot in over 5 years for a dirty cut)',
    contentSet: 'oh_peds',
    protocol: 324,
    yes: ['Cut on the eyelid or near the eye'],
    expectedLevel: 2,
  },
  // Wound Infection (AAP HealthyChildren, Wound Infection; Frimley Healthier Together, Cuts and wounds;
  // NHS.uk, Cuts and grazes; Raising Children Network, Abscesses and boils).
  {
    id: 'peds-wound-infection-issue31map-01',
    caller:
      'My son’s grazed knee got infected and now he is just lying on the sofa, he will not get up and says his legs are too weak to stand.',
    basis: 'AAP HealthyChildren symptom checker, Wound Infection (not moving or too weak to stand)',
    contentSet: 'oh_peds',
    protocol: 326,
    yes: ['not moving or too weak to stand'],
    expectedLevel: 1,
  },
  {
    id: 'peds-wound-infection-issue31map-02',
    caller:
      'The cut on her arm is red and warm around it and she has been off her food and flat all day, no temperature that I can find.',
    basis: 'NHS.uk, Cuts and grazes (feeling generally unwell with a wound)',
    contentSet: 'ah_peds',
    protocol: 326,
    yes: ['Infected-looking wound or boil'],
    expectedLevel: 2,
  },
  {
    id: 'peds-wound-infection-issue31map-03',
    caller: 'The scrape on his leg looks sore and red, and now there is a tender lump in his groin on the same side.',
    basis: 'NHS.uk, Cuts and grazes (swollen glands in the groin)',
    contentSet: 'oh_peds',
    protocol: 326,
    yes: ['swollen, tender glands in the neck, armpit or groin'],
    expectedLevel: 2,
  },
  {
    id: 'peds-wound-infection-issue31map-04',
    caller: 'The cut on her finger is throbbing so much she cannot sleep and will not let anyone touch her hand.',
    basis: 'AAP HealthyChildren symptom checker, Wound Infection (severe pain in the wound)',
    contentSet: 'ah_peds',
    protocol: 326,
    yes: ['Severe pain in the wound'],
    expectedLevel: 2,
  },
  {
    id: 'peds-wound-infection-issue31map-05',
    caller: 'He scratched a spot on his chin last week and now it is red, puffy and crusty with yellow stuff.',
    basis: 'AAP HealthyChildren symptom checker, Wound Infection (face wound with signs of infection)',
    contentSet: 'oh_peds',
    protocol: 326,
    yes: ['on the face'],
    expectedLevel: 2,
  },
  {
    id: 'peds-wound-infection-issue31map-06',
    caller: 'We have never vaccinated our daughter. She stood on a nail 3 days ago and the hole is now red and oozing.',
    basis: 'AAP HealthyChildren symptom checker, Wound Infection (no past tetanus shots)',
    contentSet: 'oh_peds',
    protocol: 326,
    yes: ['never had tetanus shots'],
    expectedLevel: 2,
  },
  {
    id: 'peds-wound-infection-issue31map-07',
    caller:
      'He cut his shin on Saturday; it is Tuesday now and it hurts more than it did at first and is more swollen.',
    basis:
      'AAP HealthyChildren symptom checker, Wound Infection (more painful or tender after 2 days); Frimley Healthier Together, Cuts and wounds',
    contentSet: 'ah_peds',
    protocol: 326,
    yes: ['getting more painful, tender or swollen'],
    expectedLevel: 2,
  },
  {
    id: 'peds-wound-infection-issue31map-08',
    caller: 'Her graze has gone a bit red and weepy. I do not know when she last had a tetanus jab, it was ages ago.',
    basis: 'AAP HealthyChildren symptom checker, Wound Infection (last tetanus shot more than 5 years ago)',
    contentSet: 'oh_peds',
    protocol: 326,
    yes: ['Infected-looking wound and no tetanus shot in the past 5 years'],
    expectedLevel: 2,
  },
  {
    id: 'peds-wound-infection-issue31map-09',
    caller:
      'He had stitches in his chin 5 days ago and now there is a little yellow pimple where one of the stitches goes in.',
    basis: 'AAP HealthyChildren symptom checker, Wound Infection (pimple where a stitch comes through the skin)',
    contentSet: 'oh_peds',
    protocol: 326,
    yes: ['a pimple where a stitch or staple comes through the skin'],
    expectedLevel: 2,
  },
  {
    id: 'peds-wound-infection-issue31map-10',
    caller:
      'She has had a small boil on her bottom for about a week. It is not spreading and she has no fever, but it has not come to a head or burst.',
    basis: 'Raising Children Network, Abscesses and boils',
    contentSet: 'oh_peds',
    protocol: 326,
    yes: ['A boil that has not burst and drained'],
    expectedLevel: 2,
  },
  // Animal or Human Bite (NHS.uk, Animal and human bites; OHSU Doernbecher (Schmitt-Thompson), Animal Bite;
  // St John Ambulance, Animal bites; Schmitt-Thompson, Human or Animal Bite).
  {
    id: 'peds-animal-human-bite-issue31map-01',
    caller:
      'A big dog went for my son. The bites are not bleeding much now but he is lying there grey and will not get up.',
    basis: 'OHSU Doernbecher (Schmitt-Thompson), Animal Bite (not moving or too weak to stand)',
    contentSet: 'oh_peds',
    protocol: 327,
    yes: ['Not moving or too weak to stand after a bite'],
    expectedLevel: 1,
  },
  {
    id: 'peds-animal-human-bite-issue31map-02',
    caller: 'Our neighbour’s dog bit my daughter’s finger and the tip of it has come off. I have it in a cloth.',
    basis: 'NHS.uk, Animal and human bites (part of a finger or ear torn off)',
    contentSet: 'ah_peds',
    protocol: 327,
    yes: ['part of a finger or ear bitten off'],
    expectedLevel: 1,
  },
  {
    id: 'peds-animal-human-bite-issue31map-03',
    caller:
      'We are back from holiday in Thailand. A street dog scratched my son’s leg there 4 days ago, just a small scratch.',
    basis: 'St John Ambulance, Animal bites (possible rabies risk abroad)',
    contentSet: 'oh_peds',
    protocol: 327,
    yes: ['country where rabies is common'],
    expectedLevel: 1,
  },
  {
    id: 'peds-animal-human-bite-issue31map-04',
    caller: 'My kids found a bat on the porch and my son picked it up with his bare hands. I cannot see any bite.',
    basis: 'OHSU Doernbecher (Schmitt-Thompson), Animal Bite (contact with a bat, even without a bite mark)',
    contentSet: 'ah_peds',
    protocol: 327,
    yes: ['any direct contact with a bat'],
    expectedLevel: 1,
  },
  {
    id: 'peds-animal-human-bite-issue31map-05',
    caller: 'Our cat clawed my daughter’s arm and one claw went right in and left a deep little hole.',
    basis: 'OHSU Doernbecher (Schmitt-Thompson), Animal Bite (puncture wound from a cat’s claws)',
    contentSet: 'oh_peds',
    protocol: 327,
    yes: ['a cat scratch that punctured it'],
    expectedLevel: 2,
  },
  {
    id: 'peds-animal-human-bite-issue31map-06',
    caller:
      'The dog nipped my son’s hand this morning. The skin barely broke but now his hand and fingers are puffing up.',
    basis: 'Schmitt-Thompson, Human or Animal Bite (finger or hand swelling)',
    contentSet: 'oh_peds',
    protocol: 327,
    yes: ['a finger or hand that swells after a bite'],
    expectedLevel: 2,
  },
  {
    id: 'peds-animal-human-bite-issue31map-07',
    caller:
      'The dog bit her calf and there was mud and dog hair in the holes. I have washed it but I think something is still in there.',
    basis: 'NHS.uk, Animal and human bites (teeth, hair or dirt may be in the wound)',
    contentSet: 'ah_peds',
    protocol: 327,
    yes: ['Something may still be in the bite wound'],
    expectedLevel: 2,
  },
  {
    id: 'peds-animal-human-bite-issue31map-08',
    caller:
      'My son was bitten by a friend’s dog yesterday and tonight he has a temperature of 101, the bite itself looks okay.',
    basis: 'NHS.uk, Animal and human bites (high temperature after a bite)',
    contentSet: 'ah_peds',
    protocol: 327,
    yes: ['A fever after a bite'],
    expectedLevel: 2,
  },
  {
    id: 'peds-animal-human-bite-issue31map-09',
    caller: 'The hamster bit her thumb and drew blood. I have no idea when she last had a tetanus jab.',
    basis: 'St John Ambulance, Animal bites (unsure whether tetanus jabs are up to date)',
    contentSet: 'oh_peds',
    protocol: 327,
    yes: ['or not sure when the last one was'],
    expectedLevel: 2,
  },
  {
    id: 'peds-animal-human-bite-issue31map-10',
    caller:
      'The dog bite on his arm from 2 days ago feels hot, is leaking fluid and smells bad. He has no temperature.',
    basis: 'NHS.uk, Animal and human bites (hot, swollen, leaking or smelly bite)',
    contentSet: 'oh_peds',
    protocol: 327,
    yes: ['Bite looks infected'],
    expectedLevel: 2,
  },
  // Mouth or Tooth Injury (NHS.uk, How to find an NHS dentist in an emergency; Romney Kids Dental, Mouth injuries;
  // Kid Focus Dentistry, Mouth injury; UpToDate patient education, Mouth and dental injuries in children).
  {
    id: 'peds-mouth-tooth-injury-issue31map-01',
    caller:
      'She fell off the climbing frame onto her face, split her lip and knocked a tooth, and she says she is seeing two of everything.',
    basis: 'NHS.uk, How to find an NHS dentist in an emergency (face injury with double vision)',
    contentSet: 'oh_peds',
    protocol: 328,
    yes: ['knocked out (even briefly), vomited 2 or more times'],
    expectedLevel: 1,
  },
  {
    id: 'peds-mouth-tooth-injury-issue31map-02',
    caller:
      'He bit right through the side of his tongue. I have been pressing on it with a cloth for a quarter of an hour and it is still bleeding.',
    basis: 'Romney Kids Dental, Mouth injuries (still bleeding despite pressure)',
    contentSet: 'ah_peds',
    protocol: 328,
    yes: ['has not stopped after 10 minutes'],
    expectedLevel: 1,
  },
  {
    id: 'peds-mouth-tooth-injury-issue31map-03',
    caller:
      'My son took a knee to the chin in football. His teeth meet fine but it hurts him to open and shut his mouth and his cheek is puffy over the bone.',
    basis: 'Kid Focus Dentistry, Mouth injury (possible bone injury); UpToDate, Mouth and dental injuries in children',
    contentSet: 'oh_peds',
    protocol: 328,
    yes: ['Jaw hurts when opening or closing the mouth'],
    expectedLevel: 2,
  },
  {
    id: 'peds-mouth-tooth-injury-issue31map-04',
    caller:
      'She fell on the gravel path and cut her lip inside. There are little bits of grit in the cut that will not wash out.',
    basis: 'Kid Focus Dentistry, Mouth injury (dirt or debris in the wound)',
    contentSet: 'oh_peds',
    protocol: 328,
    yes: ['Something stuck in the tongue, cheek, lip or roof of the mouth'],
    expectedLevel: 2,
  },
  {
    id: 'peds-mouth-tooth-injury-issue31map-05',
    caller:
      'He banged his front tooth on the pool edge yesterday. It is not loose or broken but he yelps when he drinks anything cold or bites on it.',
    basis: 'UpToDate patient education, Mouth and dental injuries in children',
    contentSet: 'ah_peds',
    protocol: 328,
    yes: ['Injured tooth hurts a lot'],
    expectedLevel: 2,
  },
  {
    id: 'peds-mouth-tooth-injury-issue31map-06',
    caller:
      'She cut the inside of her cheek 3 days ago. Since yesterday it is more swollen and sore and she has a temperature.',
    basis: 'Kid Focus Dentistry, Mouth injury (signs of infection in the days after)',
    contentSet: 'oh_peds',
    protocol: 328,
    yes: ['In the days after the injury'],
    expectedLevel: 2,
  },
  {
    id: 'peds-mouth-tooth-injury-issue31map-07',
    caller:
      'He fell against a rusty old gate and cut his lip. It has stopped bleeding. I am not sure he has ever had a tetanus booster.',
    basis: 'Kid Focus Dentistry, Mouth injury (dirty or rusty object, tetanus unsure)',
    contentSet: 'oh_peds',
    protocol: 328,
    yes: ['Mouth or lip wound from a dirty or rusty object'],
    expectedLevel: 2,
  },
  // Toothache (NHS.uk, Toothache; NHS.uk, How to find an NHS dentist in an emergency; Seattle Children's, Toothache;
  // Schmitt-Thompson, Teething; Just One Norfolk, Teething).
  {
    id: 'peds-toothache-issue31map-01',
    caller: 'Her face is puffed up on one side from a bad tooth and she can hardly talk, her voice is all thick.',
    basis: 'NHS.uk, Toothache (swelling making it hard to breathe, swallow or speak)',
    contentSet: 'oh_peds',
    protocol: 329,
    yes: ['Trouble breathing or speaking'],
    expectedLevel: 1,
  },
  {
    id: 'peds-toothache-issue31map-02',
    caller:
      'My 8-year-old has had a sore back tooth since yesterday and tonight he has a temperature of 101. His face is not swollen.',
    basis: 'Seattle Children’s, Toothache (toothache with fever)',
    contentSet: 'ah_peds',
    protocol: 329,
    yes: ['Toothache with a fever'],
    expectedLevel: 2,
  },
  {
    id: 'peds-toothache-issue31map-03',
    caller:
      'My daughter has toothache and she is just lying around, not drinking and not wanting to play, which is not like her.',
    basis: 'Seattle Children’s, Toothache (looks or acts very sick)',
    contentSet: 'oh_peds',
    protocol: 329,
    yes: ['your child with a toothache seems unwell'],
    expectedLevel: 2,
  },
  {
    id: 'peds-toothache-issue31map-04',
    caller: 'His tooth hurts when he chews and he says there is a horrible taste in his mouth from that side.',
    basis: 'NHS.uk, Toothache (pain on biting, bad taste)',
    contentSet: 'oh_peds',
    protocol: 329,
    yes: ['pain on biting, or a bad taste in the mouth'],
    expectedLevel: 2,
  },
  {
    id: 'peds-toothache-issue31map-05',
    caller: 'I gave her ibuprofen two hours ago for her toothache and it has not touched it. She is still watching TV.',
    basis: 'NHS.uk, Toothache (not eased by painkillers)',
    contentSet: 'ah_peds',
    protocol: 329,
    yes: ['does not ease the toothache'],
    expectedLevel: 2,
  },
  {
    id: 'peds-toothache-issue31map-06',
    caller:
      'My son has had a niggling toothache on and off since the day before yesterday. He is eating and sleeping fine.',
    basis: 'Seattle Children’s, Toothache (present for more than 24 hours); NHS.uk, Toothache (more than 2 days)',
    contentSet: 'ah_peds',
    protocol: 329,
    yes: ['Toothache that has lasted 24 hours or more'],
    expectedLevel: 2,
  },
  {
    id: 'peds-toothache-issue31map-07',
    caller:
      'There is a bluish bump on the inside of her lip that has been there about a month and seems to be getting bigger.',
    basis: 'NHS.uk, How to find an NHS dentist in an emergency (lump inside the mouth getting bigger)',
    contentSet: 'oh_peds',
    protocol: 329,
    yes: ['A lump, swelling or patch inside the mouth'],
    expectedLevel: 2,
  },
  {
    id: 'peds-toothache-issue31map-08',
    caller:
      'We think our 9-month-old is teething, but today he is off his bottles, will not play and we cannot settle him.',
    basis: 'Just One Norfolk (NHS), Teething (seems poorly: it may not be teething)',
    contentSet: 'oh_peds',
    protocol: 329,
    yes: ['thought to be teething who seems unwell'],
    expectedLevel: 2,
  },
  {
    id: 'peds-toothache-issue31map-09',
    caller: 'I noticed a small brown spot on one of my daughter’s back teeth. It does not hurt her at all.',
    basis: 'Seattle Children’s, Toothache (cavity); NHS.uk, Toothache',
    contentSet: 'oh_peds',
    protocol: 329,
    yes: ['A possible cavity'],
    expectedLevel: 2,
  },
  // Nasal Allergies (Frimley Healthier Together, Allergic reaction; Schmitt-Thompson, Hay Fever (Nasal Allergies);
  // Frome Valley Medical Centre and Bredon Surgery (NHS), Hay fever; NHS Sussex advice, Dealing with hay fever).
  {
    id: 'peds-nasal-allergies-issue31map-01',
    caller:
      'My son has hay fever but 20 minutes after eating a cashew his voice went croaky and he says his throat feels tight.',
    basis: 'Frimley Healthier Together, Allergic reaction (hoarse voice, tightness in the throat)',
    contentSet: 'oh_peds',
    protocol: 331,
    yes: ['In a sudden allergic reaction'],
    expectedLevel: 1,
  },
  {
    id: 'peds-nasal-allergies-issue31map-02',
    caller:
      'An hour after she took a new antibiotic her whole face puffed up. She is breathing fine and talking normally.',
    basis: 'Frimley Healthier Together, Allergic reaction (swelling of the face)',
    contentSet: 'ah_peds',
    protocol: 331,
    yes: ['Swelling of the lips or face that started within 2 hours'],
    expectedLevel: 1,
  },
  {
    id: 'peds-nasal-allergies-issue31map-03',
    caller:
      'Her hay fever is bad this week and she is coughing a lot, day and night. She does not have an inhaler and is not struggling to breathe.',
    basis: 'Schmitt-Thompson, Hay Fever (Nasal Allergies) (Pediatric HouseCalls copy) (lots of coughing)',
    contentSet: 'oh_peds',
    protocol: 331,
    yes: ['a lot of coughing with the allergies'],
    expectedLevel: 2,
  },
  {
    id: 'peds-nasal-allergies-issue31map-04',
    caller:
      'His hay fever tablets are working on his sneezing, but he has had a pressing pain in his cheekbones for two days, the nose is clear.',
    basis:
      'Schmitt-Thompson, Hay Fever (Nasal Allergies) (Pediatric HouseCalls copy) (sinus pain not relieved by allergy medicine)',
    contentSet: 'oh_peds',
    protocol: 331,
    yes: ['that allergy medicine does not relieve'],
    expectedLevel: 2,
  },
  {
    id: 'peds-nasal-allergies-issue31map-05',
    caller:
      'My daughter started sneezing and her eyes and nose were streaming straight after she ate some prawns. No rash, no swelling and her breathing is fine.',
    basis: 'Frimley Healthier Together, Allergic reaction (runny nose or eyes and sneezing)',
    contentSet: 'ah_peds',
    protocol: 331,
    yes: ['started suddenly after a food, medicine or sting'],
    expectedLevel: 2,
  },
  {
    id: 'peds-nasal-allergies-issue31map-06',
    caller:
      'Every time the grass is cut my 7-year-old sneezes and has itchy eyes. This is the first year and no doctor has looked at it.',
    basis:
      'Schmitt-Thompson, Hay Fever (Nasal Allergies) (Pediatric HouseCalls copy) (hay fever never diagnosed by a doctor)',
    contentSet: 'oh_peds',
    protocol: 331,
    yes: ['a doctor has not yet checked these allergy symptoms'],
    expectedLevel: 2,
  },
  {
    id: 'peds-nasal-allergies-issue31map-07',
    caller: 'His nose is blocked and runny all year, not just in summer, and he snores every night.',
    basis:
      'Schmitt-Thompson, Hay Fever (Nasal Allergies) (Pediatric HouseCalls copy) (symptoms all year round; frequent snoring)',
    contentSet: 'oh_peds',
    protocol: 331,
    yes: ['Nasal allergy symptoms all year round'],
    expectedLevel: 2,
  },
  {
    id: 'peds-nasal-allergies-issue31map-08',
    caller:
      'My 8-month-old sneezes a lot and has a runny nose and watery eyes whenever we are in the garden. No temperature.',
    basis: 'Frome Valley Medical Centre (NHS GP practice), Hay fever (child under 1 year)',
    contentSet: 'oh_peds',
    protocol: 331,
    yes: ['Baby younger than 1 year with what look like allergy symptoms'],
    expectedLevel: 2,
  },
  // Arm or Hand Injury (Schmitt-Thompson, Arm Injury; Health and Care Portsmouth, Sprains and strains;
  // AAP HealthyChildren, Fingertip injuries).
  {
    id: 'peds-arm-hand-injury-issue31map-01',
    caller:
      'He put his arm through a glass door and it is pouring blood. I have pressed on it with a towel for ten minutes and it is still coming through.',
    basis: 'Schmitt-Thompson, Arm Injury (Pediatric HouseCalls copy) (major bleeding that can’t be stopped)',
    contentSet: 'oh_peds',
    protocol: 333,
    yes: ['Major bleeding that will not stop'],
    expectedLevel: 1,
  },
  {
    id: 'peds-arm-hand-injury-issue31map-02',
    caller: 'She came off her horse. Both wrists look wrong and she says her collarbone is broken too.',
    basis: 'Schmitt-Thompson, Arm Injury (Pediatric HouseCalls copy) (serious injury with many broken bones)',
    contentSet: 'ah_peds',
    protocol: 333,
    yes: ['or several broken bones'],
    expectedLevel: 1,
  },
  {
    id: 'peds-arm-hand-injury-issue31map-03',
    caller:
      'My 10-year-old fell on his elbow at football and he cannot bend or straighten it at all, he is holding it against his tummy.',
    basis: 'Schmitt-Thompson, Arm Injury (Premier Pediatrics copy: can’t move the shoulder, elbow or wrist at all)',
    contentSet: 'oh_peds',
    protocol: 333,
    yes: ['Cannot move the shoulder, elbow or wrist at all'],
    expectedLevel: 1,
  },
  {
    id: 'peds-arm-hand-injury-issue31map-04',
    caller: 'She fell off the trampoline onto her hand and both of us heard a loud crack. The wrist looks straight.',
    basis: 'Health and Care Portsmouth (NHS-based guide), Sprains and strains (a crack was heard)',
    contentSet: 'ah_peds',
    protocol: 333,
    yes: ['A crack or snap was heard'],
    expectedLevel: 1,
  },
  {
    id: 'peds-arm-hand-injury-issue31map-05',
    caller: 'Since the fall his forearm has gone a blotchy dusky colour and feels numb to him.',
    basis: 'Health and Care Portsmouth (NHS-based guide), Sprains and strains (injured area numb, discoloured or cold)',
    contentSet: 'oh_peds',
    protocol: 333,
    yes: ['The injured area, hand or fingers are cold, numb'],
    expectedLevel: 1,
  },
  {
    id: 'peds-arm-hand-injury-issue31map-06',
    caller:
      'There is a big purple bruise the size of my palm on her upper arm where she hit the table. She is moving it fine.',
    basis: 'Schmitt-Thompson, Arm Injury (Pediatric HouseCalls copy) (very large bruise or swelling)',
    contentSet: 'oh_peds',
    protocol: 333,
    yes: ['Swelling or a large bruise'],
    expectedLevel: 2,
  },
  {
    id: 'peds-arm-hand-injury-issue31map-07',
    caller: 'His finger got shut in the car door. The nail has gone dark purple underneath and the tip is swollen.',
    basis: 'AAP HealthyChildren, Fingertip injuries (crushed fingertip with blood under the nail)',
    contentSet: 'ah_peds',
    protocol: 333,
    yes: ['Crushed fingertip with blood under the nail'],
    expectedLevel: 2,
  },
  {
    id: 'peds-arm-hand-injury-issue31map-08',
    caller: 'She sprained her wrist 2 days ago and tonight she feels hot and shivery, her temperature is 101.',
    basis: 'Health and Care Portsmouth (NHS-based guide), Sprains and strains (high temperature, hot and shivery)',
    contentSet: 'ah_peds',
    protocol: 333,
    yes: ['Fever, or feeling hot and shivery, after the injury'],
    expectedLevel: 2,
  },
  // Leg or Foot Injury (Seattle Children's, Leg Injury; South West London Healthier Together, Limp; NHS.uk,
  // Limping in children; Health and Care Portsmouth, Sprains and strains; NHS Morecambe Bay, Sprains and strains).
  {
    id: 'peds-leg-foot-injury-issue31map-01',
    caller: 'A broken bottle cut the back of his calf. It is gushing and ten minutes of pressing has not stopped it.',
    basis: 'Seattle Children’s, Leg Injury (major bleeding that can’t be stopped)',
    contentSet: 'oh_peds',
    protocol: 334,
    yes: ['Major bleeding that will not stop'],
    expectedLevel: 1,
  },
  {
    id: 'peds-leg-foot-injury-issue31map-02',
    caller:
      'He was knocked off his bike by a car. His shin is broken for sure and he says his wrist and ribs hurt a lot too.',
    basis: 'Seattle Children’s, Leg Injury (serious injury with multiple broken bones)',
    contentSet: 'ah_peds',
    protocol: 334,
    yes: ['or several broken bones'],
    expectedLevel: 1,
  },
  {
    id: 'peds-leg-foot-injury-issue31map-03',
    caller:
      'My son has been limping since yesterday and now he is grey and blotchy, floppy, and has little purple spots on his legs.',
    basis: 'South West London Healthier Together, Limp (red signs)',
    contentSet: 'oh_peds',
    protocol: 334,
    yes: ['Limp or leg pain with any of these'],
    expectedLevel: 1,
  },
  {
    id: 'peds-leg-foot-injury-issue31map-04',
    caller: 'She twisted her ankle jumping off a wall and heard a crack. She can hobble on it.',
    basis: 'Health and Care Portsmouth (NHS-based guide), Sprains and strains (a crack was heard)',
    contentSet: 'oh_peds',
    protocol: 334,
    yes: ['A crack was heard from the bone'],
    expectedLevel: 1,
  },
  {
    id: 'peds-leg-foot-injury-issue31map-05',
    caller: 'After the tackle his shin has no feeling on the front and the skin there looks bluish.',
    basis: 'Health and Care Portsmouth (NHS-based guide), Sprains and strains (injured area numb, discoloured or cold)',
    contentSet: 'ah_peds',
    protocol: 334,
    yes: ['The injured area, foot or toes are cold, numb'],
    expectedLevel: 1,
  },
  {
    id: 'peds-leg-foot-injury-issue31map-06',
    caller: 'My 5-month-old cries when I change her and will not move her right leg. She has a temperature of 102.',
    basis: 'South West London Healthier Together, Limp (baby with a high temperature)',
    contentSet: 'oh_peds',
    protocol: 334,
    yes: ['refusal to walk or to move a leg'],
    expectedLevel: 1,
  },
  {
    id: 'peds-leg-foot-injury-issue31map-07',
    caller:
      'He fell on his knee this morning. He can walk but he cannot straighten the knee all the way or bend it fully.',
    basis: 'Seattle Children’s, Leg Injury (nearest joint can’t be moved fully)',
    contentSet: 'oh_peds',
    protocol: 334,
    yes: ['cannot move the leg normally or fully bend and straighten'],
    expectedLevel: 2,
  },
  {
    id: 'peds-leg-foot-injury-issue31map-08',
    caller: 'She rolled her ankle at netball. She is walking on it but it has swollen up like a tennis ball.',
    basis: 'Seattle Children’s, Leg Injury (large swelling)',
    contentSet: 'ah_peds',
    protocol: 334,
    yes: ['Large swelling, or pain when pressing'],
    expectedLevel: 2,
  },
  {
    id: 'peds-leg-foot-injury-issue31map-09',
    caller:
      'My 14-year-old twisted his knee at football and felt a pop. It is not very swollen and he is limping a bit.',
    basis: 'Seattle Children’s, Leg Injury (knee injury with a snap or pop felt)',
    contentSet: 'oh_peds',
    protocol: 334,
    yes: ['a snap or pop was felt at the time'],
    expectedLevel: 2,
  },
  {
    id: 'peds-leg-foot-injury-issue31map-10',
    caller: 'She was on the back of my bike and her heel got caught in the spokes. It is scraped and bruised.',
    basis: 'Seattle Children’s, Leg Injury (bicycle spoke injury)',
    contentSet: 'oh_peds',
    protocol: 334,
    yes: ['caught in a bicycle spoke'],
    expectedLevel: 2,
  },
  {
    id: 'peds-leg-foot-injury-issue31map-11',
    caller:
      'He hurt his foot jumping on the trampoline the day before yesterday and he is still limping, it is not any better.',
    basis: 'South West London Healthier Together, Limp (no better after 48 hours)',
    contentSet: 'ah_peds',
    protocol: 334,
    yes: ['Still limping or the pain is not improving 2 days'],
    expectedLevel: 2,
  },
];
