import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  LIFE_THREATENING_SCREEN,
  PAIN_MEDICINE_NUGGET,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'immunization-reactions',
  sourceProtocolId: 344,
  audience: 'peds',
  title: 'Immunization (Vaccine) Reactions',
  keywords: [
    'vaccine reaction',
    'vaccine',
    'vacine',
    'vaccination',
    'vacination',
    'immunization reaction',
    'immunisation',
    'shots',
    'shot reaction',
    'baby shots',
    '2 month shots',
    '4 month shots',
    '12 month shots',
    'kindergarten shots',
    'booster shot',
    'flu shot',
    'covid shot',
    'mmr',
    'dtap',
    'rotavirus vaccine',
    'red leg after shot',
    'lump at shot site',
    'swollen arm after shot',
    'fussy after shots',
    'fever after shots',
    'rash after mmr',
    'sore arm after vaccine',
  ],
  definition:
    '<p>Symptoms that started after a vaccine (shot or oral vaccine): redness, swelling or pain at the shot site, fever, fussiness or a rash in the days after an immunization.</p>',
  background:
    '<p>Mild reactions are common and show the vaccine is working: pain, redness and swelling where the shot was given (often a hard lump that lasts weeks), fever, fussiness and sleepiness in the first 48 hours. With the MMR and chickenpox vaccines, a mild fever or rash can appear 1 to 4 weeks later. Large swelling of the whole upper arm or thigh can follow the 4th and 5th DTaP doses and goes away within a few days.</p>' +
    '<p>Serious reactions are rare. Anaphylaxis starts within minutes to hours (usually at the clinic). Other reasons for concern: crying nonstop for 3 hours or more, a seizure, a limp, unresponsive baby, a fever of 105 °F (40.6 °C) or higher, and, after the rotavirus vaccine, attacks of crying with drawing up of the legs, vomiting or bloody stool (intussusception, a rare risk in the first weeks). A fever that starts 2 days or more after a non-live vaccine, or lasts 3 days or more, is probably from another illness. In a baby younger than 3 months, a fever after the shots cannot be told apart from a serious infection by phone, so the baby is seen.</p>',
  initialAssessment: [
    '1. VACCINE: Which vaccines were given, and when (date and time)?',
    '2. SYMPTOMS: What symptoms, and when did they start?',
    '3. SHOT SITE: Is there redness or swelling? How big? Is it spreading? Any red streaks?',
    '4. FEVER: Is there a fever? How high? How long?',
    '5. BEHAVIOR: How is your child acting? Any nonstop crying, limpness, or seizure?',
    '6. BREATHING AND SKIN: Any trouble breathing, swelling of face or lips, or hives?',
    '7. AGE: How old is your child? (For babies younger than 3 months, take a rectal temperature.)',
    '8. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Possible Side Effects from Vaccines',
      author: 'Centers for Disease Control and Prevention',
      source: 'Centers for Disease Control and Prevention',
    },
    {
      title: 'Vaccine Information Statements',
      author: 'Centers for Disease Control and Prevention',
      source: 'Centers for Disease Control and Prevention',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'fever-newborn', text: 'A baby younger than 3 months with a fever' },
    {
      protocol: 'fever-3-months-or-older',
      text: 'Fever that started 2 days or more after a vaccine, or lasts 3 days or more',
    },
    { protocol: 'hives', text: 'Hives without trouble breathing' },
    { protocol: 'crying-baby', text: 'Crying not related to a recent vaccine' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Trouble breathing</b> or swallowing, wheezing or a hoarse voice, or <b>swelling of the tongue or throat</b>, after a vaccine',
          reason:
            'R/O: Anaphylaxis\nREASON: Anaphylaxis after a vaccine needs epinephrine at once.\nFIRST AID: Use an epinephrine auto-injector if available.',
        },
        {
          text: '<b>Hives</b> with paleness, weakness, dizziness or a racing heartbeat, after a vaccine',
          reason:
            'R/O: Anaphylaxis\nREASON: Hives with signs of poor circulation after a vaccine is anaphylaxis. Public sources (WebMD/Healthwise, Immunizations: when to call a doctor) say to call 911 (issue 31 reference review).',
        },
        {
          text: 'Too weak to stand or walk, <b>limp</b> and not responding, passed out, confused, or very hard to wake',
          reason: 'R/O: Hypotonic-hyporesponsive episode, sepsis\nREASON: An unresponsive child needs emergency care.',
        },
        {
          text: '<b>Seizure</b> that is lasting 5 minutes or more',
          reason: 'R/O: Febrile status epilepticus\nREASON: A prolonged seizure needs emergency medicine.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Swelling of the lips or face</b> within 2 hours after a vaccine, with normal breathing and swallowing',
          reason:
            'R/O: Angioedema, early anaphylaxis\nREASON: Lip or facial swelling soon after a vaccine can spread to the tongue and throat; the child needs observation and treatment, as lip swelling after a medicine is in Hives (issue 31: it was 911 here, joined by ‘or’ to the airway signs; the shared finding is the ED). With trouble breathing or swallowing, wheezing, a hoarse voice or a swollen tongue or throat it is asked above (911).\nFIRST AID: If any breathing, throat, dizziness or vomiting symptoms appear, use an epinephrine auto-injector if available and call 911.',
        },
        {
          text: 'After a <b>rotavirus</b> vaccine (in the past 4 weeks): attacks of crying with drawing up of the legs, repeated vomiting, or <b>blood in the stool</b>',
          reason:
            'R/O: Intussusception\nREASON: Intussusception is a rare risk after rotavirus vaccine and a surgical emergency.',
        },
        {
          text: 'Age <b>younger than 3 months</b> with a fever of 100 °F (37.8 °C) or higher, even if the fever started soon after the vaccine',
          reason:
            'R/O: Serious bacterial infection\nREASON: In a baby this young, a vaccine fever cannot be told from a serious infection by phone.\nNOTE: Do not give fever medicine before the baby is seen. Practice policy may let the on-call provider decide for a well-appearing baby whose fever began within 48 hours of the shots.',
          smap: 'fever-newborn',
        },
        {
          text: 'Had a short <b>seizure</b> after the vaccine, now stopped',
          reason:
            'R/O: Febrile seizure, other cause\nREASON: A seizure needs an examination; report to the vaccine safety system.',
        },
        {
          text: 'Crying <b>nonstop for 2 hours or more</b> and cannot be comforted by any method, or a <b>high-pitched cry</b> that is different from usual',
          reason:
            'R/O: Severe reaction, intussusception, other cause of pain\nREASON: Inconsolable crying needs an examination.',
          smap: 'crying-baby',
        },
        {
          text: 'Fever of 105 °F (40.6 °C) or higher',
          reason:
            'R/O: Serious infection, severe reaction\nREASON: Very high fever is not typical of a vaccine reaction.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Shot site is <b>red and spreading</b> 48 hours or more after the shot, or has red streaks or pus',
          reason:
            'R/O: Cellulitis at the injection site\nREASON: Redness that appears or grows after 2 days is more likely an infection than a reaction.',
          advice: ['shot-site', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Fever lasting <b>2 days (48 hours) or more</b> after a vaccine',
          reason:
            'R/O: Unrelated infection\nREASON: Vaccine fevers last 2 to 3 days; a longer fever has another cause.',
          advice: ['fever', 'callback'],
          smap: 'fever-3-months-or-older',
        },
        {
          text: 'Redness or swelling at the shot site larger than 3 inches (7.5 cm), or very painful, within 48 hours of the shot',
          reason:
            'R/O: Large local reaction\nREASON: Large reactions are usually harmless but deserve a look and advice for future doses.',
          advice: ['shot-site', 'pain', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'A <b>lump</b> at the shot site that is still there <b>2 months or more</b> later, or a question about future doses after a reaction',
          reason: 'R/O: Persistent injection-site nodule\nREASON: A non-urgent review.',
          advice: ['shot-site', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Age <b>3 months or older</b>: fever started <b>within 2 days after a vaccine</b> and your child is acting normally',
          reason:
            'R/O: Normal vaccine reaction\nREASON: Fever in the first 2 days after a vaccine is common and harmless.',
          advice: ['fever', 'pain', 'callback'],
        },
        {
          text: 'Mild pain, redness, swelling or a small lump at the shot site, or mild fussiness, within 2 days of the shot',
          reason: 'R/O: Normal local reaction\nREASON: Local reactions go away within a few days.',
          advice: ['shot-site', 'pain', 'callback'],
        },
        {
          text: 'Mild rash or fever <b>1 to 4 weeks after the MMR or chickenpox</b> vaccine, and your child feels well',
          reason:
            'R/O: Delayed live-vaccine reaction\nREASON: A few spots or a mild fever 1 to 4 weeks later are known, harmless reactions and are not contagious in almost all cases.',
          advice: ['fever', 'live-vaccine', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'After a Vaccine',
      topics: [
        {
          key: 'shot-site',
          title: 'Shot-Site Reactions',
          nuggets: [
            'Put a cold, wet cloth on the shot site for 20 minutes, several times a day.',
            'After 2 days, a warm cloth can help a lump go away.',
            'A small hard lump can last several weeks; it is harmless.',
            'Redness that starts 2 days or more after the shot, or keeps spreading, may be an infection: call back.',
          ],
        },
        {
          key: 'fever',
          title: 'Fever After a Vaccine',
          nuggets: [
            'Fever after most vaccines starts within 24 hours and lasts 1 to 2 days.',
            'Give extra fluids. Dress your child lightly.',
            'A fever medicine can be used if your child is uncomfortable; give the dose for your child’s weight as directed on the label. Do not give fever medicine to a baby younger than 3 months unless a doctor tells you to.',
          ],
        },
        {
          key: 'pain',
          title: 'Pain',
          nuggets: [PAIN_MEDICINE_NUGGET, 'Gentle movement of the arm or leg helps soreness go away.'],
        },
        {
          key: 'live-vaccine',
          title: 'Reactions to MMR and Chickenpox Vaccines',
          nuggets: [
            'A mild fever or a few pink spots can appear 1 to 4 weeks after these vaccines and last 2 to 3 days.',
            'With the chickenpox vaccine, a few small blisters near the shot site or elsewhere can appear; cover them with clothing.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Trouble breathing, swelling of the face or lips, or a seizure (call 911)',
            'Crying nonstop for 3 hours or more, or your child acts very sick',
            'Redness at the shot site spreads after 48 hours, or red streaks appear',
            'Fever lasts 3 days or more, or any fever of 100 °F (37.8 °C) or higher in a baby younger than 3 months',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
