import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'weakness-numbness',
  sourceProtocolId: 223,
  audience: 'adult',
  title: 'Weakness or Numbness of Face, Arm or Leg (Possible Stroke)',
  keywords: [
    'stroke',
    'strok',
    'mini stroke',
    'TIA',
    'face drooping',
    'face droop',
    'drooping face',
    'crooked smile',
    'arm weakness',
    'leg weakness',
    'weak arm',
    'weak leg',
    'numbness',
    'numb',
    'numb arm',
    'numb face',
    'numb leg',
    'tingling',
    'pins and needles',
    'slurred speech',
    'slurring words',
    'cant talk right',
    'cant find words',
    'one side weak',
    'paralysis',
    'bells palsy',
    'hand falling asleep',
    'numbness in fingers',
  ],
  definition:
    'New weakness, numbness, tingling or loss of control of the face, an arm or a leg in an adult, including face drooping, trouble speaking and the loss of strength or feeling that may come from a stroke.',
  background:
    '<p>Sudden weakness or numbness of the face, arm or leg, especially on one side, is a stroke until proven otherwise. Clot-dissolving and clot-removing treatments work only within hours of the start of symptoms, so every minute counts: the caller should call 911 rather than drive to hospital. The BE FAST signs are <b>B</b>alance loss, <b>E</b>yes (sudden loss of vision or double vision), <b>F</b>ace drooping, <b>A</b>rm or leg weakness, <b>S</b>peech trouble, <b>T</b>ime to call 911.</p>' +
    '<p>Symptoms that go away within minutes (a transient ischemic attack, TIA) carry a high risk of a full stroke in the next days and need emergency assessment the same day even though the person feels well. Low blood sugar in a person taking insulin or diabetes pills can look exactly like a stroke.</p>' +
    "<p>Common harmless causes of numbness are pressure on a nerve (an arm slept on, legs crossed for a long time), which goes away within minutes of moving, and tingling in both hands and around the mouth when breathing fast from anxiety. Carpal tunnel syndrome causes numbness of the thumb, index and middle fingers, often at night. Bell's palsy causes weakness of one whole side of the face, including the forehead, but the triager cannot tell it from a stroke by phone.</p>",
  initialAssessment: `1. SYMPTOM: What exactly is weak or numb? Face, arm, leg, one side or both sides?
2. ONSET: When did it start? What time was the person last known to be normal? Did it come on suddenly?
3. NOW: Is it still there now, or has it gone away?
4. SPEECH AND VISION: Any slurred speech, trouble finding words or understanding, loss of vision or double vision?
5. BALANCE: Any trouble walking, loss of balance or coordination?
6. OTHER SYMPTOMS: Any sudden severe headache, confusion, chest pain or palpitations?
7. DIABETES: Does the person take insulin or diabetes pills? Can the blood sugar be checked now?
8. HISTORY: Any past stroke or TIA, atrial fibrillation, high blood pressure or blood thinners?
9. CAUSE: Could it be from pressure on a nerve (slept on the arm, sat in one position) or from an injury?
10. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  firstAid:
    '<p><b>Possible stroke while waiting for EMS:</b> Note the time the symptoms started or the person was last seen normal. Do not give anything to eat or drink (swallowing may be affected). Do not give aspirin. If the person has diabetes and is awake and able to swallow, check the blood sugar if a meter is at hand.</p>' +
    '<p>If the person is drowsy, lay them on their side. Unlock the door and gather the medicine list.</p>',
  references: [
    {
      title:
        'Guidelines for the Early Management of Patients With Acute Ischemic Stroke: 2019 Update to the 2018 Guidelines',
      author: 'Powers WJ, Rabinstein AA, Ackerson T, et al.',
      source: 'Stroke. 2019;50(12):e344-e418',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'dizziness', text: 'Dizziness or lightheadedness is the main symptom, without weakness or numbness.' },
    {
      protocol: 'confusion-delirium',
      text: 'New confusion is the main symptom, without weakness of the face, arm or leg.',
    },
    { protocol: 'headache', text: 'Headache is the main symptom, without weakness, numbness or speech trouble.' },
    { protocol: 'back-pain', text: 'Numbness or tingling goes down the leg from back pain (sciatica).' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['waiting-for-ems']),
        {
          text: 'Unconscious, very hard to wake up, or having a seizure',
          reason: 'R/O: major stroke, brain bleed, very low blood sugar',
          advice: ['waiting-for-ems'],
        },
        {
          text: '<b>Sudden</b> weakness or numbness of the face, arm or leg (especially on one side), or face drooping, <b>present now</b>',
          reason:
            'R/O: stroke\nNOTE: Note the time last known normal; clot treatment is time-critical. Call 911 even if symptoms seem mild.',
          advice: ['waiting-for-ems'],
        },
        {
          text: '<b>Sudden</b> trouble speaking or understanding, slurred speech, confusion or memory loss, loss of vision in one or both eyes, or loss of balance, unsteadiness or a fall, <b>present now</b>',
          reason:
            'R/O: stroke\nREASON: Public sources (nidirect, TIA; Stroke - know the signs and act FAST) send sudden confusion or memory loss and sudden unsteadiness or a fall to 999 (issue 31 reference review).',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Weakness or numbness <b>and</b> sudden severe headache ("worst headache of my life")',
          reason: 'R/O: brain hemorrhage (subarachnoid or intracerebral)',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Takes insulin or diabetes pills <b>and</b> new weakness, confusion or slurred speech',
          reason:
            'R/O: low blood sugar, stroke\nFIRST AID: If awake and able to swallow, give a sugary drink or glucose tablets while waiting for EMS.',
          advice: ['waiting-for-ems'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Sudden weakness, numbness, face drooping, speech trouble or vision loss that has <b>now gone away</b> (within the past 2 weeks)',
          reason:
            'R/O: transient ischemic attack (TIA)\nREASON: The risk of a full stroke is highest in the first 48 hours; needs emergency assessment today.',
        },
        {
          text: 'Weakness of the face, arm or leg on one side that <b>started 24 hours ago or longer</b> and is still present',
          reason:
            "R/O: stroke, brain tumor, subdural hematoma\nNOTE: Bell's palsy cannot be told from a stroke by phone.",
        },
        {
          text: 'Weakness of <b>both legs</b>, or numbness of the groin or buttocks, or new loss of bladder or bowel control',
          reason: 'R/O: spinal cord compression, cauda equina syndrome, Guillain-Barré syndrome',
        },
        {
          text: 'Weakness or numbness after a <b>head or neck injury</b>',
          reason: 'R/O: spinal cord injury, brain bleed',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Weakness or numbness of a hand or foot that came on <b>gradually</b> over days and is getting worse',
          reason: 'R/O: nerve compression, neuropathy, multiple sclerosis, spinal disease',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Numbness or tingling that has lasted <b>1 hour or more</b> after changing position, in one hand or foot only, with no weakness and no face, speech or vision symptoms',
          reason: 'R/O: pressure palsy (e.g., wrist drop after sleeping on the arm), pinched nerve',
          advice: ['nerve-pressure', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Sudden weakness, numbness, face drooping, speech trouble or vision loss that went away <b>2 weeks ago or longer</b>, and no doctor has checked it since',
          reason:
            'R/O: past transient ischemic attack (TIA)\nREASON: Public sources (NHS, TIA; Stroke Association, What if symptoms pass) ask for an urgent GP appointment for a possible mini-stroke that was not checked; within the past 2 weeks is asked above (ED) (issue 31 reference review).',
          advice: ['call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Numbness or tingling of the thumb, index and middle fingers that comes and goes, often worse at night, for <b>1 week or more</b>',
          reason: 'R/O: carpal tunnel syndrome',
          advice: ['carpal-tunnel', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Burning or tingling in both feet that has come on slowly over weeks or months',
          reason: 'R/O: peripheral neuropathy (e.g., diabetes, vitamin B12 deficiency, alcohol)',
          advice: ['call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Brief, mild numbness or "pins and needles" in a hand, arm or foot after leaning on it or sitting in one position, that <b>went away</b> within minutes of moving, with no weakness',
          reason:
            'REASON: Temporary pressure on a nerve. Home care and call back if it returns or any stroke sign appears.',
          advice: ['nerve-pressure', 'stroke-signs', 'call-back'],
        },
        {
          text: 'Tingling of both hands and around the mouth while anxious or breathing fast, now gone, with no weakness',
          reason:
            'REASON: Over-breathing (hyperventilation). Home care and call back if it returns or any stroke sign appears.',
          advice: ['hyperventilation', 'stroke-signs', 'call-back'],
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
            'Write down the time the symptoms started or the person was last seen normal.',
            'Do not give anything to eat or drink, and do not give aspirin.',
            'If drowsy, lay the person on their side. Unlock the door and gather the medicine list.',
          ],
        },
      ],
    },
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'nerve-pressure',
          title: 'Numbness From Pressure on a Nerve',
          nuggets: [
            'Numbness after leaning on an arm or sitting in one position comes from pressure on a nerve and goes away with movement.',
            'Change position often, avoid leaning on the elbow and avoid crossing the legs for long periods.',
          ],
        },
        {
          key: 'carpal-tunnel',
          title: 'Carpal Tunnel Symptoms',
          nuggets: [
            'A wrist splint worn at night that keeps the wrist straight often helps.',
            'Take breaks from repeated gripping, typing or vibrating tools.',
          ],
        },
        {
          key: 'hyperventilation',
          title: 'Fast Breathing From Anxiety',
          nuggets: [
            'Sit down and breathe slowly: in through the nose for 4 seconds, out through pursed lips for 6 seconds.',
            'Do not breathe into a paper bag.',
          ],
        },
        {
          key: 'stroke-signs',
          title: 'Know the Signs of Stroke (BE FAST)',
          nuggets: [
            'Balance loss, Eyes (sudden vision loss), Face drooping, Arm or leg weakness, Speech trouble: Time to call 911.',
            'Call 911 even if the signs go away.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Any sudden weakness or numbness of the face, arm or leg, face drooping, trouble speaking or loss of vision: call 911 right away.',
            'The numbness does not go away, spreads, or weakness appears.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
