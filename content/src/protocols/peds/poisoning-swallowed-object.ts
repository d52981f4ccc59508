import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'poisoning-swallowed-object',
  sourceProtocolId: 317,
  audience: 'peds',
  title: 'Poisoning and Swallowed Object',
  keywords: [
    'poisoning',
    'poisening',
    'poison',
    'swallowed something',
    'swalloed',
    'swallowed battery',
    'swallowed button battery',
    'swallowed magnet',
    'swallowed coin',
    'ate pills',
    'took medicine by mistake',
    'overdose',
    'drank cleaner',
    'laundry pod',
    'ingestion',
    'ingested',
    'chemical in mouth',
    'ate a plant',
    'poision',
    'swallowed pills',
    'ate medicine',
    'drank bleach',
    'tide pod',
  ],
  definition:
    '<p>A child swallowed, or may have swallowed, a medicine, chemical, plant or other substance that could be harmful, or swallowed an object (coin, button battery, magnet, toy part).</p><p>For a chemical splashed in the eye or on the skin: rinse with lukewarm water for 15 minutes and call Poison Control.</p>',
  background:
    '<p>Most poisonings happen in toddlers exploring their home, and most involve small amounts that cause no harm. <b>Poison Control (1-800-222-1222 in the US)</b> is free, open day and night, and is the best source of advice on whether an amount is dangerous; conference the caller in when unsure.</p>' +
    '<p>Some substances are dangerous in very small amounts: a single adult tablet of some medicines (opioids and buprenorphine, heart and blood-pressure medicines, diabetes pills, some antidepressants, ADHD medicines), iron pills, liquid nicotine, laundry and dishwasher pods, drain and oven cleaners, lamp oil and other hydrocarbons (which can be breathed into the lungs), and alcohol, including hand sanitizer and mouthwash.</p>' +
    '<p><b>Button batteries</b> can burn through the esophagus in as little as 2 hours, and two or more <b>magnets</b> (or a magnet and a piece of metal) can pinch the bowel and make holes in it; both need emergency care even without symptoms. Most coins and small smooth objects pass through the bowel, but an object stuck in the esophagus causes drooling, refusal to swallow, chest pain or vomiting. Never make a child vomit. In an older child or teen, always ask whether the ingestion could have been on purpose.</p>',
  initialAssessment: [
    '1. WHAT: What was swallowed? Read me the label, or describe the object (size; a button battery or a magnet?).',
    '2. HOW MUCH: How much is missing? How many pills, or how much liquid?',
    '3. WHEN: When did it happen, or when was your child last seen without it?',
    '4. SYMPTOMS: Any choking, coughing, drooling, trouble breathing or swallowing, vomiting, sleepiness or acting strangely?',
    '5. MOUTH: Any burns, redness or blisters in or around the mouth?',
    '6. AGE AND WEIGHT: How old is your child, and how much does your child weigh?',
    '7. CARE SO FAR: Has your child been given anything to drink, or been made to vomit? Has Poison Control been called?',
    '8. INTENT: For an older child or teen: could this have been on purpose?',
  ].join('\n'),
  firstAid:
    '<ul><li>Take anything left out of the mouth and keep the container or package.</li><li>Do not make the child vomit.</li><li>Chemical on the skin: remove soiled clothing and rinse the skin with lukewarm water for 15 minutes. In the eye: rinse with lukewarm water for 15 minutes.</li><li><b>Button battery</b> swallowed in the last 12 hours by a child 1 year or older who can swallow: give 2 teaspoons (10 mL) of honey every 10 minutes, up to 6 doses, on the way to the emergency department. Do not delay leaving to give honey.</li></ul>',
  references: [
    {
      title: 'Button Battery Ingestion Triage and Treatment Guideline',
      author: 'National Capital Poison Center',
      source: 'National Battery Ingestion Hotline. https://www.poison.org/battery/guideline',
    },
    {
      title: 'Emerging battery-ingestion hazard: clinical implications',
      author: 'Litovitz T, Whitaker N, Clark L, White NC, Marsolek M',
      source: 'Pediatrics. 2010;125(6)',
    },
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
  ],
  useDifferentProtocolIf: [
    {
      protocol: 'suicide-concerns-teen',
      text: 'A teen took pills or a substance on purpose, or talks about wanting to die',
    },
    {
      protocol: 'breathing-difficulty',
      text: 'Trouble breathing with nothing known to have been swallowed or inhaled',
    },
    { protocol: 'vomiting', text: 'Vomiting with nothing harmful known to have been swallowed' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'REASON: Triager judgment. When the situation sounds life-threatening, emergency medical services are the fastest and safest route to care.',
        },
        {
          text: '<b>Choking</b>: cannot cry, talk, cough or breathe, or lips are turning blue',
          reason:
            'R/O: Airway foreign body\nREASON: Complete airway obstruction is fatal within minutes.\nFIRST AID: Younger than 1 year: 5 back blows and 5 chest thrusts. 1 year or older: abdominal thrusts. Start CPR if the child stops responding.',
        },
        {
          text: '<b>Hard to wake</b>, not responding, having a <b>seizure</b>, or very confused after swallowing something',
          reason:
            'R/O: Toxic ingestion\nREASON: A decreased level of consciousness or seizures after an ingestion need emergency treatment.',
        },
        {
          text: 'Constant <b>coughing, gagging or trouble breathing</b> after swallowing lamp oil, gasoline, a laundry pod or another chemical',
          reason:
            'R/O: Aspiration pneumonitis, caustic airway injury\nREASON: Chemicals breathed into the lungs can cause rapidly worsening breathing problems.',
        },
        {
          text: 'A child or teen took pills or a substance, or swallowed an object, <b>on purpose</b> to harm themselves (intentional overdose)',
          reason:
            'R/O: Intentional overdose, suicide attempt\nREASON: Intentional ingestions are often of large or mixed amounts and need emergency medical and mental health care.\nNOTE: Stay on the line until help arrives.',
          smap: 'suicide-concerns-teen',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Any symptoms</b> after swallowing a medicine, chemical, plant, mushroom, alcohol or drug: for example vomiting, unusual sleepiness, dizziness, acting drunk or strange, a racing heartbeat, or trouble walking',
          reason:
            'R/O: Toxic ingestion\nREASON: Symptoms mean a harmful amount may have been absorbed; the child needs emergency assessment and treatment.\nNOTE: Call or conference Poison Control (1-800-222-1222) while the family travels, if practice policy allows.',
          advice: ['poison-control', 'no-vomiting'],
        },
        {
          text: 'Swallowed, or may have swallowed, a <b>button battery</b>',
          reason:
            'R/O: Esophageal burn from a button battery\nREASON: A battery lodged in the esophagus can burn through it within 2 hours; an X-ray is needed now even without symptoms.\nFIRST AID: Honey on the way if 1 year or older, swallowed within 12 hours and able to swallow (see First Aid).',
          advice: ['honey-battery'],
        },
        {
          text: '<b>Burns, blisters or pain in the mouth</b>, or pain swallowing, after swallowing a chemical (drain or oven cleaner, dishwasher or laundry pod)',
          reason:
            'R/O: Caustic injury of the mouth and esophagus\nREASON: Caustic burns can damage the esophagus and airway and need an emergency assessment.',
        },
        {
          text: 'Swallowed, or may have swallowed, a <b>strong magnet</b> (one or more, such as from a magnetic toy), or a magnet and a piece of metal',
          reason:
            'R/O: Bowel perforation or obstruction\nREASON: Magnets attract each other through loops of bowel and can cause holes even when the child has no symptoms.',
        },
        {
          text: '<b>Drooling</b>, gagging, retching or vomiting, refusing to swallow or eating less than usual, belly pain that stops the child playing, chest pain, blood in the stool, or breathing very fast or hard, after swallowing an object',
          reason: 'R/O: Esophageal foreign body\nREASON: An object stuck in the esophagus must be removed.',
        },
        {
          text: '<b>Coughing, wheezing or noisy breathing</b> that started after choking on an object or food and has not gone away',
          reason:
            'R/O: Inhaled (airway) foreign body\nREASON: An inhaled object can move and block the airway, or cause pneumonia; it needs an X-ray and often removal.',
        },
        {
          text: 'Swallowed, or may have swallowed, a <b>sharp object</b> (open safety pin, nail, tack, glass, bone) or a large object (larger than a large coin)',
          reason:
            'R/O: Perforation of the esophagus or bowel\nREASON: Sharp objects can pierce the gut and often need removal.',
        },
        {
          text: 'Swallowed, or may have swallowed (even if no one saw it and the amount is not known), any amount of a <b>high-risk medicine</b> or product: prescription medicine for pain, heart, blood pressure, diabetes, depression or ADHD; iron pills; liquid nicotine; drain or oven cleaner',
          reason:
            'R/O: Toxic ingestion\nREASON: One adult tablet of some of these medicines can be fatal to a toddler, and symptoms may be delayed.\nNOTE: Call Poison Control (1-800-222-1222) while the family travels, if practice policy allows.',
          advice: ['poison-control'],
        },
        {
          text: 'Swallowed, or may have swallowed, another medicine, chemical, plant or mushroom that <b>could be harmful</b>, and Poison Control has not yet said home care is safe',
          reason:
            'R/O: Toxic ingestion\nREASON: The toxicity depends on the product and amount; Poison Control can decide whether the child can stay home.\nNOTE: Call or conference Poison Control now. If they advise home observation, override to their advice and document it.',
          advice: ['poison-control', 'no-vomiting'],
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Swallowed a <b>coin</b> and has no symptoms',
          reason:
            'R/O: Coin lodged in the esophagus\nREASON: A coin can be stuck in the esophagus without symptoms; an X-ray is usually needed.\nNOTE: If it could have been a button battery, treat it as a battery.',
          advice: ['watch-stools', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'A tummy ache that lets the child play, or hard to poo, after swallowing an object',
          reason:
            'R/O: Object held up in the bowel\nREASON: A tummy ache or constipation after swallowing an object may be the object held up; an examination the same day decides on an X-ray. Public sources (NHS Healthier Together, Swallowed a foreign object) ask for a doctor or nurse today (issue 31 reference review).',
          advice: ['watch-stools', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Swallowed a small smooth object <b>1 week ago or longer</b> and it has not been seen in the stool',
          reason:
            'R/O: Retained foreign body\nREASON: Most objects pass within a week; one that has not may need an X-ray.',
          advice: ['watch-stools', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Swallowed only a small amount of a <b>non-toxic</b> product (for example crayon, toothpaste, a silica gel packet), confirmed by Poison Control, and has no symptoms',
          reason:
            'REASON: Non-toxic products in small amounts need no treatment.\nNOTE: Document the product and the Poison Control advice.',
          advice: ['no-vomiting', 'poison-proofing', 'callback'],
        },
        {
          text: 'Swallowed a <b>small smooth object</b> that is not a coin, battery or magnet (such as a bead or small plastic piece), and has no symptoms',
          reason: 'REASON: Small smooth objects that are swallowed without symptoms almost always pass in the stool.',
          advice: ['watch-stools', 'choking-prevention', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Poisoning',
      topics: [
        {
          key: 'poison-control',
          title: 'Call Poison Control',
          nuggets: [
            'Poison Control: 1-800-222-1222 (US). It is free, confidential and open 24 hours a day.',
            'Have the container or package with you when you call.',
            'Follow their advice; they will tell you if your child needs to be seen.',
            'Save the number in your phone.',
          ],
        },
        {
          key: 'no-vomiting',
          title: 'Do Not Make Your Child Vomit',
          nuggets: [
            'Do not make your child vomit with fingers, salt water or any medicine (such as syrup of ipecac).',
            'Wipe out the mouth with a wet cloth.',
            'Do not give anything to eat or drink unless Poison Control or the nurse tells you to.',
          ],
        },
        {
          key: 'honey-battery',
          title: 'Button Battery: Honey on the Way',
          nuggets: [
            'Go to the emergency department now; do not wait for symptoms.',
            'If your child is 1 year or older, can swallow, and swallowed the battery in the last 12 hours: give 2 teaspoons (10 mL) of honey every 10 minutes, up to 6 doses.',
            'Do not give honey to babies younger than 1 year. Give nothing else to eat or drink.',
            'Bring the battery package or a matching battery if you have it.',
          ],
        },
        {
          key: 'poison-proofing',
          title: 'Poison-Proof Your Home',
          nuggets: [
            'Keep medicines, vitamins, cleaners and laundry pods locked up, high and out of sight.',
            'Keep products in their original containers; never store chemicals in drink bottles.',
            'Tape battery covers closed, and keep spare button batteries and magnets out of reach.',
            'Check visitors’ bags and purses for medicines.',
          ],
        },
      ],
    },
    {
      title: 'Swallowed Objects',
      topics: [
        {
          key: 'watch-stools',
          title: 'Watch for the Object to Pass',
          nuggets: [
            'Most small smooth objects pass in the stool within a few days to a week.',
            'Give a normal diet; no laxatives are needed.',
            'Check the stools until you see the object.',
          ],
        },
        {
          key: 'choking-prevention',
          title: 'Choking Prevention',
          nuggets: [
            'Keep small objects, coins, balloons and toy parts away from children younger than 3 years.',
            'Cut grapes and hot dogs lengthwise into small pieces; avoid whole nuts and hard candy for young children.',
            'Toys with magnets or button batteries are dangerous for young children.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Choking, trouble breathing, or your child is hard to wake (call 911)',
            'Unusual sleepiness, acting strangely, vomiting, or a seizure after swallowing a medicine or chemical (call 911 if your child is hard to wake or has a seizure)',
            'Drooling, refusing to swallow, or chest pain',
            'Coughing, wheezing or noisy breathing',
            'Vomiting, belly pain, or a swollen belly',
            'Blood in the stool, or black stools',
            'A swallowed object has not passed after 1 week',
            'Your child becomes worse or you are worried',
          ],
        },
      ],
    },
  ],
});
