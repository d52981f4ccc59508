import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  INFANT_FEVER_SCREEN,
  LIFE_THREATENING_SCREEN,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'mouth-sores',
  sourceProtocolId: 346,
  audience: 'peds',
  title: 'Mouth Sores, Thrush and Hand-Foot-and-Mouth Disease',
  keywords: [
    'mouth sores',
    'mouth ulcers',
    'sores in mouth',
    'canker sores',
    'cancer sore',
    'ulcer on tongue',
    'blisters in mouth',
    'hand foot and mouth',
    'hand foot mouth',
    'hand foot and mouth disease',
    'hfmd',
    'coxsackie',
    'coxsackievirus',
    'cold sore',
    'fever blister',
    'herpes on lip',
    'gingivostomatitis',
    'swollen bleeding gums',
    'thrush',
    'white patches in mouth',
    'white tongue baby',
    'white spots in mouth',
    'oral thrush',
    'wont drink mouth hurts',
    'refusing to drink',
    'drooling sore mouth',
  ],
  definition:
    '<p>Sores, ulcers or blisters inside the mouth or on the lips, or white patches in the mouth (thrush), with or without a rash on the hands and feet.</p>',
  background:
    '<p>Common causes are viral infections: hand-foot-and-mouth disease (small ulcers in the mouth with small blisters or spots on the hands, feet and diaper area, often with fever, mostly in children younger than 5 years), herpangina (ulcers at the back of the mouth), and a first herpes infection (herpes gingivostomatitis: many sores with swollen, bleeding gums and high fever). Canker sores are single painful ulcers in older children. Cold sores are small blisters at the edge of the lip. Thrush is a yeast infection in babies: white patches on the tongue, gums or inside the cheeks that do not wipe off.</p>' +
    '<p>The main danger is <b>dehydration</b>: children with painful mouths refuse to drink. Herpes near the eye needs urgent care. Mouth ulcers with a rash of target-shaped spots, blisters of the skin, red eyes and a sick child can be Stevens-Johnson syndrome, often after a new medicine.</p>',
  initialAssessment: [
    '1. APPEARANCE: What do the sores look like? Where in the mouth? How many?',
    '2. DRINKING: Is your child drinking? How much in the last 8 hours? When did your child last pass urine?',
    '3. FEVER: Is there a fever? How high? For how many days?',
    '4. RASH: Any spots or blisters on the hands, feet, buttocks or elsewhere? Any red eyes or skin peeling?',
    '5. MEDICINES: Any new medicine in the past 2 weeks?',
    '6. AGE: How old is your child? For babies: breastfed (any breast pain or redness in the mother)?',
    '7. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'Hand, Foot, and Mouth Disease: information for health care professionals',
      author: 'Centers for Disease Control and Prevention',
      source: 'Centers for Disease Control and Prevention',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'sore-throat', text: 'Sore throat is the main symptom without mouth sores' },
    { protocol: 'mouth-tooth-injury', text: 'Mouth pain or sores after an injury' },
    { protocol: 'toothache', text: 'Pain in a tooth or swollen gum next to a tooth' },
    { protocol: 'rash-widespread', text: 'A widespread rash is the main problem' },
    {
      protocol: 'poisoning-swallowed-object',
      text: 'Sores, burns or pain in the mouth after a chemical, a battery or someone else’s medicine may have been in the mouth',
    },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Not moving or <b>too weak to stand</b>, very weak and floppy, very hard to wake, or cold, pale or mottled skin',
          reason:
            'R/O: Severe dehydration with shock, sepsis\nREASON: Signs of shock need emergency care (Seattle Children’s, Mouth ulcers: call 911 for a child not moving or too weak to stand).',
        },
        {
          text: '<b>Pauses in breathing</b>, or breathing very fast and too breathless to talk, eat or drink',
          reason:
            'R/O: Enterovirus (hand-foot-and-mouth) brainstem or lung involvement, pneumonia\nREASON: Breathing this hard needs emergency care (NHS North East and North Cumbria Healthier Together, Hand, foot and mouth disease: go to A&E or phone 999).',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        INFANT_FEVER_SCREEN,
        {
          text: 'Baby <b>younger than 3 months</b> with a low temperature: rectal temperature of 97.4 °F (36.3 °C) or lower that does not come up after 30 minutes of warming',
          reason:
            'R/O: Sepsis, hypothermia\nREASON: A low temperature in a young baby can be a sign of infection (NHS North East and North Cumbria Healthier Together, Hand, foot and mouth disease: a baby younger than 3 months with a low temperature, go to A&E); Fever (Newborn) asks it at the same level.',
          smap: 'fever-newborn',
        },
        {
          text: 'Baby <b>younger than 1 month</b> with blisters or sores on the lips, gums or skin (not a white coating of thrush)',
          reason:
            'R/O: Neonatal herpes simplex infection\nREASON: Herpes in a newborn can spread to the brain and blood within days; it needs testing and antiviral treatment in hospital.',
        },
        {
          text: 'Signs of <b>dehydration</b>: no urine in 8 hours or more, very dry mouth, no tears, or sunken eyes',
          reason:
            'R/O: Dehydration from painful swallowing\nREASON: A child who cannot drink because of mouth pain may need fluids by vein.',
        },
        {
          text: 'Mouth sores with <b>skin blisters or peeling</b>, red eyes, or target-shaped spots, and your child looks sick',
          reason:
            'R/O: Stevens-Johnson syndrome, erythema multiforme major\nREASON: A severe drug or infection reaction affecting skin and mucous membranes needs hospital care.',
        },
        {
          text: 'Stiff neck, very sleepy, confused or acting very unlike themselves, a seizure, sudden weakness of an arm or leg, or passed out, with hand-foot-and-mouth disease, a cold sore or mouth sores',
          reason:
            'R/O: Enteroviral meningitis or encephalitis, herpes encephalitis\nREASON: These viruses can rarely infect the brain (HSE, Cold sores: call 999 for confusion, drowsiness or behaviour very unlike usual; NHS, Hand, foot and mouth disease: fits, confusion, weakness or loss of consciousness).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Will not drink anything at all, or drinks very little and the last urine was <b>6 hours</b> ago or longer',
          reason:
            'R/O: Early dehydration\nREASON: A child drinking very little needs a prompt check and pain control to help drinking.',
          advice: ['pain-fluids', 'callback'],
        },
        {
          text: 'Cold sore or blisters <b>near the eye</b>, or a red, painful eye with mouth or lip sores',
          reason:
            'R/O: Herpes keratitis\nREASON: Herpes in the eye can damage vision and needs prompt antiviral treatment.',
          advice: ['cold-sore', 'callback'],
        },
        {
          text: 'Skin around the blisters or sores becomes <b>very painful, red, swollen and hot</b>, or has pus',
          reason:
            'R/O: Secondary bacterial infection, cellulitis\nREASON: Infected sores need an examination and may need an antibiotic (NHS, Hand, foot and mouth disease: get medical advice); Rash (Localized) asks a red, hot, swollen area at the same level.',
          advice: ['pain-fluids', 'callback'],
        },
        {
          text: '<b>Looks or acts sick</b> with the mouth sores (not interested in playing, lies around all day)',
          reason:
            'R/O: Dehydration, systemic infection\nREASON: A child who looks or acts sick needs an examination now (Seattle Children’s, Mouth ulcers: call now). A child who is hard to wake or too weak to stand is asked above.',
          advice: ['pain-fluids', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Mouth sores <b>and</b> any of these:<ul><li><b>4 or more</b> sores, without a rash on the hands and feet, and not canker sores like ones the child has had before</li><li>red, swollen or <b>bleeding gums</b></li><li>bloody crusts on the lips, or sores on the outer lips too</li><li>a fever without a rash on the hands and feet, or a swollen face</li><li>a large lump under the jaw</li><li>sores that began after starting a new medicine</li></ul>',
          reason:
            'R/O: Herpes gingivostomatitis, bacterial infection, drug reaction\nREASON: Early antiviral treatment shortens herpes mouth infection and helps drinking; these need an examination within 24 hours (Seattle Children’s, Mouth ulcers). Hand-foot-and-mouth disease in a child who is drinking is home care (asked below). Canker sores like earlier ones are not herpes gingivostomatitis: they are asked below (Seattle Children’s, Mouth ulcers: probable canker sores, home care; blind set 7: recurrent canker sores were answered here).',
          advice: ['pain-fluids', 'callback'],
        },
        {
          text: 'Mouth ulcers with signs of illness elsewhere: weight loss, belly pain, blood or mucus in the stool, fevers that keep coming back, or sores around the anus',
          reason:
            'R/O: Inflammatory bowel disease, celiac disease, periodic fever syndrome\nREASON: Mouth ulcers with these need a doctor soon (Raising Children Network, Mouth ulcers: see the GP urgently).',
          advice: ['pain-fluids', 'callback'],
        },
        {
          text: 'Fever for <b>3 days or more</b>, or sores (or hand-foot-and-mouth disease) not better after <b>10 days</b>',
          reason:
            'R/O: Complication, other cause of ulcers\nREASON: Most viral mouth sores heal within 7 to 10 days (NHS, Hand, foot and mouth disease: get advice when not better after 7 to 10 days; Seattle Children’s, Mouth ulcers: call for ulcers lasting 2 weeks or more).',
          advice: ['pain-fluids', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: '<b>Thrush</b> (a white coating inside the mouth that stays after wiping) in a baby <b>younger than 4 months</b>, or thrush that is not better after 1 week of treatment, or makes feeding painful',
          reason:
            'R/O: Oral candidiasis\nREASON: Thrush may need a prescription antifungal, and the mother’s breasts may need treatment too (NHS, Oral thrush: see a GP for a baby younger than 4 months; the pharmacy gel is for older babies).',
          advice: ['thrush', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Canker sores that <b>keep coming back</b>, no doctor has checked them, in a child who is otherwise well',
          reason:
            'R/O: Recurrent aphthous stomatitis, celiac disease, inflammatory bowel disease\nREASON: Recurrent ulcers deserve a non-urgent review (NHS, Mouth ulcers: see a GP or dentist if they keep coming back). Once checked, a familiar episode is home care (below).',
          advice: ['pain-fluids', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: '<b>Canker sores</b> (small, painful white or yellow ulcers with a red edge) like ones a doctor has already checked, and your child is drinking normally',
          reason:
            'R/O: Recurrent aphthous ulcers\nREASON: Canker sores heal on their own in 1 to 2 weeks (Seattle Children’s, Mouth ulcers: probable canker sores, home care; NHS, Mouth ulcers). Sores lasting 2 weeks or more are asked above.',
          advice: ['pain-fluids', 'callback'],
        },
        {
          text: 'Mouth sores or hand-foot-and-mouth disease, and your child is <b>drinking enough</b> and passing urine normally',
          reason:
            'R/O: Hand-foot-and-mouth disease, herpangina, canker sore\nREASON: These viral illnesses get better within 7 to 10 days with pain control and fluids.',
          advice: ['pain-fluids', 'spread', 'callback'],
        },
        {
          text: 'Mild <b>thrush</b> in a child 4 months or older, or a <b>cold sore</b> on the lip, and your child is feeding well',
          reason: 'R/O: Oral candidiasis, herpes labialis\nREASON: Mild thrush and cold sores can be managed at home.',
          advice: ['thrush', 'cold-sore', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Mouth Sore Care',
      topics: [
        {
          key: 'pain-fluids',
          title: 'Pain Relief and Fluids',
          nuggets: [
            'Drinking is the most important thing. Offer cold drinks, milk, ice pops and soft, cold foods such as yogurt or ice cream. Use a cup or straw if the bottle hurts.',
            'Avoid salty, sour and spicy foods and citrus juices.',
            'Give acetaminophen (e.g., Tylenol) or ibuprofen (e.g., Advil, Motrin) for pain, especially 30 minutes before meals; give the dose for your child’s weight as directed on the label. Ibuprofen is only for children 6 months or older.',
            'For children 1 year or older, a mix of equal parts liquid antacid and water can be dabbed on the sores before meals. Do not use numbing gels with benzocaine in young children.',
          ],
        },
        {
          key: 'spread',
          title: 'Preventing Spread',
          nuggets: [
            'Hand-foot-and-mouth disease spreads easily. Wash hands well, especially after diaper changes.',
            'Your child can return to child care or school once the fever is gone for 24 hours and your child is drinking normally.',
          ],
        },
        {
          key: 'thrush',
          title: 'Thrush',
          nuggets: [
            'Use the antifungal medicine your provider prescribed, after feeds, until 3 days after the white patches are gone.',
            'Boil pacifiers and bottle nipples daily. Breastfeeding mothers with sore, red nipples should ask their provider about treatment.',
          ],
        },
        {
          key: 'cold-sore',
          title: 'Cold Sores',
          nuggets: [
            'Keep your child from touching or picking the sore; wash hands often.',
            'Do not kiss babies or share cups while a cold sore is present.',
            'Cold sores heal in 7 to 10 days.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Signs of dehydration: no urine in 8 hours, very dry mouth, no tears',
            'Your child refuses all fluids',
            'Blisters near the eye, or red, painful eyes',
            'Fever lasts 3 days or more',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
