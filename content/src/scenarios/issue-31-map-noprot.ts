/**
 * Authored scenarios for issue 31's reference mapping of the 'no protocol' call types (Information
 * Only Call, Medication Question, Lab Results, Prescription Refill, Appointment Request, Caller Hung
 * Up, No Protocol Fits — Adult and — Pediatric): one call or more per question whose wording or level
 * the mapping changed (content/src/references/mapping/<adult|peds>/), so the sourced sign reaches its
 * level through the engine. Written by the reviewer who changed the content, so they guard against
 * regressions; they are not the blind cases (docs/clinical-safety.md).
 */
import type { Scenario } from './scenario.ts';

export const issue31MapNoProtScenarios: readonly Scenario[] = [
  // Administrative screens, adults: the 911 list (NHS wording on GP practice sites, When to call 999).
  {
    id: 'adult-information-only-call-issue31noprot-01',
    caller:
      'I was calling about a form for my husband, but while we talk his face has gone lopsided and he cannot get his words out. It started about twenty minutes ago.',
    basis: 'NHS wording on a GP practice site (Manor View Practice): When to call 999; Stroke Association, FAST',
    contentSet: 'oh_adult',
    protocol: 901,
    yes: ['sudden face drooping'],
    expectedLevel: 1,
  },
  {
    id: 'adult-information-only-call-issue31noprot-02',
    caller:
      'I only wanted your opening hours, but for half an hour I have had a crushing weight in the middle of my chest and I am sweating.',
    basis: 'NHS wording on a GP practice site (Manor View Practice): When to call 999',
    contentSet: 'ah_adult',
    protocol: 901,
    yes: ['chest pain that feels like pressure'],
    expectedLevel: 1,
  },
  {
    id: 'adult-appointment-request-issue31noprot-01',
    caller:
      'I need to book a check-up. Also, I ate some prawns at lunch and my tongue feels thick and my throat is closing up.',
    basis: 'NHS wording on a GP practice site (Manor View Practice): When to call 999 (a severe allergic reaction)',
    contentSet: 'oh_adult',
    protocol: 905,
    yes: ['collapse after a food, medicine or sting'],
    expectedLevel: 1,
  },
  {
    id: 'adult-lab-results-issue31noprot-01',
    caller:
      'I am ringing for my dad’s blood results. He has a high temperature and now there are little purple spots all over his legs.',
    basis: 'HSE.ie: The emergency department (a rash that does not fade when pressed); NHS meningitis advice',
    contentSet: 'oh_adult',
    protocol: 903,
    yes: ['fever with purple or blood-colored spots'],
    expectedLevel: 1,
  },
  // Administrative screens, adults: the emergency department list (HSE.ie; ACEP warning signs; NHS.uk When to use A&E).
  {
    id: 'adult-lab-results-issue31noprot-02',
    caller:
      'I wanted my test results, but I have been throwing up since this morning and even sips of water come straight back up.',
    basis: 'HSE.ie: The emergency department (being sick and unable to keep fluids down)',
    contentSet: 'ah_adult',
    protocol: 903,
    yes: ['vomiting and cannot keep any fluids down'],
    expectedLevel: 1,
  },
  {
    id: 'adult-appointment-request-issue31noprot-02',
    caller:
      'Can I get an appointment? I felt rough yesterday, and today I am going downhill by the hour, shivery and weak.',
    basis: 'HSE.ie: The emergency department (feeling unwell and getting sicker quickly)',
    contentSet: 'oh_adult',
    protocol: 905,
    yes: ['getting sicker quickly'],
    expectedLevel: 1,
  },
  {
    id: 'adult-appointment-request-issue31noprot-03',
    caller: 'I want to book a routine visit. This morning I coughed up a mouthful of bright red blood.',
    basis: 'American College of Emergency Physicians warning signs (coughing or vomiting blood)',
    contentSet: 'ah_adult',
    protocol: 905,
    yes: ['coughing up blood (more than streaks)'],
    expectedLevel: 1,
  },
  {
    id: 'adult-information-only-call-issue31noprot-03',
    caller:
      'I just need the address of the counselling service. To be honest I have worked out how I would end my life and I do not trust myself tonight.',
    basis: 'NHS.uk text on a GP practice site (Chiswick Health Practice): When to use A&E (feelings of suicide)',
    contentSet: 'oh_adult',
    protocol: 901,
    yes: ['thoughts of suicide with a plan'],
    expectedLevel: 1,
  },
  {
    id: 'adult-lab-results-issue31noprot-03',
    caller:
      'I am after my kidney test results. I have hardly drunk anything with this bug and I have not passed water since last night, about 14 hours.',
    basis: 'HSE.ie: The emergency department (no urine for over 12 hours)',
    contentSet: 'oh_adult',
    protocol: 903,
    yes: ['no urine in 12 hours or more'],
    expectedLevel: 1,
  },
  // Caller Hung Up: the welfare-check question names more emergencies.
  {
    id: 'adult-caller-hung-up-issue31noprot-01',
    caller:
      'Nurse note: the caller said her father was bleeding heavily from a cut on his arm that would not stop, then the line went dead; two callbacks went to voicemail.',
    basis: 'NHS wording on a GP practice site (Manor View Practice): When to call 999 (severe bleeding)',
    contentSet: 'oh_adult',
    protocol: 906,
    yes: ['described a possible emergency'],
    expectedLevel: 1,
  },
  {
    id: 'peds-caller-hung-up-issue31noprot-01',
    caller:
      'Nurse note: a mother said her baby had gone floppy and would not wake properly before the call dropped; no answer on callback.',
    basis: 'NHS.uk wording (Hackney and City Health Visiting): Is my baby or toddler seriously ill?',
    contentSet: 'ah_peds',
    protocol: 906,
    yes: ['described a possible emergency'],
    expectedLevel: 1,
  },
  // Administrative screens, children: the 911 list (NHS.uk baby and toddler wording; Belfast Trust; Stanford Children's).
  {
    id: 'peds-information-only-call-issue31noprot-01',
    caller:
      'I had a question about the vaccine schedule, but my toddler has come up in little purple dots on his tummy this afternoon.',
    basis:
      'NHS.uk wording (Hackney and City Health Visiting): Is my baby or toddler seriously ill? (a rash that does not fade)',
    contentSet: 'oh_peds',
    protocol: 901,
    yes: ['purple or blood-colored spots or bruises that no injury explains'],
    expectedLevel: 1,
  },
  {
    id: 'peds-information-only-call-issue31noprot-02',
    caller:
      'I was going to ask about nursery forms, but my 2-year-old just fell from the top of the stairs onto the tiles and is very quiet.',
    basis:
      'NHS.uk wording (Hackney and City Health Visiting): Is my baby or toddler seriously ill? (may be seriously injured)',
    contentSet: 'ah_peds',
    protocol: 901,
    yes: ['may have been seriously injured'],
    expectedLevel: 1,
  },
  {
    id: 'peds-lab-results-issue31noprot-01',
    caller:
      'I am calling for my son’s blood test result. He has a temperature and his hands and feet are freezing, and his skin looks blotchy and grey.',
    basis: 'Belfast Trust children’s symptom checker: Unwell generally (pale, mottled, cold hands or feet)',
    contentSet: 'oh_peds',
    protocol: 903,
    yes: ['skin pale, blotchy (mottled) or bluish'],
    expectedLevel: 1,
  },
  {
    id: 'peds-appointment-request-issue31noprot-01',
    caller:
      'I want to book her a check. She is not making sense this evening, talking strangely and staring, and she is much less with it than usual.',
    basis: 'Stanford Children’s Health: Child Health Emergencies (strange, less alert behaviour)',
    contentSet: 'oh_peds',
    protocol: 905,
    yes: ['suddenly much less alert'],
    expectedLevel: 1,
  },
  // Administrative screens, children: the emergency department list.
  {
    id: 'peds-appointment-request-issue31noprot-02',
    caller:
      'I would like to book my 6-week-old’s check. Nothing in particular, but I am really worried about her, she just does not seem right to me.',
    basis: 'NHS.uk wording (Hackney and City Health Visiting): a baby under 8 weeks and you are very worried; HSE.ie',
    contentSet: 'oh_peds',
    protocol: 905,
    yes: ['whose parent is very worried about the baby'],
    expectedLevel: 1,
  },
  {
    id: 'peds-appointment-request-issue31noprot-03',
    caller:
      'Can I get an appointment for my 10-month-old? She has had runny poos, her nappy has been dry since breakfast, 9 hours now, and she cries without tears.',
    basis: 'Tallahassee Memorial HealthCare: Kids and emergencies, when to call 911 (severe dehydration)',
    contentSet: 'ah_peds',
    protocol: 905,
    yes: ['signs of dehydration'],
    expectedLevel: 1,
  },
  {
    id: 'peds-lab-results-issue31noprot-02',
    caller:
      'I wanted his blood results. This morning he had his first ever fit with a temperature; it lasted a minute and he seems fine now.',
    basis: 'NHS.uk wording (Hackney and City Health Visiting): a febrile seizure for the first time',
    contentSet: 'oh_peds',
    protocol: 903,
    yes: ['a first seizure (fit) ever'],
    expectedLevel: 1,
  },
  // Administrative screens, children: breathing faster than normal and not their usual self.
  {
    id: 'peds-information-only-call-issue31noprot-03',
    caller:
      'I have a question about school forms. My 3-year-old is breathing much quicker than usual just sitting watching TV; no temperature.',
    basis: 'Cambridgeshire and Peterborough Children’s Health: traffic light tool (amber: breathing fast)',
    contentSet: 'oh_peds',
    protocol: 901,
    yes: ['Breathing faster than normal when calm'],
    expectedLevel: 2,
  },
  {
    id: 'peds-lab-results-issue31noprot-03',
    caller:
      'I am calling for my daughter’s urine result. She is not herself today, lying about, no smiles, not bothered about her toys. No fever.',
    basis: 'Cambridgeshire and Peterborough Children’s Health: traffic light tool (amber: not themselves)',
    contentSet: 'ah_peds',
    protocol: 903,
    yes: ['not their usual self'],
    expectedLevel: 2,
  },
  // Medication Question (Barnsley Hospital ED allergy advice; Anaphylaxis UK; NICE CG183; NHS.uk poisoning; HSE.ie paracetamol for children).
  {
    id: 'adult-medication-question-issue31noprot-01',
    caller:
      'I started amoxicillin yesterday and today I have an itchy blotchy rash on my arms. My breathing is fine. Should I keep taking it?',
    basis: 'NICE CG183 information for the public: if you think you have a drug allergy',
    contentSet: 'oh_adult',
    protocol: 902,
    yes: ['a new rash, hives or itching'],
    expectedLevel: 2,
  },
  {
    id: 'adult-medication-question-issue31noprot-02',
    caller:
      'I took the first tablet of my new blood pressure medicine an hour ago and my voice has gone croaky and my throat feels tight.',
    basis: 'Barnsley Hospital NHS FT emergency department: Allergy advice (hoarse voice, throat tightness)',
    contentSet: 'ah_adult',
    protocol: 902,
    yes: ['a tight throat, a hoarse voice'],
    expectedLevel: 1,
  },
  {
    id: 'adult-medication-question-issue31noprot-03',
    caller: 'After the new tablet I came over all light-headed and clammy with itchy skin, and my heart is pounding.',
    basis: 'Anaphylaxis UK: What to do in an emergency',
    contentSet: 'oh_adult',
    protocol: 902,
    yes: ['an allergic reaction with dizziness or faintness'],
    expectedLevel: 1,
  },
  {
    id: 'adult-medication-question-issue31noprot-04',
    caller: 'I have been on sertraline for two weeks and the sickness it gives me really worries me.',
    basis: 'Well Pharmacy: Side effects (worried about a side effect: contact your doctor or pharmacist)',
    contentSet: 'oh_adult',
    protocol: 902,
    yes: ['a side effect that worries the patient'],
    expectedLevel: 2,
  },
  {
    id: 'peds-medication-question-issue31noprot-01',
    caller:
      'My 2-year-old got into his grandma’s handbag and there are tablets missing from her pill box. He seems fine.',
    basis: 'South Yorkshire and Bassetlaw Healthier Together: Poisoning; eMedicineHealth: Poisoning',
    contentSet: 'oh_peds',
    protocol: 902,
    yes: ['a child may have swallowed pills or medicine'],
    expectedLevel: 1,
  },
  {
    id: 'peds-medication-question-issue31noprot-02',
    caller: 'She has had Calpol for a few days for her cold, and today the whites of her eyes look yellow.',
    basis: 'HSE.ie: Side effects of paracetamol for children',
    contentSet: 'ah_peds',
    protocol: 902,
    yes: ['yellow skin or eyes'],
    expectedLevel: 2,
  },
  {
    id: 'peds-medication-question-issue31noprot-03',
    caller: 'An hour after his first dose of the new antibiotic his lips are puffing up. He is breathing normally.',
    basis: 'HSE.ie: Side effects of paracetamol for children (swelling of the lips after a medicine)',
    contentSet: 'oh_peds',
    protocol: 902,
    yes: ['after a medicine: swelling of the lips or face'],
    expectedLevel: 1,
  },
  {
    id: 'peds-medication-question-issue31noprot-04',
    caller: 'I gave her a double dose of her sleep medicine by mistake and now I can barely wake her.',
    basis: 'Wyoming Department of Health: Poison Help (cannot be woken after a possible poisoning)',
    contentSet: 'ah_peds',
    protocol: 902,
    yes: ['after too much of a medicine, or the wrong one'],
    expectedLevel: 1,
  },
  {
    id: 'peds-medication-question-issue31noprot-05',
    caller:
      'I think I gave my son his paracetamol twice this afternoon, two extra doses. He seems well; what should I do?',
    basis: 'HSE.ie: Paracetamol for children (2 or more extra doses)',
    contentSet: 'oh_peds',
    protocol: 902,
    yes: ['more of a medicine than prescribed'],
    expectedLevel: 1,
  },
  // Prescription Refill (NHS.uk diabetic ketoacidosis; Epilepsy Society; NHS Steroid Emergency Card; Asthma UK; NHS urgent repeat supply).
  {
    id: 'adult-prescription-refill-issue31noprot-01',
    caller:
      'I need my insulin refilled, I ran out two days ago. My meter just says HI, I have been sick twice and my breath smells like pear drops.',
    basis: 'NHS.uk: Diabetic ketoacidosis (NHS developer widget copy)',
    contentSet: 'oh_adult',
    protocol: 904,
    yes: ['diabetes: high blood sugar with vomiting'],
    expectedLevel: 1,
  },
  {
    id: 'adult-prescription-refill-issue31noprot-02',
    caller:
      'I take hydrocortisone every day for Addison’s and need more. I have been vomiting since this morning and cannot keep the tablets down.',
    basis: 'NHS Steroid Emergency Card (Merridale Medical Centre page)',
    contentSet: 'ah_adult',
    protocol: 904,
    yes: ['takes steroid tablets every day'],
    expectedLevel: 1,
  },
  {
    id: 'adult-prescription-refill-issue31noprot-03',
    caller:
      'I am calling to renew my wife’s epilepsy tablets, she missed some, and she is having a fit right now; it has gone on about 6 minutes.',
    basis: 'Epilepsy Society: When to call an ambulance',
    contentSet: 'oh_adult',
    protocol: 904,
    yes: ['a seizure (fit) lasting 5 minutes or more'],
    expectedLevel: 1,
  },
  {
    id: 'adult-prescription-refill-issue31noprot-04',
    caller: 'Can I get my prednisolone refilled? I take it every day and I only have tomorrow’s tablet left.',
    basis: 'NHS Steroid Emergency Card (Merridale Medical Centre page); NHS urgent repeat supply',
    contentSet: 'oh_adult',
    protocol: 904,
    yes: ['daily steroid tablets'],
    expectedLevel: 2,
  },
  {
    id: 'adult-prescription-refill-issue31noprot-05',
    caller:
      'I have completely run out of my blood pressure tablets, none since yesterday. Can you send a prescription?',
    basis: 'Tadley Medical Partnership: Repeat medication, 111 emergency prescription',
    contentSet: 'oh_adult',
    protocol: 904,
    yes: ['has run out of another regular medicine'],
    expectedLevel: 2,
  },
  {
    id: 'adult-prescription-refill-issue31noprot-06',
    caller:
      'I need more insulin. My sugar has been about 320 all day even after my correction doses; the ketone strip is negative and I feel all right.',
    basis: 'NHS.uk: Diabetic ketoacidosis (high blood glucose, ketones normal: call the diabetes team)',
    contentSet: 'oh_adult',
    protocol: 904,
    yes: ['blood sugar stays high after the usual extra insulin'],
    expectedLevel: 2,
  },
  {
    id: 'adult-prescription-refill-issue31noprot-07',
    caller:
      'I need a new blue inhaler. I have been puffing it all afternoon and it is doing nothing, I am still wheezing.',
    basis: 'Asthma UK: Asthma attacks (reliever not helping)',
    contentSet: 'ah_adult',
    protocol: 904,
    yes: ['the rescue inhaler (reliever) is not helping'],
    expectedLevel: 1,
  },
  {
    id: 'adult-prescription-refill-issue31noprot-08',
    caller:
      'I need a refill of my lisinopril, but it has given me a tickly cough for weeks that drives me mad at night.',
    basis: 'Well Pharmacy: Side effects (worried about a side effect: contact your doctor or pharmacist)',
    contentSet: 'ah_adult',
    protocol: 904,
    yes: ['a side effect that worries the patient or that they cannot put up with'],
    expectedLevel: 2,
  },
  {
    id: 'peds-prescription-refill-issue31noprot-01',
    caller:
      'I need a new inhaler for my son, his ran out yesterday and now he is wheezing and breathing hard and fast.',
    basis: 'Asthma UK: What to do if your child has an asthma attack (no reliever inhaler)',
    contentSet: 'ah_peds',
    protocol: 904,
    yes: ['or there is none to give during an attack'],
    expectedLevel: 1,
  },
  {
    id: 'peds-prescription-refill-issue31noprot-02',
    caller:
      'Please refill her reliever. She had a bad attack last night and needed ten puffs, but it settled and she is fine now.',
    basis: 'Asthma UK: What to do if your child has an asthma attack (urgent same-day appointment afterwards)',
    contentSet: 'oh_peds',
    protocol: 904,
    yes: ['an attack that needed more than the usual 2 to 4 puffs'],
    expectedLevel: 2,
  },
  {
    id: 'peds-prescription-refill-issue31noprot-03',
    caller:
      'My daughter has had asthma all evening and I am calling for more inhalers, but now she is dozy and her lips look a bit blue.',
    basis: 'Healthier Together (Hounslow and Richmond): Asthma attack (blue lips, confused or drowsy)',
    contentSet: 'oh_peds',
    protocol: 904,
    yes: ['drowsy or confused during an asthma attack'],
    expectedLevel: 1,
  },
  {
    id: 'peds-prescription-refill-issue31noprot-04',
    caller:
      'He has type 1 diabetes and needs more strips. His blood ketones are 2.1 and not coming down after the extra insulin.',
    basis: 'Diabetes Ireland: When to seek emergency help (positive ketones not responding to sick-day management)',
    contentSet: 'ah_peds',
    protocol: 904,
    yes: ['ketones that do not come down with the sick-day plan'],
    expectedLevel: 1,
  },
  {
    id: 'peds-prescription-refill-issue31noprot-05',
    caller: 'My son has CAH and takes hydrocortisone. He is very floppy and drowsy today and I need his prescription.',
    basis: 'Living with CAH: Emergency information, adrenal crisis',
    contentSet: 'oh_peds',
    protocol: 904,
    yes: ['extremely weak, drowsy, faint or confused'],
    expectedLevel: 1,
  },
  // No Protocol Fits — Adult (Stroke Association; NHS when to call 999; UK Sepsis Trust; NHS meningitis; ACEP).
  {
    id: 'adult-no-protocol-fits-issue31noprot-01',
    caller:
      'My mum is 78 and has had hiccups for two days. This morning her arm went weak and her words came out muddled for about ten minutes; she is back to normal now.',
    basis: 'Stroke Association: What are the symptoms of stroke? (TIA)',
    contentSet: 'oh_adult',
    protocol: 907,
    yes: ['even if it has gone away'],
    expectedLevel: 1,
  },
  {
    id: 'adult-no-protocol-fits-issue31noprot-02',
    caller: 'A varicose vein on my leg has burst and it keeps pouring even though I am pressing a towel on it hard.',
    basis: 'NHS wording on a GP practice site (Manor View Practice): When to call 999 (severe bleeding)',
    contentSet: 'ah_adult',
    protocol: 907,
    yes: ['bleeding that does not stop with firm pressure'],
    expectedLevel: 1,
  },
  {
    id: 'adult-no-protocol-fits-issue31noprot-03',
    caller:
      'I feel awful all over and cannot say what is wrong. I have a temperature, I have been sick, and now my neck is stiff and the light hurts my eyes.',
    basis: 'NHS.uk Meningitis text (copy on caths.cam.ac.uk)',
    contentSet: 'oh_adult',
    protocol: 907,
    yes: ['a fever or vomiting with a stiff neck'],
    expectedLevel: 1,
  },
  {
    id: 'adult-no-protocol-fits-issue31noprot-04',
    caller: 'I have no cold and no cough, but I just brought up about a tablespoon of blood when I cleared my throat.',
    basis: 'American College of Emergency Physicians warning signs (coughing or vomiting blood)',
    contentSet: 'ah_adult',
    protocol: 907,
    yes: ['coughing up blood (more than streaks)'],
    expectedLevel: 1,
  },
  {
    id: 'adult-no-protocol-fits-issue31noprot-05',
    caller:
      'I had a wisdom tooth out three days ago. Now I feel like I am going to die, and my knees look blotchy and purple-grey.',
    basis: 'UK Sepsis Trust signs (Willington Medical Group page): Sepsis in adults',
    contentSet: 'oh_adult',
    protocol: 907,
    yes: ['says they feel they might die'],
    expectedLevel: 1,
  },
  {
    id: 'adult-no-protocol-fits-issue31noprot-06',
    caller:
      'I was calling about my son’s ingrown toenail, but he has just started having a fit on the floor and it is still going after five minutes.',
    basis: 'NHS wording on a GP practice site (Manor View Practice): When to call 999 (a fit that is not stopping)',
    contentSet: 'oh_adult',
    protocol: 907,
    yes: ['a seizure (fit) still going on'],
    expectedLevel: 1,
  },
  {
    id: 'adult-no-protocol-fits-issue31noprot-07',
    caller: 'My flatmate was taken into hospital last night with meningitis. I feel fine, but do I need anything?',
    basis:
      'NHS.uk Meningitis text (copy on caths.cam.ac.uk): call 111 if you have been in contact with someone who has meningitis',
    contentSet: 'ah_adult',
    protocol: 907,
    yes: ['Close contact with someone who has meningitis'],
    expectedLevel: 2,
  },
  {
    id: 'peds-no-protocol-fits-issue31noprot-11',
    caller:
      'My 4-year-old’s cousin, who lives with us, was taken into hospital with meningitis yesterday. My son is completely well.',
    basis: 'NHS.uk Meningitis text: contact with someone who has meningitis',
    contentSet: 'oh_peds',
    protocol: 908,
    yes: ['Close contact with someone who has meningitis'],
    expectedLevel: 2,
  },
  // No Protocol Fits — Pediatric (NHS.uk baby and toddler wording; UK Sepsis Trust; Meningitis Now; Cook Children's BE FAST).
  {
    id: 'peds-no-protocol-fits-issue31noprot-01',
    caller:
      'My 3-month-old has had hiccups a lot today, and now she keeps stopping breathing for a few seconds while she sleeps, then starts again.',
    basis: 'NHS.uk wording (Hackney and City Health Visiting): Is my baby or toddler seriously ill? (stops breathing)',
    contentSet: 'oh_peds',
    protocol: 908,
    yes: ['has pauses in breathing'],
    expectedLevel: 1,
  },
  {
    id: 'peds-no-protocol-fits-issue31noprot-02',
    caller: 'My 4-year-old is confused, talking nonsense and acting strangely since he woke from his nap.',
    basis: 'Stanford Children’s Health: Child Health Emergencies',
    contentSet: 'ah_peds',
    protocol: 908,
    yes: ['suddenly much less alert, confused or acting strangely'],
    expectedLevel: 1,
  },
  {
    id: 'peds-no-protocol-fits-issue31noprot-03',
    caller:
      'I am not sure what to call about: my daughter has been tired and achy, and today tiny purple spots came up on her legs. She has not got a temperature.',
    basis: 'NHS.uk wording (Hackney and City Health Visiting): a rash that does not fade when a glass is pressed on it',
    contentSet: 'oh_peds',
    protocol: 908,
    yes: ['or such spots or bruises that no injury explains'],
    expectedLevel: 1,
  },
  {
    id: 'peds-no-protocol-fits-issue31noprot-04',
    caller:
      'My 8-year-old felt dizzy and sick after swimming, and now his face has suddenly dropped on one side and he cannot lift his right arm.',
    basis: 'Cook Children’s: Stroke and thrombosis (B.E. F.A.S.T.)',
    contentSet: 'oh_peds',
    protocol: 908,
    yes: ['sudden drooping of one side of the face'],
    expectedLevel: 1,
  },
  {
    id: 'peds-no-protocol-fits-issue31noprot-05',
    caller:
      'My toddler has had hiccups on and off all day, and now he is panting, breathing really fast even lying still on the sofa.',
    basis: 'UK Sepsis Trust wording (Frinton Road Medical Centre): Could it be sepsis? (breathing very fast)',
    contentSet: 'ah_peds',
    protocol: 908,
    yes: ['breathing very fast, or too breathless'],
    expectedLevel: 1,
  },
  {
    id: 'peds-no-protocol-fits-issue31noprot-06',
    caller: 'My baby is 10 weeks old. I cannot say what exactly, but I am really scared something is wrong with him.',
    basis:
      'HSE.ie: Get urgent medical help if your child is very unwell; NHS.uk wording (Hackney and City Health Visiting)',
    contentSet: 'oh_peds',
    protocol: 908,
    yes: ['whose parent is very worried about the baby'],
    expectedLevel: 1,
  },
  {
    id: 'peds-no-protocol-fits-issue31noprot-07',
    caller:
      'My 5-month-old has been grizzly and off her feeds, and the soft spot on top of her head is bulging and tight.',
    basis: 'Meningitis Now: Signs and symptoms in babies and toddlers',
    contentSet: 'ah_peds',
    protocol: 908,
    yes: ["a bulging soft spot on a baby's head"],
    expectedLevel: 1,
  },
  {
    id: 'peds-no-protocol-fits-issue31noprot-08',
    caller: 'My 2-year-old is not himself: lying around, no smiles, and he has hardly drunk anything today. No fever.',
    basis:
      'UK Sepsis Trust wording (Frinton Road Medical Centre): child under 5 not feeding; traffic light tool (amber)',
    contentSet: 'oh_peds',
    protocol: 908,
    yes: ['feeding poorly'],
    expectedLevel: 2,
  },
  {
    id: 'peds-no-protocol-fits-issue31noprot-09',
    caller:
      'I was calling about my 6-year-old’s bedwetting, but he has just eaten a cashew and now his tongue is swelling and he is struggling to swallow.',
    basis: 'NHS.uk wording (Hackney and City Health Visiting): a severe allergic reaction (anaphylaxis)',
    contentSet: 'oh_peds',
    protocol: 908,
    yes: ['collapse after a food, medicine or sting (anaphylaxis)'],
    expectedLevel: 1,
  },
  {
    id: 'peds-no-protocol-fits-issue31noprot-10',
    caller: 'My 7-month-old has had hiccups all day, and now she grunts with every breath and will not feed.',
    basis: 'Cambridgeshire and Peterborough Children’s Health: traffic light tool (grunting)',
    contentSet: 'oh_peds',
    protocol: 908,
    yes: ['cannot speak or cry, grunting'],
    expectedLevel: 1,
  },
];
