import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen, painMedicineTopic } from '../shared/adult-advice.ts';
import { antibioticRequest, unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'earache',
  sourceProtocolId: 242,
  audience: 'adult',
  title: 'Earache or Ear Problems',
  keywords: [
    'earache',
    'ear ache',
    'ear pain',
    'ear hurts',
    'earach',
    'ear infection',
    'swimmers ear',
    'ear discharge',
    'ear drainage',
    'ear leaking',
    'ear blocked',
    'blocked ear',
    'plugged ear',
    'ear wax',
    'earwax',
    'ear full',
    'ear pressure',
    'popping ears',
    'ringing in ears',
    'tinnitus',
    'hearing loss',
    'cant hear',
    'bug in ear',
    'something in ear',
  ],
  definition:
    'Pain, blocked feeling, discharge, itching or sudden hearing loss in one or both ears in an adult, not from a head injury.',
  background:
    "<p>Earache in adults most often comes from swimmer's ear (infection of the ear canal: pain when the outer ear is pulled, itching, discharge), a middle ear infection or blocked Eustachian tube with a cold or after flying (pressure, muffled hearing), earwax, or pain felt in the ear from the teeth, jaw joint or throat.</p>" +
    '<p>Serious causes are rare: mastoiditis (red, tender swelling behind the ear pushing the ear forward), malignant otitis externa in older adults with diabetes (severe ear canal pain and discharge that does not get better), and shingles of the ear with weakness of the face (Ramsay Hunt syndrome). <b>Sudden hearing loss</b> in one ear without a blockage needs an examination within a day or two, because steroid treatment works best when started early.</p>',
  initialAssessment: `1. SYMPTOM: What is the main problem? Pain, blocked feeling, discharge, itching, hearing loss, ringing?
2. SIDE: One ear or both?
3. ONSET: When did it start? Suddenly?
4. PAIN: How bad? Does pulling on the outer ear hurt?
5. DISCHARGE: Any discharge? Color? Blood?
6. FEVER AND OTHER SYMPTOMS: Any fever, cold, sore throat, dizziness, face weakness, rash on or around the ear, swelling behind the ear?
7. CAUSE: Any swimming, cotton swab use, flying, or something in the ear?
8. HISTORY: Any diabetes or weak immune system? Ear surgery or ear tubes?
9. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  references: [
    {
      title: 'Clinical Practice Guideline: Acute Otitis Externa',
      author: 'Rosenfeld RM, Schwartz SR, Cannon CR, et al.',
      source: 'Otolaryngology-Head and Neck Surgery. 2014;150(1 Suppl):S1-S24',
    },
    {
      title: 'Clinical Practice Guideline: Sudden Hearing Loss (Update)',
      author: 'Chandrasekhar SS, Tsai Do BS, Schwartz SR, et al.',
      source: 'Otolaryngology-Head and Neck Surgery. 2019;161(1 Suppl):S1-S45',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'head-injury', text: 'Ear pain, bleeding or clear fluid from the ear after a head injury.' },
    { protocol: 'sore-throat', text: 'Sore throat is the main symptom and the ear pain is mild.' },
    { protocol: 'dizziness', text: 'Dizziness or spinning is the main symptom.' },
    { protocol: 'toothache', text: 'Pain comes from a tooth or the jaw.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(),
        {
          text: 'Sudden weakness of the face, arm or leg, trouble speaking, or sudden severe dizziness with inability to walk',
          reason: 'R/O: stroke (posterior circulation strokes can cause sudden hearing loss and vertigo)',
          smap: 'weakness-numbness',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Red, tender swelling <b>behind the ear</b>, or the ear pushed forward, with fever',
          reason: 'R/O: mastoiditis',
        },
        {
          text: 'Ear pain with fever <b>and</b> stiff neck, severe headache or confusion',
          reason: 'R/O: meningitis from ear infection',
        },
        {
          text: 'Diabetes or a weak immune system <b>and</b> severe ear canal pain with discharge, or with new face weakness',
          reason:
            'R/O: malignant (necrotizing) otitis externa\nREASON: Severe pain is enough on its own in this group, whether or not drops have been tried (issue 31).',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Ear pain or a blistering rash in or around the ear <b>with weakness of one side of the face</b>',
          reason:
            'R/O: Ramsay Hunt syndrome, facial nerve palsy\nNOTE: If the arm or leg is also weak, or speech is affected, treat as a stroke.',
        },
        {
          text: 'Insect in the ear that is still moving, or an object in the ear that cannot be removed',
          reason:
            'R/O: ear canal foreign body\nFIRST AID: For a live insect, fill the ear with mineral or vegetable oil to kill it first.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: '<b>Sudden hearing loss</b> in one ear, not from a cold or wax',
          reason:
            'R/O: sudden sensorineural hearing loss\nNOTE: Steroids work best if started within 2 weeks, sooner is better.',
          advice: ['call-back'],
        },
        {
          text: 'Ear pain <b>and</b> any of these:<ul><li>fever 100 °F (37.8 °C) or higher</li><li>severe pain</li><li>vomiting or new dizziness</li><li>a severe sore throat</li><li>hearing loss in that ear</li><li>swelling of or around the ear</li></ul>',
          reason:
            'R/O: acute otitis media, severe otitis externa, labyrinthitis, perichondritis\nREASON: Issue 31: earache with a high temperature, vomiting, a severe sore throat, swelling around the ear or hearing loss is the GP or out-of-hours service (NHS inform, Earache; NHS, Ear infections: 111 now). It read fever or severe pain.',
          advice: ['ear-pain', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Ear pain or discharge <b>and</b> diabetes, a weak immune system, or a long-term heart, lung, kidney or neurological disease',
          reason:
            'R/O: complicated ear infection, malignant otitis externa\nREASON: Issue 31: an ear infection in someone with a long-term condition or a weakened immune system needs a GP (GPDQ, Ear infection; NHS, Ear infections). Severe pain with discharge in diabetes or a weak immune system is asked above (ED).',
          advice: ['ear-pain', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Ear canal pain worse when pulling on the outer ear, or discharge from the ear',
          reason: "R/O: otitis externa (swimmer's ear), ruptured eardrum",
          advice: ['swimmers-ear', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Blocked or full feeling in the ear that is not better after 1 week, or ringing in the ears that is new',
          reason: 'R/O: earwax, Eustachian tube dysfunction, fluid behind the eardrum',
          advice: ['blocked-ear', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Earache lasting <b>3 days or more</b> that is not getting better',
          reason:
            'R/O: otitis media, referred pain from teeth or jaw joint\nREASON: Issue 31: it read mild earache; an earache that is not better after 3 days needs a GP whatever its strength (NHS, Ear infections).',
          advice: ['ear-pain', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Earaches or ear infections that keep coming back',
          reason:
            'R/O: recurrent otitis media, chronic ear disease, referred pain\nREASON: Issue 31: regular ear infections need a GP (GPDQ, Ear infection; NHS, Ear infections: see a GP).',
          advice: ['ear-pain', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild ear pain or pressure with a cold, or after flying, with no fever and no discharge',
          reason:
            'REASON: Blocked Eustachian tube or early viral ear infection. Home care; most improve within 2 to 3 days.',
          advice: ['ear-pain', 'blocked-ear', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Blocked, muffled ear from earwax, with no pain and no discharge',
          reason: 'REASON: Earwax. Home care with softening drops.',
          advice: ['earwax', 'call-back'],
        },
        antibioticRequest(['ear-pain', 'blocked-ear', 'pain-medicine', 'call-back']),
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'ear-pain',
          title: 'Ear Pain',
          nuggets: [
            'Apply a warm (not hot) cloth or heating pad on low over the ear for 20 minutes.',
            'Most ear pain with a cold gets better within 2 to 3 days.',
          ],
        },
        {
          key: 'blocked-ear',
          title: 'Blocked or Popping Ear',
          nuggets: [
            'Swallow, yawn or chew gum. Gently blow out with the mouth closed and the nose pinched to "pop" the ears.',
            'A decongestant nasal spray (oxymetazoline) for up to 3 days may help with a cold.',
          ],
        },
        {
          key: 'swimmers-ear',
          title: "Swimmer's Ear",
          nuggets: [
            'Keep the ear dry: no swimming, and cover the ear with a shower cap when washing hair.',
            'Do not put cotton swabs or anything else in the ear.',
          ],
        },
        {
          key: 'earwax',
          title: 'Earwax',
          nuggets: [
            'Put 2 to 3 drops of mineral oil, olive oil or earwax-softening drops in the ear twice a day for 3 to 5 days; the wax usually comes out by itself.',
            'Do not use cotton swabs or ear candles. Do not use drops if the eardrum may be torn or there are ear tubes.',
          ],
        },
        painMedicineTopic(),
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Swelling behind the ear, stiff neck, or weakness of the face: call right away.',
            'Sudden hearing loss.',
            'Fever, severe pain, or discharge from the ear.',
            'Pain not better after 3 days.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
