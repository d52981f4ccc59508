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
          text: 'Very weak and floppy, not moving or too weak to stand, very hard to wake, or cold, pale or mottled skin',
          reason:
            'R/O: Invasive group A strep, toxic shock, sepsis\nREASON: Signs of shock need emergency care. Public sources (Schmitt-Thompson via Riverside Pediatrics, Chickenpox) say to call 911 for a child not moving or too weak to stand (issue 31 reference review).',
        },
        {
          text: '<b>Severe</b> trouble breathing (too breathless to talk, eat or drink), or bluish lips',
          reason:
            'R/O: Varicella pneumonia\nREASON: Respiratory failure needs emergency care. Public sources (NHS Black Country 0-18 Healthier Together, Chickenpox) say to go to A&E or phone 999 (issue 31 reference review).',
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
          text: '<b>Unsteady walking</b>, severe headache, stiff neck, confusion, a seizure, or unusually drowsy (much sleepier than usual, hard to keep awake)',
          reason:
            'R/O: Varicella cerebellitis, encephalitis\nREASON: Brain involvement needs urgent assessment. Public sources (HSE.ie, Chickenpox in babies and children) send a drowsy child to the emergency department (issue 31 reference review).',
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
          text: '<b>Weak immune system</b> (cancer treatment, transplant, immune-suppressing medicines, a disease of the immune system), or a steroid medicine by mouth or injection (such as prednisone) in the past 2 weeks, with chickenpox or after an exposure',
          reason:
            'R/O: Disseminated varicella\nREASON: These children need antiviral treatment or preventive antibodies urgently. Public sources (HSE.ie, Chickenpox; Schmitt-Thompson via Riverside Pediatrics, Chickenpox: a steroid medicine in the past 2 weeks) say to contact the doctor immediately (issue 31 reference review).',
        },
        {
          text: 'Signs of <b>dehydration</b>: no urine in 8 hours or more, very dry mouth, no tears',
          reason:
            'R/O: Dehydration\nREASON: Fluids by vein may be needed. Public sources (HSE.ie, Chickenpox) ask for an urgent GP call for signs of dehydration (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Bright red skin or a <b>red streak</b> spreading from a spot, or a very painful or very swollen area (such as a very swollen face)',
          reason:
            'R/O: Cellulitis, lymphangitis, early invasive group A strep\nREASON: A spreading skin infection needs antibiotics within hours. Public sources (Schmitt-Thompson via Riverside Pediatrics, Chickenpox) say to call the doctor or seek care now (issue 31 reference review). With a child who looks sick it is the ED above.',
          advice: ['itch', 'callback'],
        },
        {
          text: 'Fever of 104 °F (40 °C) or higher',
          reason:
            'R/O: Bacterial superinfection, varicella pneumonia\nREASON: A very high fever in chickenpox needs an examination. Public sources (Schmitt-Thompson via Riverside Pediatrics, Chickenpox) say to call the doctor or seek care now (issue 31 reference review).',
          advice: ['fever', 'callback'],
        },
        {
          text: '<b>Vomits 3 or more times</b>, or a headache that acetaminophen (paracetamol) does not ease or that keeps getting worse',
          reason:
            'R/O: Encephalitis, Reye syndrome, dehydration\nREASON: Repeated vomiting or a lasting headache in chickenpox can be an early sign of brain involvement. Public sources (Schmitt-Thompson via Riverside Pediatrics, Chickenpox: vomits 3 or more times, seek care now; HSE.ie, Chickenpox: a headache not going away with paracetamol, call the GP urgently) (issue 31 reference review).',
          advice: ['fever', 'callback'],
        },
        {
          text: '<b>Mild to moderate dehydration</b>: passing urine less often than usual, a dry mouth, lips or tongue, or drinking less than half the usual amount, with some urine in the past 8 hours',
          reason:
            'R/O: Dehydration (painful mouth spots, fever)\nREASON: Some dehydration needs an examination within hours and a plan for fluids (the shared finding; HSE.ie, Chickenpox: call the GP urgently; issue 31 reference review).',
          advice: ['fever', 'callback'],
        },
        {
          text: 'Spot on the <b>eyeball</b>, eye pain or a red, painful eye, or constant blinking',
          reason:
            'R/O: Varicella keratitis\nREASON: Eye involvement needs an examination. Public sources (Schmitt-Thompson via Riverside Pediatrics, Chickenpox) say to call the doctor or seek care now for eye pain or constant blinking (issue 31 reference review; it was a visit today).',
          advice: ['itch', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Baby <b>younger than 12 months</b>, or a teen 13 years or older, with chickenpox',
          reason:
            'R/O: Higher-risk varicella\nREASON: Antiviral medicine may be offered; it works best within 24 hours of the rash. Public sources (Schmitt-Thompson via Riverside Pediatrics, Chickenpox) say to contact the doctor within 24 hours at any point of the illness (issue 31 reference review; it was the first 24 hours of the rash only).',
          advice: ['itch', 'fever', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Chickenpox in a child with <b>heart or lung disease</b> (including asthma), or a skin condition such as <b>eczema</b>',
          reason:
            'R/O: Varicella pneumonia, severe skin infection\nREASON: These children have more complications and may be offered antiviral medicine. Public sources (HSE.ie, Chickenpox in babies and children) say to contact the GP immediately or urgently (issue 31 reference review).',
          advice: ['itch', 'fever', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'A few spots are red, swollen, warm or draining pus, or one sore is much bigger than the others, and your child is otherwise well',
          reason:
            'R/O: Impetiginized varicella\nREASON: Infected spots need an antibiotic. Public sources (HSE.ie, Chickenpox: call the GP urgently; Schmitt-Thompson via Riverside Pediatrics, Chickenpox: within 24 hours) (issue 31 reference review).',
          advice: ['itch', 'callback'],
        },
        {
          text: 'Fever lasting <b>5 days or more</b>, or a fever that was gone for 24 hours or more and has come back',
          reason:
            'R/O: Bacterial superinfection, pneumonia\nREASON: A long or returning fever suggests a complication. Public sources (Schmitt-Thompson via Riverside Pediatrics, Chickenpox) say to contact the doctor within 24 hours (issue 31 reference review). A returning fever with a child who looks sick is the ED above.',
          advice: ['fever', 'callback'],
        },
        {
          text: 'New spots still appearing on <b>day 7 or later</b> of the rash',
          reason:
            'R/O: Weak immune response, disseminated varicella\nREASON: New spots after the first week need an examination. Public sources (Schmitt-Thompson via Riverside Pediatrics, Chickenpox) say to contact the doctor within 24 hours (issue 31 reference review).',
          advice: ['itch', 'callback'],
        },
        {
          text: '<b>Exposed</b> to chickenpox or shingles in the past 5 days, has no rash, and has never had the chickenpox vaccine or chickenpox',
          reason:
            'R/O: Preventable varicella\nREASON: A vaccine given within 3 to 5 days of the exposure can prevent or soften chickenpox; high-risk children may need preventive antibodies. Public sources (Schmitt-Thompson via Riverside Pediatrics, Chickenpox) say to contact the doctor within 24 hours (issue 31 reference review; it was home care).',
          advice: ['spread', 'callback'],
          videoVisitEligible: true,
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
          text: '<b>Exposed</b> to chickenpox or shingles and has no rash: a healthy child who has had the vaccine or chickenpox before, or the exposure was 6 days ago or longer',
          reason:
            'REASON: Watch for a rash for 3 weeks; an unvaccinated child exposed in the past 5 days is asked above (a vaccine given within 5 days can prevent or soften it).',
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
            'Fever of 104 °F (40 °C) or higher, vomiting 3 or more times, or a headache that does not go away',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
