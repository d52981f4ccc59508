import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'constipation',
  sourceProtocolId: 240,
  audience: 'adult',
  title: 'Constipation',
  keywords: [
    'constipation',
    'constipated',
    'constapation',
    'constipatd',
    'cant poop',
    'can not poop',
    'no bowel movement',
    'havent pooped',
    'hard stools',
    'hard poop',
    'straining',
    'blocked up',
    'backed up',
    'bunged up',
    'irregular',
    'bloated',
    'bloating',
    'impacted',
    'fecal impaction',
    'laxative',
    'stool softener',
    'painful bowel movement',
    'hemorrhoids',
  ],
  definition:
    'Passing stools less often than usual, or hard, dry stools that are difficult or painful to pass, in an adult, including straining and a feeling of not emptying the bowel.',
  background:
    '<p>Constipation is very common and usually caused by too little fiber or fluid, inactivity, travel, pregnancy, ignoring the urge to go, or medicines (opioid pain medicines, iron, some antacids, some blood pressure and bladder medicines). Normal bowel habits range from 3 times a day to 3 times a week. Most constipation improves with fluids, fiber, activity and a gentle laxative.</p>' +
    '<p>Bowel obstruction is the serious cause to screen for: vomiting, a swollen abdomen, severe cramping and not passing any gas, especially after past abdominal surgery or with a hernia. Older adults, people in bed, and people taking opioids can develop a fecal impaction (a hard mass of stool that cannot be passed), sometimes with leaking of liquid stool that looks like diarrhea, and sometimes with confusion or urinary retention.</p>' +
    '<p>A new and lasting change in bowel habit in an adult 45 years or older, blood in the stool, unexplained weight loss or anemia need an examination to look for colon cancer.</p>',
  initialAssessment: `1. PATTERN: When was the last bowel movement? What is normal for this person?
2. STOOLS: Are the stools hard, small or painful to pass? Any blood?
3. PAIN: Any abdominal pain? How bad? Constant or cramping?
4. VOMITING AND GAS: Any vomiting? Is the person passing gas? Is the abdomen swollen?
5. ONSET: Is this new, or a long-term problem? Any recent change in bowel habit?
6. MEDICINES: Any new medicines (especially pain medicines or iron)? What has been tried?
7. OTHER: Any weight loss, fever, or trouble passing urine?
8. HISTORY: Any past abdominal surgery, hernia, or bowel disease?
9. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  references: [
    {
      title: 'American Gastroenterological Association medical position statement on constipation',
      author: 'American Gastroenterological Association; Bharucha AE, Dorn SD, Lembo A, Pressman A',
      source: 'Gastroenterology. 2013;144(1):211-217',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'abdominal-pain', text: 'Abdominal pain is the main symptom.' },
    { protocol: 'vomiting', text: 'Vomiting is the main symptom.' },
    { protocol: 'diarrhea', text: 'Loose or watery stools.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(),
        {
          text: '<b>Shock suspected</b>: fainted, too weak to stand, cold clammy skin, or new confusion',
          reason: 'R/O: perforation, bowel ischemia, GI bleeding, sepsis',
        },
        {
          text: 'Passing large amounts of blood or black stool <b>and</b> dizzy or weak',
          reason: 'R/O: major gastrointestinal bleeding',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Vomiting <b>and</b> swollen abdomen, <b>and</b> no stool or gas passed for 8 hours or more',
          reason: 'R/O: bowel obstruction\nNOTE: Higher risk after abdominal surgery or with a hernia.',
        },
        {
          text: '<b>Severe</b> or constant abdominal pain',
          reason: 'R/O: obstruction, volvulus, diverticulitis, perforation',
          smap: 'abdominal-pain',
        },
        {
          text: 'Painful, hard lump in the groin or at the belly button that cannot be pushed back, with vomiting',
          reason: 'R/O: incarcerated hernia',
        },
        {
          text: 'Black, tarry stools (not from iron tablets or bismuth)',
          reason:
            'R/O: bleeding from the stomach or upper bowel\nREASON: Shared finding (black or tarry stools): the emergency department in every protocol.',
          smap: 'rectal-bleeding',
        },
        {
          text: 'Constipation with new numbness of the groin or buttocks, leg weakness, or unable to pass urine',
          reason: 'R/O: cauda equina syndrome, urinary retention',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Rectal pain with the urge to pass stool but unable to, or leaking liquid stool around hard stool, in an older or bedbound person',
          reason: 'R/O: fecal impaction (needs removal)',
        },
        {
          text: 'Constipation with fever 100 °F (37.8 °C) or higher and pain in the left lower abdomen',
          reason: 'R/O: diverticulitis',
        },
        {
          text: 'Constipation <b>and</b> vomiting, or a belly that keeps getting more swollen (still passing gas)',
          reason:
            'R/O: early bowel obstruction, severe impaction\nREASON: Issue 31: a tummy that becomes increasingly swollen, or vomiting, with constipation may be a blocked bowel and needs medical help (NHS Cheshire CCG, Choose Well: Constipation). Vomiting with a swollen belly and no gas is asked above (ED).',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'More than a few streaks of bright red blood in the stool or on the paper',
          reason: 'R/O: hemorrhoids, anal fissure, colorectal bleeding',
          advice: ['fiber-fluids', 'hard-stools', 'call-back'],
        },
        {
          text: 'No bowel movement for <b>4 days or more</b> with cramping, despite trying a laxative',
          reason: 'R/O: severe constipation, early impaction',
          advice: ['fiber-fluids', 'laxatives', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'A lasting change in bowel habit for <b>3 weeks or more</b> <b>and</b> any of these:<ul><li>45 years or older</li><li>weight loss</li></ul>',
          reason: 'R/O: colorectal cancer, hypothyroidism',
          advice: ['fiber-fluids', 'laxatives', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'New rectal bleeding in an adult 45 years or older, even small streaks of bright red blood after a hard stool, or small amounts of bright red blood that keep coming back for <b>1 week or more</b>',
          reason:
            'R/O: colorectal polyp or cancer, hemorrhoids, anal fissure\nREASON: Bowel cancer becomes more common from 45, the age bowel screening starts in the United States, so new bleeding from the bottom at that age is examined within days even when a hard stool seems to explain it; bleeding that keeps coming back is examined at any age. Rectal Bleeding asks it at the same level (issue 31: small streaks after a hard stool were home care here at any age).\nNOTE: Known hemorrhoids or a known anal fissure bleeding again as before, for less than 1 week: home care below.',
          advice: ['hard-stools', 'fiber-fluids', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Constipation that started with a new medicine (e.g., opioid pain medicine, iron)',
          reason: 'R/O: medicine side effect (may need a regular laxative or a change)',
          advice: ['fiber-fluids', 'laxatives', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Constipation with weight loss without trying, or feeling tired all the time',
          reason:
            'R/O: bowel cancer, underactive thyroid, high calcium\nREASON: Issue 31: constipation with unexpected weight loss or tiredness all the time is a GP visit (GPDQ, Constipation: book a GP).',
          advice: ['fiber-fluids', 'laxatives', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Constipation, or a feeling of not emptying the bowel fully, for <b>2 weeks or more</b> that does not improve with home care',
          reason: 'R/O: chronic constipation, pelvic floor problem, medical cause',
          advice: ['fiber-fluids', 'laxatives', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild constipation: hard or infrequent stools, passing gas, with mild or no cramping and no vomiting',
          reason: 'REASON: Simple constipation. Home care.',
          advice: ['fiber-fluids', 'habits', 'laxatives', 'hard-stools', 'call-back'],
        },
        {
          text: 'Small streaks of bright red blood on the paper after passing a hard stool, with pain at the anus, for less than 1 week, in a person younger than 45 years or with known hemorrhoids or a known anal fissure',
          reason:
            'REASON: Probable anal fissure or hemorrhoid from hard stools. Home care.\nNOTE: New rectal bleeding at 45 years or older, or streaks that keep coming back for 1 week or more, is asked above (a visit within 3 days), as in Rectal Bleeding.',
          advice: ['hard-stools', 'fiber-fluids', 'laxatives', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'fiber-fluids',
          title: 'Fiber and Fluids',
          nuggets: [
            'Drink 6 to 8 glasses of water a day unless your doctor has told you to limit fluids.',
            'Eat high-fiber foods: fruit (prunes, pears, kiwi), vegetables, beans and whole grains. Prune juice can help.',
            'A fiber supplement (psyllium) once a day, with a full glass of water, softens stools within a few days.',
          ],
        },
        {
          key: 'habits',
          title: 'Bowel Habits',
          nuggets: [
            'Go to the toilet when you feel the urge; do not wait.',
            'Try to sit on the toilet for 5 to 10 minutes after breakfast. Raising the feet on a small stool can help.',
            'Walk or exercise every day.',
          ],
        },
        {
          key: 'laxatives',
          title: 'Laxatives',
          nuggets: [
            'Polyethylene glycol (17 g powder in a glass of water) once a day works gently within 1 to 3 days.',
            'A glycerin or bisacodyl suppository works within an hour for hard stool near the anus.',
            'Avoid using stimulant laxatives every day for long periods without advice. Ask a pharmacist if pregnant, or with kidney or heart disease.',
          ],
        },
        {
          key: 'hard-stools',
          title: 'Pain or Bleeding From Hard Stools',
          nuggets: [
            'Sit in a few inches of warm water (sitz bath) for 10 to 15 minutes, 2 to 3 times a day.',
            'Petroleum jelly around the anus can make passing stool less painful.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Vomiting with a swollen abdomen, or severe abdominal pain: go to the emergency department now.',
            'Large amounts of blood, or black stools.',
            'No bowel movement after 4 days despite a laxative.',
            'Constipation lasting 2 weeks or more.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
