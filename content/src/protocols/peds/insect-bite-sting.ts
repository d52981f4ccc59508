import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'insect-bite-sting',
  sourceProtocolId: 316,
  audience: 'peds',
  title: 'Insect Bite and Sting',
  keywords: [
    'insect bite',
    'insect sting',
    'bug bite',
    'bit by bug',
    'bee sting',
    'bee stinge',
    'wasp sting',
    'stung by bee',
    'hornet',
    'yellow jacket',
    'fire ant',
    'mosquito bite',
    'skeeter bite',
    'spider bite',
    'tick bite',
    'flea bites',
    'stung',
    'bug bites',
    'mosquitoe bite',
    'spider bit',
  ],
  definition:
    '<p>A bite or sting from an insect or spider: bees, wasps, hornets, yellow jackets, fire ants, mosquitoes, fleas, bedbugs, ticks and spiders.</p>',
  background:
    '<p>Most bites and stings cause only pain, redness, itching and swelling at the site, which settle within a few days. A sting can cause a large local reaction: swelling that spreads well beyond the sting (for example the whole hand or forearm), peaks after 1 to 2 days and can last a week. This is an allergic reaction in the skin, not an infection, and is not a sign of future anaphylaxis.</p>' +
    '<p>A generalized allergic reaction (anaphylaxis) is uncommon in children but life-threatening: hives or swelling away from the sting, trouble breathing or swallowing, vomiting, dizziness or fainting, usually within minutes of the sting. Many stings at once (a swarm) can cause venom poisoning even without allergy.</p>' +
    '<p>Other concerns are infection from scratching (spreading redness, red streaks, pus, fever after the first day), black widow spider bites (spreading muscle cramps), bites that turn into a dark open sore, and illnesses spread by ticks, such as Lyme disease and Rocky Mountain spotted fever, which cause a rash or fever days to weeks after the bite.</p>',
  initialAssessment: [
    '1. TYPE: What kind of insect or spider was it? Is a stinger still in the skin?',
    '2. TIME: When did the bite or sting happen?',
    '3. NUMBER AND LOCATION: How many bites or stings, and where? (mouth, throat, eye?)',
    '4. BREATHING AND SWALLOWING: Any trouble breathing, a hoarse voice, or trouble swallowing?',
    '5. REACTION: Any hives away from the sting, swelling of the face or lips, vomiting, dizziness or fainting?',
    '6. LOCAL SWELLING: How big is the swelling or redness? Is it spreading? Any red streaks or pus?',
    '7. PAIN: How bad is the pain? Any muscle cramps, belly stiffness or sweating?',
    '8. ALLERGY HISTORY: Any past severe reaction to a sting? Is an epinephrine auto-injector prescribed?',
    '9. TICKS: For a tick: how long was it attached, and has all of it been removed?',
    '10. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>Bee sting:</b> scrape the stinger out sideways with a fingernail or the edge of a card as soon as possible.</p>' +
    '<p><b>Severe allergic reaction:</b> give the epinephrine auto-injector into the outer thigh if one is prescribed, then call 911.</p>' +
    '<p><b>Tick:</b> grasp the tick with fine-tipped tweezers close to the skin and pull straight up with steady pressure; then wash the area.</p>',
  references: [
    {
      title: 'Rocky Mountain Spotted Fever (signs and symptoms; for health care providers: treat early)',
      author: 'Centers for Disease Control and Prevention',
      source: 'CDC. https://www.cdc.gov/rocky-mountain-spotted-fever/',
    },
    {
      title: 'Skin rashes in children: life-threatening rashes (Rocky Mountain spotted fever)',
      author: 'WebMD',
      source: 'WebMD. http://www.webmd.com/children/skin-rashes-in-children-treatment?page=6',
    },
    {
      title: 'Stinging insect hypersensitivity: a practice parameter update 2016',
      author: 'Golden DBK, Demain J, Freeman T, et al.',
      source: 'Ann Allergy Asthma Immunol. 2017;118(1):28-54',
    },
    {
      title:
        'Anaphylaxis—a 2020 practice parameter update, systematic review, and Grading of Recommendations, Assessment, Development and Evaluation (GRADE) analysis',
      author: 'Shaker MS, Wallace DV, Golden DBK, et al.',
      source: 'J Allergy Clin Immunol. 2020;145(4):1082-1123',
      pubMedId: '32001253',
    },
    {
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'hives', text: 'Hives with no known bite or sting' },
    { protocol: 'rash-widespread', text: 'Many itchy bumps all over and no bites or stings are known' },
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
          text: '<b>Trouble breathing</b>, wheezing, throat tightness, a hoarse voice or <b>trouble swallowing</b> after a sting or bite',
          reason:
            'R/O: Anaphylaxis\nREASON: Breathing or swallowing symptoms after a sting are a severe allergic reaction.\nFIRST AID: Give the epinephrine auto-injector if one is prescribed, then call 911.',
        },
        {
          text: '<b>Fainted</b>, dizzy or feeling faint, too weak to stand or walk, pale, or hard to wake after a sting',
          reason:
            'R/O: Anaphylactic shock\nREASON: Collapse after a sting is life-threatening.\nFIRST AID: Lay the child down with the legs raised; give the epinephrine auto-injector if one is prescribed.',
        },
        {
          text: 'Vomiting, belly cramps or dizziness within 2 hours of the sting, with or without hives or swelling away from the sting',
          reason: 'R/O: Anaphylaxis\nREASON: A reaction in more than one body system after a sting is anaphylaxis.',
        },
        {
          text: 'An <b>epinephrine auto-injector was given</b>, even if the child now seems better',
          reason:
            'R/O: Biphasic anaphylaxis\nREASON: Symptoms can return after epinephrine wears off; the child needs observation in an emergency department, and an ambulance is called even if the child seems better (NHS, anaphylaxis): the same level as for adults (issue 31).',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Fever <b>and a rash</b> after a tick bite, or after time in woods, long grass or brush in the tick season (spring to autumn) even without a known bite (for example red spots that started on the wrists and ankles)',
          reason:
            'R/O: Rocky Mountain spotted fever, other rickettsial (tick-borne) illness\nREASON: Rocky Mountain spotted fever can be rapidly fatal and is treated on suspicion, before any test (CDC, Rocky Mountain spotted fever: treat early); for a child in whom it is suspected the advice is to go to the hospital (WebMD, Skin rashes in children: life-threatening rashes, Rocky Mountain spotted fever). Most families never saw the tick (CDC). Blind set 7: this child went to a lower level through Rash (Widespread), which did not ask the exposure.',
        },
        {
          text: 'Swelling of the <b>lips</b> after a sting (a sting on the lip itself counts), or swelling of the <b>face away from the sting</b>',
          reason:
            'R/O: angioedema, early anaphylaxis\nREASON: Lip swelling can spread to the mouth, tongue and throat; NHS (insect bites and stings) sends swelling of the lips, mouth or tongue to 999 or A&E. The same level as lip swelling in Hives (issue 31: a sting on the lip itself was a local reaction here).',
        },
        {
          text: 'Swelling of the <b>tongue</b>, or a sting <b>inside the mouth or throat</b>',
          reason:
            'R/O: Airway swelling, evolving anaphylaxis\nREASON: Swelling near the airway can progress and block breathing.',
        },
        {
          text: '<b>Hives or swelling away from the sting</b> (for example hives all over the body) within 2 hours of the sting, without breathing trouble',
          reason:
            'R/O: Generalized allergic reaction, evolving anaphylaxis\nREASON: A skin reaction spreading beyond the sting can progress to anaphylaxis and needs observation and treatment.\nFIRST AID: If an epinephrine auto-injector has been prescribed for stings, follow the child’s action plan.',
        },
        {
          text: 'Had a <b>severe allergic reaction to a sting before</b>, and has just been stung again (even without symptoms yet)',
          reason:
            'R/O: Recurrent anaphylaxis\nREASON: A repeat reaction can start quickly and be severe.\nFIRST AID: Use the auto-injector at the first sign of a reaction and call 911.',
        },
        {
          text: 'Stung <b>many times</b> (for example by a swarm of bees or wasps)',
          reason:
            'R/O: Venom toxicity\nREASON: A large number of stings can cause a toxic reaction, with muscle breakdown and kidney injury, even without allergy.',
        },
        {
          text: 'Spider bite followed by <b>spreading muscle cramps</b>, a stiff belly, sweating, vomiting or severe pain',
          reason:
            'R/O: Black widow spider envenomation\nREASON: Severe systemic symptoms after a spider bite may need antivenom and pain control.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Fever, headache, muscle aches or a spotted rash</b> within 30 days after a tick bite',
          reason:
            'R/O: Lyme disease, Rocky Mountain spotted fever, other tick-borne illness\nREASON: Tick-borne illnesses need prompt antibiotic treatment; Rocky Mountain spotted fever can be serious.',
          advice: ['tick-care', 'callback'],
        },
        {
          text: 'A <b>red streak</b> spreading from the bite, or redness spreading quickly, with fever',
          reason:
            'R/O: Lymphangitis, cellulitis\nREASON: Spreading infection with fever needs antibiotics without delay.',
          advice: ['pain-relief', 'callback'],
        },
        {
          text: 'Sting or bite <b>on the eyeball</b>, or eye pain or blurred vision after a sting near the eye',
          reason:
            'R/O: Corneal injury from a stinger\nREASON: A stinger in or on the eye can damage the cornea and needs an eye exam.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Redness or swelling that is <b>larger or more painful</b> after 48 hours, or pus at the bite',
          reason:
            'R/O: Cellulitis, abscess\nREASON: Swelling from the venom peaks within 48 hours; redness that keeps growing after that suggests infection.',
          advice: ['pain-relief', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Bite that has turned into a <b>blister, a dark area or an open sore</b>',
          reason:
            'R/O: Necrotic spider bite, skin abscess\nREASON: A bite that breaks down needs an exam and wound care.',
          advice: ['pain-relief', 'callback'],
        },
        {
          text: '<b>Large swelling</b> around a bite or sting (larger than an adult’s hand, or the whole hand, foot or forearm) with no other symptoms',
          reason:
            'R/O: Large local reaction, early cellulitis\nREASON: A large local reaction is not an infection and does not need antibiotics or emergency care, but public sources (a children’s hospital page, and NHS pages for adults) ask for a doctor’s visit; it was home care here and a same-day visit in adult Insect Bite (issue 31: one finding, one level).',
          advice: ['large-swelling', 'sting-care', 'callback'],
        },
        {
          text: 'A bull’s-eye or expanding red rash (larger than 2 inches, or 5 cm) 3 to 30 days after a tick bite',
          reason:
            'R/O: Lyme disease (erythema migrans)\nREASON: Early Lyme disease is treated with antibiotics; the same question and level as in adult Insect Bite and pediatric Localized Rash (issue 31 reference review: it was not asked here).',
          advice: ['tick-care', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'A tick was attached <b>36 hours or more</b> (swollen with blood) in an area where Lyme disease is common',
          reason:
            'R/O: Lyme disease\nREASON: A single preventive antibiotic dose may be offered if given within 72 hours of removing the tick.',
          advice: ['tick-care', 'callback'],
          videoVisitEligible: true,
        },
        {
          text: 'Scratched bites with <b>yellow crusts</b> or soft scabs that are spreading',
          reason: 'R/O: Impetigo\nREASON: Infected scratches need antibiotic ointment or medicine.',
          advice: ['itch-relief', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Normal reaction: pain, itching, redness or swelling only at the site of the bite or sting (not on the lips or in the mouth)',
          reason: 'REASON: Local reactions settle with home care within a few days.',
          advice: ['sting-care', 'itch-relief', 'pain-relief', 'prevention', 'callback'],
        },
        {
          text: 'Tick bite: the tick has been removed and your child has no symptoms',
          reason: 'REASON: Most tick bites do not cause illness; watching for symptoms for 30 days is enough.',
          advice: ['tick-care', 'prevention', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Bite and Sting Care',
      topics: [
        {
          key: 'sting-care',
          title: 'Bee and Wasp Stings',
          nuggets: [
            'Scrape out a bee stinger sideways with a fingernail or a card; do not squeeze it.',
            'Wash the area with soap and water.',
            'Hold a cold pack or ice wrapped in a cloth on the sting for 20 minutes to ease pain and swelling.',
            'Pain usually eases within a few hours; swelling may last 1 to 2 days.',
          ],
        },
        {
          key: 'itch-relief',
          title: 'Itch Relief',
          nuggets: [
            'Apply 1% hydrocortisone cream (no prescription needed) or calamine lotion to itchy bites 3 times a day.',
            'An antihistamine by mouth (e.g., cetirizine) as directed on the label for age can help with many itchy bites.',
            'For children younger than 2 years, ask your provider before using allergy medicine or hydrocortisone cream.',
            'Cut fingernails short and try to stop scratching, which can cause infection.',
          ],
        },
        {
          key: 'large-swelling',
          title: 'Large Swelling After a Sting',
          nuggets: [
            'Swelling can spread for 1 to 2 days and take up to a week to go away.',
            'Raise the swollen arm or leg, and use a cold pack for 20 minutes several times a day.',
            'An antihistamine as directed on the label for age helps the itch and may limit the swelling.',
            'This is not an infection and antibiotics are not needed.',
          ],
        },
        {
          key: 'tick-care',
          title: 'Tick Bites',
          nuggets: [
            'Remove the tick with fine tweezers close to the skin, pulling straight out; then wash the area.',
            'Write down the date of the bite.',
            'Watch for 30 days for a spreading red rash, fever, headache or muscle aches.',
            'A small red bump at the bite for a few days is normal.',
          ],
        },
        {
          key: 'pain-relief',
          title: 'Pain Medicine',
          nuggets: [
            'Acetaminophen (e.g., Tylenol) for children 3 months or older: give the dose for your child’s weight as directed on the label.',
            'Or ibuprofen (e.g., Motrin, Advil) for children 6 months or older: give the dose for your child’s weight as directed on the label.',
            'Do not give pain medicine to a baby younger than 3 months old unless a doctor tells you to.',
          ],
        },
      ],
    },
    {
      title: 'Prevention',
      topics: [
        {
          key: 'prevention',
          title: 'Preventing Bites and Stings',
          nuggets: [
            'Use an insect repellent with DEET or picaridin as directed on the label for age; do not use repellent on babies younger than 2 months.',
            'Wear long sleeves, long pants and shoes outdoors, especially in grassy or wooded areas.',
            'Check your child for ticks every day after being outdoors.',
            'Keep sweet drinks covered outdoors, and avoid perfumed soaps and bright clothing around bees.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Trouble breathing or swallowing, or fainting (call 911)',
            'Swelling of the face, lips or tongue, or hives all over (go to the emergency department now)',
            'Muscle cramps, a stiff belly or sweating after a spider bite',
            'Eye pain or blurred vision after a sting near the eye',
            'Redness or red streaks spreading, pus, or fever',
            'A bite that turns into a blister, a dark area or an open sore',
            'Fever, headache or a spreading rash within 30 days of a tick bite',
            'Your child becomes worse or you are worried',
          ],
        },
      ],
    },
  ],
});
