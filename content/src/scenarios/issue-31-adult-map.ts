/**
 * Issue 31 (b), adult protocols mapped to their reference signs: a scenario for each content change
 * made where a sourced urgent sign had no question at its level (docs/content-format.md 'Reference
 * and mapping files'). Callers written in our own words from the public page the sign came from.
 */
import type { Scenario } from './scenario.ts';

export const issue31AdultMapScenarios: readonly Scenario[] = [
  // Breathing Difficulty (203).
  {
    id: 'adult-breathing-difficulty-issue31map-01',
    caller: 'I have been short of breath since this morning and my chest feels tight and heavy, like a band around it.',
    basis: 'NHS Health A-Z, Shortness of breath (when to call 999)',
    protocol: 203,
    yes: ['chest pain, pressure, tightness or heaviness'],
    expectedLevel: 1,
  },
  {
    id: 'adult-breathing-difficulty-issue31map-02',
    caller:
      'For a few days I get out of breath more easily, and today my heart keeps fluttering and racing. I can talk in full sentences at rest.',
    basis: 'NHS Health A-Z, Shortness of breath (when to get help from NHS 111)',
    protocol: 203,
    yes: ['fluttering heartbeat (palpitations)'],
    expectedLevel: 2,
  },
  {
    id: 'adult-breathing-difficulty-issue31map-03',
    caller:
      'I have been a bit breathless for a week and this morning I coughed up some streaks of blood. It came on gradually.',
    basis: 'NHS Health A-Z, Shortness of breath (when to get help from NHS 111)',
    contentSet: 'ah_adult',
    protocol: 203,
    yes: ['fluttering heartbeat (palpitations)'],
    expectedLevel: 2,
  },
  // Weakness or Numbness (223).
  {
    id: 'adult-weakness-numbness-issue31map-01',
    caller:
      'My father suddenly does not know where he is and cannot remember what we did this morning. It started half an hour ago. His arms seem fine.',
    basis: 'Stroke - know the signs and act FAST (sudden memory loss or confusion)',
    protocol: 223,
    yes: ['confusion or memory loss'],
    expectedLevel: 1,
  },
  {
    id: 'adult-weakness-numbness-issue31map-02',
    caller:
      'Last month my arm went numb and my speech was muddled for about 20 minutes, then it all went back to normal. I never saw anyone about it.',
    basis: 'Stroke Association, What if symptoms pass (TIA)',
    contentSet: 'ah_adult',
    protocol: 223,
    yes: ['went away 2 weeks ago or longer'],
    expectedLevel: 2,
  },
  // Dizziness (211).
  {
    id: 'adult-dizziness-issue31map-01',
    caller: 'My mother has felt dizzy since yesterday and she has fallen over twice today. She has no chest pain.',
    basis: 'Mayo Clinic, Dizziness - When to see a doctor',
    protocol: 211,
    yes: ['new trouble walking, or falling over'],
    expectedLevel: 1,
  },
  {
    id: 'adult-dizziness-issue31map-02',
    caller: 'I bumped my head on a cupboard door two days ago and since then I keep feeling dizzy.',
    basis: 'Mayo Clinic, Dizziness - When to see a doctor',
    protocol: 211,
    yes: ['a head injury in the past few days'],
    expectedLevel: 1,
  },
  // Fainting (224).
  {
    id: 'adult-fainting-issue31map-01',
    caller:
      'My wife fainted in the kitchen and fell against the counter. She is awake and talking, but her wrist is bent at a strange angle and very swollen.',
    basis: 'NHS, Fainting (when to call 999)',
    protocol: 224,
    yes: ['Badly hurt in the fall'],
    expectedLevel: 1,
  },
  {
    id: 'adult-fainting-issue31map-02',
    caller:
      'I passed out for a few seconds at my desk. Just before, my heart was fluttering and skipping. I feel fine now.',
    basis: 'NHS, Fainting (when to call 999)',
    protocol: 224,
    yes: ['fluttering or irregular heartbeat'],
    expectedLevel: 1,
  },
  // Head Injury (225).
  {
    id: 'adult-head-injury-issue31map-01',
    caller:
      'My son, 25, hit his head playing rugby yesterday. He did not black out, but today he has a black eye although the ball hit the back of his head.',
    basis: 'NHS, Concussion (black eye with no obvious damage around the eye)',
    protocol: 225,
    yes: ['a black eye where the eye itself was not hit'],
    expectedLevel: 1,
  },
  {
    id: 'adult-head-injury-issue31map-02',
    caller:
      'My husband banged his head on a beam two days ago. He keeps forgetting things I told him an hour ago and he snaps at everyone, which is not like him.',
    basis: 'NHS Health A-Z, Head injury and concussion (go to A&E)',
    contentSet: 'ah_adult',
    protocol: 225,
    yes: ['change in behaviour since the injury'],
    expectedLevel: 1,
  },
  // Back Pain (202).
  {
    id: 'adult-back-pain-issue31map-01',
    caller:
      'I have had low back pain for three days, and since this morning it feels numb and strange when I wipe after the toilet.',
    basis: 'Practice Plus Group MSK and Diagnostics, Serious back pain (cauda equina warning signs)',
    protocol: 202,
    yes: ['when wiping with toilet paper'],
    expectedLevel: 1,
  },
  {
    id: 'adult-back-pain-issue31map-02',
    caller:
      'My back has ached for a month, and now the pain wakes me every night and lying down does not help at all. No fever, no numbness.',
    basis: 'Sheffield Aches and Pains (NHS MSK), Back pain (urgent GP appointment)',
    contentSet: 'ah_adult',
    protocol: 202,
    yes: ['a new lump or swelling on the back'],
    expectedLevel: 2,
  },
  {
    id: 'adult-back-pain-issue31map-03',
    caller:
      'I was rear-ended on the motorway this afternoon. My lower back hurts a lot now, but I can move and feel my legs fine.',
    basis: 'Sheffield Aches and Pains (NHS MSK), Back pain (call 999 or go to A&E)',
    protocol: 202,
    yes: ['Back pain that started after a serious accident'],
    expectedLevel: 1,
  },
  // Vomiting (222).
  {
    id: 'adult-vomiting-issue31map-01',
    caller:
      'My flatmate has been vomiting since last night. Now her temperature is 103 and she says the light hurts her eyes.',
    basis: 'St John Ambulance, Vomiting and diarrhoea; Middlesex Health, Vomiting',
    protocol: 222,
    yes: ['pain looking at bright lights'],
    expectedLevel: 1,
  },
  {
    id: 'adult-vomiting-issue31map-02',
    caller:
      'I have had a stomach bug since yesterday. I can keep sips down but I am very thirsty and I have only passed a little dark urine today.',
    basis: 'St John Ambulance, Vomiting and diarrhoea (dehydration: seek medical attention)',
    contentSet: 'ah_adult',
    protocol: 222,
    yes: ['passing only small amounts of dark urine'],
    expectedLevel: 2,
  },
  // Diarrhea (210).
  {
    id: 'adult-diarrhea-issue31map-01',
    caller:
      'I have had watery diarrhoea for four days now and it is no better than on day one. I am drinking fine, no blood, no fever.',
    basis: 'Mayo Clinic, Diarrhea - When to see a doctor (more than two days without improvement)',
    protocol: 210,
    yes: ['Diarrhea that has lasted 3 days or more'],
    expectedLevel: 2,
  },
  {
    id: 'adult-diarrhea-issue31map-02',
    caller:
      'My brother has had diarrhoea since yesterday, and now he says his neck is stiff and the light hurts his eyes.',
    basis: 'St John Ambulance, Vomiting and diarrhoea (call 999 or go to A&E)',
    protocol: 210,
    yes: ['pain looking at bright lights'],
    expectedLevel: 1,
  },
  {
    id: 'adult-diarrhea-issue31map-03',
    caller: 'I have type 2 diabetes and diarrhoea started this morning, about six watery stools so far. No fever.',
    basis: 'eMedicineHealth, Diarrhea - When to Seek Medical Care (call when it begins)',
    contentSet: 'ah_adult',
    protocol: 210,
    yes: ['Fever or frequent watery stools and any of these'],
    expectedLevel: 2,
  },
  // Cough (208).
  {
    id: 'adult-cough-issue31map-01',
    caller:
      'I have had a cough for a week, no fever, and now there is a pain in my chest when I cough. I am not short of breath.',
    basis: 'NHS Health A-Z, Cough (urgent GP appointment or NHS 111)',
    protocol: 208,
    yes: ['Cough and chest pain, or a swollen, painful side'],
    expectedLevel: 2,
  },
  // Rash, Widespread (218).
  {
    id: 'adult-rash-widespread-issue31map-01',
    caller:
      'A red rash came up on my chest this morning and by lunchtime it had spread over my back and arms. No fever, I feel alright otherwise.',
    basis: 'American Academy of Dermatology, Rash 101 in adults (when to seek medical treatment)',
    protocol: 218,
    yes: ['covers most of the body, or is spreading fast'],
    expectedLevel: 2,
  },
  {
    id: 'adult-rash-widespread-issue31map-02',
    caller: 'I have a rash and my mouth is so full of painful sores that I cannot even sip water.',
    basis: 'eMedicineHealth, Life-Threatening Skin Rashes (when to seek care)',
    protocol: 218,
    yes: ['cannot drink even small sips'],
    expectedLevel: 1,
  },
  // Eye Injury (230).
  {
    id: 'adult-eye-injury-issue31map-01',
    caller:
      'I got poked in the eye by a branch an hour ago. Now I cannot keep the eye open and I feel sick. I can see out of it when I force it open.',
    basis: 'NHS 111 Wales, Eye injuries (go to A&E or call 999)',
    protocol: 230,
    yes: ['cannot move the eye or keep it open'],
    expectedLevel: 1,
  },
  {
    id: 'adult-eye-injury-issue31map-02',
    caller:
      'Some dust blew into my eye yesterday. I rinsed it, but it is still sore and watery today. My vision is fine.',
    basis: 'NHS 111 Wales, Eye injuries (not better after 24 hours)',
    contentSet: 'ah_adult',
    protocol: 230,
    yes: ['not better after 24 hours'],
    expectedLevel: 2,
  },
  // Eye, Red, Pain or Discharge (231).
  {
    id: 'adult-eye-red-issue31map-01',
    caller: 'My right eye went red this afternoon and it really hurts to look at the light. No injury.',
    basis: 'NHS, Red eye (call 999 or go to A&E)',
    protocol: 231,
    yes: ['it hurts to look at light'],
    expectedLevel: 1,
  },
  // Seizure (249).
  {
    id: 'adult-seizure-issue31map-01',
    caller:
      'My son has epilepsy. His seizures usually last about a minute, but this one went on for nearly four minutes before it stopped. He is drowsy now but answering.',
    basis: 'Epilepsy Society, When to dial 999',
    protocol: 249,
    yes: ["longer than the person's usual seizures"],
    expectedLevel: 1,
  },
  {
    id: 'adult-seizure-issue31map-02',
    caller:
      'My husband has type 1 diabetes and just had a fit on the sofa. It lasted about a minute and he is coming round now.',
    basis: 'Epilepsy Foundation, When does a seizure require medical attention?',
    protocol: 249,
    yes: ['a person with diabetes'],
    expectedLevel: 1,
  },
  // Poisoning or Overdose (248).
  {
    id: 'adult-poisoning-issue31map-01',
    caller:
      'My dad drank some weedkiller from a drinks bottle by mistake. He keeps vomiting and has bad cramps in his stomach.',
    basis: 'St John Ambulance, Swallowed poisons',
    protocol: 248,
    yes: ['vomiting or cramping belly pain'],
    expectedLevel: 1,
  },
  // Pregnancy Problems (232).
  {
    id: 'adult-pregnancy-issue31map-01',
    caller:
      'I am 12 weeks pregnant and have had a sharp pain low in my tummy for two hours that does not ease when I lie down. My scan showed the baby in the womb.',
    basis: 'University Hospitals Birmingham NHS FT, When to call the midwife',
    protocol: 232,
    yes: ['Sharp or constant abdominal pain that does not come and go'],
    expectedLevel: 1,
  },
  {
    id: 'adult-pregnancy-issue31map-02',
    caller: 'I am 30 weeks pregnant and since this morning I get out of breath just sitting on the sofa.',
    basis: 'Raising Children Network, Serious health problems in pregnancy',
    protocol: 232,
    yes: ['Short of breath at rest during pregnancy'],
    expectedLevel: 1,
  },
  {
    id: 'adult-pregnancy-issue31map-03',
    caller: 'I am 16 weeks pregnant and my left calf has been getting more swollen and painful since yesterday.',
    basis: 'Raising Children Network, Serious health problems in pregnancy',
    contentSet: 'ah_adult',
    protocol: 232,
    yes: ['Pain and swelling in one or both legs'],
    expectedLevel: 1,
  },
  // Burns (228).
  {
    id: 'adult-burns-issue31map-01',
    caller:
      'I splashed some descaler on my forearm. I rinsed it under the tap for 20 minutes and it has stopped stinging, but the skin is red.',
    basis: 'Health and Care Portsmouth, Burns or scalds (chemical or acid burn: 999 or the emergency department)',
    protocol: 228,
    yes: ['Chemical or acid burn of the skin'],
    expectedLevel: 1,
  },
  {
    id: 'adult-burns-issue31map-02',
    caller:
      'We had a small kitchen fire. My wife breathed in a lot of smoke and now she keeps coughing and her throat is sore. She is breathing fine.',
    basis: 'Health and Care Portsmouth, Burns or scalds',
    protocol: 228,
    yes: ['Breathed in smoke or fumes'],
    expectedLevel: 1,
  },
  // Cuts and Lacerations (226).
  {
    id: 'adult-cuts-issue31map-01',
    caller:
      'I cut my foot on broken glass at the beach. The bleeding stopped but it still feels like there is a piece of glass in it when I walk.',
    basis: 'NHS, Lacerations - when to go to A&E',
    protocol: 226,
    yes: ['Feels like something (e.g., glass, splinter)'],
    expectedLevel: 1,
  },
  {
    id: 'adult-cuts-issue31map-02',
    caller:
      'I cut the back of my calf on a metal step. Since then I cannot move my foot properly and the top of it is numb.',
    basis: 'NHS, Lacerations; Thorpe-le-Soken Surgery, Cuts and grazes',
    protocol: 226,
    yes: ['numbness beyond the cut or trouble moving a finger'],
    expectedLevel: 1,
  },
  // Urination Pain (220).
  {
    id: 'adult-urination-pain-issue31map-01',
    caller:
      'My mother, 82, has had burning when she passes water for two days. Today she feels cold and her thermometer says 96.',
    basis: 'Spring Hall Group Practice, What is a UTI (very low temperature)',
    protocol: 220,
    yes: ['96.8 °F (36 °C) or lower'],
    expectedLevel: 1,
  },
  // Rectal Bleeding (247).
  {
    id: 'adult-rectal-bleeding-issue31map-01',
    caller:
      'For about three weeks my stools have been thinner and softer than normal, and I have seen some blood on them a few times.',
    basis: 'NHS, Bleeding from the bottom (see a GP)',
    protocol: 247,
    yes: ['Rectal bleeding with a change in bowel habit'],
    expectedLevel: 2,
  },
  // Heart Palpitations (244).
  {
    id: 'adult-palpitations-issue31map-01',
    caller:
      'My heart has been pounding and racing for ten minutes and I feel out of breath sitting here. I have no heart problems. No chest pain.',
    basis: 'NHS 111 Wales, Heart palpitations (call 999 or go to A&E)',
    protocol: 244,
    yes: ['Palpitations now with shortness of breath'],
    expectedLevel: 1,
  },
  {
    id: 'adult-palpitations-issue31map-02',
    caller:
      'Last night my heart raced for a few minutes and I had a tight chest and felt faint, then it all stopped. I feel normal this morning.',
    basis: 'NHS, Heart palpitations (urgent GP appointment or NHS 111)',
    contentSet: 'ah_adult',
    protocol: 244,
    yes: ['and have now stopped'],
    expectedLevel: 2,
  },
];
