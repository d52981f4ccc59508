/**
 * Issue 31 (c), adult protocols mapped to their reference signs: a scenario for each question added
 * or changed where a sourced urgent sign had no question at its level (docs/content-format.md
 * 'Reference and mapping files'). Callers written in our own words from the public page the sign
 * came from.
 */
import type { Scenario } from './scenario.ts';

export const issue31MapAdultCScenarios: readonly Scenario[] = [
  // Common Cold (206).
  {
    id: 'adult-common-cold-issue31mapc-01',
    caller:
      'I have had a cold for four days, and this morning I brought up a good spoonful of bright red blood when I coughed, twice now.',
    basis: 'NHS (GP practice copy), Winter illnesses: cold (coughing up blood)',
    protocol: 206,
    yes: ['Coughing up blood (more than a few streaks'],
    expectedLevel: 1,
  },
  {
    id: 'adult-common-cold-issue31mapc-02',
    caller:
      'Since this cold started my chest feels tight and there is a whistle when I breathe out. I get puffed going up the stairs. I have never had asthma.',
    basis: 'Boots WebMD, Got a cold? When to seek medical advice (chest tightness, wheezing)',
    protocol: 206,
    yes: ['New wheezing or a tight chest'],
    expectedLevel: 2,
  },
  {
    id: 'adult-common-cold-issue31mapc-03',
    caller:
      'Stuffy nose and sore throat since Monday, and tonight the thermometer says 102.5 and I am shivering under two blankets.',
    basis: 'NHS Wirral CCG, Common cold self-care advice (temperature of 39 °C or more: seek medical advice)',
    contentSet: 'ah_adult',
    protocol: 206,
    yes: ['Fever of 102 °F (38.9 °C) or higher'],
    expectedLevel: 2,
  },
  {
    id: 'adult-common-cold-issue31mapc-04',
    caller:
      'My nose has been blocked for a week, and now my cheeks and forehead throb so much I could not sleep last night. No temperature, my eyes look normal.',
    basis: 'Mayo Clinic, Common cold - symptoms (severe sinus pain)',
    protocol: 206,
    yes: ['Severe sinus pain'],
    expectedLevel: 2,
  },
  {
    id: 'adult-common-cold-issue31mapc-05',
    caller: 'I have a chesty cold, and the phlegm I coughed up this morning had a few thin red threads in it.',
    basis: 'NHS (older NHS Choices wording on a GP practice page), Cold and flu (coughing up bloodstained mucus)',
    contentSet: 'ah_adult',
    protocol: 206,
    yes: ['Small streaks of blood in the mucus'],
    expectedLevel: 2,
  },
  {
    id: 'adult-common-cold-issue31mapc-06',
    caller:
      'I had chemo two weeks ago and now I have a runny nose and a scratchy throat. My temperature is normal, 98.4.',
    basis: 'NHS (GP practice copy), Winter illnesses: cold (weakened immune system)',
    protocol: 206,
    yes: ['in a person with a weak immune system'],
    expectedLevel: 2,
  },
  {
    id: 'adult-common-cold-issue31mapc-07',
    caller:
      'I have asthma and since I caught this cold I need my blue inhaler three or four times a day instead of once a week. It works each time and I can talk normally.',
    basis: 'Boots WebMD, Got a cold? When to seek medical advice (asthma and a cold)',
    contentSet: 'ah_adult',
    protocol: 206,
    yes: ['Asthma or COPD symptoms worse than usual'],
    expectedLevel: 2,
  },
  {
    id: 'adult-common-cold-issue31mapc-08',
    caller:
      'I caught a cold nearly a month ago. The runny nose went, but my throat is still scratchy and my voice hoarse. No fever, I feel fine otherwise.',
    basis: 'NHS (GP practice copy), Winter illnesses: cold (symptoms lasting more than 3 weeks)',
    protocol: 206,
    yes: ['any other cold symptom lasting 3 weeks or more'],
    expectedLevel: 2,
  },
  {
    id: 'adult-common-cold-issue31mapc-09',
    caller: 'Since my cold last week I have found lumps like marbles in both armpits, and they are still there.',
    basis: 'Boots WebMD, Got a cold? When to seek medical advice (swollen glands in the neck or armpits)',
    protocol: 206,
    yes: ['Swollen glands in the neck'],
    expectedLevel: 2,
  },
  {
    id: 'adult-common-cold-issue31mapc-10',
    caller:
      'I have kidney disease and I have caught a cold, sneezing and a runny nose since yesterday. I feel all right, just wanted to check.',
    basis: 'NHS (GP practice copy), Winter illnesses: cold (long-term condition)',
    protocol: 206,
    yes: ['Cold in a person with a long-term condition'],
    expectedLevel: 2,
  },
  // Rash or Redness, Localized (233).
  {
    id: 'adult-rash-localized-issue31mapc-01',
    caller:
      'We were clearing poison oak in the garden an hour ago. Now my husband has an itchy rash on his arms, and he just collapsed on the patio; he says he cannot get up without the room spinning.',
    basis: 'eMedicineHealth, Poison ivy, oak and sumac - when to seek medical care (dizziness, fainting or collapse)',
    protocol: 233,
    yes: ['or fainting, collapse or too dizzy to stand'],
    expectedLevel: 1,
  },
  {
    id: 'adult-rash-localized-issue31mapc-02',
    caller:
      'My shin went red, hot and sore yesterday, and this evening my temperature is 101. It is not spreading fast and I can walk about.',
    basis:
      'NHS, Cellulitis (signs the infection has spread: call 999 or go to A&E); Mayo Clinic, Cellulitis (seek emergency care)',
    protocol: 233,
    yes: ['Red, hot and painful skin (possible skin infection) and any of these'],
    expectedLevel: 1,
  },
  {
    id: 'adult-rash-localized-issue31mapc-03',
    caller:
      'I burned a pile of brush with poison ivy in it this morning. My eyes are swollen and burning, and my throat is raw. I can breathe all right.',
    basis: 'Mayo Clinic wording (mymlc.com health library), Contact dermatitis - seek immediate medical care',
    contentSet: 'ah_adult',
    protocol: 233,
    yes: ['After breathing in smoke from burning poison ivy'],
    expectedLevel: 1,
  },
  {
    id: 'adult-rash-localized-issue31mapc-04',
    caller:
      'The skin around my left eye has gone red and puffy and it is hot and sore to touch. I have no temperature and my sight is normal.',
    basis: 'NHS, Cellulitis (earlier wording: face or around the eye, get advice from 111 now)',
    contentSet: 'ah_adult',
    protocol: 233,
    yes: ['Red, hot and painful area of skin, often swollen'],
    expectedLevel: 2,
  },
  {
    id: 'adult-rash-localized-issue31mapc-05',
    caller:
      'I have a crop of painful blisters inside and around my right ear since yesterday, and my hearing on that side seems muffled.',
    basis: 'NHS, Shingles (urgent GP appointment: affecting hearing or the face)',
    protocol: 233,
    yes: ['Painful blisters on one side of the forehead'],
    expectedLevel: 2,
  },
  {
    id: 'adult-rash-localized-issue31mapc-06',
    caller:
      'My eczema on my neck has suddenly come up in lots of tiny painful blisters, some burst into little round sores. I feel fine otherwise, no temperature.',
    basis: 'Tottori Allergy and Asthma, When should I call my doctor about eczema? (eczema herpeticum)',
    protocol: 233,
    yes: ['Clusters of small, painful blisters'],
    expectedLevel: 2,
  },
  {
    id: 'adult-rash-localized-issue31mapc-07',
    caller:
      'I am 67 and I have had a tingling then a blistering rash on one side of my waist for two days. Nobody has looked at it yet.',
    basis:
      'NHS, Shingles (urgent GP appointment; medicine works best within 3 days); Star Valley Health, Shingles (60 or older)',
    contentSet: 'ah_adult',
    protocol: 233,
    yes: ['Painful band or patch of blisters on one side'],
    expectedLevel: 2,
  },
  {
    id: 'adult-rash-localized-issue31mapc-08',
    caller:
      'I got into poison ivy on a hike. Both legs from the ankles to the knees are covered in blisters and swollen. No fever.',
    basis:
      'eMedicineHealth, Poison ivy, oak and sumac (large areas, a great deal of swelling); NHS, Contact dermatitis (severe reaction)',
    protocol: 233,
    yes: ['Severe poison ivy or contact rash'],
    expectedLevel: 2,
  },
  {
    id: 'adult-rash-localized-issue31mapc-09',
    caller:
      'The doctor started me on antibiotics for cellulitis on my arm three days ago and it looks just the same, still red and sore. No fever.',
    basis: 'NHS, Cellulitis (contact a GP if not better 2 to 3 days after starting antibiotics)',
    contentSet: 'ah_adult',
    protocol: 233,
    yes: ['Taking an antibiotic for a skin infection'],
    expectedLevel: 2,
  },
  {
    id: 'adult-rash-localized-issue31mapc-10',
    caller:
      'This eczema on my hands itches so much that I am awake half the night and I cannot concentrate at work. It is not weeping or sore.',
    basis: 'Mayo Clinic wording (mymlc.com health library), Contact dermatitis - see your doctor (losing sleep)',
    protocol: 233,
    yes: ['Itch or discomfort so bad'],
    expectedLevel: 2,
  },
  {
    id: 'adult-rash-localized-issue31mapc-11',
    caller:
      'I have diabetes and there is a round, scaly, itchy ring on my thigh that has been getting bigger over a week.',
    basis: 'NHS 111 Wales, Ringworm (see a GP: weakened immune system or diabetes)',
    protocol: 233,
    yes: ['Ring-shaped scaly patch (possible ringworm) on the scalp'],
    expectedLevel: 2,
  },
  {
    id: 'adult-rash-localized-issue31mapc-12',
    caller:
      'The GP diagnosed shingles on my back ten days ago. The blisters are scabbing over now and paracetamol keeps the pain manageable. Is there anything else I should do?',
    basis: 'NHS, Shingles (self-care: the rash can take up to 4 weeks to heal)',
    protocol: 233,
    yes: ['Shingles already checked by a clinician'],
    expectedLevel: 3,
  },
  // Hay Fever (234).
  {
    id: 'adult-hay-fever-issue31mapc-01',
    caller:
      'My hay fever has been awful today, and now I am out of breath just sitting on the sofa and can only say a few words at a time between breaths. I do not have asthma.',
    basis: 'Drugs.com, Allergic rhinitis care notes (shortness of breath: call 911)',
    protocol: 234,
    yes: ['Short of breath at rest'],
    expectedLevel: 1,
  },
  {
    id: 'adult-hay-fever-issue31mapc-02',
    caller:
      'I have had hay fever for weeks with a tickly cough, and tonight I coughed up a mouthful of bright red blood.',
    basis: 'Drugs.com, Allergic rhinitis care notes (coughing up blood: seek care immediately)',
    contentSet: 'ah_adult',
    protocol: 234,
    yes: ['Coughing up blood (more than a few streaks'],
    expectedLevel: 1,
  },
  {
    id: 'adult-hay-fever-issue31mapc-03',
    caller:
      'I have mild asthma and with the pollen this week my chest feels tight and wheezy most evenings. My blue inhaler helps and I can talk normally.',
    basis:
      'Bredon Surgery (NHS GP practice), Hay fever (wheezing, breathlessness or a tight chest: contact the practice)',
    protocol: 234,
    yes: ['Wheezing, a tight chest or shortness of breath with the allergy symptoms'],
    expectedLevel: 2,
  },
  {
    id: 'adult-hay-fever-issue31mapc-04',
    caller:
      'My hay fever has blocked my nose for days and now the pain across my cheeks and forehead is so bad I had to leave work. No temperature.',
    basis:
      'Drugs.com, Allergic rhinitis care notes (severe pain); NHS, Sinusitis (urgent GP appointment if painkillers do not help)',
    protocol: 234,
    yes: ['Severe pain in the face, forehead, ears or head'],
    expectedLevel: 2,
  },
  {
    id: 'adult-hay-fever-issue31mapc-05',
    caller:
      'Pollen season has given me a cough from the drip down my throat, and this morning there were thin threads of blood in what I coughed up.',
    basis: 'Drugs.com, Allergic rhinitis care notes (coughing up blood)',
    contentSet: 'ah_adult',
    protocol: 234,
    yes: ['Small streaks of blood in the mucus coughed up'],
    expectedLevel: 2,
  },
  {
    id: 'adult-hay-fever-issue31mapc-06',
    caller:
      'With my hay fever the inside of my nose has become sore, and when I blow it there is often some blood in the tissue.',
    basis: 'Drugs.com, Allergic rhinitis care notes (nosebleed or pain inside the nose: contact your provider)',
    protocol: 234,
    yes: ['Stuffy nose on one side only that does not clear'],
    expectedLevel: 2,
  },
  {
    id: 'adult-hay-fever-issue31mapc-07',
    caller:
      'I am 20 weeks pregnant and my hay fever is driving me mad, sneezing and itchy eyes. What can I take for it?',
    basis: 'Bredon Surgery (NHS GP practice), Hay fever (pregnant or breastfeeding: contact the practice)',
    protocol: 234,
    yes: ['Pregnant or breastfeeding, and wants a medicine'],
    expectedLevel: 2,
  },
  // High Blood Pressure (243).
  {
    id: 'adult-high-blood-pressure-issue31mapc-01',
    caller:
      'My machine says 192 over 124, and I checked it again after sitting quietly for five minutes. I have a tearing ache in the middle of my back. No chest pain.',
    basis: 'American Heart Association, Hypertensive crisis - when you should call 911 (back pain)',
    protocol: 243,
    yes: ['with back pain or any change in vision'],
    expectedLevel: 1,
  },
  {
    id: 'adult-high-blood-pressure-issue31mapc-02',
    caller:
      'I am 34 weeks pregnant. Since this afternoon I have a bad headache and keep seeing flashing lights, and my face looks puffy. I have no blood pressure cuff at home.',
    basis: 'Best Beginnings (Baby Buddy), What is pre-eclampsia? (contact your midwife right away)',
    contentSet: 'ah_adult',
    protocol: 243,
    yes: ['whatever the blood pressure reading'],
    expectedLevel: 1,
  },
  {
    id: 'adult-high-blood-pressure-issue31mapc-03',
    caller:
      'I take tablets for blood pressure. I have had a dull headache for three days that paracetamol does not shift, and two nosebleeds. I have not measured my pressure.',
    basis:
      'NHS (2009 wording reproduced by Clear Chemist), Symptoms of high blood pressure (visit your GP as soon as possible)',
    contentSet: 'ah_adult',
    protocol: 243,
    yes: ['with a headache that does not go away'],
    expectedLevel: 2,
  },
  {
    id: 'adult-high-blood-pressure-issue31mapc-04',
    caller:
      'Since the doctor started me on a new blood pressure pill three weeks ago I have had a tickly dry cough that will not stop. My readings are fine.',
    basis: 'Blood Pressure UK, Blood pressure medication side effects (speak to your doctor, nurse or pharmacist)',
    protocol: 243,
    yes: ['Side effects from a blood pressure medicine'],
    expectedLevel: 2,
  },
  // Anxiety and Panic Attack (245).
  {
    id: 'adult-anxiety-panic-issue31mapc-01',
    caller:
      'I am so wound up tonight that I keep getting thoughts of hurting my flatmate. I have no plan and I do not want to, but I do not feel safe being around him.',
    basis:
      'Pendeen Surgery (NHS GP practice), Urgent mental health support (not feeling safe, others nearby at risk: NHS 111 option 2)',
    contentSet: 'ah_adult',
    protocol: 245,
    yes: ['Thoughts of suicide or of harming someone else'],
    expectedLevel: 1,
  },
  {
    id: 'adult-anxiety-panic-issue31mapc-02',
    caller:
      'For the last few days I have been so anxious I cannot make myself go out of the front door, not even to the shop. I am not thinking of hurting myself, I just cannot cope.',
    basis:
      'Norwood Medical Centre (NHS GP practice), NHS 111 option 2 for crisis mental health support (too anxious to leave the house)',
    contentSet: 'ah_adult',
    protocol: 245,
    yes: ['Unable to cope or feeling out of control'],
    expectedLevel: 2,
  },
  {
    id: 'adult-anxiety-panic-issue31mapc-03',
    caller:
      'I have been on edge and worrying about everything for about a month. I still get to work and sleep, but it is really upsetting me.',
    basis: 'NHS inform, Anxiety (speak to your GP if it causes distress)',
    protocol: 245,
    yes: ['Worry or nervousness on most days'],
    expectedLevel: 2,
  },
  {
    id: 'adult-anxiety-panic-issue31mapc-04',
    caller:
      'I am 26 and this is the third time this month my heart suddenly pounds and I feel I am going to die, then it passes after ten minutes. I have never seen anyone about it. I feel fine now.',
    basis:
      'NHS, Panic disorder (see a GP); Talk Wandsworth (NHS Talking Therapies), Panic attacks (GP check for a physical cause)',
    protocol: 245,
    yes: ['Panic attacks, now settled, that a doctor has not yet checked'],
    expectedLevel: 2,
  },
  // Illness After Travel (252).
  {
    id: 'adult-illness-after-travel-issue31mapc-01',
    caller:
      'My son came back from Kenya ten days ago with a fever, and in the last hour he cannot lift his right arm or leg properly.',
    basis:
      "University of Bristol Students' Health Service (NHS GP practice), Health advice for the returning traveller (fever with paralysis)",
    protocol: 252,
    yes: ['new weakness or paralysis of an arm or leg'],
    expectedLevel: 1,
  },
  {
    id: 'adult-illness-after-travel-issue31mapc-02',
    caller:
      'I got back from Ghana four months ago. Since last night I keep shivering and then sweating, with a headache and aching all over. I have no thermometer.',
    basis: 'nidirect, Malaria (seek medical help immediately, even months after coming home)',
    contentSet: 'ah_adult',
    protocol: 252,
    yes: ['Fever after being in a malaria area in the past year'],
    expectedLevel: 1,
  },
  {
    id: 'adult-illness-after-travel-issue31mapc-03',
    caller:
      'I had a high fever for four days after coming back from Bali. The fever went yesterday, but today my gums keep bleeding when I touch them.',
    basis: 'Maricopa County public health, Dengue (bleeding from the nose or gums: go to an emergency room)',
    protocol: 252,
    yes: ['Any of these after travel'],
    expectedLevel: 1,
  },
  {
    id: 'adult-illness-after-travel-issue31mapc-04',
    caller:
      'My wife had a fever last week after our trip to Thailand. It settled, but since this morning she has vomited five times and she is restless and cannot settle.',
    basis: 'Maricopa County public health, Dengue (persistent vomiting, irritability as the fever falls)',
    contentSet: 'ah_adult',
    protocol: 252,
    yes: ['Severe belly pain, or a fever now or in the past 2 weeks'],
    expectedLevel: 1,
  },
  {
    id: 'adult-illness-after-travel-issue31mapc-05',
    caller:
      'Three weeks after a trip to Peru the whites of my eyes have gone yellow. I do not have a temperature and I feel only a bit tired.',
    basis: 'NHS, Yellow fever (yellow skin or eyes: go into hospital immediately)',
    protocol: 252,
    yes: ['Yellow skin or eyes after travel'],
    expectedLevel: 1,
  },
  {
    id: 'adult-illness-after-travel-issue31mapc-06',
    caller:
      'I came back from Morocco two days ago and today my diarrhoea is mostly blood. I have no fever and I am drinking.',
    basis: "Mayo Clinic wording (mymlc.com health library), Traveler's diarrhea (bloody stools: see your doctor)",
    protocol: 252,
    yes: ['Bloody diarrhea (more than a few streaks'],
    expectedLevel: 2,
  },
  {
    id: 'adult-illness-after-travel-issue31mapc-07',
    caller:
      'I have had runny diarrhoea since the flight home from Egypt yesterday. My mouth is parched, I have hardly passed urine today and I go dizzy when I stand up.',
    basis: "Mayo Clinic wording (mymlc.com health library), Traveler's diarrhea (becoming dehydrated: see your doctor)",
    contentSet: 'ah_adult',
    protocol: 252,
    yes: ['with mild to moderate dehydration'],
    expectedLevel: 2,
  },
  {
    id: 'adult-illness-after-travel-issue31mapc-08',
    caller:
      'A monkey scratched my hand at a temple in Indonesia last week. It broke the skin but healed, so I did nothing. I am home now and feel fine.',
    basis:
      'Fit for Travel (NHS Scotland), Animal bites; HPSC Ireland, Rabies exposure abroad (seek urgent medical advice even if trivial); level 1 since issue 31: St John Ambulance, Animal bites (a risk of rabies: get to hospital as fast as possible)',
    protocol: 252,
    yes: ['Bitten, scratched or licked on broken skin'],
    expectedLevel: 1,
  },
  {
    id: 'adult-illness-after-travel-issue31mapc-09',
    caller:
      'Since I got back from Spain on Sunday I have had chills and aching muscles and a headache. I have not taken my temperature.',
    basis: 'Johns Hopkins Medicine, After you return from abroad (flu-like symptoms: have them assessed right away)',
    contentSet: 'ah_adult',
    protocol: 252,
    yes: ['Fever after travel outside the country in the past 3 months'],
    expectedLevel: 2,
  },
  {
    id: 'adult-illness-after-travel-issue31mapc-10',
    caller:
      'I have had loose stools since yesterday after a trip to Mexico, and now my bottom is so sore and painful I can hardly sit down. No blood.',
    basis:
      "Mayo Clinic wording (mymlc.com health library), Traveler's diarrhea (severe abdominal or rectal pain: see your doctor)",
    protocol: 252,
    yes: ['severe pain in the back passage'],
    expectedLevel: 2,
  },
  {
    id: 'adult-illness-after-travel-issue31mapc-11',
    caller:
      'I picked up a cough and tiredness during my month in Vietnam and it has not gone away since I got home two weeks ago. No fever, eating fine.',
    basis:
      'Merck Manual (consumer version), Problems after travel (symptoms that have not settled by the time you get home)',
    protocol: 252,
    yes: ['Symptoms that started during the trip'],
    expectedLevel: 2,
  },
  {
    id: 'adult-illness-after-travel-issue31mapc-12',
    caller:
      'I got a tattoo in a beach shop in Thailand last month. I feel completely well, but should I be tested for anything?',
    basis: 'Johns Hopkins Medicine, After you return from abroad (tattoo or piercing abroad: screening may be needed)',
    protocol: 252,
    yes: ['Back from travel and feeling well'],
    expectedLevel: 2,
  },
  // Sleep Problems (253).
  {
    id: 'adult-sleep-problems-issue31mapc-01',
    caller:
      'For the last two weeks I lie awake until 4 every night, and I am so wiped out that I have had to take days off work. I tried no screens and no coffee, it has not helped. No dark thoughts.',
    basis:
      'NHS inform, Insomnia (speak to your GP practice if it affects daily life or changed habits have not helped)',
    protocol: 253,
    yes: ['Trouble sleeping on 2 nights or more a week'],
    expectedLevel: 2,
  },
  {
    id: 'adult-sleep-problems-issue31mapc-02',
    caller:
      'I am in bed for eight hours but I wake up exhausted every day, and my wife says I make snorting, choking noises in my sleep.',
    basis: 'NHS (Sheen Surgery copy), Sleep apnoea (see a GP); WebMD, When to see a doctor about insomnia',
    protocol: 253,
    yes: ['Loud snoring with pauses in breathing'],
    expectedLevel: 2,
  },
  {
    id: 'adult-sleep-problems-issue31mapc-03',
    caller:
      'I keep dropping off in meetings without meaning to, and twice when I laughed hard my knees just gave way for a second. I did not pass out.',
    basis: 'NHS (1st Choice Pharmacy copy), Narcolepsy symptoms (see a GP)',
    protocol: 253,
    yes: ['Falls asleep without warning in the day'],
    expectedLevel: 2,
  },
  {
    id: 'adult-sleep-problems-issue31mapc-04',
    caller:
      'My husband has started shouting and punching out in his sleep, as if he is fighting someone in a dream. He does not remember it in the morning.',
    basis: 'WebMD, When to see a doctor about insomnia (bed partner notices unusual movements: tell your doctor)',
    protocol: 253,
    yes: ['Sleepwalking, acting out dreams'],
    expectedLevel: 2,
  },
  // Eating Disorder Concerns (254).
  {
    id: 'adult-eating-disorder-concerns-issue31mapc-01',
    caller:
      'My sister has anorexia and has been eating almost nothing. Ten minutes ago she went stiff and jerked on the floor for about a minute. She is breathing.',
    basis: 'Something Fishy, When to contact a medical professional - anorexia (seizure: emergency room or 911)',
    protocol: 254,
    yes: ['Fainted and is not back to normal'],
    expectedLevel: 1,
  },
  {
    id: 'adult-eating-disorder-concerns-issue31mapc-02',
    caller:
      'My flatmate has been restricting food for months. Tonight she cut her arms badly and there is a lot of blood.',
    basis: 'Norwood Medical Centre (NHS GP practice), NHS 111 option 2 (physically harmed themselves: 999 or A&E)',
    contentSet: 'ah_adult',
    protocol: 254,
    yes: ['Has a plan to harm or kill themselves'],
    expectedLevel: 1,
  },
  {
    id: 'adult-eating-disorder-concerns-issue31mapc-03',
    caller:
      'I have been making myself sick several times a day and I have not weed since breakfast, about ten hours. I feel washed out.',
    basis:
      'NICE NG69 information for the public, Looking after your physical health (very dehydrated: medical care straightaway)',
    protocol: 254,
    yes: ['or no urine in 8 hours or more'],
    expectedLevel: 1,
  },
  {
    id: 'adult-eating-disorder-concerns-issue31mapc-04',
    caller:
      'I am in recovery from anorexia but I have been cutting back again and running every day. Yesterday my heart fluttered and thumped for a few minutes. It is normal now.',
    basis: 'Eating Disorders Advice, Health facts (palpitations: always seek medical advice)',
    contentSet: 'ah_adult',
    protocol: 254,
    yes: ['that came and went, in a person who is restricting'],
    expectedLevel: 2,
  },
  {
    id: 'adult-eating-disorder-concerns-issue31mapc-05',
    caller:
      'I binge and then throw up and I cannot stop it any more. I feel completely out of control. I do not want to hurt myself.',
    basis: 'Norwood Medical Centre (NHS GP practice), NHS 111 option 2 (feeling out of control or unable to cope)',
    protocol: 254,
    yes: ['Unable to cope or feeling out of control'],
    expectedLevel: 2,
  },
];
