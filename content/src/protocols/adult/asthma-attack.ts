import { defineProtocol } from '../../source/define-protocol.ts';
import { relieverNotHelping, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'asthma-attack',
  sourceProtocolId: 204,
  audience: 'adult',
  title: 'Asthma Attack',
  keywords: [
    'asthma',
    'asthma attack',
    'asthma flare',
    'asthma flare up',
    'asma',
    'asthama',
    'wheezing',
    'wheezy',
    'tight chest',
    'inhaler not working',
    'need my inhaler',
    'puffer',
    'rescue inhaler',
    'albuterol',
    'nebulizer',
    'cant breathe asthma',
    'asthmatic',
    'athsma',
    'ashtma',
    'wheeze',
    'inhaler',
  ],
  definition:
    'An adult with known asthma who has wheezing, chest tightness, coughing or shortness of breath that is worse than usual (an asthma attack or flare-up).',
  background:
    '<p>An asthma attack is a narrowing of the airways with swelling and mucus, causing wheezing, cough, chest tightness and shortness of breath. Common triggers are colds and other viral infections, allergens, smoke, cold air, exercise, and not using controller medicine regularly.</p>' +
    '<p>Most attacks respond to the reliever (rescue) inhaler and the steps in the written asthma action plan. The danger signs are: shortness of breath at rest, being able to say only a few words, drowsiness or confusion, bluish lips, a peak flow below 50 percent of personal best, and no improvement after the reliever. People who have ever needed intensive care or a breathing tube for asthma, or who have been in hospital for asthma in the past year, are at higher risk of a fatal attack and need a low threshold for emergency care.</p>' +
    '<p>Needing the reliever inhaler more often than usual is a warning that asthma is getting out of control, even if each dose helps.</p>',
  initialAssessment: `1. SEVERITY: How bad is the breathing trouble right now?
- MILD: short of breath with walking, speaks in full sentences
- MODERATE: short of breath at rest, speaks in phrases, prefers to sit
- SEVERE: very short of breath, speaks only single words, struggling to breathe
2. RELIEVER: What reliever (rescue) inhaler do you use? How many puffs, and when was the last dose? Did it help?
3. PEAK FLOW: If you have a peak flow meter, what is the reading now? What is your personal best? (Green zone 80 percent or more, yellow zone 50 to 80 percent, red zone below 50 percent)
4. ONSET: When did this attack start? What triggered it? (e.g., cold, allergy, smoke, exercise)
5. PATTERN: How often are you needing the reliever today? Have you been woken at night by asthma?
6. OTHER SYMPTOMS: Any fever, chest pain, colored sputum, hives or swelling of the face?
7. HISTORY: Have you ever been in intensive care or needed a breathing tube for asthma? Any hospital stay or emergency visit for asthma in the past year?
8. CONTROLLER: Do you take a daily controller inhaler? Have you been using it?`,
  firstAid:
    '<p><b>Asthma attack while waiting for help:</b> Sit upright. Use the reliever (rescue) inhaler now, with a spacer if available: 1 puff at a time, taking 4 slow breaths after each puff, up to 4 puffs. Repeat every 20 minutes while waiting, or follow the written asthma action plan.</p>' +
    '<p><b>Allergic reaction with breathing trouble:</b> If an epinephrine auto-injector has been prescribed, use it in the outer thigh and call 911.</p>',
  references: [
    {
      title: 'Asthma attacks',
      author: 'Asthma + Lung UK',
      source: 'Asthma + Lung UK. https://www.asthma.org.uk/advice/asthma-attacks/',
    },
    {
      title: 'Global Strategy for Asthma Management and Prevention',
      author: 'Global Initiative for Asthma (GINA)',
      source: 'GINA report, updated annually. https://www.ginasthma.org',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'breathing-difficulty', text: 'Breathing trouble in a person who does not have asthma.' },
    { protocol: 'cough', text: 'Cough without wheezing or shortness of breath is the main symptom.' },
    { protocol: 'hives-allergic-reaction', text: 'Hives or swelling after an exposure is the main problem.' },
    { protocol: 'chest-pain', text: 'Chest pain is the main symptom.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'REASON: Triager judgment. Anything that sounds life-threatening needs EMS, even if no specific question fits.',
        },
        {
          text: '<b>Severe difficulty breathing</b> (e.g., struggling for each breath, can only say single words, cannot lie down)',
          reason:
            'R/O: life-threatening asthma attack\nFIRST AID: Use the reliever inhaler now and repeat every 20 minutes while waiting for EMS.',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Lips or face <b>bluish or grey</b>, or the person is confused, very drowsy or hard to wake',
          reason: 'R/O: hypoxia, respiratory failure',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Swelling of the face, lips, tongue or throat, or hives all over, <b>and</b> trouble breathing',
          reason:
            'R/O: anaphylaxis\nFIRST AID: Use an epinephrine auto-injector if prescribed, then the reliever inhaler.',
          advice: ['waiting-for-ems'],
          smap: 'hives-allergic-reaction',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        relieverNotHelping(),
        {
          text: '<b>Moderate difficulty breathing</b> (e.g., short of breath at rest, speaks in short phrases) after using the reliever inhaler',
          reason: 'R/O: moderate to severe asthma attack needing oxygen, nebulized treatment and oral steroids',
        },
        {
          text: 'Peak flow <b>below 50 percent</b> of personal best (red zone), or still wheezing or short of breath after reliever doses every 20 minutes for 1 hour',
          reason:
            'R/O: severe asthma attack not responding to reliever\nNOTE: If breathing becomes worse while waiting, call 911.',
        },
        {
          text: 'Chest pain or tightness that does not go away after the reliever inhaler',
          reason: 'R/O: severe asthma attack, collapsed lung, heart problem',
          smap: 'chest-pain',
        },
        {
          text: 'Any asthma attack not fully relieved by the inhaler in a person who has ever needed <b>intensive care or a breathing tube</b> for asthma',
          reason: 'REASON: High risk of fatal asthma; needs urgent assessment.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: "Peak flow <b>50 to 80 percent</b> of personal best (yellow zone) after the reliever inhaler, or each reliever dose <b>brings the breathing back to normal</b> (full sentences, no wheeze at rest) but is needed again <b>more often than every 4 hours</b> (a range that starts below 4, such as 'every 3 to 4 hours', counts)",
          reason:
            "R/O: moderate asthma attack that may need oral steroids\nREASON: Relief that is clear but does not last 4 hours needs an urgent same-day review (Asthma + Lung UK, Asthma attacks: if symptoms improve without 999, an urgent same-day appointment). A reliever that 'only helps for a short while', or relief the caller cannot describe, is the emergency item above (blind set 7).",
          advice: ['reliever-inhaler', 'peak-flow', 'call-back'],
        },
        {
          text: 'Pregnant <b>and</b> asthma symptoms not fully relieved by the reliever inhaler',
          reason: 'REASON: Low oxygen in the mother can harm the baby; lower threshold for assessment.',
          advice: ['reliever-inhaler', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Needing the reliever inhaler <b>more than usual for 24 hours or more</b>, and each dose lasts 4 hours or more',
          reason: 'R/O: worsening asthma control; may need a change in treatment or a short course of steroids',
          advice: ['reliever-inhaler', 'controller', 'peak-flow', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Asthma flare-up <b>with fever</b>, or with yellow or green sputum',
          reason: 'R/O: pneumonia, sinusitis or bronchitis triggering asthma',
          advice: ['reliever-inhaler', 'controller', 'call-back'],
        },
        {
          text: 'Has run out of the reliever or controller inhaler',
          reason: 'REASON: Needs a prescription today; running out puts the person at risk of a severe attack.',
          advice: ['reliever-inhaler', 'controller', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'An asthma attack that needed repeated doses of the reliever (more than the usual 2 to 4 puffs) and has now settled, or symptoms coming back since',
          reason:
            'R/O: Poorly controlled asthma, risk of a further attack\nREASON: Public sources (NHS, Asthma attacks) ask for an urgent same-day or next-day appointment with a GP or asthma nurse after an attack, even when it settled without 999 (issue 31 reference review).',
          advice: ['reliever-inhaler', 'controller', 'peak-flow', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Asthma symptoms <b>more than twice a week</b>, or waking at night from asthma, or activity limited by asthma',
          reason: 'R/O: poorly controlled asthma; needs a review of treatment and the action plan',
          advice: ['controller', 'triggers', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Does not have a written asthma action plan, or is unsure how to use the inhaler',
          reason: 'REASON: An action plan and good inhaler technique reduce severe attacks.',
          advice: ['reliever-inhaler', 'controller', 'triggers', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild asthma attack that is <b>relieved by the reliever inhaler</b> (2 to 4 puffs; breathing back to normal or peak flow in the green zone)',
          reason: 'REASON: Mild attack responding to treatment. Home care per the action plan and call back if worse.',
          advice: ['reliever-inhaler', 'controller', 'peak-flow', 'triggers', 'call-back'],
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
            'Sit upright; do not lie down.',
            'Use the reliever inhaler now: 1 puff at a time through a spacer, 4 slow breaths after each puff, up to 4 puffs. Repeat every 20 minutes while waiting.',
            'If an epinephrine auto-injector has been prescribed for allergic reactions, use it.',
            'Unlock the door. Do not drive yourself.',
          ],
        },
      ],
    },
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'reliever-inhaler',
          title: 'Reliever (Rescue) Inhaler',
          nuggets: [
            'Use the reliever inhaler as your asthma action plan says. A common plan for albuterol is 2 to 4 puffs every 4 hours as needed.',
            'Use a spacer if you have one, and take slow deep breaths.',
            'If your reliever is a combination inhaler (budesonide with formoterol), follow your plan and do not go over the maximum number of puffs a day on the plan.',
            'If you need the reliever more often than every 4 hours, call back.',
          ],
        },
        {
          key: 'controller',
          title: 'Controller Medicine',
          nuggets: [
            'Keep taking your daily controller inhaler every day, even when you feel well.',
            'Rinse your mouth and spit after using a steroid inhaler.',
            'Do not stop any asthma medicine without talking to your doctor.',
          ],
        },
        {
          key: 'peak-flow',
          title: 'Peak Flow Monitoring',
          nuggets: [
            'If you have a peak flow meter, check your peak flow morning and evening while you have symptoms.',
            'Green zone (80 percent or more of your best): keep to your usual plan.',
            'Yellow zone (50 to 80 percent): use your reliever and follow the yellow-zone steps of your plan; call your doctor.',
            'Red zone (below 50 percent): use your reliever and get emergency care now.',
          ],
        },
        {
          key: 'triggers',
          title: 'Avoid Triggers',
          nuggets: [
            'Avoid smoke of any kind; do not smoke or vape, and keep your home smoke-free.',
            'Stay away from known allergens such as pets, dust and pollen as much as you can.',
            'Get a yearly flu vaccine and ask your doctor about other recommended vaccines.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Breathing is hard at rest, or you can only say a few words. Call 911.',
            'The reliever inhaler does not help, or you need it more often than every 4 hours.',
            'Your peak flow drops below 80 percent of your best.',
            'You develop a fever or chest pain.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
