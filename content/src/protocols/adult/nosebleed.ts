import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'nosebleed',
  sourceProtocolId: 241,
  audience: 'adult',
  title: 'Nosebleed',
  keywords: [
    'nosebleed',
    'nose bleed',
    'nosebleeds',
    'bloody nose',
    'nose bleeding',
    'bleeding from nose',
    'bleeding nose',
    'blood from nose',
    'nose wont stop bleeding',
    'nosebleed wont stop',
    'epistaxis',
    'noze bleed',
    'nose bled',
    'blood clots from nose',
    'blood in mucus',
  ],
  definition: 'Bleeding from one or both nostrils in an adult, with or without an injury to the nose.',
  background:
    '<p>Most nosebleeds come from small blood vessels at the front of the nose and are caused by dry air, nose picking, colds, allergies or blowing the nose hard. Almost all stop with 10 to 15 minutes of firm, continuous pinching of the soft part of the nose while sitting up and leaning forward.</p>' +
    '<p>Bleeding from the back of the nose (posterior epistaxis) is less common, heavier, often runs down the throat from both sides, and occurs mainly in older adults, people with high blood pressure, and people taking blood thinners (warfarin, apixaban, rivaroxaban, clopidogrel, aspirin). It may need packing or cautery in the emergency department.</p>' +
    '<p>A nosebleed after a blow to the face may come with a broken nose; a clear watery discharge after a head injury may be spinal fluid. Frequent nosebleeds need an examination of the nose, and sometimes a check of blood count and clotting.</p>',
  initialAssessment: `1. AMOUNT: How much blood? (drops, a cupful, soaking towels) Is it coming from one or both nostrils, or running down the throat?
2. DURATION: How long has it been bleeding? Has the nose been pinched firmly for 10 minutes by the clock without letting go? How many tries?
3. SYMPTOMS: Any dizziness, fainting, weakness or shortness of breath?
4. CAUSE: Any injury to the nose or face? Any cold or dry air?
5. MEDICINES: Any blood thinners or aspirin?
6. HISTORY: Any high blood pressure, bleeding disorder, liver disease, or frequent nosebleeds?`,
  firstAid:
    '<p><b>To stop a nosebleed:</b> Sit up and lean forward (not back). Pinch the soft part of the nose firmly shut, just below the bony bridge, and hold for 10 minutes by the clock without letting go to check. Breathe through the mouth and spit out any blood. A cold cloth on the bridge of the nose may help.</p>' +
    '<p>If it is still bleeding, spray a decongestant nasal spray (oxymetazoline) into the bleeding side 2 times, then pinch again for 10 minutes. Still bleeding after 20 minutes of pinching: go to the emergency department.</p>',
  references: [
    {
      title: 'Clinical Practice Guideline: Nosebleed (Epistaxis)',
      author: 'Tunkel DE, Anne S, Payne SC, et al.',
      source: 'Otolaryngology-Head and Neck Surgery. 2020;162(1 Suppl):S1-S38',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'head-injury', text: 'Nosebleed after a head injury with any symptoms of brain injury.' },
    { protocol: 'cough', text: 'Blood is coughed up from the chest rather than coming from the nose.' },
    { protocol: 'hay-fever', text: 'Occasional streaks of blood in the mucus with allergies.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['stop-bleeding']),
        {
          text: 'Fainted, too dizzy or weak to stand, pale, or trouble breathing',
          reason:
            'R/O: hemorrhagic shock, blood in the airway\nREASON: Issue 31: difficulty breathing with a nosebleed is A&E (NHS, Nosebleed; NHS inform: A&E or 999); it read short of breath from blood loss.',
          advice: ['stop-bleeding'],
        },
        {
          text: '<b>Heavy bleeding</b> (soaking through towels, or pouring) that does not slow with pinching',
          reason: 'R/O: major posterior epistaxis',
          advice: ['stop-bleeding'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Still bleeding after <b>20 minutes</b> of pinching the nose firmly (2 tries of 10 minutes)',
          reason:
            'R/O: epistaxis needing packing or cautery\nREASON: Issue 31: it read 2 tries of 15 minutes (30 minutes). Sources give 10 to 15 (NHS), 20 (NHS inform; Ministry of Health Singapore, after 2 tries of 10 minutes) or 30 minutes (NHS 2013); 20 minutes leaves time for the second try that stops most front-of-nose bleeds, and every danger sign below goes to the ED at once.',
          advice: ['stop-bleeding'],
        },
        {
          text: 'Takes a <b>blood thinner</b> or has a bleeding disorder, and the bleeding has not stopped after 10 minutes of pinching',
          reason:
            'R/O: anticoagulant-related bleeding\nNOTE: One try of pinching is enough to decide (issue 31: it read 15 minutes).',
          advice: ['stop-bleeding'],
        },
        {
          text: 'A lot of blood lost (a cupful or more, or soaking towels), even if the bleeding is slowing now',
          reason:
            'R/O: major blood loss, posterior epistaxis\nREASON: Issue 31: bleeding that seems excessive is A&E (NHS, Nosebleed); heavy bleeding that does not slow is asked above (911).',
          advice: ['stop-bleeding'],
        },
        {
          text: 'Dizzy, light-headed or weak with the nosebleed (able to stand)',
          reason:
            'R/O: significant blood loss\nREASON: Issue 31: feeling weak or dizzy with a nosebleed is A&E (NHS, Nosebleed); too dizzy or weak to stand is asked above (911).',
          advice: ['stop-bleeding'],
        },
        {
          text: 'Blood running down the back of the throat from both sides even while pinching, or swallowing so much blood that it is vomited',
          reason:
            'R/O: posterior epistaxis\nREASON: Issue 31: swallowing a large amount of blood that causes vomiting is A&E (NHS, Nosebleed).',
          advice: ['stop-bleeding'],
        },
        {
          text: 'Nosebleed that started after a blow to the head (not only a knock on the nose), or after a serious injury such as a car crash or a fall from a height',
          reason:
            'R/O: skull or facial fracture, head injury\nREASON: Issue 31: a nosebleed after a blow to the head (NHS, Nosebleed) or a serious injury such as a car crash (NHS inform) is A&E. Clear watery fluid from the nose after a head injury may be spinal fluid.',
          advice: ['stop-bleeding'],
          smap: 'head-injury',
        },
        {
          text: 'Nosebleed after a face injury <b>and</b> the nose is crooked, or there is a swelling inside the nose blocking it',
          reason: 'R/O: nasal fracture, septal hematoma (must be drained to prevent cartilage damage)',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Nosebleed that stopped, with bleeding gums or large bruises without a reason',
          reason: 'R/O: bleeding disorder, low platelets, leukemia, anticoagulant excess',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Nosebleeds <b>and</b> signs of anemia: paler than usual, tired all the time, out of breath more easily than usual, or a fast or pounding heartbeat',
          reason:
            'R/O: anemia from blood loss, bleeding disorder\nREASON: Issue 31: nosebleeds with palpitations, breathlessness or pale skin need a GP (NHS, Nosebleed); a blood count today.',
          advice: ['stop-bleeding', 'prevent', 'call-back'],
        },
        {
          text: 'Takes warfarin and has had more than one nosebleed in the past day',
          reason: 'R/O: high INR\nNOTE: Needs an INR check.',
          advice: ['stop-bleeding', 'prevent', 'call-back'],
        },
        {
          text: 'Swollen, painful nose after an injury, with the bleeding stopped',
          reason: 'R/O: nasal fracture (best assessed once swelling settles, within a week)',
          advice: ['prevent', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Nosebleeds that keep coming back: more than 3 in 1 week, or regularly over weeks or months',
          reason: 'R/O: prominent vessel needing cautery, high blood pressure, bleeding tendency, nasal tumor (rare)',
          advice: ['stop-bleeding', 'prevent', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'On a blood thinner or with a bleeding disorder, and the nosebleed stopped (by itself or with pinching)',
          reason:
            'R/O: blood thinner dose too high, bleeding tendency\nREASON: Issue 31: a nosebleed in someone on a blood thinner or with a clotting disorder needs a GP (NHS, Nosebleed). More than one in a day on warfarin is asked above (see today).',
          advice: ['stop-bleeding', 'prevent', 'call-back'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Minor nosebleed that has stopped, or stops with pinching in less than 20 minutes',
          reason: 'REASON: Anterior nosebleed. Home care to prevent it returning.',
          advice: ['stop-bleeding', 'prevent', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'stop-bleeding',
          title: 'How to Stop a Nosebleed',
          nuggets: [
            'Sit up and lean forward. Do not lie down or tilt the head back; swallowed blood causes vomiting.',
            'Pinch the soft part of the nose firmly and hold for 10 minutes by the clock without letting go.',
            'If it is still bleeding, spray a decongestant nasal spray (oxymetazoline) into the bleeding side 2 times, then pinch again for 10 minutes.',
          ],
        },
        {
          key: 'prevent',
          title: 'Preventing More Nosebleeds',
          nuggets: [
            'For 24 hours, do not blow or pick the nose, lift heavy things, or take hot drinks or hot showers.',
            'Put a thin layer of petroleum jelly inside the front of the nose twice a day, and use saline spray and a humidifier in dry weather.',
            'Do not stop a prescribed blood thinner without talking to your doctor.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Fainting, too dizzy or weak to stand, or trouble breathing: call 911.',
            'The bleeding does not stop after 20 minutes of pinching (2 tries of 10 minutes), or you feel dizzy or weak: go to the emergency department.',
            'Nosebleeds keep coming back.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
