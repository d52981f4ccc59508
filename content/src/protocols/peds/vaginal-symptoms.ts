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
          text: 'Heavy bleeding that <b>will not stop</b> after 10 minutes of pressure, or fainting',
          reason:
            'R/O: Major genital injury\nREASON: Heavy bleeding needs emergency care.\nFIRST AID: Press firmly on the area with a clean pad.',
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
          text: 'Vaginal <b>bleeding</b> after an injury that is more than a few drops, or a cut that gapes, or pain on passing urine after a straddle fall',
          reason:
            'R/O: Genital laceration, urethral injury\nREASON: Deeper genital injuries need examination and repair.',
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
          text: 'Vaginal <b>bleeding without an injury</b> in a girl before puberty (not a newborn in the first 2 weeks)',
          reason:
            'R/O: Foreign body, infection, precocious puberty, abuse\nREASON: Unexplained bleeding before puberty needs an examination soon.',
          advice: ['soaks', 'callback'],
        },
        {
          text: 'Minor straddle injury with a <b>bruise or small scrape</b> and some spotting that has stopped',
          reason:
            'R/O: Minor genital contusion\nREASON: Genital injuries need an examination to confirm they are minor.',
          advice: ['soaks', 'callback'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['callback']),
        {
          text: 'Yellow, green or <b>bad-smelling</b> vaginal discharge, or bloody discharge (not a newborn in the first 2 weeks)',
          reason:
            'R/O: Bacterial vulvovaginitis (strep, Shigella), foreign body\nREASON: Infection needs testing and treatment; an object may need removal.',
          advice: ['soaks', 'hygiene', 'callback'],
        },
        {
          text: 'Pain or burning when passing urine with a fever',
          reason: 'R/O: Urinary tract infection\nREASON: A urine test is needed.',
          advice: ['soaks', 'callback'],
          smap: 'urination-pain',
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Itching or redness not better after <b>3 days</b> of home care, or keeps coming back',
          reason:
            'R/O: Persistent vulvovaginitis, pinworms, lichen sclerosus\nREASON: A persistent problem needs an examination.',
          advice: ['soaks', 'hygiene', 'pinworms', 'callback'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild itching, redness or soreness of the vulva without bad-smelling discharge or bleeding (irritation from soap, bubble bath or tight clothing)',
          reason:
            'R/O: Irritant vulvovaginitis\nREASON: Most irritation clears within a few days when the irritant is stopped.',
          advice: ['soaks', 'hygiene', 'pinworms', 'callback'],
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
            'Bleeding, or bad-smelling or colored discharge',
            'Pain or burning on passing urine with fever, or cannot pass urine',
            'Not better after 3 days of home care',
            'Your daughter tells you something that worries you about being touched',
            SEEN_OR_WORSE_NUGGET,
          ],
        },
      ],
    },
  ],
});
