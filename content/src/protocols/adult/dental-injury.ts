import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen, painMedicineTopic } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'dental-injury',
  sourceProtocolId: 237,
  audience: 'adult',
  title: 'Tooth and Mouth Injury',
  keywords: [
    'dental injury',
    'tooth injury',
    'knocked out tooth',
    'tooth knocked out',
    'lost a tooth',
    'broken tooth',
    'chipped tooth',
    'cracked tooth',
    'loose tooth',
    'tooth pushed in',
    'tooth fell out',
    'hit in the mouth',
    'mouth injury',
    'cut lip',
    'split lip',
    'bit tongue',
    'bit my tongue',
    'tongue cut',
    'broken jaw',
    'jaw injury',
    'teeth',
  ],
  definition:
    'Injury to the teeth, gums, lips, tongue or jaw in an adult: a knocked-out, loose, pushed-in or broken tooth, or a cut inside the mouth or of the lip.',
  background:
    "<p>A knocked-out permanent tooth is a dental emergency: it can often be saved if it is put back in its socket within 30 to 60 minutes. The tooth should be held by the crown (the white part), not the root; rinsed briefly in milk or cold water if dirty; and pushed gently back into the socket and held there by biting on a cloth. If that is not possible, it should be kept in milk or in the person's own saliva (inside the cheek only if there is no risk of swallowing it), never dry or in tap water, and brought to a dentist at once.</p>" +
    '<p>A loose or displaced tooth needs a dentist within hours. A chipped tooth without pain or a pink dot (exposed nerve) can wait a few days. Mouth cuts bleed a lot but heal quickly; cuts that cross the lip border, gape open or go through the lip may need stitches. Trouble closing the mouth, teeth not meeting normally or numbness of the lip suggest a jaw fracture. A tooth or piece of tooth that cannot be found may have been inhaled.</p>',
  initialAssessment: `1. WHAT HAPPENED: How did the injury happen? When?
2. TEETH: Which teeth are affected? Knocked out, loose, pushed in or out of place, chipped or broken?
3. KNOCKED-OUT TOOTH: Where is the tooth now? Has it been put back or kept in milk?
4. BLEEDING: Is the mouth still bleeding after 10 minutes of pressure?
5. BITE: Do the teeth meet normally when closing the mouth? Any jaw pain or numbness of the lip or chin?
6. BREATHING: Any coughing or trouble breathing since the injury (possible inhaled tooth)?
7. HEAD: Any head injury, loss of consciousness or confusion?
8. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  firstAid:
    '<p><b>Knocked-out permanent tooth:</b> Pick it up by the crown, not the root. If dirty, rinse it for a few seconds in milk or cold water; do not scrub. Push it gently back into the socket and bite on a clean cloth to hold it. If that cannot be done, put it in a cup of milk and go to a dentist or emergency department right away.</p>' +
    '<p><b>Bleeding:</b> Press a clean, folded cloth or gauze on the bleeding spot for 10 minutes.</p>',
  references: [
    {
      title:
        'International Association of Dental Traumatology guidelines for the management of traumatic dental injuries: 2. Avulsion of permanent teeth',
      author: 'Fouad AF, Abbott PV, Tsilingaridis G, et al.',
      source: 'Dental Traumatology. 2020;36(4):331-342',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'head-injury', text: 'A head injury with any symptoms of brain injury.' },
    { protocol: 'toothache', text: 'Tooth pain without an injury.' },
    { protocol: 'cuts-lacerations', text: 'A cut of the face outside the mouth.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['waiting-for-help']),
        {
          text: '<b>Trouble breathing</b>, or coughing and wheezing after a tooth or piece of tooth could not be found',
          reason: 'R/O: inhaled tooth, airway obstruction',
          advice: ['waiting-for-help'],
        },
        {
          text: 'Bleeding from the mouth that will not stop after 10 minutes of firm pressure, with dizziness or fainting',
          reason: 'R/O: major hemorrhage',
          advice: ['waiting-for-help'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Permanent tooth knocked out</b> (in the last few hours)',
          reason:
            'R/O: tooth avulsion\nNOTE: A dentist now, or the emergency department if no dentist can see the person within 30 minutes. Time outside the socket decides whether the tooth survives.\nFIRST AID: Put the tooth back in the socket, or keep it in milk.',
          advice: ['waiting-for-help'],
        },
        {
          text: 'After a blow to the face: cannot close the mouth, the teeth do not meet normally, numbness of the lip, chin or cheek, or the face or jaw looks out of shape',
          reason:
            'R/O: jaw fracture or dislocation, cheekbone or eye-socket fracture\nREASON: Issue 31: a serious injury to the face or jaw is A&E or 999 (NHS, How to find an NHS dentist in an emergency).',
        },
        {
          text: 'Swelling of the mouth, tongue, throat or neck that is large or getting worse, or swelling of the face that closes an eye',
          reason:
            'R/O: airway threat from swelling or bleeding into the floor of the mouth, facial fracture\nREASON: Issue 31: severe swelling of the mouth, throat or neck, or swelling closing an eye, is A&E or 999 (NHS, How to find an NHS dentist in an emergency; Rochdale Council, Emergency dental treatment). Trouble breathing is asked above (911).',
        },
        {
          text: 'Bleeding from the mouth that will not stop after 10 minutes of firm pressure',
          reason: 'R/O: laceration needing repair, bleeding disorder',
        },
        {
          text: 'Deep cut of the tongue, or a cut that goes through the lip',
          reason: 'R/O: laceration needing repair',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Tooth that is <b>very loose</b>, pushed in, pushed out or out of its normal position',
          reason: 'R/O: luxation injury\nNOTE: A dentist within a few hours.',
        },
        {
          text: 'Broken tooth with a pink or red spot in the center, or severe pain',
          reason: 'R/O: fracture exposing the pulp\nNOTE: A dentist today.',
        },
        {
          text: 'Cut of the lip that crosses the border between the lip and the skin, or gapes open',
          reason: 'R/O: laceration needing exact closure for a good cosmetic result',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Tooth slightly loose or sore to bite on after an injury, but in its normal position',
          reason: 'R/O: concussion or subluxation of the tooth\nNOTE: A dentist within 24 hours.',
          advice: ['soft-diet', 'mouth-care', 'pain-medicine', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Small chip of a tooth, or a broken or loose filling, crown, bridge, veneer or denture, with no pain and no pink spot',
          reason:
            'R/O: enamel fracture, broken restoration\nREASON: Issue 31: NHS offers urgent dental treatment within 24 hours or 7 days depending on the symptoms; a painless chip or broken filling is the 7-day kind.\nNOTE: A dentist within a few days to smooth or repair it.',
          advice: ['mouth-care', 'call-back'],
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Minor cut or bruise inside the mouth, of the lip or tongue, that has stopped bleeding, with teeth firm and in place',
          reason: 'REASON: Minor mouth injury. Home care.',
          advice: ['mouth-care', 'soft-diet', 'pain-medicine', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'While Waiting for Help',
      topics: [
        {
          key: 'waiting-for-help',
          title: 'On the Way to Care',
          nuggets: [
            'Keep a knocked-out tooth in its socket or in milk; never let it dry out.',
            'Press a folded cloth on any bleeding.',
            'Sit up and lean forward so blood drains out of the mouth.',
          ],
        },
      ],
    },
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'mouth-care',
          title: 'Mouth Care',
          nuggets: [
            'Hold a cold pack or ice wrapped in a cloth on the lip for 20 minutes to reduce swelling.',
            'Rinse with warm salt water after meals. Mouth cuts heal quickly, usually within 3 to 4 days.',
            'A white or yellow coating over a mouth cut is normal healing.',
          ],
        },
        {
          key: 'soft-diet',
          title: 'Soft Diet',
          nuggets: ['Eat soft foods and avoid biting with the injured teeth for several days.'],
        },
        painMedicineTopic(),
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Trouble breathing or swallowing: call 911.',
            'A tooth becomes loose, darker in color, or more painful.',
            'Swelling of the gum or face, or fever.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
