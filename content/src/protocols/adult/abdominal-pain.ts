import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'abdominal-pain',
  sourceProtocolId: 201,
  audience: 'adult',
  title: 'Abdominal Pain',
  keywords: [
    'abdominal pain',
    'stomach ache',
    'stomachache',
    'stomache ache',
    'stomach pain',
    'tummy ache',
    'belly pain',
    'belly ache',
    'stomach cramps',
    'abdominal cramps',
    'gut ache',
    'side pain',
    'pain in stomach',
    'abdomen hurts',
    'abdominal pian',
    'upper stomach pain',
    'stomach hurts',
    'belly hurts',
    'abdomenal pain',
    'stomache',
    'gas pain',
    'indigestion',
  ],
  definition:
    'Pain or discomfort anywhere between the bottom of the ribs and the groin in an adult. It may be cramping, burning, aching, dull or sharp, and may be constant or come and go.',
  background:
    '<p>Most abdominal pain in adults has a minor cause: a stomach virus, gas, constipation, indigestion or menstrual cramps. It usually improves within 24 hours. About one in ten adults who go to an emergency department with abdominal pain has a serious or surgical cause, so the triager screens first for danger signs.</p>' +
    '<p>Serious causes include appendicitis, gallbladder inflammation, pancreatitis, bowel obstruction, a perforated ulcer, diverticulitis, loss of blood supply to the bowel, a leaking abdominal aortic aneurysm and, in anyone who could be pregnant, ectopic pregnancy. Heart attack can present as pain in the upper abdomen, especially in women, older adults and people with diabetes.</p>' +
    '<p>Older adults, people with a weak immune system and people taking steroids may have little pain or fever even with a serious illness, so lower the threshold for seeing them. Pain that is constant, severe, worse with movement, or localized to one spot (especially the right lower abdomen) is more worrying than crampy pain that comes and goes.</p>',
  initialAssessment: `1. LOCATION: Where is the pain? (e.g., upper, lower, right side, left side, around the belly button, all over)
2. ONSET: When did the pain start? Did it start suddenly or gradually?
3. SEVERITY: How bad is the pain on a scale of 0 to 10?
- MILD: does not interfere with normal activities (pain 1 to 3 out of 10)
- MODERATE: interferes with normal activities or wakes from sleep (pain 4 to 7 out of 10)
- SEVERE: excruciating pain, unable to do any normal activities, doubled over (pain 8 to 10 out of 10)
4. PATTERN: Is the pain constant, or does it come and go (cramps)? Is it getting worse?
5. MOVEMENT: Is the pain worse with walking, coughing, or bumps in the car?
6. BOWELS AND URINE: When was the last bowel movement? Any diarrhea, constipation, black or bloody stools, or pain with passing urine?
7. OTHER SYMPTOMS: Any vomiting, fever, chest pain, shortness of breath or dizziness?
8. PREGNANCY: Is there any chance of pregnancy? When was the last menstrual period?
9. HISTORY: Any past abdominal surgery, aortic aneurysm, heart disease, diabetes, or use of blood thinners?`,
  firstAid:
    '<p><b>Shock suspected while waiting for EMS:</b> Lie the person down with the legs raised about 12 inches (30 cm). Keep them warm. Give nothing to eat or drink.</p>',
  references: [
    {
      title: 'Evaluation of acute abdominal pain in adults',
      author: 'Cartwright SL, Knudson MP',
      source: 'American Family Physician. 2008;77(7):971-978',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'flank-pain', text: 'Pain is mainly in the side of the back (flank), or a kidney stone is suspected.' },
    { protocol: 'chest-pain', text: 'Pain is mainly in the chest, or chest pain is present as well.' },
    { protocol: 'vomiting', text: 'Vomiting is the main symptom and abdominal pain is mild.' },
    { protocol: 'diarrhea', text: 'Diarrhea is the main symptom and abdominal pain is mild.' },
    { protocol: 'urination-pain', text: 'Pain or burning when passing urine is the main symptom.' },
    { protocol: 'back-pain', text: 'Pain is mainly in the back or flank.' },
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
          text: '<b>Shock suspected</b> (e.g., fainted, too weak to stand, cold clammy or pale skin, new confusion)',
          reason:
            'R/O: shock from internal bleeding (leaking aortic aneurysm, ruptured ectopic pregnancy, GI bleeding) or sepsis\nFIRST AID: Lie down with legs raised. Nothing by mouth.',
        },
        {
          text: '<b>Vomiting blood</b> or coffee-ground material, or passing large amounts of black or bloody stool, <b>and</b> dizzy or weak',
          reason: 'R/O: major gastrointestinal bleeding with low blood volume',
        },
        {
          text: '<b>Sudden severe</b> pain in the abdomen or back in a person 50 years or older or with a known aortic aneurysm',
          reason:
            'R/O: leaking or ruptured abdominal aortic aneurysm\nNOTE: Pain may be felt in the back, flank or groin and may be mistaken for a kidney stone.',
        },
        {
          text: 'Could be pregnant <b>and</b> severe lower abdominal pain, fainting, or pain in the shoulder tip',
          reason: 'R/O: ruptured ectopic pregnancy with internal bleeding',
        },
        {
          text: 'Pain in the upper abdomen <b>and</b> any of these:<ul><li>chest pain or pressure</li><li>shortness of breath</li><li>sweating</li><li>pain spreading to the arm, neck or jaw</li></ul>',
          reason:
            'R/O: heart attack presenting as upper abdominal pain\nNOTE: More common in women, older adults and people with diabetes.',
          smap: 'chest-pain',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Pain is <b>worse with walking, coughing or jarring</b>, or the abdomen is hard and very tender, or the person has to lie very still',
          reason: 'R/O: peritonitis (e.g., perforated ulcer or ruptured appendix)',
        },
        {
          text: '<b>Severe pain</b> (e.g., excruciating, doubled over, unable to do any normal activities)',
          reason: 'R/O: surgical abdomen, pancreatitis, bowel ischemia, kidney stone',
        },
        {
          text: '<b>Black or tarry</b> stools, bloody stools, or vomiting blood or coffee-ground material (and not dizzy or weak)',
          reason:
            'R/O: upper gastrointestinal bleeding\nNOTE: Iron tablets and bismuth subsalicylate can turn stools black but not tarry or sticky.',
        },
        {
          text: 'Vomiting <b>and</b> the abdomen is swollen, <b>and</b> no stool or gas passed for 8 hours or more',
          reason: 'R/O: bowel obstruction\nNOTE: Higher risk after past abdominal surgery or with a hernia.',
          smap: 'vomiting',
        },
        {
          text: '<b>Weak immune system</b> (e.g., chemotherapy in the past 6 weeks, transplant, steroid pills) <b>and</b> fever of 100 °F (37.8 °C) or higher',
          reason:
            'R/O: neutropenic fever, intra-abdominal infection with few signs\nREASON: Fever may be the only sign of a serious infection; needs assessment and antibiotics within the hour.',
        },
        {
          text: '<b>Severe dehydration</b>: no urine in 12 hours or more, very dry mouth, so dizzy on standing that they nearly faint or must lie down, or unable to keep any fluids down',
          reason: 'R/O: severe dehydration needing IV fluids, kidney injury',
          smap: 'vomiting',
        },
        {
          text: 'Possible pregnancy (missed period or positive test) <b>and</b> any lower abdominal pain or vaginal bleeding',
          reason: 'R/O: ectopic pregnancy before rupture',
        },
        {
          text: 'Male <b>and</b> pain or swelling in the scrotum or a testicle',
          reason:
            'R/O: testicular torsion\nNOTE: Torsion can cause lower abdominal pain and vomiting; the testicle can be saved only if treated within hours.',
        },
        {
          text: 'Constant pain in the <b>right lower abdomen</b> for 2 hours or more',
          reason: 'R/O: appendicitis',
        },
        {
          text: 'Abdominal pain <b>and</b> any of these:<ul><li>unable to pass urine</li><li>unable to pass stool or gas (wind)</li><li>diabetes, and vomiting</li><li>severe pain after an injury to the belly (a fall, a crash or a blow)</li></ul>',
          reason:
            'R/O: Urinary retention, bowel obstruction, diabetic ketoacidosis, internal bleeding after injury\nREASON: Public sources (NHS inform, Stomach ache and abdominal pain; Health and Care Portsmouth) send these to A&E or 999 (issue 31 reference review).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Pain present for <b>2 hours or more</b> <b>and</b> any of these:<ul><li>60 years or older</li><li>weak immune system (e.g., chemotherapy, long-term steroids)</li></ul>',
          reason:
            'R/O: serious illness with an atypical presentation\nREASON: Older and immunocompromised adults often have less pain and no fever even with surgical causes.',
        },
        {
          text: '<b>Constant pain</b> for 2 hours or more that is moderate (interferes with normal activities), or constant pain with a <b>fever</b> of 100 °F (37.8 °C) or higher',
          reason:
            'R/O: cholecystitis, appendicitis, diverticulitis, pyelonephritis, pelvic infection, early obstruction',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Pain or burning when passing urine, or passing urine much more often',
          reason: 'R/O: urinary tract infection',
          advice: ['pain-medicine', 'call-back'],
          smap: 'urination-pain',
          videoVisitEligible: true,
        },
        {
          text: 'Mild pain that comes and goes (cramps) and has lasted <b>24 hours or more</b>, with normal stools',
          reason: 'REASON: Most minor causes improve within 24 hours; persistent pain needs an examination.',
          advice: ['reassurance', 'fluids-diet', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Abdominal pain with trouble swallowing food, weight loss without trying, or abnormal vaginal bleeding or discharge',
          reason:
            'R/O: Oesophageal or stomach cancer, pelvic infection, gynaecological cause\nREASON: Public sources (Health and Care Portsmouth, Stomach ache) give these an urgent but not emergency level (issue 31 reference review).',
          advice: ['pain-medicine', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Abdominal pain other than heartburn that keeps coming back, or has been present on and off for <b>1 week or more</b>',
          reason: 'R/O: peptic ulcer, gallstones, irritable bowel syndrome, food intolerance',
          advice: ['reassurance', 'fluids-diet', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Burning pain in the upper abdomen or heartburn <b>more than 2 times a week</b>, or needing antacids every day',
          reason: 'R/O: reflux disease, gastritis, peptic ulcer',
          advice: ['antacids', 'fluids-diet', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild abdominal pain with no other concerning symptoms',
          reason:
            'REASON: Probably a stomach virus, gas, indigestion or constipation. Home care and call back if worse.',
          advice: ['reassurance', 'rest', 'fluids-diet', 'constipation', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Heartburn that antacids relieve, however bad it feels before they work: burning in the upper abdomen or behind the breastbone after meals or when lying down, with no other symptoms',
          reason:
            'R/O: reflux, indigestion\nREASON: Occasional heartburn relieved by antacids is treated at home; heartburn more than 2 times a week or not relieved is examined (questions above).',
          advice: ['antacids', 'fluids-diet', 'call-back'],
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
            'Most mild abdominal pain is caused by a stomach virus, gas, indigestion or constipation.',
            'It usually gets better within 24 hours.',
            'Pain that becomes constant, severe, or settles in one spot needs to be checked.',
          ],
        },
        {
          key: 'rest',
          title: 'Rest',
          nuggets: [
            'Lie down and rest until you feel better.',
            'A warm (not hot) heating pad on the abdomen for 20 minutes may ease cramps. Do not sleep on a heating pad.',
            'Try to pass a bowel movement; sitting on the toilet and relaxing may relieve gas pain.',
          ],
        },
        {
          key: 'fluids-diet',
          title: 'Fluids and Diet',
          nuggets: [
            'Sip clear fluids such as water, broth or diluted sports drinks for the first few hours.',
            'When you feel hungry, start with small amounts of bland food such as crackers, rice, toast or bananas.',
            'Avoid alcohol, coffee, fried or fatty foods, and spicy foods until the pain is gone.',
            'Eat smaller meals and do not lie down for 2 to 3 hours after eating.',
          ],
        },
        {
          key: 'constipation',
          title: 'If Constipated',
          nuggets: [
            'Drink 6 to 8 glasses of water a day unless your doctor has told you to limit fluids.',
            'Eat high-fiber foods such as fruit, vegetables, beans and whole grains.',
            'Walk or do light activity every day to help the bowels move.',
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
            'For mild pain you may take acetaminophen: 650 mg every 4 to 6 hours as needed, no more than 3,000 mg a day.',
            'Avoid ibuprofen, naproxen and aspirin for stomach pain; they can irritate the stomach lining.',
            'Do not take strong pain medicine before being examined if the pain is severe; it can hide important signs.',
          ],
        },
        {
          key: 'antacids',
          title: 'Antacids for Burning Pain',
          nuggets: [
            'For burning pain in the upper abdomen, an antacid (liquid or chewable) may help. Use as directed on the label.',
            'An acid reducer such as famotidine may also be used as directed on the label.',
            'Stop smoking and limit alcohol; both make stomach irritation worse.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'The pain becomes constant for 2 hours or more, becomes severe, or moves to the right lower abdomen.',
            'The pain gets worse when you walk, cough or move.',
            'You vomit blood, or your stools are black or bloody.',
            'You develop a fever of 100 °F (37.8 °C) or higher, or you cannot keep fluids down.',
            'The pain is not better within 24 hours.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
