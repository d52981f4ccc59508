import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import { LIFE_THREATENING_SCREEN, SCHMITT_PROTOCOLS, SEEN_OR_WORSE_NUGGET } from './common/shared.ts';

export default defineProtocol({
  slug: 'seizure',
  sourceProtocolId: 347,
  audience: 'peds',
  title: 'Seizure',
  keywords: [
    'seizure',
    'seizures',
    'siezure',
    'seisure',
    'seizure disorder',
    'convulsion',
    'convulsions',
    'fit',
    'having a fit',
    'shaking all over',
    'jerking',
    'stiffened up',
    'eyes rolled back',
    'staring spell',
    'zoning out',
    'epilepsy',
    'epileptic',
    'febrile seizure',
    'febrile convulsion',
    'fever fit',
    'seizure medicine',
    'missed seizure medicine',
    'diastat',
    'rescue medicine',
    'nasal seizure spray',
  ],
  definition:
    '<p>A seizure (convulsion) in a child: stiffening, jerking or shaking of the body, arms or legs, staring spells, or a loss of awareness, whether now or in the past few days. Includes seizures with fever and seizures in children with epilepsy.</p>',
  background:
    '<p>Most seizures stop on their own within 1 to 2 minutes. A seizure lasting 5 minutes or more (or repeated seizures without waking up between them) is status epilepticus and needs emergency treatment. After a seizure, children are usually sleepy and confused for up to an hour (the post-ictal period).</p>' +
    '<p><b>Febrile seizures</b> happen in about 1 in 25 children between 6 months and 5 years with a fever; simple febrile seizures are short, whole-body and do not cause brain damage. A first febrile seizure still needs an examination for the cause of the fever (including meningitis). Children with known epilepsy usually have a seizure action plan with a rescue medicine; a seizure like their usual ones, treated as planned, with full recovery, may not need a visit.</p>' +
    '<p>Seizure-like events that are not seizures include shivering with fever (“rigors”, child stays aware), breath-holding spells, fainting with a few jerks, and night terrors.</p>',
  initialAssessment: [
    '1. NOW: Is the seizure still going on? How long has it lasted? Is your child breathing?',
    '2. DESCRIPTION: What did it look like: whole body or one side, stiffening, jerking, staring?',
    '3. AFTER: Is your child awake and back to normal now? How long did it take?',
    '4. FEVER: Is there a fever? How high?',
    '5. HISTORY: Has your child had seizures before? Known epilepsy? Is there a seizure action plan and rescue medicine?',
    '6. MEDICINES: Has any seizure medicine been missed? Could your child have swallowed any medicine or chemical?',
    '7. INJURY: Any head injury before the seizure, or injury during it?',
    '8. OTHER SYMPTOMS: Any stiff neck, rash, vomiting, headache, or diabetes?',
  ].join('\n'),
  firstAid:
    '<p><b>During a seizure:</b> lay your child on the side on the floor, away from hard or sharp objects. Do not put anything in the mouth and do not hold your child down. Loosen tight clothing. Time the seizure. Give the rescue medicine if your child has a seizure action plan. Call 911 if it lasts 5 minutes or more, if breathing stops, or if your child turns blue.</p>',
  references: [
    SCHMITT_PROTOCOLS,
    {
      title:
        'Febrile Seizures: Guideline for the Neurodiagnostic Evaluation of the Child With a Simple Febrile Seizure',
      author: 'American Academy of Pediatrics, Subcommittee on Febrile Seizures',
      source: 'Pediatrics. 2011;127(2):389-394',
    },
    {
      title: 'Epilepsies in children, young people and adults (NICE guideline NG217)',
      author: 'National Institute for Health and Care Excellence',
      source: 'NICE, 2022',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'fever-newborn', text: 'A baby younger than 3 months with a fever and no seizure' },
    { protocol: 'head-injury', text: 'A seizure after a head injury' },
    { protocol: 'fainting', text: 'Fainting with a few jerks that stopped at once, with quick recovery' },
    { protocol: 'poisoning-swallowed-object', text: 'Your child may have swallowed a medicine or chemical' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Seizure <b>still going on</b> after 5 minutes, or repeated seizures without waking up in between',
          reason:
            'R/O: Status epilepticus\nREASON: Prolonged seizures need emergency medicine to stop them.\nFIRST AID: Give the rescue medicine if prescribed; lay the child on the side.',
        },
        {
          text: '<b>Still fitting now</b>, 3 minutes or more after the seizure started',
          reason:
            'R/O: Status epilepticus\nREASON: A seizure still going on while the parent is on the phone may not stop by itself; most stop within 2 to 3 minutes. Public sources (NHS.uk, My child had a febrile fit) say to call an ambulance when the child is still fitting at 3 minutes (issue 31 reference review).\nFIRST AID: Give the rescue medicine if prescribed; lay the child on the side.',
        },
        {
          text: '<b>Not breathing</b> normally, or bluish lips or face, after the seizure has stopped',
          reason:
            'R/O: Respiratory compromise\nREASON: Breathing problems after a seizure need emergency care.\nFIRST AID: Start CPR if not breathing.',
        },
        {
          text: '<b>Not waking up</b> or not responding 30 minutes or more after the seizure stopped, or still drowsy or confused 1 hour or more after it',
          reason:
            'R/O: Ongoing non-convulsive seizure, encephalitis, toxic ingestion\nREASON: A child who does not recover needs emergency care.',
        },
        {
          text: 'Seizure with a <b>purple or blood-colored rash</b>, or after a <b>head injury</b>, or after swallowing a medicine or chemical, or seriously injured during the seizure',
          reason:
            'R/O: Meningococcal disease, intracranial hemorrhage, poisoning\nREASON: These causes of seizure are emergencies.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Seizure with a <b>fever</b> and a stiff neck, a bulging soft spot, or still confused 1 hour or more later',
          reason: 'R/O: Meningitis, encephalitis\nREASON: These signs suggest an infection of the brain.',
        },
        {
          text: '<b>First seizure ever</b>, with or without a fever',
          reason:
            'R/O: Meningitis, first febrile seizure, new epilepsy, metabolic cause\nREASON: A first seizure needs an examination to find the cause.',
        },
        {
          text: 'Age <b>younger than 6 months</b>, or seizure affecting only <b>one side</b> of the body, or a seizure that lasted 5 minutes or more before it stopped',
          reason:
            'R/O: Complex febrile seizure, structural brain lesion, infection\nREASON: These are not simple febrile seizures and need evaluation; a seizure that lasted 5 minutes or more was status epilepticus even if it stopped on its own.',
        },
        {
          text: 'Weakness of an arm or leg or of one side, double vision, or trouble talking or seeing, that is still present after the seizure',
          reason: 'R/O: Stroke, Todd paresis\nREASON: Persistent focal deficits need emergency evaluation.',
          smap: 'weakness-numbness',
        },
        {
          text: 'Has <b>diabetes</b>, or is vomiting repeatedly, with the seizure',
          reason:
            'R/O: Hypoglycemia, electrolyte disorder\nREASON: Low blood sugar and salt problems cause seizures and need urgent treatment.',
        },
        {
          text: 'Known epilepsy and the seizure was <b>different</b> from usual, lasted more time than usual, or needed the rescue medicine',
          reason: 'R/O: Breakthrough seizures, change in epilepsy\nREASON: A change in pattern needs assessment.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Known epilepsy with a seizure like the usual ones and back to normal, but <b>more seizures than usual</b>, or a missed medicine dose',
          reason:
            'R/O: Poorly controlled epilepsy\nREASON: The treatment plan may need adjusting.\nNOTE: The child’s neurologist or provider should be told today.',
          advice: ['plan', 'safety', 'callback'],
        },
        {
          text: 'Past febrile seizures, had another short (less than 5 minutes), whole-body seizure with fever, and is now <b>back to normal</b>',
          reason:
            'R/O: Recurrent simple febrile seizure\nREASON: The cause of the fever should be found; recurrent febrile seizures are not harmful.',
          advice: ['febrile', 'safety', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: '<b>Staring spells</b> or brief episodes of not responding, noticed at school or home, and otherwise well',
          reason: 'R/O: Absence seizures\nREASON: Possible absence seizures need evaluation, sometimes with an EEG.',
          advice: ['safety', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Known epilepsy: a <b>usual seizure</b>, handled as the seizure action plan says, and your child is back to normal',
          reason:
            'R/O: Typical seizure in known epilepsy\nREASON: A typical seizure with full recovery can be managed at home following the plan.',
          advice: ['plan', 'safety', 'callback'],
        },
        {
          text: 'Shaking or shivering with a fever while <b>awake and responding</b> (not a seizure)',
          reason: 'R/O: Rigors (chills)\nREASON: Shivering with fever is not a seizure.',
          advice: ['febrile', 'callback'],
          smap: 'fever-3-months-or-older',
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Seizure Care',
      topics: [
        {
          key: 'plan',
          title: 'Seizure Action Plan',
          nuggets: [
            'Follow your child’s seizure action plan. Keep the rescue medicine with your child at all times.',
            'Give seizure medicines every day as prescribed. If a dose was missed, follow the instructions on the plan or ask the pharmacist.',
            'Keep a diary of seizures (date, time, length, what happened) to share with your provider.',
          ],
        },
        {
          key: 'febrile',
          title: 'Febrile Seizures',
          nuggets: [
            'Febrile seizures are frightening but do not cause brain damage. Most children outgrow them by 6 years.',
            'Fever medicine makes your child comfortable but does not prevent febrile seizures.',
            'Treat the fever and give plenty of fluids.',
          ],
        },
        {
          key: 'safety',
          title: 'Safety',
          nuggets: [
            'During a seizure: lay your child on the side, nothing in the mouth, time it.',
            'Showers instead of baths, and always an adult watching when swimming.',
            'Helmets for biking; no climbing heights until seizures are controlled.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Call 911 for a seizure lasting 5 minutes or more, trouble breathing, or a child who will not wake up',
            'Another seizure happens',
            'Stiff neck, severe headache, or confusion',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
