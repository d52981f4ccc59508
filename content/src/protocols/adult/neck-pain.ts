import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen, painMedicineTopic } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'neck-pain',
  sourceProtocolId: 246,
  audience: 'adult',
  title: 'Neck Pain or Stiffness',
  keywords: [
    'neck pain',
    'neck ache',
    'sore neck',
    'stiff neck',
    'neck stiffness',
    'crick in neck',
    'kink in neck',
    'slept wrong',
    'pulled muscle neck',
    'neck strain',
    'whiplash',
    'pinched nerve',
    'pinched nerve neck',
    'pain down arm from neck',
    'cant turn my head',
    'neck hurts',
    'nek pain',
    'neck spasm',
  ],
  definition:
    'Pain, aching or stiffness of the neck in an adult, with or without pain spreading to the shoulder or arm, from strain, posture, a minor injury or an illness.',
  background:
    '<p>Most neck pain is muscle strain or spasm from sleeping in an awkward position, poor posture, or a sudden movement, and improves within 1 to 2 weeks with gentle movement, heat and pain medicine. A pinched nerve in the neck (cervical radiculopathy) causes pain, numbness or tingling down one arm.</p>' +
    '<p>Serious causes to screen for are meningitis (fever, headache and a neck too stiff to bend the chin to the chest), bleeding around the brain or a tear in a neck artery (sudden severe neck pain or headache, sometimes after neck manipulation or minor trauma, with dizziness or stroke signs), a spine injury after a fall or crash, compression of the spinal cord (weakness, clumsy hands, trouble walking), and heart pain felt in the neck or jaw. A deep neck infection causes fever, painful swallowing and swelling of the neck.</p>',
  initialAssessment: `1. ONSET: When did it start? Suddenly or gradually? After an injury, a fall, a crash, or neck manipulation?
2. SEVERITY: How bad is the pain? Can the person move the head?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)
3. SPREAD: Does the pain spread to the shoulder, arm, jaw or chest? Any numbness, tingling or weakness?
4. FEVER AND HEADACHE: Any fever, headache, vomiting, or sensitivity to light? Can the chin touch the chest?
5. OTHER SYMPTOMS: Any trouble swallowing, swelling of the neck, dizziness, trouble walking or loss of bladder control?
6. HISTORY: Any cancer, osteoporosis, rheumatoid arthritis, weak immune system?`,
  references: [
    {
      title:
        'Neck Pain: Revision 2017 (clinical practice guidelines of the Orthopaedic Section, American Physical Therapy Association)',
      author: 'Blanpied PR, Gross AR, Elliott JM, et al.',
      source: 'Journal of Orthopaedic and Sports Physical Therapy. 2017;47(7):A1-A83',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    {
      protocol: 'muscle-spasm-lockjaw',
      text: 'A stiff jaw (hard to open the mouth) with neck stiffness, or painful spasms.',
    },
    { protocol: 'head-injury', text: 'Neck pain after a head injury.' },
    { protocol: 'headache', text: 'Headache is the main symptom.' },
    { protocol: 'sore-throat', text: 'Pain is mainly in the throat.' },
    { protocol: 'back-pain', text: 'Pain is mainly in the upper or lower back.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(),
        {
          text: 'Neck pain after a fall, car crash or diving <b>with</b> numbness, tingling or weakness of the arms or legs',
          reason: 'R/O: spinal cord injury\nFIRST AID: Do not move the person; keep the head and neck still.',
        },
        {
          text: 'Neck or jaw pain <b>with</b> chest pain, shortness of breath or sweating',
          reason: 'R/O: heart attack (referred pain)',
          smap: 'chest-pain',
        },
        {
          text: 'Neck pain with face drooping, arm or leg weakness, trouble speaking or swallowing, double vision, or sudden loss of vision or balance',
          reason: 'R/O: stroke from cervical artery dissection',
          smap: 'weakness-numbness',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Stiff neck</b> (cannot touch the chin to the chest) <b>and</b> fever or headache',
          reason: 'R/O: meningitis',
        },
        {
          text: '<b>Sudden severe</b> neck pain or headache, especially after neck manipulation, a minor injury or straining',
          reason: 'R/O: cervical artery dissection, subarachnoid hemorrhage',
        },
        {
          text: 'Neck pain after a fall or crash <b>and</b> any of these:<ul><li>65 years or older</li><li>pain over the bones in the middle of the neck</li></ul>',
          reason: 'R/O: cervical spine fracture',
        },
        {
          text: 'Fever with painful swallowing, drooling, or swelling of the neck',
          reason: 'R/O: deep neck space infection, epiglottitis',
        },
        {
          text: 'New weakness or clumsiness of both hands, trouble walking, loss of bladder or bowel control, trouble starting or stopping urine, or numbness between the legs or around the back passage',
          reason: 'R/O: cervical myelopathy, spinal cord compression',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Neck pain with weakness of one arm or hand',
          reason: 'R/O: cervical radiculopathy with motor deficit',
        },
        {
          text: 'Neck pain with fever or unexplained weight loss, or in a person with cancer, a weak immune system (including HIV), inflammatory arthritis or TB, or who injects drugs',
          reason: 'R/O: spinal infection, metastasis',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Pain spreading down one arm with numbness or tingling, but no weakness',
          reason: 'R/O: cervical radiculopathy (pinched nerve)',
          advice: ['movement', 'heat-cold', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Neck pain after a car crash (whiplash) that is getting worse, with normal feeling and strength',
          reason: 'R/O: whiplash-associated disorder',
          advice: ['movement', 'heat-cold', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Neck pain after a recent injury (a road accident or a fall) or after neck surgery, with normal feeling and strength',
          reason:
            'R/O: Fracture or ligament injury not yet examined, complication of surgery\nREASON: Public sources (NHS MSK self-help pages, Neck pain) ask for a doctor after a recent injury or neck surgery (issue 31 reference review); the injury red flags are asked above.',
          advice: ['movement', 'heat-cold', 'call-back'],
        },
        {
          text: 'Neck pain that ordinary pain medicine does not control, or sudden stiffness of the neck and shoulders with trouble lifting both arms above the head, worst in the morning',
          reason:
            'R/O: Nerve or joint problem needing treatment, polymyalgia rheumatica\nREASON: Public sources (NHS MSK self-help pages, Neck pain) ask for a GP visit for both (issue 31 reference review); polymyalgia needs a blood test and steroids.',
          advice: ['movement', 'heat-cold', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Neck pain lasting <b>2 weeks or more</b>, or waking the person at night',
          reason: 'R/O: cervical spondylosis, disc disease, other cause',
          advice: ['movement', 'heat-cold', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild stiff or sore neck after sleeping in an awkward position, a strain or poor posture, with no fever, no injury and no arm symptoms',
          reason: 'REASON: Neck strain. Home care; most improve within 1 to 2 weeks.',
          advice: ['movement', 'heat-cold', 'pain-medicine', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'movement',
          title: 'Keep Moving',
          nuggets: [
            'Keep the neck moving gently; rest in a collar makes stiffness worse.',
            'Every few hours, slowly turn the head side to side and tilt the ear to the shoulder, within comfort.',
            'Use one firm pillow and avoid sleeping on the stomach. Take breaks from screens and keep them at eye level.',
          ],
        },
        {
          key: 'heat-cold',
          title: 'Heat or Cold',
          nuggets: [
            'Apply a warm pack, heating pad on low or a warm shower for 20 minutes several times a day.',
            'A cold pack wrapped in a cloth may help in the first 2 days after a strain.',
          ],
        },
        painMedicineTopic(),
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Weakness or numbness of the arms or legs, trouble speaking or walking: call 911.',
            'Fever with a stiff neck or headache: go to the emergency department now.',
            'The pain spreads down the arm, or is not better after 2 weeks.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
