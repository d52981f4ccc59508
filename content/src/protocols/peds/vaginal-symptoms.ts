import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';
import { LIFE_THREATENING_SCREEN, SCHMITT_PROTOCOLS, SEEN_OR_WORSE_NUGGET } from './common/shared.ts';

export default defineProtocol({
  slug: 'vaginal-symptoms',
  sourceProtocolId: 350,
  audience: 'peds',
  title: 'Vaginal Symptoms (Girl Before Puberty)',
  keywords: [
    'vaginal itching',
    'vaginal itch',
    'itchy private parts',
    'itchy down there',
    'private parts hurt girl',
    'vagina hurts',
    'vaginal pain',
    'vaginal discharge',
    'discharge in underwear',
    'vaginal bleeding girl',
    'blood in underwear',
    'red vulva',
    'vulvar redness',
    'vulvovaginitis',
    'vulvovaginitus',
    'bubble bath rash',
    'pee pee hurts girl',
    'hoo hoo hurts',
    'yeast infection girl',
    'labial adhesions',
    'straddle injury',
    'fell on bike bar',
    'pinworms',
    'itchy bottom at night',
  ],
  definition:
    '<p>Itching, pain, redness, discharge or bleeding of the vulva or vagina in a girl before puberty (generally younger than 12 years), including injuries from a straddle fall. Teens with vaginal symptoms need questions about sexual activity and pregnancy, which this protocol does not cover.</p>',
  background:
    '<p>The commonest cause in young girls is irritation of the vulva (vulvovaginitis) from soaps, bubble baths, shampoo in bath water, tight clothing, poor wiping, or sitting in a wet swimsuit. It causes itching, soreness and burning when urine touches the skin, and improves with warm water soaks and stopping the irritant. Pinworms cause night-time anal and vaginal itching. Yeast infections are uncommon before puberty except after antibiotics or in girls still in diapers.</p>' +
    '<p>Newborn girls may have a white discharge or a little bleeding in the first 2 weeks from the mother’s hormones; this is normal. Other vaginal bleeding before puberty is not normal: causes include a straddle injury, an object in the vagina (often with a bad-smelling bloody discharge), infection, and sexual abuse. Always consider abuse when there is a genital injury that does not fit the story, a sexually transmitted infection, or a child’s statement.</p>',
  initialAssessment: [
    '1. SYMPTOMS: What is the main problem: itching, pain, redness, discharge, bleeding?',
    '2. DISCHARGE: If discharge: what color? Any bad smell? Any blood?',
    '3. ONSET: When did it start?',
    '4. URINE: Does it burn to pass urine? Passing urine normally?',
    '5. INJURY: Any fall onto a bar or edge (straddle injury)? Could something be in the vagina?',
    '6. IRRITANTS: Bubble baths, new soaps, tight clothing, wet swimsuits?',
    '7. CONCERN: Has your daughter said anything that worries you, or is there any concern about abuse?',
    '8. AGE: How old is your daughter? Any signs of puberty?',
    '9. SEVERITY: How much does it stop your child doing usual things?',
    '- MILD: plays, eats and sleeps as usual',
    '- MODERATE: stops some play or wakes your child from sleep, still drinks',
    '- SEVERE: cannot play or do anything, cries when moved or touched, or will not drink',
  ].join('\n'),
  references: [
    SCHMITT_PROTOCOLS,
    {
      title: 'The Evaluation of Children in the Primary Care Setting When Sexual Abuse Is Suspected',
      author: 'Jenny C, Crawford-Jakubiak JE; Committee on Child Abuse and Neglect',
      source: 'Pediatrics. 2013;132(2):e558-e567',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'urination-pain', text: 'Pain or burning on passing urine without vulvar redness or itching' },
    { protocol: 'diaper-rash', text: 'A baby in diapers with a rash in the diaper area' },
    { protocol: 'abdominal-pain', text: 'Belly pain is the main symptom' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        LIFE_THREATENING_SCREEN,
        {
          text: '<b>Heavy bleeding</b> that will not stop with firm pressure (soaking through pads), or fainted or too weak to stand',
          reason:
            'R/O: Major genital injury, blood loss\nREASON: Heavy bleeding, or fainting or weakness after bleeding or an injury, needs emergency care. Public sources (Seattle Children’s, Genital injury - female) say to call 911 (issue 31 reference review).\nFIRST AID: Press firmly on the area with a clean pad; lie the child down.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Concern about <b>sexual abuse</b>: a child’s statement, a genital injury that does not fit the story, or possible contact in the past 72 hours',
          reason:
            'R/O: Sexual abuse\nREASON: Evidence collection, preventive treatment and protection are time-sensitive.\nNOTE: Follow practice policy and local law for reporting; do not bathe the child or wash clothing before the examination.',
        },
        {
          text: 'After a <b>genital injury</b>, any of these:<ul><li>bleeding from inside the vagina</li><li>bleeding from the skin that has not stopped after 10 minutes of firm pressure</li><li>a cut that gapes or is large and deep</li><li>a pointed or sharp object went into the vagina, even if it is out now</li><li>pain or trouble passing urine, or blood in the urine</li></ul>',
          reason:
            'R/O: Vaginal laceration, genital laceration needing repair, urethral injury\nREASON: Deeper genital injuries need examination and repair. Public sources (Seattle Children’s, Genital injury - female) send bleeding from inside the vagina, skin bleeding that does not stop after 10 minutes of pressure and a large deep cut to the ER; a penetrating object, a gaping cut and trouble passing urine or blood in it are seen now (Schmitt-Thompson via Chapel Hill Children’s Clinic), and are kept with them here (issue 31 reference review).\nFIRST AID: Press firmly on a bleeding spot with a clean pad.',
        },
        {
          text: '<b>Cannot pass urine</b> for 8 hours or more, or severe pain on passing urine',
          reason: 'R/O: Urinary retention from swelling or pain\nREASON: Urine retention needs urgent relief.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Vaginal <b>bleeding without an injury</b>, or blood on the underwear or in the diaper, in a girl before puberty (not a newborn in the first 2 weeks)',
          reason:
            'R/O: Foreign body, infection, precocious puberty, abuse\nREASON: Unexplained bleeding before puberty needs an examination soon.',
          advice: ['soaks', 'callback'],
        },
        {
          text: 'Looks or acts <b>very sick</b> (lying around, not interested in playing or eating) with the genital symptoms',
          reason:
            'R/O: Serious infection (streptococcal vulvovaginitis with spread, urinary tract infection)\nREASON: A child who looks very sick needs an examination within hours. Public sources (Seattle Children’s, Vaginal itching or irritation) say to call the doctor now, night or day (issue 31 reference review).',
          advice: ['callback'],
        },
        {
          text: 'An <b>object in the vagina</b> that cannot be got out',
          reason:
            'R/O: Vaginal foreign body\nREASON: An object left in the vagina causes infection and bleeding and needs removal by a clinician; it can also be a sign of abuse. Public sources (Schmitt-Thompson via Chapel Hill Children’s Clinic, Genital injury - female) say to seek care now (issue 31 reference review).\nNOTE: A pointed or sharp object is asked above.',
          advice: ['callback'],
        },
        {
          text: 'Any genital injury in a baby <b>younger than 1 year</b>',
          reason:
            'R/O: Genital injury, abuse\nREASON: A baby cannot say how the injury happened or where it hurts; an injury at this age needs an examination. Public sources (Schmitt-Thompson via Chapel Hill Children’s Clinic, Genital injury - female) say to seek care now (issue 31 reference review).',
          advice: ['soaks', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: '<b>Vaginal discharge</b> of any color, smell or amount, or bloody discharge (a newborn in the first 2 weeks, or a thin white discharge alone in a girl whose breasts have started to develop, is asked below)',
          reason:
            'R/O: Bacterial vulvovaginitis (strep, Shigella), foreign body, sexually transmitted infection\nREASON: A discharge before puberty is not normal: infection needs testing and treatment, and an object may need removal. Public sources (Seattle Children’s, Vaginal itching or irritation) say to call the doctor within 24 hours for a vaginal discharge; a discharge in the first 2 weeks of life or in the months before the first period is normal (MSD Manual, Vaginal itching or discharge in children) (issue 31 reference review).',
          advice: ['soaks', 'hygiene', 'callback'],
        },
        {
          text: '<b>Fever</b> of 100 °F (37.8 °C) or higher with the itching, soreness, redness or discharge',
          reason:
            'R/O: Urinary tract infection, streptococcal infection\nREASON: A fever is not part of simple irritation and needs an examination and often a urine test. Public sources (Seattle Children’s, Vaginal itching or irritation) say to call the doctor within 24 hours (issue 31 reference review).',
          advice: ['soaks', 'callback'],
        },
        {
          text: 'Possible <b>urine infection</b>: pain or burning on passing urine, or passing urine very often, and not just stinging where urine touches sore skin',
          reason:
            'R/O: Urinary tract infection\nREASON: A urine test is needed. Public sources (Kingston and Richmond NHS FT, Vulvovaginitis in girls) ask the parent to contact the GP for weeing often or discomfort when weeing; stinging only where urine touches sore vulval skin is part of the irritation and is home care (issue 31 reference review).',
          advice: ['soaks', 'callback'],
          smap: 'urination-pain',
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Itching, redness or soreness of the vulva <b>and</b> any of these:<ul><li>not better after <b>2 days</b> of home care (warm water soaks, no soap or bubble bath)</li><li>keeps coming back</li><li>a girl 10 years or older</li></ul>',
          reason:
            'R/O: Persistent vulvovaginitis, pinworms, lichen sclerosus, yeast infection\nREASON: A persistent problem needs an examination; soap irritation is unusual from 10 years of age, when a yeast infection or other cause is more likely. Public sources (Seattle Children’s, Vaginal itching or irritation; Raising Children Network, Vulvovaginitis) say to call the doctor during office hours or see the GP (issue 31 reference review).',
          advice: ['soaks', 'hygiene', 'pinworms', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild itching, redness or soreness of the vulva, with or without stinging where urine touches the sore skin, and no discharge or bleeding (irritation from soap, bubble bath or tight clothing)',
          reason:
            'R/O: Irritant vulvovaginitis\nREASON: Most irritation clears within a few days when the irritant is stopped.',
          advice: ['soaks', 'hygiene', 'pinworms', 'callback'],
        },
        {
          text: 'Minor <b>straddle injury</b>: a bruise, swelling or small cut of the outer skin, any bleeding stopped with pressure, and passing urine normally',
          reason:
            'R/O: Minor genital contusion or abrasion\nREASON: Most straddle injuries in girls are bruises or small cuts of the outer labia that heal in 3 to 4 days (Schmitt pediatric advice via Tenafly Pediatrics, Genital trauma; issue 31 reference review). Bleeding from inside the vagina, a gaping cut or trouble passing urine are asked above.',
          advice: ['soaks', 'callback'],
        },
        {
          text: 'A thin white or clear <b>discharge</b> without itching, soreness or smell in a girl whose breasts have started to develop',
          reason:
            'R/O: Physiological discharge before the first period\nREASON: A thin white discharge in the months before the first period is normal (MSD Manual, Vaginal itching or discharge in children; issue 31 reference review).',
          advice: ['hygiene', 'callback'],
        },
        {
          text: 'Newborn girl (first 2 weeks of life) with a white discharge or a few spots of blood from the vagina',
          reason: 'R/O: Neonatal withdrawal bleeding\nREASON: This is a normal effect of the mother’s hormones.',
          advice: ['hygiene', 'callback'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Vulvar Care for Girls',
      topics: [
        {
          key: 'soaks',
          title: 'Warm Water Soaks',
          nuggets: [
            'Soak in a bath of plain warm water for 10 minutes, 2 times a day. Do not add soap, bubble bath or shampoo to the bath water.',
            'Pat dry, then put a thin layer of petroleum jelly or zinc oxide ointment on the sore skin.',
            'If passing urine stings, your daughter can pass urine while sitting in the warm bath.',
          ],
        },
        {
          key: 'hygiene',
          title: 'Preventing Irritation',
          nuggets: [
            'Wipe from front to back after using the toilet.',
            'Use cotton underwear, change out of wet swimsuits quickly, and avoid tight pants and tights.',
            'Wash the area with water only; rinse shampoo off at the end of the bath.',
          ],
        },
        {
          key: 'pinworms',
          title: 'Pinworms',
          nuggets: [
            'Itching of the bottom or vagina at night can be pinworms: small white threads seen at the anus 2 to 3 hours after falling asleep.',
            'If you see them, call during office hours: the whole family is usually treated.',
          ],
        },
        {
          key: 'callback',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Bleeding, or a new or colored discharge',
            'Pain or burning on passing urine with fever, or cannot pass urine',
            'Not better after 2 days of home care',
            'Your daughter tells you something that worries you about being touched',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
