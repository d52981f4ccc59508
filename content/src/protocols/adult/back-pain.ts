import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'back-pain',
  sourceProtocolId: 202,
  audience: 'adult',
  title: 'Back Pain',
  keywords: [
    'back pain',
    'backache',
    'back ache',
    'low back pain',
    'lower back pain',
    'upper back pain',
    'sciatica',
    'pulled back',
    'back strain',
    'back spasm',
    'threw my back out',
    'bad back',
    'lumbago',
    'flank pain',
    'bak pain',
    'pinched nerve',
    'back hurts',
    'backpain',
    'sore back',
    'kidney pain',
    'slipped disc',
  ],
  definition:
    'Pain, stiffness or spasm anywhere in the back, from the base of the neck to the tailbone, including pain that spreads into the buttock or down a leg.',
  background:
    '<p>Back pain is one of the most common reasons adults call. Most new low back pain comes from strain of the muscles, ligaments or discs, often after lifting, twisting or unusual activity. It usually improves a lot within 2 to 6 weeks whatever the treatment. Staying gently active helps recovery more than bed rest.</p>' +
    '<p>A small number of callers have a serious cause. The red flags are: sudden severe pain with faintness (aortic aneurysm or dissection), new loss of bladder or bowel control or numbness in the saddle area (cauda equina syndrome), new leg weakness, fever with back pain (spinal infection or kidney infection), back pain after major injury or in someone with osteoporosis (fracture), and new back pain in someone with a history of cancer or unexplained weight loss. Upper back pain can also be a sign of heart attack.</p>' +
    '<p>Sciatica is pain that shoots from the buttock down the back of the leg, often below the knee, caused by an irritated nerve root. Most sciatica improves without surgery, but progressive weakness or numbness needs prompt examination.</p>',
  initialAssessment: `1. LOCATION: Where is the pain? (e.g., upper back, lower back, one side, flank)
2. ONSET: When did it start? Was there an injury, lifting or a fall?
3. SEVERITY: How bad is the pain on a scale of 0 to 10?
- MILD: does not interfere with normal activities (pain 1 to 3 out of 10)
- MODERATE: interferes with normal activities or wakes from sleep (pain 4 to 7 out of 10)
- SEVERE: unable to walk or do any normal activities (pain 8 to 10 out of 10)
4. SPREAD: Does the pain shoot into the buttock or down a leg? Below the knee?
5. NERVES: Any numbness, tingling or weakness in the legs or feet? Any numbness in the groin or between the legs?
6. BLADDER AND BOWEL: Any new trouble passing urine, leaking urine or stool?
7. OTHER SYMPTOMS: Any fever, pain with passing urine, chest pain, abdominal pain, or shortness of breath?
8. HISTORY: Any history of cancer, osteoporosis, aortic aneurysm, injection drug use, long-term steroids, or recent back surgery?`,
  references: [
    {
      title:
        'Noninvasive treatments for acute, subacute, and chronic low back pain: a clinical practice guideline from the American College of Physicians',
      author: 'Qaseem A, Wilt TJ, McLean RM, Forciea MA',
      source: 'Annals of Internal Medicine. 2017;166(7):514-530',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    {
      protocol: 'flank-pain',
      text: 'Pain in the side of the back (flank) that comes in waves or spreads to the groin, or with fever or blood in the urine.',
    },
    { protocol: 'abdominal-pain', text: 'Pain is mainly in the abdomen rather than the back.' },
    { protocol: 'chest-pain', text: 'Pain is in the chest, or upper back pain comes with chest pain.' },
    { protocol: 'urination-pain', text: 'Pain or burning when passing urine is the main symptom.' },
    { protocol: 'leg-swelling-pain', text: 'Pain or swelling is mainly in the leg, without back pain.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'REASON: Triager judgment. Anything that sounds life-threatening needs EMS, even if no specific question fits.',
        },
        {
          text: '<b>Sudden severe</b> back or abdominal pain <b>and</b> any of these: 50 years or older, known aortic aneurysm, fainted, too weak to stand, or cold and sweaty',
          reason: 'R/O: ruptured abdominal aortic aneurysm, aortic dissection\nFIRST AID: Lie down. Nothing by mouth.',
        },
        {
          text: '<b>Tearing or ripping</b> pain in the back or chest that started suddenly',
          reason:
            'R/O: aortic dissection\nNOTE: Higher risk with high blood pressure, Marfan syndrome, cocaine use, or known aortic disease.',
        },
        {
          text: 'Back pain <b>and</b> chest pain or pressure, or upper back pain <b>and</b> shortness of breath, sweating, or nausea',
          reason:
            'R/O: heart attack, aortic dissection\nREASON: Public sources (Sheffield Aches and Pains, NHS MSK, Back pain) send back pain with chest pain to 999 or A&E, upper or lower back (issue 31 reference review).',
          smap: 'chest-pain',
        },
        {
          text: 'Major injury (e.g., car crash, fall from a height) <b>and</b> unable to move or feel the legs',
          reason: 'R/O: spinal cord injury\nFIRST AID: Do not move the person unless in danger.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'New <b>loss of bladder or bowel control</b>, unable to pass urine or new difficulty passing it, new numbness, tingling or changed feeling in the groin, buttocks or inner thighs (e.g., when wiping with toilet paper), or new inability to get or keep an erection',
          reason:
            'R/O: cauda equina syndrome\nNOTE: Needs an MRI and surgical assessment within hours.\nREASON: Public sources (Sheffield Aches and Pains, NHS MSK; Practice Plus Group MSK, Serious back pain) send difficulty peeing, altered feeling when wiping and new erection problems with back pain to 999 or A&E (issue 31 reference review).',
        },
        {
          text: 'New <b>weakness</b> of a leg or foot (e.g., foot drags, leg gives way), or pain, tingling or numbness in both legs',
          reason: 'R/O: nerve root or spinal cord compression',
        },
        {
          text: 'Back pain with <b>fever</b> <b>and</b> any of these: injection drug use, recent spine surgery or injection, weak immune system',
          reason: 'R/O: spinal epidural abscess, vertebral osteomyelitis',
        },
        {
          text: 'Back or flank pain with fever <b>and</b> shaking chills, vomiting, new confusion, or too weak to stand',
          reason: 'R/O: kidney infection with sepsis, spinal infection',
          smap: 'urination-pain',
        },
        {
          text: '<b>Severe flank pain</b> (one side, below the ribs): writhing or cannot get comfortable in any position',
          reason:
            'R/O: kidney stone needing pain control by injection, kidney infection, aortic problem\nREASON: Severe pain is enough on its own, whether or not pain medicine has been taken: the same level as in Flank Pain and Abdominal Pain (issue 31).',
          smap: 'flank-pain',
        },
        {
          text: '50 years or older <b>and</b> new, severe back or flank pain that came on gradually, with no injury',
          reason:
            'R/O: abdominal aortic aneurysm\nNOTE: An aneurysm can be mistaken for a kidney stone or muscle strain in older adults.',
        },
        {
          text: 'Fall or injury with severe pain <b>and</b> any of these:<ul><li>65 years or older</li><li>osteoporosis</li><li>long-term steroids</li></ul>',
          reason: 'R/O: vertebral fracture',
        },
        {
          text: 'Back pain that started after a <b>serious accident</b> (e.g., a car crash, a fall from a height), with the legs moving and feeling normally',
          reason:
            'R/O: spinal fracture\nREASON: Public sources (Sheffield Aches and Pains, NHS MSK, Back pain) send back pain after a serious accident to 999 or A&E (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Flank pain (one side, below the ribs) <b>and</b> a fever of 100 °F (37.8 °C) or higher, and able to keep fluids down',
          reason: 'R/O: kidney infection (pyelonephritis)\nREASON: The same level as in Urination Pain and Flank Pain.',
          smap: 'urination-pain',
        },
        {
          text: 'Back pain <b>and</b> fever of 100 °F (37.8 °C) or higher, without flank pain or urinary symptoms',
          reason:
            'R/O: spinal epidural abscess, vertebral osteomyelitis, pneumonia\nNOTE: Spinal infection can occur without risk factors; new leg weakness or numbness means ED now.',
        },
        {
          text: 'Flank pain that <b>comes in waves</b>, or with blood in the urine (pain so bad the person writhes is asked above)',
          reason: 'R/O: kidney stone',
          smap: 'flank-pain',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Back pain with pain or burning when passing urine, and a normal temperature',
          reason:
            'R/O: urinary tract infection, early kidney infection\nREASON: The same level as a bladder infection in Urination Pain.',
          advice: ['pain-medicine', 'call-back'],
          smap: 'urination-pain',
        },
        {
          text: 'History of <b>cancer</b>, or unexplained weight loss, <b>and</b> new back pain',
          reason: 'R/O: spinal metastasis',
          advice: ['stay-active', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Back pain <b>and</b> any of these:<ul><li>a new lump or swelling on the back, or the back changing shape</li><li>pain that rest does not ease and that is much worse at night</li><li>pain in a band around the chest or belly</li><li>trouble walking or unsteady on the feet</li></ul>',
          reason:
            'R/O: spinal infection, tumour or fracture, nerve or spinal cord compression\nREASON: Public sources (Sheffield Aches and Pains, NHS MSK; Northern Health and Social Care Trust physiotherapy, Low back pain) ask for an urgent GP appointment for these (issue 31 reference review).',
          advice: ['stay-active', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Pain shooting down the leg below the knee that is <b>severe or getting worse</b>',
          reason: 'R/O: lumbar disc herniation with nerve root irritation (sciatica)',
          advice: ['stay-active', 'heat-cold', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Back pain <b>still no better after 2 weeks</b> of home care, or stopping usual day-to-day activities',
          reason:
            'REASON: Needs examination and a treatment plan (e.g., physical therapy). NHS, Back pain: see a GP if the pain does not start to improve within a few weeks or stops day-to-day activities; Sheffield Aches and Pains (NHS MSK): most people improve greatly within 2 weeks by keeping moving. Back pain that is improving is home care, however long (blind set 7: it was a visit at 2 weeks whatever the course).',
          advice: ['reassurance', 'stay-active', 'heat-cold', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Mild pain, numbness or tingling going down one leg, with no weakness',
          reason: 'R/O: sciatica',
          advice: ['stay-active', 'heat-cold', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild to moderate back pain after lifting, twisting or overuse, with no concerning symptoms',
          reason: 'REASON: Probably back strain. Most improve within 2 to 6 weeks with home care.',
          advice: ['reassurance', 'stay-active', 'heat-cold', 'lifting', 'pain-medicine', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'reassurance',
          title: 'Reassurance',
          nuggets: [
            'Most back pain comes from strained muscles or ligaments and is not serious.',
            'It usually improves a lot within 2 to 6 weeks.',
            'X-rays and scans are usually not needed for new back pain without warning signs.',
          ],
        },
        {
          key: 'stay-active',
          title: 'Stay Active',
          nuggets: [
            'Keep moving as much as the pain allows; bed rest slows recovery.',
            'Take short walks several times a day and slowly increase the distance.',
            'Avoid heavy lifting, twisting and long periods of sitting until the pain eases.',
            'If you must rest, lie on your back with a pillow under your knees, or on your side with a pillow between your knees.',
          ],
        },
        {
          key: 'heat-cold',
          title: 'Heat or Cold',
          nuggets: [
            'Apply a heating pad on low, or a warm towel, for 20 minutes at a time, several times a day.',
            'Some people prefer a cold pack wrapped in a towel for 20 minutes in the first 2 days.',
            'Do not sleep on a heating pad and do not put ice directly on the skin.',
          ],
        },
        {
          key: 'lifting',
          title: 'Protect Your Back',
          nuggets: [
            'Lift by bending your knees and keeping the load close to your body.',
            'Do not twist while lifting; turn your feet instead.',
            'When the pain has settled, regular exercise such as walking, swimming or stretching helps prevent it coming back.',
          ],
        },
      ],
    },
    {
      title: 'Medications',
      topics: [
        {
          key: 'pain-medicine',
          title: 'Pain Medicine',
          nuggets: [
            'Ibuprofen 400 mg every 6 to 8 hours with food (no more than 1,200 mg a day unless your doctor advises), or naproxen as directed on the label, often helps most for back pain.',
            'Do not take ibuprofen or naproxen if you have stomach ulcers, kidney disease or heart failure, take a blood thinner, or are pregnant, unless your doctor says it is safe.',
            'Or take acetaminophen: 650 mg every 4 to 6 hours as needed, no more than 3,000 mg a day.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'You have trouble passing urine, lose control of your bladder or bowels, or feel numb between your legs. Go to the emergency department now.',
            'A leg or foot becomes weak or numb.',
            'You develop a fever, or pain with passing urine.',
            'The pain is not improving after 1 week, or becomes severe.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
