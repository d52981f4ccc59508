/**
 * Telephone scenarios for the pediatric protocols of batch C (eyes, mouth and teeth, wounds and
 * bites, limb injuries, burns, fainting, weakness, constipation, allergies, nosebleeds, skin and
 * newborn concerns). Each is our own short retelling of a typical call described in public parent
 * and clinician teaching material, named in `basis`.
 */
import type { Scenario } from './scenario.ts';

const SEATTLE = 'Seattle Children’s Hospital, “Is Your Child Sick?” symptom pages (Schmitt BD)';
const HEALTHY_CHILDREN = 'HealthyChildren.org, American Academy of Pediatrics';

export const pedsNewScenarios: readonly Scenario[] = [
  {
    id: 'peds-eye-red-pink-eye-01',
    caller:
      'My 4-year-old woke up with both eyes stuck shut with yellow goop. He has a runny nose, no fever, and he can see fine.',
    basis: `${SEATTLE}: Eye - Pus or Discharge`,
    protocol: 323,
    yes: ['Yellow or green pus in the eye'],
    expectedLevel: 2,
  },
  {
    id: 'peds-eye-red-pink-eye-02',
    caller:
      'My 6-year-old’s eyelid is red and puffy, her temperature is 102.5, and she says it hurts when she looks to the side.',
    basis: 'NHS: Periorbital and orbital cellulitis, parent information',
    protocol: 323,
    yes: ['or it hurts to move the eye'],
    expectedLevel: 1,
  },
  {
    id: 'peds-eye-red-pink-eye-03',
    caller: 'My 10-day-old has thick pus coming from one eye and the eyelids are swollen.',
    basis: `${HEALTHY_CHILDREN}: Eye infections in newborns (neonatal conjunctivitis)`,
    protocol: 323,
    yes: ['Baby younger than 1 month with pus in the eye'],
    expectedLevel: 1,
  },
  {
    id: 'peds-eye-red-pink-eye-04',
    caller:
      'My 3-year-old has a cold and now one eye is pink and watery with a little crust in the morning. No pain, she is playing.',
    basis: `${SEATTLE}: Eye - Red Without Pus`,
    protocol: 323,
    yes: ['watery discharge or mild crusts'],
    expectedLevel: 3,
  },
  {
    id: 'peds-eye-injury-01',
    caller: 'My son got dishwasher detergent gel in his eye a minute ago and is screaming.',
    basis: 'American Academy of Ophthalmology EyeSmart: Chemical eye burns, first aid',
    protocol: 324,
    yes: ['Strong chemical'],
    expectedLevel: 1,
  },
  {
    id: 'peds-eye-injury-02',
    caller:
      'A softball hit my 9-year-old near the eye. The eyelid is bruised and swollen but she can see normally and the eye itself does not hurt.',
    basis: `${SEATTLE}: Eye Injury`,
    protocol: 324,
    yes: ['Black eye or bruised eyelid'],
    expectedLevel: 3,
  },
  {
    id: 'peds-eye-injury-03',
    caller:
      'His baby sister scratched his eye with her fingernail. He keeps it shut, it is tearing a lot and the light hurts.',
    basis: `${SEATTLE}: Eye Injury (corneal abrasion)`,
    protocol: 324,
    yes: ['Severe pain, or cannot keep the eye open'],
    expectedLevel: 2,
  },
  {
    id: 'peds-laceration-01',
    caller:
      'My 8-year-old cut his palm on a broken glass. It is about an inch long and gapes open, but it stopped bleeding with pressure. He can move all his fingers.',
    basis: `${SEATTLE}: Cuts, Scrapes or Bruises`,
    protocol: 325,
    yes: ['Cut with gaping edges'],
    expectedLevel: 2,
  },
  {
    id: 'peds-laceration-02',
    caller: 'My daughter cut her finger on a knife and now she cannot bend the tip of that finger.',
    basis: `${SEATTLE}: Cuts, Scrapes or Bruises (tendon injury)`,
    protocol: 325,
    yes: ['Cannot move or feel a finger or toe normally'],
    expectedLevel: 1,
  },
  {
    id: 'peds-laceration-03',
    caller:
      'He fell off his bike and skinned both knees. I washed them, the bleeding has stopped, he is running around.',
    basis: `${SEATTLE}: Cuts, Scrapes or Bruises`,
    protocol: 325,
    yes: ['Minor cut, scrape or puncture'],
    expectedLevel: 3,
  },
  {
    id: 'peds-wound-infection-01',
    caller: 'The cut on my son’s hand from two days ago is red and now there is a red line going up his arm. No fever.',
    basis: `${SEATTLE}: Wound Infection`,
    protocol: 326,
    yes: ['Red streak running from the wound'],
    expectedLevel: 2,
  },
  {
    id: 'peds-wound-infection-02',
    caller: 'Her scrape from yesterday has a thin pink rim around it and is a bit tender. No pus, no fever.',
    basis: `${SEATTLE}: Wound Infection (normal healing)`,
    protocol: 326,
    yes: ['Mild pink or red color right at the edge'],
    expectedLevel: 3,
  },
  {
    id: 'peds-animal-human-bite-01',
    caller: 'We found a bat flying in our 3-year-old’s bedroom this morning. He was asleep. We don’t see any bite.',
    basis: 'Centers for Disease Control and Prevention: Rabies, bats and exposure',
    protocol: 327,
    yes: ['bat found in the room'],
    expectedLevel: 1,
  },
  {
    id: 'peds-animal-human-bite-02',
    caller: 'Our cat bit my 7-year-old on the hand and there are two deep little holes.',
    basis: `${SEATTLE}: Animal or Human Bite`,
    protocol: 327,
    yes: ['Cat bite that broke the skin'],
    expectedLevel: 2,
  },
  {
    id: 'peds-animal-human-bite-03',
    caller:
      'Another toddler bit my daughter on the arm at daycare. There are teeth marks and a bruise, but the skin is not broken.',
    basis: `${SEATTLE}: Animal or Human Bite`,
    protocol: 327,
    yes: ['did not break the skin'],
    expectedLevel: 3,
  },
  {
    id: 'peds-mouth-tooth-injury-01',
    caller:
      'My 11-year-old got hit with a hockey stick and his front adult tooth came out completely. I have the tooth.',
    basis: 'International Association of Dental Traumatology: guidelines on avulsed permanent teeth',
    protocol: 328,
    yes: ['Adult (permanent) tooth knocked out'],
    expectedLevel: 1,
  },
  {
    id: 'peds-mouth-tooth-injury-02',
    caller:
      'My toddler fell against the coffee table and cut the inside of his lip. It bled a lot but stopped with pressure, his teeth look fine.',
    basis: `${SEATTLE}: Mouth Injury`,
    protocol: 328,
    yes: ['Minor cut or bruise of the lip'],
    expectedLevel: 3,
  },
  {
    id: 'peds-mouth-tooth-injury-03',
    caller:
      'She tripped while running with her toothbrush in her mouth and it jammed into the back of her throat. There is a little blood.',
    basis: `${SEATTLE}: Mouth Injury (impalement of the soft palate)`,
    protocol: 328,
    yes: ['stick, pencil, toothbrush'],
    expectedLevel: 1,
  },
  {
    id: 'peds-toothache-01',
    caller: 'My 9-month-old is drooling, chewing on everything and fussy. I think it is teeth. No fever.',
    basis: `${HEALTHY_CHILDREN}: Teething pain`,
    protocol: 329,
    yes: ['teething symptoms'],
    expectedLevel: 3,
  },
  {
    id: 'peds-toothache-02',
    caller:
      'My 7-year-old had a toothache for days, and now her cheek is swollen up to the eye and she has a fever of 101.',
    basis: `${SEATTLE}: Tooth Pain (dental abscess with facial cellulitis)`,
    protocol: 329,
    yes: ['Swollen face or jaw with a fever'],
    expectedLevel: 1,
  },
  {
    id: 'peds-burns-01',
    caller:
      'My 2-year-old pulled a cup of hot coffee onto his chest. The skin is blistering over an area bigger than his hand.',
    basis: 'NHS: Burns and scalds, when to get medical help',
    protocol: 330,
    yes: ['Blistered or deep burn (not sunburn) larger than'],
    expectedLevel: 1,
  },
  {
    id: 'peds-burns-02',
    caller: 'She played at the beach all day and her shoulders are red and sore. No blisters, she feels fine.',
    basis: `${SEATTLE}: Sunburn`,
    protocol: 330,
    yes: ['Mild sunburn'],
    expectedLevel: 3,
  },
  {
    id: 'peds-burns-03',
    caller:
      'My daughter touched her sister’s curling iron and has a small blister on her fingertip, about the size of a pea.',
    basis: `${SEATTLE}: Burn`,
    protocol: 330,
    yes: ['smaller than a coin) on a hand'],
    expectedLevel: 2,
  },
  {
    id: 'peds-nasal-allergies-01',
    caller: 'Every spring my 10-year-old sneezes all day and his eyes itch and water. No fever, no breathing trouble.',
    basis: `${SEATTLE}: Nose Allergy (Hay Fever)`,
    protocol: 331,
    yes: ['Typical nasal allergy symptoms'],
    expectedLevel: 3,
  },
  {
    id: 'peds-nasal-allergies-02',
    caller: 'Her hay fever is bad today and now she is wheezing and working hard to breathe; her inhaler did not help.',
    basis: 'Global Initiative for Asthma: pocket guide for asthma in children (allergic triggers)',
    protocol: 331,
    yes: ['not relieved by the asthma inhaler'],
    expectedLevel: 1,
  },
  {
    id: 'peds-nosebleed-01',
    caller: 'He had a nosebleed after picking his nose. I pinched it for 10 minutes and it stopped.',
    basis: `${SEATTLE}: Nosebleed`,
    protocol: 332,
    yes: ['Nosebleed that has stopped'],
    expectedLevel: 3,
  },
  {
    id: 'peds-nosebleed-02',
    caller: 'We pinched her nose twice for 10 minutes each and it is still pouring blood.',
    basis: `${SEATTLE}: Nosebleed`,
    protocol: 332,
    yes: ['will not stop after 2 tries'],
    expectedLevel: 1,
  },
  {
    id: 'peds-arm-hand-injury-01',
    caller:
      'I pulled my 2-year-old up by her hand to stop her falling, she cried and now won’t use that arm. She holds it by her side; no swelling.',
    basis: `${SEATTLE}: Arm Injury (pulled elbow)`,
    protocol: 333,
    yes: ['suddenly stopped using an arm'],
    expectedLevel: 2,
  },
  {
    id: 'peds-arm-hand-injury-02',
    caller: 'My son fell off the monkey bars and his wrist is bent in a funny shape.',
    basis: `${SEATTLE}: Arm Injury`,
    protocol: 333,
    yes: ['bent or deformed'],
    expectedLevel: 1,
  },
  {
    id: 'peds-leg-foot-injury-01',
    caller:
      'My 13-year-old rolled her ankle at soccer. It is a bit swollen, ice helps, she is walking with a slight limp.',
    basis: `${SEATTLE}: Leg Injury (ankle sprain)`,
    protocol: 334,
    yes: ['twisted ankle or stubbed toe'],
    expectedLevel: 3,
  },
  {
    id: 'peds-leg-foot-injury-02',
    caller: 'My 18-month-old twisted his leg on the trampoline and now he refuses to walk; he crawls instead.',
    basis: `${SEATTLE}: Leg Injury (toddler’s fracture)`,
    protocol: 334,
    yes: ['refuses to walk'],
    expectedLevel: 2,
  },
  {
    id: 'peds-fainting-01',
    caller:
      'My 15-year-old fainted while getting blood drawn. She felt hot and dizzy first, was out for a few seconds, and is fine now.',
    basis: `${SEATTLE}: Fainting`,
    protocol: 335,
    yes: ['Simple faint with a clear trigger'],
    expectedLevel: 3,
  },
  {
    id: 'peds-fainting-02',
    caller:
      'My 14-year-old collapsed in the middle of running during his basketball game. He woke up after a few seconds.',
    basis: 'American Heart Association: sudden cardiac arrest in young athletes, warning signs',
    protocol: 335,
    yes: ['during exercise'],
    expectedLevel: 1,
  },
  {
    id: 'peds-weakness-numbness-01',
    caller:
      'Twenty minutes ago my 12-year-old suddenly could not lift her right arm and her words are slurred. It is still like that.',
    basis: 'Royal College of Paediatrics and Child Health: Stroke in childhood, parent information',
    protocol: 336,
    yes: ['weakness, drooping or numbness of the face'],
    expectedLevel: 1,
  },
  {
    id: 'peds-weakness-numbness-02',
    caller:
      'My 9-year-old woke up and the left side of his face droops, including his forehead, and he cannot close that eye. His arms and legs are fine.',
    basis: 'NHS: Bell’s palsy',
    protocol: 336,
    yes: ['One side of the face droops'],
    expectedLevel: 2,
  },
  {
    id: 'peds-constipation-01',
    caller: 'My 3-year-old has hard poops every few days and pushes hard, but she is eating and playing normally.',
    basis: `${SEATTLE}: Constipation`,
    protocol: 337,
    yes: ['Mild constipation'],
    expectedLevel: 3,
  },
  {
    id: 'peds-constipation-02',
    caller: 'My 3-week-old has not pooped in 3 days, his belly is swollen and hard, and he threw up something green.',
    basis: 'NICE CG99: Constipation in children and young people (red flags)',
    protocol: 337,
    yes: ['vomit, or vomiting with a swollen, hard belly'],
    expectedLevel: 1,
  },
  {
    id: 'peds-eczema-01',
    caller:
      'My son has eczema, and since yesterday there are clusters of little punched-out sores spreading on his face, and he has a fever.',
    basis: 'NICE CG57: Atopic eczema in under 12s (eczema herpeticum)',
    protocol: 338,
    yes: ['clusters of small blisters or punched-out sores'],
    expectedLevel: 1,
  },
  {
    id: 'peds-eczema-02',
    caller: 'Her eczema is flaring in the elbow creases again, dry and itchy, same as usual. Nothing oozing.',
    basis: `${SEATTLE}: Eczema`,
    protocol: 338,
    yes: ['Mild eczema flare'],
    expectedLevel: 3,
  },
  {
    id: 'peds-diaper-rash-01',
    caller: 'My 8-month-old has a bright red diaper rash in the folds with little red dots around the edge. No fever.',
    basis: `${SEATTLE}: Diaper Rash`,
    protocol: 339,
    yes: ['skin creases with small red spots'],
    expectedLevel: 3,
  },
  {
    id: 'peds-diaper-rash-02',
    caller: 'My 6-week-old has a diaper rash and felt warm, so I took a rectal temperature: it is 100.6.',
    basis: 'AAP clinical practice guideline on well-appearing febrile infants 8 to 60 days old (Pediatrics, 2021)',
    protocol: 339,
    yes: ['younger than 3 months'],
    expectedLevel: 1,
  },
  {
    id: 'peds-jaundice-newborn-01',
    caller: 'My 4-day-old is yellow down to her legs and is so sleepy I cannot wake her for feeds.',
    basis: `${HEALTHY_CHILDREN}: Jaundice in newborns`,
    protocol: 340,
    yes: ['Yellow color reaches the legs', 'Sleepy and hard to wake for feeds'],
    expectedLevel: 1,
  },
  {
    id: 'peds-jaundice-newborn-02',
    caller:
      'My 10-day-old breastfed baby is still a little yellow in the face. The doctor checked her level on day 5 and we have a recheck tomorrow. She feeds well.',
    basis: 'AAP clinical practice guideline on hyperbilirubinemia in the newborn (Pediatrics, 2022)',
    protocol: 340,
    yes: ['already checked'],
    expectedLevel: 3,
  },
  {
    id: 'peds-jaundice-newborn-03',
    caller: 'My 5-week-old breastfed son is still yellow and his poops have turned pale, almost white.',
    basis: 'Children’s Liver Disease Foundation: Yellow Alert (prolonged jaundice and pale stools)',
    protocol: 340,
    yes: ['Pale (white, gray or clay-colored) stools', 'Still yellow 2 weeks or more'],
    expectedLevel: 2,
  },
  {
    id: 'peds-newborn-feeding-01',
    caller:
      'My 2-week-old wants to feed every hour in the evenings. He has lots of wet and poopy diapers and seems content after feeds.',
    basis: `${HEALTHY_CHILDREN}: Cluster feeding and growth spurts`,
    protocol: 341,
    yes: ['Normal feeding questions'],
    expectedLevel: 3,
  },
  {
    id: 'peds-newborn-feeding-02',
    caller: 'My 3-week-old has slept through the last two feeds and is hard to get interested in the breast.',
    basis: `${SEATTLE}: Newborn Appearance and Behavior (poor feeding)`,
    protocol: 341,
    yes: ['sleepy to feed'],
    expectedLevel: 1,
  },
  {
    id: 'peds-umbilical-cord-01',
    caller: 'My 9-day-old’s belly button is red and the redness is spreading out onto his tummy, about an inch around.',
    basis: `${HEALTHY_CHILDREN}: Umbilical cord care (signs of infection)`,
    protocol: 342,
    yes: ['Redness spreading onto the belly skin'],
    expectedLevel: 1,
  },
  {
    id: 'peds-umbilical-cord-02',
    caller:
      'The cord stump is smelly and a bit sticky and there were a few drops of blood when it caught on the diaper. She is feeding fine.',
    basis: `${SEATTLE}: Umbilical Cord Symptoms`,
    protocol: 342,
    yes: ['Normal cord changes'],
    expectedLevel: 3,
  },
  {
    id: 'peds-spitting-up-01',
    caller:
      'My 3-month-old spits up after almost every feed, sometimes through his nose, but he is happy and gaining weight.',
    basis: `${SEATTLE}: Spitting Up (Reflux)`,
    protocol: 343,
    yes: ['Normal spitting up'],
    expectedLevel: 3,
  },
  {
    id: 'peds-spitting-up-02',
    caller:
      'My 5-week-old’s milk shoots out across the room after feeds, three times today, and he wants to feed again right away.',
    basis: `${HEALTHY_CHILDREN}: Pyloric stenosis`,
    protocol: 343,
    yes: ['Forceful (projectile) vomiting'],
    expectedLevel: 2,
  },
  {
    id: 'peds-immunization-reactions-01',
    caller:
      'My 4-year-old had her kindergarten shots this morning. Her arm is sore and a little red where the shot went, and she has a low fever but is playing.',
    basis: 'Centers for Disease Control and Prevention: Possible side effects from vaccines',
    protocol: 344,
    yes: ['Age 3 months or older: fever started within 2 days', 'Mild pain, redness, swelling or a small lump'],
    expectedLevel: 3,
  },
  {
    id: 'peds-immunization-reactions-02',
    caller:
      'My 8-week-old had his 2-month shots yesterday and tonight his rectal temperature is 100.8. He is feeding okay.',
    basis: 'AAP clinical practice guideline on well-appearing febrile infants 8 to 60 days old (Pediatrics, 2021)',
    protocol: 344,
    yes: ['younger than 3 months'],
    expectedLevel: 1,
  },
  {
    id: 'peds-immunization-reactions-03',
    caller:
      'My 5-month-old had the rotavirus vaccine 10 days ago. Tonight he has screaming attacks where he pulls his legs up, and there is blood in his diaper.',
    basis: 'Centers for Disease Control and Prevention: Rotavirus vaccine information statement (intussusception)',
    protocol: 344,
    yes: ['rotavirus vaccine'],
    expectedLevel: 1,
  },
  {
    id: 'peds-immunization-reactions-04',
    caller:
      'Three days after her shots, the red area on my toddler’s thigh is getting bigger, hot, and has a red streak.',
    basis: `${SEATTLE}: Immunization Reactions`,
    protocol: 344,
    yes: ['red and spreading'],
    expectedLevel: 2,
  },
  {
    id: 'peds-rash-localized-01',
    caller: 'My 5-year-old has crusty, honey-colored sores around his nose, about 6 of them, and they are spreading.',
    basis: `${SEATTLE}: Impetigo`,
    protocol: 345,
    yes: ['honey-colored crusts'],
    expectedLevel: 2,
  },
  {
    id: 'peds-rash-localized-02',
    caller:
      'My daughter has a fever of 103 and some purple dots on her legs that do not fade when I press a glass on them.',
    basis: 'Meningitis Research Foundation: the glass test and signs of meningococcal septicaemia',
    protocol: 345,
    yes: ['Fever with purple or blood-colored spots'],
    expectedLevel: 1,
  },
  {
    id: 'peds-rash-localized-03',
    caller:
      'After playing in the woods, my son has an itchy red streaky rash with little blisters on his forearm. No fever.',
    basis: `${SEATTLE}: Poison Ivy`,
    protocol: 345,
    yes: ['Mild localized rash'],
    expectedLevel: 3,
  },
  {
    id: 'peds-mouth-sores-01',
    caller:
      'My 2-year-old has sores in her mouth and spots on her hands and feet. She is drinking milk and ice pops and has wet diapers.',
    basis: 'Centers for Disease Control and Prevention: Hand, foot, and mouth disease',
    protocol: 346,
    yes: ['drinking enough'],
    expectedLevel: 3,
  },
  {
    id: 'peds-mouth-sores-02',
    caller:
      'My 18-month-old has mouth sores and has refused everything for a day. No wet diaper since last night, about 10 hours, and no tears.',
    basis: `${SEATTLE}: Mouth Ulcers (dehydration)`,
    protocol: 346,
    yes: ['Signs of dehydration'],
    expectedLevel: 1,
  },
  {
    id: 'peds-mouth-sores-03',
    caller:
      'My 3-week-old has white patches on his tongue and cheeks that do not wipe off. He is feeding well. No fever.',
    basis: `${HEALTHY_CHILDREN}: Thrush and other Candida infections`,
    protocol: 346,
    yes: ['in a baby younger than 4 months'],
    expectedLevel: 2,
  },
  {
    id: 'peds-leg-foot-injury-03',
    caller:
      'My 4-year-old bumped his knee two days ago, and now he won’t walk on that leg, the knee is swollen and he has a fever of 102.',
    basis: `${HEALTHY_CHILDREN}: Septic arthritis and osteomyelitis (limp with fever)`,
    protocol: 334,
    yes: ['with a fever, with or without an injury'],
    expectedLevel: 1,
  },
  {
    id: 'peds-rash-localized-04',
    caller:
      'My 3-year-old had a cold last week and today I noticed tiny purple dots on his legs and chest and a few bruises. No fever, he is playing.',
    basis: `${HEALTHY_CHILDREN}: Immune thrombocytopenia (ITP) in children`,
    protocol: 345,
    yes: ['in several places, without a fever'],
    expectedLevel: 2,
  },
  {
    id: 'peds-nosebleed-03',
    caller:
      'My 7-month-old had blood coming from one nostril this morning. It stopped quickly; we don’t know of any fall.',
    basis: `${SEATTLE}: Nosebleed (age younger than 1 year)`,
    protocol: 332,
    yes: ['younger than 2 years with a nosebleed'],
    expectedLevel: 2,
  },
  {
    id: 'peds-fainting-03',
    caller:
      'My 15-month-old got angry, cried hard, held her breath, went blue and limp for a few seconds, then was fine. This never happened before.',
    basis: `${SEATTLE}: Breath-Holding Spells`,
    protocol: 335,
    yes: ['First breath-holding spell'],
    expectedLevel: 2,
  },
  {
    id: 'peds-constipation-03',
    caller:
      'Calling at night: my 6-year-old has been constipated for a month and has poop accidents in his underwear. He has no pain and is eating fine.',
    basis: 'NICE CG99: Constipation in children and young people (chronic constipation and soiling)',
    contentSet: 'ah_peds',
    protocol: 337,
    yes: ['stool accidents (soiling, stains in the underwear)'],
    expectedLevel: 3,
  },
  {
    id: 'peds-eye-red-pink-eye-05',
    caller: 'After hours: my 5-year-old’s eye has been a bit pink for 10 days now. No pus, no pain, sees fine.',
    basis: `${SEATTLE}: Eye - Red Without Pus`,
    contentSet: 'ah_peds',
    protocol: 323,
    yes: ['Red eye for 7 days or more'],
    expectedLevel: 3,
  },
  {
    id: 'peds-seizure-01',
    caller: 'My 2-year-old is shaking all over with a fever and it has been going on for about 7 minutes.',
    basis: `${HEALTHY_CHILDREN}: Febrile seizures`,
    protocol: 347,
    yes: ['still going on after 5 minutes'],
    expectedLevel: 1,
  },
  {
    id: 'peds-seizure-02',
    caller:
      'My 18-month-old had a fever and stiffened and jerked for a minute. He has never had one before. He is sleepy but waking up now.',
    basis:
      'AAP clinical practice guideline: neurodiagnostic evaluation of the child with a simple febrile seizure (Pediatrics, 2011)',
    protocol: 347,
    yes: ['First seizure ever'],
    expectedLevel: 1,
  },
  {
    id: 'peds-seizure-03',
    caller:
      'My son has epilepsy. He had one of his usual short seizures tonight, we followed his plan, and he is back to himself.',
    basis: 'Epilepsy Foundation: seizure action plans',
    protocol: 347,
    yes: ['usual seizure'],
    expectedLevel: 3,
  },
  {
    id: 'peds-chest-pain-01',
    caller:
      'My 15-year-old has sharp pain in one spot on the left side of his chest since weightlifting; it hurts more when I press on it. He is breathing fine.',
    basis: 'Selbst SM. Chest pain in children and adolescents (Pediatrics in Review)',
    protocol: 348,
    yes: ['worse when pressing on it or moving'],
    expectedLevel: 3,
  },
  {
    id: 'peds-chest-pain-02',
    caller:
      'My 13-year-old daughter got chest pain while running at soccer practice and had to stop. It is easing now.',
    basis: 'American Heart Association: warning signs of heart conditions in young athletes',
    protocol: 348,
    yes: ['during exercise'],
    expectedLevel: 1,
  },
  {
    id: 'peds-chest-pain-03',
    caller:
      'My tall, thin 16-year-old suddenly got a sharp pain in the right side of his chest and is short of breath.',
    basis: `${SEATTLE}: Chest Pain (collapsed lung)`,
    protocol: 348,
    yes: ['Sudden sharp chest pain with shortness of breath'],
    expectedLevel: 1,
  },
  {
    id: 'peds-penis-scrotum-symptoms-01',
    caller: 'My 14-year-old woke up with terrible pain in his left testicle and has thrown up once.',
    basis: 'American Urological Association / Urology Care Foundation: testicular torsion',
    protocol: 349,
    yes: ['Sudden or severe pain'],
    expectedLevel: 1,
  },
  {
    id: 'peds-penis-scrotum-symptoms-02',
    caller: 'My 4-year-old says his pee pee hurts; the tip is a bit red. No swelling or pus, he is peeing fine.',
    basis: `${SEATTLE}: Penis-Foreskin Symptoms`,
    protocol: 349,
    yes: ['Mild redness or soreness of the tip'],
    expectedLevel: 3,
  },
  {
    id: 'peds-vaginal-symptoms-01',
    caller:
      'My 5-year-old has been itchy and red down there since we started a new bubble bath. No discharge or blood.',
    basis: `${SEATTLE}: Vaginal Symptoms (girl before puberty)`,
    protocol: 350,
    yes: ['Mild itching, redness or soreness of the vulva'],
    expectedLevel: 3,
  },
  {
    id: 'peds-vaginal-symptoms-02',
    caller:
      'My 6-year-old fell onto the bar of her bike and there is bleeding from between her legs that is soaking through a pad.',
    basis: `${SEATTLE}: Vaginal Symptoms (straddle injury)`,
    protocol: 350,
    yes: ['that will not stop with firm pressure'],
    expectedLevel: 1,
  },
  {
    id: 'peds-influenza-01',
    caller:
      'My 8-year-old has had fever, aches and a cough since yesterday; his flu test at school was positive. He is drinking and watching TV when the fever is down.',
    basis: 'Centers for Disease Control and Prevention: Flu symptoms and emergency warning signs',
    protocol: 351,
    yes: ['not high-risk'],
    expectedLevel: 3,
  },
  {
    id: 'peds-influenza-02',
    caller:
      'My 6-year-old with asthma got the flu this morning with a fever of 102. He is breathing okay, using his inhaler twice today.',
    basis: 'Centers for Disease Control and Prevention: People at higher risk of flu complications',
    protocol: 351,
    yes: ['high-risk child'],
    expectedLevel: 2,
  },
  {
    id: 'peds-influenza-03',
    caller:
      'My daughter had the flu, was getting better for two days, and now her fever is back at 103 and her cough is much worse.',
    basis: 'Centers for Disease Control and Prevention: Emergency warning signs of flu in children',
    protocol: 351,
    yes: ['better and then came back worse'],
    expectedLevel: 2,
  },
  {
    id: 'peds-ear-object-wax-injury-01',
    caller:
      'My 3-year-old pushed one of those tiny round batteries from a toy into his ear, I think. I can see something shiny.',
    basis: 'National Capital Poison Center: button battery injuries (ears and noses)',
    protocol: 352,
    yes: ['Button battery in the ear'],
    expectedLevel: 1,
  },
  {
    id: 'peds-ear-object-wax-injury-02',
    caller: 'My 4-year-old put a plastic bead in her ear yesterday. It doesn’t hurt her at all and she hears fine.',
    basis: `${SEATTLE}: Ear - Foreign Object`,
    protocol: 352,
    yes: ['Small object (bead, food, paper)'],
    expectedLevel: 2,
  },
  {
    id: 'peds-ear-object-wax-injury-03',
    caller:
      'I see brown wax at the opening of my son’s ear. Should I clean it out with cotton swabs? He hears fine and it doesn’t hurt.',
    basis: 'American Academy of Otolaryngology–Head and Neck Surgery: earwax guideline for patients',
    protocol: 352,
    yes: ['Question about earwax'],
    expectedLevel: 3,
  },
  {
    id: 'peds-neck-pain-stiffness-01',
    caller:
      'My 7-year-old has a fever of 103, a bad headache, threw up, and cries when I try to bend his chin to his chest.',
    basis: 'NICE NG240: Meningitis (bacterial) and meningococcal disease',
    protocol: 353,
    yes: ['cannot touch the chin to the chest) with a fever'],
    expectedLevel: 1,
  },
  {
    id: 'peds-neck-pain-stiffness-02',
    caller:
      'My 11-year-old woke up with a stiff neck and can’t turn his head to the left without pain. No fever; he can put his chin on his chest.',
    basis: `${SEATTLE}: Neck Pain or Stiffness`,
    protocol: 353,
    yes: ['strained muscle'],
    expectedLevel: 3,
  },
  {
    id: 'peds-swollen-lymph-nodes-01',
    caller:
      'I found a pea-sized soft lump on the side of my daughter’s neck. She had a cold last week and is fine now.',
    basis: `${SEATTLE}: Lymph Nodes - Swollen`,
    protocol: 354,
    yes: ['Small (pea- or bean-sized), soft, movable glands'],
    expectedLevel: 3,
  },
  {
    id: 'peds-swollen-lymph-nodes-02',
    caller:
      'My 3-year-old has had a fever for 5 days, her eyes are red, her lips are cracked and red, and she has a lump on her neck.',
    basis: 'American Heart Association scientific statement on Kawasaki disease',
    protocol: 354,
    yes: ['Fever for 4 days or more with red eyes'],
    expectedLevel: 1,
  },
  {
    id: 'peds-heat-illness-01',
    caller: 'My 15-year-old collapsed at football practice in the heat and is now confused and talking nonsense.',
    basis: 'AAP policy statement: Climatic heat stress and exercising children and adolescents',
    protocol: 355,
    yes: ['Confused, acting strangely, fainted'],
    expectedLevel: 1,
  },
  {
    id: 'peds-heat-illness-02',
    caller:
      'After a long soccer game in the sun my son got leg cramps and a mild headache. He is resting in the shade drinking water and feels better.',
    basis: `${SEATTLE}: Heat Exposure and Reactions`,
    protocol: 355,
    yes: ['Heat cramps, or mild heat exhaustion'],
    expectedLevel: 3,
  },
  {
    id: 'peds-chickenpox-01',
    caller:
      'My unvaccinated 4-year-old has itchy spots turning into blisters since yesterday and a low fever. She is playing and drinking.',
    basis: 'Centers for Disease Control and Prevention: Chickenpox signs and symptoms',
    protocol: 356,
    yes: ['Typical chickenpox'],
    expectedLevel: 3,
  },
  {
    id: 'peds-chickenpox-02',
    caller:
      'My son has had chickenpox for 5 days. His fever came back today, one area on his leg is red, swollen and very painful, and he is lying on the couch.',
    basis: 'Centers for Disease Control and Prevention: Chickenpox complications (group A strep skin infections)',
    protocol: 356,
    yes: ['Spots with spreading redness'],
    expectedLevel: 1,
  },
  {
    id: 'peds-lice-pinworms-01',
    caller:
      'The school sent a note home and I found lice and nits in my 7-year-old’s hair. Her scalp is itchy but not sore.',
    basis: 'AAP clinical report: Head lice (Pediatrics, 2015)',
    protocol: 357,
    yes: ['Head lice or nits'],
    expectedLevel: 3,
  },
  {
    id: 'peds-lice-pinworms-02',
    caller: 'My 5-year-old scratches her bottom at night and I saw tiny white threads moving there.',
    basis: `${SEATTLE}: Pinworms`,
    protocol: 357,
    yes: ['possible pinworms'],
    expectedLevel: 2,
  },
  {
    id: 'peds-eye-injury-04',
    caller:
      'My 2-month-old has a bruise under his eye. His 3-year-old brother may have hit him with a toy, but nobody saw it.',
    basis: 'Pierce MC et al.: the TEN-4-FACESp bruising clinical decision rule (JAMA Network Open, 2021)',
    protocol: 324,
    yes: ['Baby not yet crawling'],
    expectedLevel: 1,
  },
  {
    id: 'peds-mouth-tooth-injury-04',
    caller:
      'My 4-month-old’s upper lip was bleeding and the little strip of skin under her lip is torn. She cannot roll over yet and we do not know how it happened.',
    basis: 'AAP clinical report: The evaluation of suspected child physical abuse (Christian CW, Pediatrics, 2015)',
    protocol: 328,
    yes: ['Baby not yet walking'],
    expectedLevel: 1,
  },
  {
    id: 'peds-nosebleed-04',
    caller:
      'My 3-year-old pushed one of those tiny round batteries up his nose. There is a little blood and he says it hurts.',
    basis: 'National Capital Poison Center: button battery injuries (ears and noses)',
    protocol: 332,
    yes: ['Button battery'],
    expectedLevel: 1,
  },
  {
    id: 'peds-animal-human-bite-04',
    caller:
      'Our dog bit my 14-month-old on the head. There are two small puncture holes in her scalp; the bleeding has stopped and she is playing.',
    basis: `${SEATTLE}: Animal or Human Bite`,
    protocol: 327,
    yes: ['face, head or neck'],
    expectedLevel: 1,
  },
  {
    id: 'peds-arm-hand-injury-03',
    caller:
      'My 7-year-old broke his forearm yesterday and has a cast. Tonight the pain keeps getting worse even after ibuprofen, and his fingers look puffy.',
    basis: 'American Academy of Orthopaedic Surgeons, OrthoInfo: Compartment syndrome',
    protocol: 333,
    yes: ['pain that keeps getting worse'],
    expectedLevel: 1,
  },
  {
    id: 'peds-fainting-04',
    caller:
      'My 12-year-old fainted when she saw her brother’s bloody knee. She felt woozy first, was out for a few seconds and is fine now.',
    basis: `${SEATTLE}: Fainting`,
    protocol: 335,
    yes: ['Simple faint with a clear trigger'],
    expectedLevel: 3,
  },
  {
    id: 'peds-immunization-reactions-05',
    caller:
      'My 4-month-old had his shots this morning. He is a bit fussy and his thigh is slightly red where the shot went, but he is feeding and settles when I hold him.',
    basis: 'Centers for Disease Control and Prevention: Possible side effects from vaccines',
    protocol: 344,
    yes: ['Mild pain, redness, swelling or a small lump'],
    expectedLevel: 3,
  },
  {
    id: 'peds-mouth-sores-04',
    caller: 'My 12-day-old has a few small blisters on his lip and chin. He is feeding okay and has no fever.',
    basis: 'American Academy of Pediatrics, Red Book: Herpes simplex (neonatal infection)',
    protocol: 346,
    yes: ['Baby younger than 1 month with blisters'],
    expectedLevel: 1,
  },
  {
    id: 'peds-penis-scrotum-symptoms-03',
    caller:
      'My 10-year-old suddenly got pain low in his belly on the left, near the groin, and has thrown up twice. He says his private parts are fine.',
    basis: 'American Urological Association / Urology Care Foundation: testicular torsion',
    protocol: 349,
    yes: ['sudden groin or lower belly pain'],
    expectedLevel: 1,
  },
  {
    id: 'peds-penis-scrotum-symptoms-04',
    caller:
      'My 5-month-old son keeps crying, the tip of his penis is red and swollen, and I can see a hair wound tightly around it.',
    basis: `${SEATTLE}: Penis-Scrotum Symptoms`,
    protocol: 349,
    yes: ['hair or thread wrapped'],
    expectedLevel: 1,
  },
  {
    id: 'peds-chickenpox-03',
    caller: 'My 3-week-old’s big sister has chickenpox, and now the baby has a few blister spots on his tummy.',
    basis: 'American Academy of Pediatrics, Red Book: Varicella-zoster virus infections',
    protocol: 356,
    yes: ['younger than 1 month'],
    expectedLevel: 1,
  },
  {
    id: 'peds-seizure-04',
    caller:
      'My 3-year-old has had febrile seizures before. Today with a fever he shook all over for about 8 minutes; it stopped on its own and he is sleepy but waking up.',
    basis:
      'AAP clinical practice guideline: Febrile seizures, neurodiagnostic evaluation of the child with a simple febrile seizure (Pediatrics, 2011)',
    protocol: 347,
    yes: ['lasted 5 minutes or more before it stopped'],
    expectedLevel: 1,
  },
];
