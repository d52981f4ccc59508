import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  ANTIHISTAMINE_NUGGET,
  INFANT_FEVER_SCREEN,
  LIFE_THREATENING_SCREEN,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'chickenpox',
  sourceProtocolId: 356,
  audience: 'peds',
  title: 'Chickenpox',
  keywords: [
    'chickenpox',
    'chicken pox',
    'chickenpocks',
    'chicken pocks',
    'chiken pox',
    'varicella',
    'varicela',
    'pox',
    'itchy blisters',
    'blisters all over',
    'spots with blisters',
    'exposed to chickenpox',
    'chickenpox exposure',
    'shingles exposure',
  ],
  definition:
    '<p>A child with chickenpox (an itchy rash of small red bumps that turn into blisters and then crusts, in crops over several days), or exposed to someone with chickenpox or shingles.</p>',
  background:
    '<p>Chickenpox is now uncommon because of the vaccine, but still occurs, usually mildly in vaccinated children. Spots appear in crops for 3 to 5 days and crust over within about a week. A child is contagious from 1 to 2 days before the rash until all the blisters have crusted.</p>' +
    '<p>Complications: skin infection of the spots (spreading redness, increasing pain, fever returning after day 4, a sick child — strep infection can become severe), pneumonia (cough, trouble breathing), brain involvement (unsteady walking, severe headache, confusion, seizures), and bleeding into the spots. Babies younger than 1 year, teens, and children with a weak immune system or on steroids get sicker and may need antiviral medicine. Aspirin must never be given (Reye syndrome); ibuprofen is best avoided during chickenpox because of a link to severe skin infections.</p>',
  initialAssessment: [
    '1. RASH: What does the rash look like? How many spots? When did it start?',
    '2. FEVER: Is there a fever? How high? For how many days? Did it go away and come back?',
    '3. SKIN: Are any spots red, swollen, very painful or draining pus? Any spots that look like bruises or bleeding?',
    '4. BREATHING: Any cough or trouble breathing?',
    '5. BEHAVIOR: Is your child alert? Any unsteady walking, confusion or severe headache?',
    '6. EYES: Any spots on the eyeball, or a red, painful eye?',
    '7. RISK FACTORS: Age? Weak immune system, taking steroids, eczema? Vaccinated?',
    '8. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Chickenpox (Varicella): clinical overview and complications',
      author: 'Centers for Disease Control and Prevention',
      source: 'Centers for Disease Control and Prevention',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'rash-widespread', text: 'A widespread rash that is not chickenpox' },
    { protocol: 'mouth-sores', text: 'Blisters mostly in the mouth and on the hands and feet' },
    { protocol: 'fever-newborn', text: 'A baby younger than 3 months with a fever' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Very weak and floppy, very hard to wake, or cold, pale or mottled skin',
          reason: 'R/O: Invasive group A strep, toxic shock, sepsis\nREASON: Signs of shock need emergency care.',
        },
        {
          text: '<b>Severe</b> trouble breathing, or bluish lips',
          reason: 'R/O: Varicella pneumonia\nREASON: Respiratory failure needs emergency care.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        INFANT_FEVER_SCREEN,
        {
          text: 'Baby <b>younger than 1 month</b> with chickenpox spots, or whose mother had chickenpox within a few days of the birth',
          reason:
            'R/O: Neonatal varicella\nREASON: Chickenpox in a newborn can be severe and spread to the lungs and brain; antiviral treatment is started in hospital.',
        },
        {
          text: 'Spots with <b>spreading redness</b>, severe pain, or a fever that came back after day 4, and your child looks sick',
          reason:
            'R/O: Necrotizing fasciitis, invasive group A strep\nREASON: Serious skin infections are a known complication of chickenpox.',
        },
        {
          text: '<b>Unsteady walking</b>, severe headache, stiff neck, confusion or a seizure',
          reason: 'R/O: Varicella cerebellitis, encephalitis\nREASON: Brain involvement needs urgent assessment.',
        },
        {
          text: 'Cough with fast or hard breathing',
          reason: 'R/O: Varicella pneumonia\nREASON: Pneumonia is more common in teens and needs treatment.',
        },
        {
          text: 'Spots that look like <b>bruises or bleeding</b>, or bleeding from the nose or gums',
          reason: 'R/O: Hemorrhagic varicella, thrombocytopenia\nREASON: Bleeding signs need urgent evaluation.',
        },
        {
          text: '<b>Weak immune system</b> (cancer treatment, transplant, taking oral steroids) with chickenpox or after an exposure',
          reason:
            'R/O: Disseminated varicella\nREASON: These children need antiviral treatment or preventive antibodies urgently.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Baby <b>younger than 12 months</b>, or a teen 13 years or older, with chickenpox in the first 24 hours of the rash',
          reason:
            'R/O: Higher-risk varicella\nREASON: Antiviral medicine may be offered; it works best within 24 hours of the rash.',
          advice: ['itch', 'fever', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'A few spots are red, swollen or draining pus, and your child is otherwise well',
          reason: 'R/O: Impetiginized varicella\nREASON: Infected spots need an antibiotic.',
          advice: ['itch', 'callback'],
        },
        {
          text: 'Spot on the <b>eyeball</b>, or a red, painful eye',
          reason: 'R/O: Varicella keratitis\nREASON: Eye involvement needs an examination.',
          advice: ['itch', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Typical chickenpox (itchy spots and blisters, fever of 102 °F (38.9 °C) or lower) in a healthy child who is alert and drinking, with no other concerns',
          reason:
            'R/O: Uncomplicated varicella\nREASON: Chickenpox in healthy children gets better on its own in about a week.',
          advice: ['itch', 'fever', 'spread', 'callback'],
        },
        {
          text: '<b>Exposed</b> to chickenpox or shingles and has no rash (healthy child)',
          reason:
            'REASON: Watch for a rash for 3 weeks; a vaccine given within 5 days can prevent or soften it in an unvaccinated child.\nNOTE: Tell the office during office hours if the child is not vaccinated.',
          advice: ['spread', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Chickenpox Care',
      topics: [
        {
          key: 'itch',
          title: 'Itching',
          nuggets: [
            'Cool or lukewarm baths, with baking soda or colloidal oatmeal, for 10 minutes several times a day.',
            'Calamine lotion on the itchy spots (not on the face).',
            ANTIHISTAMINE_NUGGET,
            'Cut fingernails short to prevent scratching and infection.',
          ],
        },
        {
          key: 'fever',
          title: 'Fever',
          nuggets: [
            'Acetaminophen (e.g., Tylenol) can be given for fever or pain; give the dose for your child’s weight as directed on the label.',
            'Do not give aspirin (risk of Reye syndrome). Avoid ibuprofen during chickenpox unless your provider advises it.',
          ],
        },
        {
          key: 'spread',
          title: 'Preventing Spread',
          nuggets: [
            'Your child can return to child care or school when all the spots have crusted over, usually about 6 to 7 days after the rash began.',
            'Keep your child away from pregnant women, newborns and people with a weak immune system until then.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Spots become red, swollen, very painful or drain pus, or a fever returns after day 4',
            'Cough or trouble breathing',
            'Unsteady walking, severe headache or confusion',
            'Spots look like bruises or bleed',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
