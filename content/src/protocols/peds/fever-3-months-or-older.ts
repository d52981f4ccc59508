import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'fever-3-months-or-older',
  sourceProtocolId: 301,
  audience: 'peds',
  title: 'Fever (3 Months or Older)',
  keywords: [
    'kawasaki',
    'fever',
    'feaver',
    'fevor',
    'temp',
    'temperature',
    'high temperature',
    'hot',
    'feels hot',
    'burning up',
    'running a fever',
    'high fever',
    'febrile',
    'chills',
    'warm to touch',
    'hot to touch',
    'temprature',
    'high temp',
    'fever child',
    'fever medicine',
  ],
  definition:
    '<p>A child aged 3 months or older with a raised body temperature, where fever is the main concern of the caller:</p><ul><li>Rectal, ear or forehead temperature 100 °F (37.8 °C) or higher</li><li>Oral temperature 100 °F (37.8 °C) or higher</li><li>Under-the-arm temperature 99 °F (37.2 °C) or higher</li></ul>',
  background:
    '<p>Fever is a normal response of the body to infection and helps fight it. Most fevers in children are caused by viral illnesses such as colds, influenza and stomach viruses, and go away in 2 to 3 days. Fevers from infection do not cause brain damage; the temperature itself only becomes a concern above 105 °F (40.6 °C).</p><p>How the child looks and acts matters more than the number on the thermometer. A child who is alert and playful when the fever comes down is rarely seriously ill. Warning signs of serious bacterial infection (sepsis, meningitis, pneumonia, urinary tract infection) include a child who is hard to wake, confused, breathing hard, has a purple or blood-colored rash, a stiff neck, or signs of dehydration.</p><p>About 2 to 4 in 100 children aged 6 months to 5 years have a febrile seizure at some point. These are frightening but usually brief and harmless. Fever medicines are given for comfort, not to bring the temperature back to normal.</p>',
  initialAssessment: [
    '1. FEVER LEVEL: What is the temperature now, and how was it measured?',
    '- Method: rectal, oral, ear, forehead or under the arm',
    '- Under the arm reads about 1 °F lower: 99 °F (37.2 °C) or higher under the arm counts as a fever of 100 °F (37.8 °C) in every question',
    '- "Was any fever medicine given in the 2 hours before it was taken?"',
    '2. ONSET: When did the fever start? How many days has it lasted?',
    '3. BEHAVIOR: How is your child acting?',
    '- "Is your child alert and playful when the fever is down?"',
    '- "Is your child hard to wake up, confused or very weak?"',
    '4. BREATHING: Is there any trouble breathing or very fast breathing?',
    '5. OTHER SYMPTOMS: Are there other symptoms? (cold, cough, earache, sore throat, vomiting, diarrhea, rash, pain passing urine)',
    '6. FLUIDS: How much is your child drinking? When did your child last pass urine?',
    '7. MEDICINES: What fever medicine has been given, how much, and when was the last dose?',
    '8. RISK FACTORS: Does your child have a chronic illness or a weak immune system? (sickle cell disease, cancer treatment, oral steroids, transplant)',
    '9. AGE: How old is your child? (Younger than 3 months: use the Fever (Newborn) protocol.)',
    '10. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  firstAid:
    '<p><b>Febrile seizure (convulsion):</b></p><ul><li>Lay the child on his or her side on a safe surface, away from hard or sharp objects.</li><li>Do not put anything in the mouth and do not try to hold the child still.</li><li>Time the seizure. Call 911 if it lasts 5 minutes or more.</li><li>Do not give anything by mouth until the child is fully awake.</li></ul>',
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
      title: 'Pediatric Telephone Protocols',
      author: 'Schmitt BD',
      source: 'American Academy of Pediatrics (office and after-hours versions)',
    },
    {
      title: 'Fever in under 5s: assessment and initial management (NICE guideline NG143)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE, published 7 November 2019. https://www.nice.org.uk/guidance/ng143',
    },
    {
      title: 'Fever and Antipyretic Use in Children',
      author: 'Sullivan JE, Farrar HC; Section on Clinical Pharmacology and Therapeutics; Committee on Drugs',
      source: 'Pediatrics. 2011;127(3):580-587. https://doi.org/10.1542/peds.2010-3852',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'fever-newborn', text: 'The baby is younger than 3 months (12 weeks) old' },
    { protocol: 'cough', text: 'Cough is the main symptom' },
    { protocol: 'earache', text: 'Ear pain or pulling at the ear is the main symptom' },
    { protocol: 'sore-throat', text: 'Sore throat is the main symptom' },
    { protocol: 'urination-pain', text: 'Pain or burning when passing urine is present' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'R/O: Life-threatening emergency\nREASON: When the triager judges that the situation may be life-threatening, emergency medical services are the fastest and safest route to care.',
        },
        {
          text: 'Not moving, or <b>very weak and floppy</b>, or very hard to wake up, or pale, blotchy (mottled) skin that feels cold to touch',
          reason:
            'R/O: Sepsis, meningitis, shock\nREASON: A markedly decreased level of alertness with fever is a sign of serious bacterial infection until proven otherwise.',
        },
        {
          text: '<b>Severe</b> difficulty breathing<ul><li>Struggling for each breath</li><li>Grunting with each breath</li><li>Unable to speak or cry because of breathing</li><li>Bluish lips or face</li></ul>',
          reason:
            'R/O: Pneumonia with respiratory failure, severe asthma\nREASON: Severe respiratory distress or cyanosis needs emergency treatment on the way to hospital.',
        },
        {
          text: '<b>Purple or blood-colored</b> spots or dots on the skin that appeared with the fever',
          reason:
            'R/O: Meningococcemia, other bacterial sepsis\nREASON: A new purple or blood-colored (non-blanching) rash with fever can be meningococcal disease, which can be fatal within hours.\nNOTE: If unsure, ask the caller to press a glass against the spots; spots that do not fade are non-blanching.',
        },
        {
          text: 'Seizure (convulsion) that is lasting <b>5 minutes or more</b>, or the child is not responding after the seizure stopped',
          reason:
            'R/O: Status epilepticus, meningitis, encephalitis\nREASON: A prolonged seizure needs emergency medicine to stop it.\nFIRST AID: Lay the child on the side, nothing in the mouth, and time the seizure.',
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
          text: '<b>Stiff neck</b> (cannot touch chin to chest), or bulging soft spot in an infant',
          reason:
            'R/O: Meningitis\nREASON: Neck stiffness or a bulging fontanelle with fever are classic signs of meningitis.\nNOTE: Ask the caller to bend the head forward gently while the child is calm.',
        },
        {
          text: '<b>Confused</b> or talking strangely, or cannot be comforted, even after the fever has come down',
          reason:
            'R/O: Meningitis, encephalitis, sepsis\nREASON: Delirium or inconsolable crying that persists after the fever comes down suggests infection of the brain or blood.',
        },
        {
          text: 'Trouble breathing that is not severe but is clearly there: the skin <b>pulling in</b> between the ribs with each breath, or the nostrils flaring',
          reason:
            'R/O: Pneumonia, bronchiolitis, asthma\nREASON: Retractions and nasal flaring are signs of increased work of breathing that need prompt assessment and possibly oxygen.',
          smap: 'breathing-difficulty',
        },
        {
          text: 'Signs of <b>dehydration</b><ul><li>No urine in 8 hours or more</li><li>No tears when crying</li><li>Very dry mouth</li><li>Sunken eyes</li></ul>',
          reason:
            'R/O: Moderate to severe dehydration\nREASON: Fever increases fluid loss; a child with these signs may need fluids by vein.',
        },
        {
          text: '<b>Sickle cell disease</b>, no working spleen, a <b>weak immune system</b> (cancer treatment, organ transplant, HIV, taking oral steroids) or a central line',
          reason:
            'R/O: Bacteremia, sepsis\nREASON: Children with sickle cell disease, no working spleen, a weak immune system or a central line can become septic quickly and need blood tests and antibiotics urgently.',
        },
        {
          text: 'Had a short <b>seizure</b> with the fever that has now stopped',
          reason:
            'R/O: Meningitis, first febrile seizure\nREASON: A first febrile seizure needs an exam to look for the cause of the fever and to rule out meningitis.',
        },
        {
          text: 'Fever for <b>4 days or more</b> with red eyes, red cracked lips, a rash, or swollen red hands or feet',
          reason:
            'R/O: Kawasaki disease\nREASON: Kawasaki disease needs diagnosis and treatment without delay to protect the heart (coronary artery aneurysms).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Fever of <b>104 °F (40 °C) or higher</b>',
          reason:
            'R/O: Serious bacterial infection\nREASON: Very high fevers carry a higher risk of serious bacterial infection and can cause marked discomfort.',
        },
        {
          text: 'Looks or acts <b>very sick</b> (such as lying around, not smiling or playing, even when the fever is down)',
          reason:
            'R/O: Serious bacterial infection\nREASON: A child who still looks ill after the fever has come down needs to be examined without delay.',
        },
        {
          text: 'Breathing <b>faster than normal</b> when calm and the fever is down (no skin pulling in between the ribs)',
          reason:
            'R/O: Pneumonia\nREASON: Fast breathing that persists once the fever has come down is a sign of lower respiratory infection.',
          smap: 'breathing-difficulty',
        },
        {
          text: 'Fever with a headache and muscle aches (no rash), after playing or walking in woods, long grass or brush in the tick season (spring to autumn), even without a known tick bite',
          reason:
            'R/O: Rocky Mountain spotted fever, Lyme disease, other tick-borne illness\nREASON: Most people with a tick-borne illness never saw the tick (CDC, tick-borne diseases): season and place are asked, not only a known bite. The same level as fever after a tick bite (issue 31, context red flags). With a rash it is the emergency item above (blind set 7).',
        },
        {
          text: 'Fever <b>and</b> any of these:<ul><li>a swollen joint or limb, or it hurts to stand or walk</li><li>a swollen eyelid or an eye that looks swollen</li><li>shivering a lot, or pain that fever medicine does not ease</li></ul>',
          reason:
            'R/O: Septic arthritis, bone infection, cellulitis around the eye, serious bacterial infection\nREASON: Public sources (NHS Healthier Together, Fever in children: amber signs) ask for urgent help from a GP or 111 the same day for these (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        {
          text: 'With a fever of 100 °F (37.8 °C) or higher: <b>irritable</b> (cranky most of the time and not playing) or <b>feeding poorly</b> (eating or drinking much less than usual)',
          reason:
            'R/O: ear infection, urinary tract infection, pneumonia\nREASON: Shared finding: a febrile child who is irritable or feeding poorly is seen the same day; a grumpy child who still plays and drinks is not.',
          advice: ['callback'],
        },
        {
          text: '<b>Fever with a red or pink rash</b> (not purple or blood-colored)',
          reason:
            'R/O: scarlet fever, measles, Kawasaki disease, viral rash\nREASON: Shared finding: a rash with fever needs an examination the same day.',
          advice: ['callback'],
        },
        unclearSymptom(['callback']),
        {
          text: 'Fever present <b>24 hours or more</b> with <b>no obvious cause</b> (no cold symptoms, cough, diarrhea or sore throat) and younger than 2 years',
          reason:
            'R/O: Urinary tract infection\nREASON: Fever without a source in young children is often a urinary tract infection, which needs a urine test.',
          advice: ['fever-medicines', 'fluids', 'comfort', 'callback'],
        },
        {
          text: 'Age <b>3 to 6 months</b> with a fever of 101 °F (38.3 °C) or higher',
          reason:
            'R/O: Urinary tract infection, bacteremia\nREASON: Young infants with a high fever have a higher risk of serious bacterial infection and need a face-to-face assessment. Issue 31 lowered the cut-off by one degree Fahrenheit, to the level a public AAP-based page gives for calling the pediatrician at this age (NICE uses a slightly higher one).\nNOTE: If the infant also looks unwell, use See Now or a higher tier.',
          advice: ['fever-medicines', 'fluids', 'comfort', 'callback'],
        },
        {
          text: 'Fever has lasted <b>3 days or more</b> (72 hours), or <b>came back</b> after being gone for 24 hours or more',
          reason:
            'R/O: Pneumonia, urinary tract infection, ear infection, sinusitis, Kawasaki disease\nREASON: Most viral fevers are gone by 3 days; a longer or returning fever needs an exam to look for a treatable cause.',
          advice: ['fever-medicines', 'fluids', 'comfort', 'callback'],
        },
        {
          text: 'Pain or burning when passing urine',
          reason:
            'R/O: Urinary tract infection, kidney infection\nREASON: Fever with urinary symptoms suggests a urinary tract infection, which needs a urine test and antibiotics.',
          advice: ['fever-medicines', 'fluids', 'callback'],
          smap: 'urination-pain',
        },
        {
          text: 'Fever with vomiting and no diarrhea',
          reason:
            'R/O: Urinary tract infection, ear or chest infection, early appendicitis or meningitis\nREASON: Vomiting with a fever and no diarrhea is not a stomach virus until shown otherwise: a same-day examination and often a urine test. The same level as in Vomiting (issue 31: a feverish toddler who vomited was home care here).\nNOTE: Vomiting with diarrhea and a fever is usually a stomach virus: the Vomiting and Diarrhea protocols ask its dehydration signs.',
          advice: ['fever-medicines', 'fluids', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Fevers that <b>keep coming back</b> (more than 3 separate fever episodes in the past 2 months) and the child is well between them',
          reason:
            'R/O: Periodic fever syndromes, recurrent urinary tract infection\nREASON: A pattern of recurrent fevers deserves a non-urgent review with a fever diary.',
          advice: ['fever-basics', 'fever-medicines', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Fever started <b>within 2 days after a vaccine</b> and the child is acting normally',
          reason:
            'REASON: Fever is a common and harmless reaction in the first 1 to 2 days after many vaccines.\nNOTE: Fever that starts 2 days or more after a vaccine (or lasts 2 days or more) is probably from another cause; re-triage.',
          advice: ['vaccine-fever', 'fever-medicines', 'fluids', 'comfort', 'callback'],
        },
        {
          text: 'Fever with no complications (child is alert and playful when the fever comes down)',
          reason:
            'REASON: Most fevers are caused by viral infections that get better without treatment in 2 to 3 days. Care at home is appropriate.',
          advice: [
            'fever-basics',
            'fever-medicines',
            'fluids',
            'comfort',
            'febrile-seizure',
            'return-to-school',
            'callback',
          ],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Treating the Fever',
      topics: [
        {
          key: 'fever-basics',
          title: 'Fever Is Helping Fight the Infection',
          nuggets: [
            'Fever turns on the body’s immune system and helps fight infection.',
            'Fevers between 100°F and 104°F (37.8°C and 40°C) are common in children and are not harmful.',
            'Most fevers from viral illnesses last 2 to 3 days.',
            'How your child acts is more important than how high the temperature is.',
            'The goal of treatment is to make your child comfortable, not to bring the temperature back to normal.',
          ],
        },
        {
          key: 'fever-medicines',
          title: 'Fever Medicines',
          nuggets: [
            'For fevers above 102 °F (39 °C) or if your child is uncomfortable, you can give a fever medicine.',
            'Acetaminophen can be given every 4 to 6 hours (no more than 5 doses in 24 hours). Give the dose by weight as directed on the label.',
            'If your child is younger than 2 years old, or you are not sure of the dose, ask your child’s doctor or nurse for the dose for your child’s weight.',
            'Ibuprofen can be given to children 6 months or older every 6 to 8 hours. Give the dose by weight as directed on the label.',
            'Use the measuring device that comes with the medicine. Kitchen spoons are not accurate.',
            'Do not give aspirin to children or teens. It has been linked to Reye syndrome, a rare but serious illness.',
            'Fever medicines usually lower the fever by 2 to 3 °F (1 to 1.5 °C) within 1 to 2 hours. Do not wake your child to give them.',
          ],
        },
        {
          key: 'fluids',
          title: 'Give Extra Fluids',
          nuggets: [
            'Fever increases the body’s need for fluids.',
            'Offer cool fluids often: water, milk, diluted juice or ice pops.',
            'Babies should keep breastfeeding or taking formula, more often if they will.',
            'Your child is getting enough fluids if urine is light yellow and passed at least every 8 hours.',
          ],
        },
        {
          key: 'comfort',
          title: 'Keep Your Child Comfortable',
          nuggets: [
            'Dress your child in one layer of light clothing. Do not bundle a child with a fever.',
            'If the fever is over 104 °F (40 °C) and has not come down 1 hour after medicine, you may sponge your child with lukewarm water for 10 minutes.',
            'Do not use cold water, ice or rubbing alcohol. They cause shivering and can be harmful.',
            'Rest is fine, but your child does not need to stay in bed.',
          ],
        },
      ],
    },
    {
      title: 'Special Situations',
      topics: [
        {
          key: 'vaccine-fever',
          title: 'Fever After a Vaccine',
          nuggets: [
            'Fever is a common reaction to many vaccines and shows the body is building protection.',
            'It usually starts within 24 hours of the shot and lasts 1 to 2 days.',
            'Treat with a fever medicine if your child is uncomfortable, dosed by weight as directed on the label.',
            'A cool wet cloth on the shot site can ease soreness.',
          ],
        },
        {
          key: 'febrile-seizure',
          title: 'If a Seizure Occurs',
          nuggets: [
            'Some young children have a short seizure (shaking or stiffening) with a fever. Most last less than 5 minutes.',
            'Lay your child on his or her side on the floor, away from anything hard or sharp.',
            'Do not put anything in the mouth and do not try to hold your child still.',
            'Call 911 if the seizure lasts 5 minutes or more or your child does not wake up afterward.',
            'Call back after any seizure, even a short one.',
          ],
        },
        {
          key: 'return-to-school',
          title: 'Return to Child Care or School',
          nuggets: [
            'Your child can go back once the fever has been gone for 24 hours without fever medicine.',
            'Your child should also feel well enough to take part in normal activities.',
            'Wash hands often to help stop the spread of infection to others.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Your child looks or acts very sick, or is hard to wake up',
            'Trouble breathing, a stiff neck, or a purple or blood-colored rash appears',
            'A seizure (shaking or stiffening) happens',
            'Signs of dehydration: no urine in 8 hours or more, very dry mouth or no tears',
            'Fever goes above 105 °F (40.6 °C)',
            'Fever lasts 3 days or more, or comes back after being gone for 24 hours or more',
            'You think your child needs to be seen',
            'Your child becomes worse',
          ],
        },
      ],
    },
  ],
});
