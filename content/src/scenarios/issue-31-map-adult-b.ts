/**
 * Issue 31 (b), second adult mapping pass: a scenario for each question added or changed where a
 * sourced urgent sign had no question at its level (docs/content-format.md 'Reference and mapping
 * files'). Callers written in our own words from the public page the sign came from.
 */
import type { Scenario } from './scenario.ts';

export const issue31MapAdultBScenarios: readonly Scenario[] = [
  // Toothache (236).
  {
    id: 'adult-toothache-issue31mapb-01',
    caller:
      'My jaw has been swelling from a bad back tooth since yesterday and now my voice sounds thick and I can hardly get the words out.',
    basis: 'NHS, Toothache (go to A&E: swelling in the mouth or neck making it hard to speak)',
    protocol: 236,
    yes: ['Trouble breathing, swallowing or speaking'],
    expectedLevel: 1,
  },
  {
    id: 'adult-toothache-issue31mapb-02',
    caller:
      'I have had an abscess on an upper tooth for a few days. This afternoon the eye on that side started to ache and things look blurry.',
    basis: 'NHS, Dental abscess (call 999 or go to A&E: painful eye or sudden sight problems)',
    protocol: 236,
    yes: ['a painful eye or sudden problems seeing'],
    expectedLevel: 1,
  },
  {
    id: 'adult-toothache-issue31mapb-03',
    caller:
      'I had a tooth taken out this morning and the socket is still pouring blood. I have bitten hard on gauze for twenty minutes and it keeps filling my mouth.',
    basis: 'NHS, How to find an NHS dentist in an emergency (A&E: heavy bleeding from the mouth that will not stop)',
    protocol: 236,
    yes: ['Bleeding from the mouth that will not stop'],
    expectedLevel: 1,
  },
  {
    id: 'adult-toothache-issue31mapb-04',
    caller:
      'My bottom back tooth has ached for a few days and now my cheek on that side is puffy. I checked and I have no temperature.',
    basis: 'NHS, Dental abscess (urgent dental appointment: swollen face or jaw)',
    protocol: 236,
    yes: ['Near the painful tooth, with no fever'],
    expectedLevel: 2,
  },
  {
    id: 'adult-toothache-issue31mapb-05',
    caller:
      'I had a molar pulled three days ago. Since yesterday it hurts more and more and there is a horrible taste in my mouth.',
    basis: 'NHS, How to find an NHS dentist in an emergency (urgent: severe pain after a tooth was removed)',
    protocol: 236,
    yes: ['A tooth pulled in the past 2 weeks'],
    expectedLevel: 2,
  },
  {
    id: 'adult-toothache-issue31mapb-06',
    caller:
      'A tooth on the left has been aching on and off for three days. It is not bad, I am sleeping fine, and there is no swelling.',
    basis: 'NHS, Toothache (non-urgent advice: see a dentist if it lasts more than 2 days)',
    protocol: 236,
    yes: ['Toothache that is mild to moderate'],
    expectedLevel: 2,
  },
  {
    id: 'adult-toothache-issue31mapb-07',
    caller:
      'There is a little lump on the inside of my cheek that has been there about a month and seems a bit bigger now. It does not hurt.',
    basis:
      'NHS, How to find an NHS dentist in an emergency (a lump or patch inside the mouth getting bigger or not going away)',
    protocol: 236,
    yes: ['A lump, swelling or patch inside the mouth'],
    expectedLevel: 2,
  },
  {
    id: 'adult-toothache-issue31mapb-08',
    caller:
      'The gum behind my last bottom tooth, where the wisdom tooth is coming through, is swollen and really sore.',
    basis: 'NHS, Toothache (caused by an infection where a wisdom tooth has broken through the gum: see a dentist)',
    protocol: 236,
    yes: ['Painful, swollen gum around a wisdom tooth'],
    expectedLevel: 2,
  },
  // Dental Injury (237).
  {
    id: 'adult-dental-injury-issue31mapb-01',
    caller:
      'I came off my bike and hit my chin on the road. Now my teeth do not fit together when I bite and my lower lip feels numb.',
    basis: 'NHS, How to find an NHS dentist in an emergency (A&E or 999: serious injuries to the face or jaw)',
    protocol: 237,
    yes: ['After a blow to the face'],
    expectedLevel: 1,
  },
  {
    id: 'adult-dental-injury-issue31mapb-02',
    caller:
      'My brother was hit in the mouth during a rugby match. Two teeth are chipped and his face is swelling so much that his right eye is almost shut. He is breathing fine.',
    basis: 'NHS, How to find an NHS dentist in an emergency (A&E or 999: severe swelling, difficulty opening an eye)',
    protocol: 237,
    yes: ['swelling of the face that closes an eye'],
    expectedLevel: 1,
  },
  {
    id: 'adult-dental-injury-issue31mapb-03',
    caller: 'I bit into a hard sweet and a piece of my filling came away. The tooth does not hurt and it is not loose.',
    basis: 'NHS, How to find an NHS dentist in an emergency (urgent dental appointment: broken or loose filling)',
    protocol: 237,
    yes: ['broken or loose filling, crown'],
    expectedLevel: 2,
  },
  // Arm or Hand Injury (238).
  {
    id: 'adult-arm-hand-injury-issue31mapb-01',
    caller:
      'I fell off a step ladder onto my forearm. It is sore and since then my ring and little fingers have pins and needles. The hand is warm and a normal colour.',
    basis: 'NHS 111 Wales, Broken arm or wrist (A&E or minor injuries unit: tingling or numbness)',
    protocol: 238,
    yes: ['Tingling or pins and needles'],
    expectedLevel: 2,
  },
  {
    id: 'adult-arm-hand-injury-issue31mapb-02',
    caller:
      'I slipped on the ice and landed on my elbow and heard a crunch as I hit the ground. It aches but I can still bend it and use my hand.',
    basis:
      'NHS 111 Wales, Broken arm or wrist (A&E or minor injuries unit: snap or grinding noise at the time of injury)',
    protocol: 238,
    yes: ['A snap, crack or grinding noise'],
    expectedLevel: 2,
  },
  // Leg, Ankle or Foot Injury (239).
  {
    id: 'adult-leg-ankle-foot-injury-issue31mapb-01',
    caller:
      'My mother tripped on the stairs and hurt her leg. Now she has gone white, her skin is cold and clammy and she is not making much sense.',
    basis: 'NHS, Broken leg (signs of shock: pale, cold and sweaty)',
    protocol: 239,
    yes: ['Pale, cold and sweaty'],
    expectedLevel: 1,
  },
  {
    id: 'adult-leg-ankle-foot-injury-issue31mapb-02',
    caller:
      'I was kicked hard on the shin playing football. The pain is terrible and I cannot put any weight on that leg at all, though it looks straight.',
    basis: 'NHS, Broken leg (go to A&E: severe pain, cannot walk on it)',
    protocol: 239,
    yes: ['Severe pain in the thigh or shin'],
    expectedLevel: 1,
  },
  {
    id: 'adult-leg-ankle-foot-injury-issue31mapb-03',
    caller:
      'A pallet of bricks tipped over onto my foot at work an hour ago. My boot took some of it; the foot is swollen and very sore.',
    basis:
      'Sheffield Aches and Pains (NHS MSK), Ankle sprain (999 or A&E: injury from severe force such as a blow from a heavy object)',
    protocol: 239,
    yes: ['hit hard by a heavy object'],
    expectedLevel: 1,
  },
  {
    id: 'adult-leg-ankle-foot-injury-issue31mapb-04',
    caller:
      'I went over on my ankle stepping off the kerb and heard a crack. It is swelling up but I can hobble on it and my foot is warm.',
    basis: 'Woodlands Health, Pre-hospital care: strains and sprains (urgent care centre if a fracture is suspected)',
    protocol: 239,
    yes: ['A crack or snap heard'],
    expectedLevel: 2,
  },
  // Constipation (240).
  {
    id: 'adult-constipation-issue31mapb-01',
    caller:
      'I have not been able to go for five days and this afternoon I have been sick twice. I am still passing wind and the tummy ache is not too bad.',
    basis: 'NHS Cheshire CCG, Choose Well: Constipation (seek medical help: swollen tummy or vomiting)',
    protocol: 240,
    yes: ['Constipation and vomiting, or a belly'],
    expectedLevel: 2,
  },
  {
    id: 'adult-constipation-issue31mapb-02',
    caller:
      'I have been bunged up on and off for a few weeks, and I have lost about half a stone without trying. I feel worn out all the time.',
    basis: 'GPDQ, Constipation (book a GP: unexpected weight loss or feeling very tired all the time)',
    protocol: 240,
    yes: ['Constipation with weight loss without trying'],
    expectedLevel: 2,
  },
  {
    id: 'adult-constipation-issue31mapb-03',
    caller:
      'For about three weeks I keep feeling I have not finished when I go to the toilet, even with more fibre, prunes and water. No blood, no pain to speak of.',
    basis: 'NHS Cheshire CCG, Choose Well: Constipation (seek medical help: feeling of incomplete emptying)',
    protocol: 240,
    yes: ['a feeling of not emptying the bowel fully'],
    expectedLevel: 2,
  },
  // Nosebleed (241).
  {
    id: 'adult-nosebleed-issue31mapb-01',
    caller:
      'My nose has been bleeding for nearly half an hour. I pinched it for ten minutes, used the spray, pinched another ten and it is still dripping.',
    basis:
      'Ministry of Health Singapore, Nosebleeds (emergency department if it does not stop after 20 minutes); NHS inform, Nosebleed',
    protocol: 241,
    yes: ['Still bleeding after 20 minutes'],
    expectedLevel: 1,
  },
  {
    id: 'adult-nosebleed-issue31mapb-02',
    caller:
      'My nose bled for about a quarter of an hour. The first ten minutes of pinching did not do it, but it stopped a few minutes into the second go.',
    basis: 'Ministry of Health Singapore, Nosebleeds (pinch 10 minutes, then another 10)',
    protocol: 241,
    yes: ['stops with pinching in less than 20 minutes'],
    expectedLevel: 3,
  },
  {
    id: 'adult-nosebleed-issue31mapb-03',
    caller:
      'I am on apixaban for my heart. My nose started bleeding and I have held it for ten minutes by the clock, but it is still going.',
    basis: 'NHS, Nosebleed (A&E if it lasts longer than 10 to 15 minutes)',
    protocol: 241,
    yes: ['has not stopped after 10 minutes of pinching'],
    expectedLevel: 1,
  },
  {
    id: 'adult-nosebleed-issue31mapb-04',
    caller:
      'I have lost what looks like a mugful of blood into the sink from my nose. It is slowing down now that I am pinching it.',
    basis: 'NHS, Nosebleed (A&E: bleeding that seems excessive)',
    protocol: 241,
    yes: ['A lot of blood lost'],
    expectedLevel: 1,
  },
  {
    id: 'adult-nosebleed-issue31mapb-05',
    caller: 'I have a nosebleed and I feel light-headed and a bit wobbly. I can still stand up.',
    basis: 'NHS, Nosebleed (A&E: feeling weak or dizzy)',
    protocol: 241,
    yes: ['Dizzy, light-headed or weak with the nosebleed'],
    expectedLevel: 1,
  },
  {
    id: 'adult-nosebleed-issue31mapb-06',
    caller: 'So much blood went down my throat from this nosebleed that I have just been sick, and it was all blood.',
    basis: 'NHS, Nosebleed (A&E: swallowing a large amount of blood that makes you vomit)',
    protocol: 241,
    yes: ['swallowing so much blood that it is vomited'],
    expectedLevel: 1,
  },
  {
    id: 'adult-nosebleed-issue31mapb-07',
    caller:
      'My husband slipped and hit his forehead on the edge of the table, and a few minutes later his nose started bleeding.',
    basis: 'NHS, Nosebleed (A&E: the bleeding started after a blow to the head)',
    protocol: 241,
    yes: ['after a blow to the head'],
    expectedLevel: 1,
  },
  {
    id: 'adult-nosebleed-issue31mapb-08',
    caller: 'The blood is running into my throat from this nosebleed and I am struggling to get my breath through it.',
    basis: 'NHS, Nosebleed (A&E: difficulty breathing)',
    protocol: 241,
    yes: ['or trouble breathing'],
    expectedLevel: 1,
  },
  {
    id: 'adult-nosebleed-issue31mapb-09',
    caller:
      'I have had lots of nosebleeds this month. Now I get out of puff on the stairs and my daughter says I look washed out and pale.',
    basis: 'NHS, Nosebleed (see a GP: symptoms of anaemia)',
    protocol: 241,
    yes: ['signs of anemia'],
    expectedLevel: 2,
  },
  {
    id: 'adult-nosebleed-issue31mapb-10',
    caller:
      'I get a nosebleed once or twice a week and have done for a couple of months. They stop quickly when I pinch.',
    basis: 'NHS, Nosebleed (see a GP: regular nosebleeds)',
    protocol: 241,
    yes: ['Nosebleeds that keep coming back'],
    expectedLevel: 2,
  },
  {
    id: 'adult-nosebleed-issue31mapb-11',
    caller: 'I take rivaroxaban. I had a nosebleed this morning that stopped after about five minutes of pinching.',
    basis: 'NHS, Nosebleed (see a GP: taking a blood-thinning medicine)',
    protocol: 241,
    yes: ['On a blood thinner or with a bleeding disorder'],
    expectedLevel: 2,
  },
  // Earache (242).
  {
    id: 'adult-earache-issue31mapb-01',
    caller:
      'My ear has hurt since yesterday, I have been sick twice this morning and the room keeps tilting when I move my head.',
    basis: 'NHS inform, Earache (GP or out-of-hours service: earache with vomiting); GPDQ, Ear infection (dizziness)',
    protocol: 242,
    yes: ['Ear pain and any of these'],
    expectedLevel: 2,
  },
  {
    id: 'adult-earache-issue31mapb-02',
    caller: 'I have a cold and my left ear aches, and since this morning I can hardly hear anything on that side.',
    basis: 'NHS inform, Earache (GP or out-of-hours service: earache with hearing loss)',
    protocol: 242,
    yes: ['Ear pain and any of these'],
    expectedLevel: 2,
  },
  {
    id: 'adult-earache-issue31mapb-03',
    caller: 'I have type 2 diabetes and my right ear has been aching for two days. No fever that I know of.',
    basis: 'GPDQ, Ear infection (book a GP: diabetes or another long-term condition)',
    protocol: 242,
    yes: ['Ear pain or discharge and diabetes'],
    expectedLevel: 2,
  },
  {
    id: 'adult-earache-issue31mapb-04',
    caller:
      'My ear has ached for four days now. Painkillers take the edge off but it is no better than on the first day. No temperature.',
    basis: 'NHS, Ear infections (see a GP: earache that does not start to get better after 3 days)',
    protocol: 242,
    yes: ['Earache lasting 3 days or more'],
    expectedLevel: 2,
  },
  {
    id: 'adult-earache-issue31mapb-05',
    caller: 'I keep getting ear infections. This is the third one since the spring and my ear is sore again.',
    basis: 'GPDQ, Ear infection (book a GP: regular ear infections)',
    protocol: 242,
    yes: ['Earaches or ear infections that keep coming back'],
    expectedLevel: 2,
  },
  // Muscle Spasm or Lockjaw (251).
  {
    id: 'adult-muscle-spasm-lockjaw-issue31mapb-01',
    caller:
      'I trod on a rusty nail in the garden two weeks ago. Since yesterday my calf muscles keep locking into hard, painful spasms. My jaw feels fine.',
    basis: 'NHS, Tetanus (A&E or 999: severe muscle stiffness or spasms after a wound)',
    protocol: 251,
    yes: ['severe muscle stiffness or spasms anywhere'],
    expectedLevel: 1,
  },
  {
    id: 'adult-muscle-spasm-lockjaw-issue31mapb-02',
    caller:
      'I cut my hand on a garden fork yesterday. It is clean and closed, but I have no idea when I last had a tetanus jab.',
    basis: 'NHS, Tetanus (GP or minor injuries unit: not fully vaccinated or unsure)',
    protocol: 251,
    yes: ['Wound in the past 3 weeks'],
    expectedLevel: 2,
  },
];
