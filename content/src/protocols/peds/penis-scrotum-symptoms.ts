import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import {
  INFANT_FEVER_SCREEN,
  LIFE_THREATENING_SCREEN,
  PAIN_MEDICINE_NUGGET,
  SCHMITT_PROTOCOLS,
  SEEN_OR_WORSE_NUGGET,
} from './common/shared.ts';

export default defineProtocol({
  slug: 'penis-scrotum-symptoms',
  sourceProtocolId: 349,
  audience: 'peds',
  title: 'Penis, Scrotum or Testicle Symptoms',
  keywords: [
    'testicle pain',
    'testical pain',
    'testicle hurts',
    'ball pain',
    'balls hurt',
    'nuts hurt',
    'scrotum pain',
    'scrotal swelling',
    'swollen scrotum',
    'swollen testicle',
    'testicular torsion',
    'twisted testicle',
    'lump in groin',
    'groin bulge',
    'hernia',
    'inguinal hernia',
    'hydrocele',
    'penis pain',
    'penis hurts',
    'red penis',
    'swollen penis',
    'foreskin swollen',
    'foreskin stuck',
    'foreskin wont go back',
    'balanitis',
    'paraphimosis',
    'pee pee hurts',
    'wee wee red',
    'zipper injury',
    'hair wrapped around penis',
    'hair tourniquet',
    'private parts hurt boy',
  ],
  definition:
    '<p>Pain, swelling, redness or injury of the penis, foreskin, scrotum or testicles, or a bulge in the groin, in a boy.</p>',
  background:
    '<p><b>Testicular torsion</b> (a twisted testicle) causes sudden, severe pain in the testicle, often with vomiting, most often in teens and newborns; the testicle can be saved only if surgery is done within about 6 hours. Boys may be embarrassed and describe belly pain instead, so any boy with lower belly pain should be asked about the testicles.</p>' +
    '<p>Other urgent problems: a groin hernia that becomes hard, painful and cannot be pushed back (incarcerated hernia); a retracted foreskin that is stuck behind the head of the penis and swelling (paraphimosis); and inability to pass urine. Common mild problems: redness and soreness of the tip of the penis or foreskin (balanitis or irritation), a painless fluid-filled scrotum in babies (hydrocele), and minor zipper or bump injuries.</p>',
  initialAssessment: [
    '1. LOCATION: Where is the problem: testicle, scrotum, groin, penis, foreskin?',
    '2. ONSET: When did it start? Suddenly or slowly?',
    '3. PAIN: How bad is the pain? Any vomiting?',
    '4. SWELLING: Any swelling or bulge? Does it go away when lying down or can it be pushed back?',
    '5. URINE: Can your son pass urine? Does it burn?',
    '6. INJURY: Any injury (straddle fall, kick, zipper)?',
    '7. FEVER: Is there a fever?',
    '8. AGE: How old is your son? Circumcised?',
    '9. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'EAU Guidelines on Paediatric Urology (chapter: Acute scrotum in children)',
      author: 'European Association of Urology and European Society for Paediatric Urology',
      source: 'European Association of Urology',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'urination-pain', text: 'Pain or burning when passing urine is the main symptom' },
    { protocol: 'abdominal-pain', text: 'Belly pain without testicle pain or swelling' },
    { protocol: 'diaper-rash', text: 'Redness of the diaper area in a baby' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: 'Very weak and floppy, very hard to wake, or cold, pale or mottled skin',
          reason: 'R/O: Sepsis, shock\nREASON: A markedly decreased level of alertness needs emergency care.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Sudden or severe pain</b> in a testicle or the scrotum, with or without vomiting, sudden groin or lower belly pain with vomiting in a boy, or sudden groin pain with one testicle sitting higher than the other',
          reason:
            'R/O: Testicular torsion\nREASON: A twisted testicle must be untwisted within about 6 hours to be saved. Boys, especially younger ones, may point to the groin or lower belly rather than the scrotum.\nNOTE: Do not wait to see if the pain goes away.',
        },
        {
          text: 'Swollen, red or tender scrotum, or a testicle that is high or sideways, in a <b>baby</b> or a boy who cannot say where it hurts',
          reason:
            'R/O: Testicular torsion, incarcerated hernia\nREASON: Torsion and trapped hernias in babies show as a swollen, tender scrotum.',
        },
        {
          text: 'Groin or scrotal bulge that is <b>hard, painful</b>, red or cannot be pushed back',
          reason: 'R/O: Incarcerated inguinal hernia\nREASON: A trapped hernia can cut off blood supply to the bowel.',
        },
        {
          text: 'A <b>hair or thread wrapped tightly</b> around the penis, with swelling or redness',
          reason:
            'R/O: Hair tourniquet\nREASON: A tight hair cuts off the blood supply and can cut into the skin; it needs removal now.',
        },
        {
          text: 'Foreskin pulled back and <b>stuck</b> behind the head of the penis, with swelling',
          reason: 'R/O: Paraphimosis\nREASON: A trapped foreskin can cut off blood flow to the tip of the penis.',
        },
        {
          text: '<b>Cannot pass urine</b> for 8 hours or more, or a swollen penis that blocks urine',
          reason: 'R/O: Urinary retention\nREASON: Urine retention is painful and needs relief.',
        },
        INFANT_FEVER_SCREEN,
        {
          text: 'Injury with blood in the urine, a large or growing bruise of the scrotum, or severe pain after a kick or straddle fall',
          reason:
            'R/O: Testicular rupture, urethral injury\nREASON: Serious genital injuries need urgent imaging or surgery.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Sudden pain in a testicle that has <b>gone away</b> now',
          reason:
            'R/O: Intermittent testicular torsion (twisting and untwisting)\nREASON: A testicle can twist and untwist; it may twist again and needs an examination within hours. Public sources (European Society for Paediatric Urology, parent information) say to call a doctor even when the pain has gone (issue 31 reference review).',
          advice: ['comfort', 'callback'],
        },
        {
          text: 'Mild to moderate testicle or scrotal pain that came on <b>slowly</b>, or a swollen scrotum with fever',
          reason:
            'R/O: Epididymitis, torsion of the appendix testis, early torsion\nREASON: Testicle pain always needs an examination the same day; torsion cannot be excluded by phone.',
          advice: ['comfort', 'callback'],
        },
        {
          text: 'Penis caught in a <b>zipper</b> and still stuck',
          reason: 'R/O: Zipper entrapment\nREASON: Releasing the skin may need numbing medicine.',
          advice: ['comfort', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Groin or scrotal bulge that comes and goes and <b>pushes back easily</b>, without pain',
          reason:
            'R/O: Reducible inguinal hernia\nREASON: Inguinal hernias need surgical repair soon to prevent trapping.',
          advice: ['hernia', 'callback'],
        },
        {
          text: 'Red, swollen tip of the penis or foreskin with <b>pus</b>, or redness spreading up the penis',
          reason: 'R/O: Balanitis with infection, cellulitis\nREASON: Infection may need an antibiotic.',
          advice: ['penis-care', 'callback'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Painless, soft swelling of the scrotum in a baby (fluid), or a testicle that cannot be found in the scrotum',
          reason: 'R/O: Hydrocele, undescended testicle\nREASON: These need a non-urgent examination.',
          advice: ['hernia', 'callback'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild redness or soreness of the tip of the penis or foreskin, without pus or swelling, and your son can pass urine',
          reason:
            'R/O: Irritant balanitis, soap irritation\nREASON: Mild irritation clears with warm soaks and a barrier ointment.',
          advice: ['penis-care', 'callback'],
        },
        {
          text: 'Minor bump or zipper scrape of the penis or scrotum with mild pain that is getting better',
          reason: 'R/O: Minor genital contusion\nREASON: Minor bumps heal with cold packs and rest.',
          advice: ['comfort', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Care of the Genital Area',
      topics: [
        {
          key: 'comfort',
          title: 'Comfort',
          nuggets: [
            'A cold pack wrapped in a cloth for 20 minutes can ease pain and swelling.',
            'Snug underwear supports the scrotum.',
            PAIN_MEDICINE_NUGGET,
          ],
        },
        {
          key: 'penis-care',
          title: 'Sore Penis or Foreskin',
          nuggets: [
            'Soak in a warm bath for 10 minutes 2 times a day, then put on a thin layer of petroleum jelly.',
            'Never force the foreskin back; it loosens on its own with age.',
            'Rinse off soap and bubble bath well; avoid bubble baths for now.',
          ],
        },
        {
          key: 'hernia',
          title: 'Groin Bulge',
          nuggets: [
            'A bulge that comes and goes with crying or straining should be checked by a provider.',
            'Go to the emergency department if it becomes hard, painful or will not go back in.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Sudden or severe testicle pain (go to the emergency department now)',
            'A bulge becomes hard or painful, or cannot be pushed back',
            'Your son cannot pass urine',
            'Fever, or pus',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
