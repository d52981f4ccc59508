import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  LIFE_THREATENING_SCREEN,
  PAIN_MEDICINE_NUGGET,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'chest-pain',
  sourceProtocolId: 348,
  audience: 'peds',
  title: 'Chest Pain',
  keywords: [
    'chest pain',
    'chest hurts',
    'chest hurting',
    'pain in chest',
    'chestpain',
    'chest pian',
    'heart hurts',
    'heart pain',
    'tight chest',
    'chest tightness',
    'sharp pain in chest',
    'hurts to breathe',
    'pain when breathing in',
    'rib pain',
    'sore ribs',
    'chest wall pain',
    'costochondritis',
    'heart racing',
    'heart pounding',
    'palpitations',
    'heartburn',
    'chest injury',
  ],
  definition:
    '<p>Pain or discomfort anywhere in the chest of a child or teen, including pain on breathing in and a racing or pounding heart with chest pain.</p>',
  background:
    '<p>Chest pain in children is rarely caused by the heart. Common causes are chest-wall pain (sore muscles or rib joints from coughing, sports or lifting; pain is sharp, in one spot, and worse when pressing on it or moving), coughing from a cold or asthma, heartburn, and anxiety. Short, sharp stabbing pains lasting seconds (precordial catch) are harmless.</p>' +
    '<p>Red flags: chest pain during exercise or with fainting, a racing or irregular heartbeat, trouble breathing, pale or sweaty skin, known heart disease or Kawasaki disease, sickle cell disease (acute chest syndrome), sudden pain with shortness of breath in a tall thin teen or a child with asthma (collapsed lung), teens using stimulants or cocaine, and pain after a hard blow to the chest. Heart inflammation (myocarditis, pericarditis) can follow a viral illness: pain worse lying flat, fever, fast heartbeat, tiredness.</p>',
  initialAssessment: [
    '1. LOCATION: Where is the pain? Does it spread to the arm, neck, jaw or back?',
    '2. SEVERITY: How bad is it?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
    '3. PATTERN: Constant or comes and goes? Worse with breathing, moving, pressing on the chest, or lying flat?',
    '4. ONSET: When did it start? During exercise or at rest?',
    '5. BREATHING: Any trouble breathing, wheezing or cough?',
    '6. HEART: Any racing or irregular heartbeat, dizziness or fainting?',
    '7. FEVER: Any fever or recent viral illness?',
    '8. HISTORY: Any heart disease, Kawasaki disease, sickle cell disease, asthma? Any drugs or energy drinks?',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Chest pain in children and adolescents',
      author: 'Selbst SM',
      source: 'Pediatrics in Review. 2010;31(2):e1-e9',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'asthma-attack', text: 'Chest tightness with wheezing in a child with asthma' },
    { protocol: 'cough', text: 'Chest pain only when coughing, with a cough' },
    { protocol: 'breathing-difficulty', text: 'Trouble breathing is the main problem' },
    { protocol: 'fainting', text: 'Fainting is the main problem' },
    {
      protocol: 'poisoning-swallowed-object',
      text: 'Chest pain, drooling or trouble swallowing after swallowing a coin, a button battery or another object',
    },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Severe trouble breathing</b> (struggling for each breath, cannot speak, grunting, breathing very fast), or bluish lips',
          reason:
            'R/O: Tension pneumothorax, severe asthma, pulmonary embolism\nREASON: Respiratory distress with chest pain needs emergency care.',
        },
        {
          text: 'Chest pain with <b>fainting</b>, or with a racing or irregular heartbeat, or pale, cold and sweaty skin',
          reason: 'R/O: Arrhythmia, myocarditis, cardiogenic shock\nREASON: These are signs of a cardiac cause.',
        },
        {
          text: 'Chest pain after <b>cocaine or stimulant</b> use, or after an accident or a hard blow to the chest with severe pain or trouble breathing',
          reason:
            'R/O: Myocardial ischemia, commotio cordis, pneumothorax\nREASON: These causes of chest pain can be fatal.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Chest pain that comes on <b>during exercise</b> or sports',
          reason:
            'R/O: Hypertrophic cardiomyopathy, coronary anomaly, aortic stenosis\nREASON: Exertional chest pain can be a warning of a heart condition.',
        },
        {
          text: 'Sudden sharp chest pain with <b>shortness of breath</b>',
          reason:
            'R/O: Spontaneous pneumothorax, pulmonary embolism\nREASON: A collapsed lung needs an X-ray and treatment.',
        },
        {
          text: '<b>Sickle cell disease</b> with chest pain, fever or cough',
          reason:
            'R/O: Acute chest syndrome\nREASON: Acute chest syndrome is a leading cause of death in sickle cell disease.',
        },
        {
          text: 'Known <b>heart disease</b>, heart surgery, past Kawasaki disease, an inherited high-cholesterol disorder, or a family member who died suddenly at a young age (younger than 50 years), with chest pain',
          reason: 'R/O: Cardiac cause\nREASON: These children have a higher risk of a heart cause.',
        },
        {
          text: 'Constant chest pain with <b>fever</b>, worse lying down or better sitting forward, or after a recent viral illness with tiredness',
          reason: 'R/O: Myocarditis, pericarditis\nREASON: Inflammation of the heart needs urgent assessment.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Chest pain with <b>fever and cough</b>, chest pain with a fever alone, or pain on breathing in with a cough and fever',
          reason: 'R/O: Pneumonia, pleurisy\nREASON: Pneumonia can cause chest pain and needs an examination.',
          advice: ['chest-wall', 'callback'],
        },
        {
          text: 'Chest pain that keeps your child from usual activities, or is getting worse, without the signs above',
          reason: 'R/O: Costochondritis, gastritis, other cause\nREASON: Persistent pain needs an examination.',
          advice: ['chest-wall', 'heartburn', 'callback'],
        },
        {
          text: 'Chest pain that <b>spreads</b> to the neck, the left shoulder or the left arm, or comes with feeling faint or dizzy',
          reason:
            'R/O: Heart rhythm problem, pericarditis, other heart cause\nREASON: These are less common with chest-wall pain and need an examination the same day. Public sources (NHS Oxfordshire Healthier Together, Chest pain) ask for a doctor or nurse today (issue 31 reference review).',
          advice: ['callback'],
        },
        {
          text: 'Chest pain that pain medicine (acetaminophen or ibuprofen) does not ease',
          reason:
            'R/O: Costochondritis, pericarditis, other cause\nREASON: Chest-wall pain usually eases with simple pain medicine; pain that does not needs an examination. Public sources (NHS Oxfordshire Healthier Together, Chest pain) ask for a doctor or nurse today (issue 31 reference review).',
          advice: ['chest-wall', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Mild chest pain that comes and goes for <b>1 week or more</b>, or pain with worry, stress or school avoidance',
          reason:
            'R/O: Musculoskeletal pain, anxiety, reflux\nREASON: Recurrent mild chest pain deserves a non-urgent review.',
          advice: ['chest-wall', 'heartburn', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild chest pain that is sharp, in one spot and worse when pressing on it or moving (strained muscle), or from coughing, or lasts only seconds, and your child is breathing normally',
          reason: 'R/O: Chest-wall pain, precordial catch syndrome\nREASON: Chest-wall pain is common and harmless.',
          advice: ['chest-wall', 'callback'],
        },
        {
          text: 'Burning pain behind the breastbone after meals (heartburn), and otherwise well',
          reason: 'R/O: Gastroesophageal reflux\nREASON: Heartburn can be managed at home.',
          advice: ['heartburn', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Chest Pain Care',
      topics: [
        {
          key: 'chest-wall',
          title: 'Sore Chest Muscles',
          nuggets: [
            'Rest from sports or lifting for a few days.',
            'A warm, wet cloth or heating pad on the sore spot for 20 minutes can help.',
            PAIN_MEDICINE_NUGGET,
            'Treat a cough that is causing the pain (honey for children 1 year or older, warm fluids).',
          ],
        },
        {
          key: 'heartburn',
          title: 'Heartburn',
          nuggets: [
            'Avoid large meals, spicy or fatty foods, soda and eating within 2 hours of bedtime.',
            'An antacid from the pharmacy can help older children; follow the label.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Call 911 for chest pain with trouble breathing, fainting, or a racing or irregular heartbeat',
            'Chest pain with exercise',
            'Fever, or pain getting worse',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
