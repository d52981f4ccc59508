/**
 * Authored scenarios for issue 31's pediatric reference mapping (fifth batch: Vaginal Symptoms,
 * Influenza, Ear: Object, Wax or Injury, Swollen Lymph Nodes, Chickenpox, Lice and Pinworms, Eating
 * Disorder Concerns, Sleep Problems, Diabetes: High or Low Blood Sugar): one call per question whose
 * wording or level the mapping changed (content/src/references/mapping/peds/), so the sourced sign
 * reaches its level through the engine. Written by the reviewer who changed the content, so they
 * guard against regressions; they are not the blind cases (docs/clinical-safety.md).
 */
import type { Scenario } from './scenario.ts';

export const issue31MapPedsEScenarios: readonly Scenario[] = [
  // Vaginal Symptoms (Seattle Children's, Vaginal itching and Genital injury - female; Schmitt-Thompson
  // via Chapel Hill Children's Clinic; Kingston and Richmond NHS FT; MSD Manual; Tenafly Pediatrics).
  {
    id: 'peds-vaginal-symptoms-issue31map-01',
    caller:
      'My 7-year-old slipped onto the edge of the bath an hour ago. It bled a bit and now she went white and says she cannot stand up, her legs are too wobbly.',
    basis: "Seattle Children's, Genital injury - female (call 911)",
    contentSet: 'oh_peds',
    protocol: 350,
    yes: ['fainted or too weak to stand'],
    expectedLevel: 1,
  },
  {
    id: 'peds-vaginal-symptoms-issue31map-02',
    caller:
      'My 5-year-old fell on the climbing frame. The outside looks OK but there is blood coming from inside, from the opening itself.',
    basis: "Seattle Children's, Genital injury - female (go to the ER)",
    contentSet: 'ah_peds',
    protocol: 350,
    yes: ['bleeding from inside the vagina'],
    expectedLevel: 1,
  },
  {
    id: 'peds-vaginal-symptoms-issue31map-03',
    caller:
      'My daughter is 4 and has been sore and red down below for a couple of days. Today she just lies on the couch, won’t play and won’t eat anything.',
    basis: "Seattle Children's, Vaginal itching or irritation (call now)",
    contentSet: 'oh_peds',
    protocol: 350,
    yes: ['Looks or acts very sick'],
    expectedLevel: 2,
  },
  {
    id: 'peds-vaginal-symptoms-issue31map-04',
    caller: 'My 6-year-old pushed a little rubber eraser up inside herself and I can’t get it out.',
    basis: "Schmitt-Thompson via Chapel Hill Children's Clinic, Genital injury - female",
    contentSet: 'ah_peds',
    protocol: 350,
    yes: ['object in the vagina that cannot be got out'],
    expectedLevel: 2,
  },
  {
    id: 'peds-vaginal-symptoms-issue31map-05',
    caller:
      'My 9-month-old girl rolled off the changing table onto the side of the toy box and her private area is bruised.',
    basis: "Schmitt-Thompson via Chapel Hill Children's Clinic, Genital injury - female (age under 1)",
    contentSet: 'oh_peds',
    protocol: 350,
    yes: ['genital injury in a baby younger than 1 year'],
    expectedLevel: 2,
  },
  {
    id: 'peds-vaginal-symptoms-issue31map-06',
    caller: 'I found a few spots of blood in my 5-year-old’s knickers this morning. She hasn’t fallen or hurt herself.',
    basis: 'Raising Children Network, Vulvovaginitis (see your GP)',
    contentSet: 'oh_peds',
    protocol: 350,
    yes: ['blood on the underwear or in the diaper'],
    expectedLevel: 2,
  },
  {
    id: 'peds-vaginal-symptoms-issue31map-07',
    caller:
      'My 6-year-old has had a whitish wet patch in her pants for a few days. It doesn’t smell and she isn’t itchy.',
    basis: "Seattle Children's, Vaginal itching or irritation (call within 24 hours)",
    contentSet: 'oh_peds',
    protocol: 350,
    yes: ['discharge of any color, smell or amount'],
    expectedLevel: 2,
  },
  {
    id: 'peds-vaginal-symptoms-issue31map-08',
    caller: 'My 3-year-old has a red, itchy bottom at the front and now she has a temperature of 101.',
    basis: "Seattle Children's, Vaginal itching or irritation (fever: call within 24 hours)",
    contentSet: 'ah_peds',
    protocol: 350,
    yes: ['with the itching, soreness, redness or discharge'],
    expectedLevel: 2,
  },
  {
    id: 'peds-vaginal-symptoms-issue31map-09',
    caller:
      'My 5-year-old is itchy down there, and she is also running to the toilet every few minutes and says it hurts inside when she wees. No temperature.',
    basis: 'Kingston and Richmond NHS FT, Vulvovaginitis in girls (contact your GP)',
    contentSet: 'oh_peds',
    protocol: 350,
    yes: ['Possible urine infection'],
    expectedLevel: 2,
  },
  {
    id: 'peds-vaginal-symptoms-issue31map-10',
    caller:
      'My 11-year-old has been itchy in her private area for a few days. No discharge, no fever, and she is fine otherwise.',
    basis: "Seattle Children's, Vaginal itching or irritation (age over 10: call during office hours)",
    contentSet: 'oh_peds',
    protocol: 350,
    yes: ['a girl 10 years or older'],
    expectedLevel: 2,
  },
  {
    id: 'peds-vaginal-symptoms-issue31map-11',
    caller:
      'My 4-year-old is red and itchy around her front bottom and it stings when she wees on the sore skin. We have used bubble bath all week. Nothing coming out, no blood.',
    basis: 'Kingston and Richmond NHS FT, Vulvovaginitis in girls (home care)',
    contentSet: 'oh_peds',
    protocol: 350,
    yes: ['with or without stinging where urine touches the sore skin'],
    expectedLevel: 3,
  },
  {
    id: 'peds-vaginal-symptoms-issue31map-12',
    caller:
      'My 6-year-old fell on her bike bar. There is a small bruise and a little graze on the outside that bled for a minute and stopped. She has had a wee and it was fine.',
    basis: 'Schmitt pediatric advice via Tenafly Pediatrics, Genital trauma (home care)',
    contentSet: 'oh_peds',
    protocol: 350,
    yes: ['Minor straddle injury'],
    expectedLevel: 3,
  },
  {
    id: 'peds-vaginal-symptoms-issue31map-13',
    caller:
      'My 10-year-old has started growing breasts and now has a bit of clear-white discharge in her pants. No itching, no smell.',
    basis: 'MSD Manual, Vaginal itching or discharge in children (normal before the first period)',
    contentSet: 'oh_peds',
    protocol: 350,
    yes: ['A thin white or clear discharge'],
    expectedLevel: 3,
  },
  // Influenza (NHS Humber and North Yorkshire Healthier Together, Flu; Seattle Children's, Flu symptoms;
  // CDC warning signs via UK HealthCare; Children's Hospital Colorado; Cincinnati Pediatrics).
  {
    id: 'peds-influenza-issue31map-01',
    caller:
      'My 3-year-old has the flu and her breathing keeps stopping for a few seconds, then she gasps. She is too puffed to drink.',
    basis: 'NHS Humber and North Yorkshire Healthier Together, Flu (red signs)',
    contentSet: 'oh_peds',
    protocol: 351,
    yes: ['Severe trouble breathing'],
    expectedLevel: 1,
  },
  {
    id: 'peds-influenza-issue31map-02',
    caller: 'My son has flu and his skin has gone a patchy grey-white colour, like marble, and his tummy feels cold.',
    basis: 'NHS Humber and North Yorkshire Healthier Together, Flu (red signs)',
    contentSet: 'ah_peds',
    protocol: 351,
    yes: ['pale and mottled'],
    expectedLevel: 1,
  },
  {
    id: 'peds-influenza-issue31map-03',
    caller:
      'My daughter has a high temperature with the flu and I have just noticed little dark red-purple dots on her legs.',
    basis: 'NHS Humber and North Yorkshire Healthier Together, Flu (rash that does not fade)',
    contentSet: 'oh_peds',
    protocol: 351,
    yes: ['purple or blood-colored spots or dots'],
    expectedLevel: 1,
  },
  {
    id: 'peds-influenza-issue31map-04',
    caller:
      'My 2-year-old has flu and has been screaming for an hour. Nothing calms him, not cuddles, not the TV, and he pushes me away when I pick him up.',
    basis: "NHS Humber and North Yorkshire Healthier Together, Flu; Seattle Children's, Flu symptoms",
    contentSet: 'ah_peds',
    protocol: 351,
    yes: ['Extremely agitated'],
    expectedLevel: 1,
  },
  {
    id: 'peds-influenza-issue31map-05',
    caller: 'My 7-month-old has the flu and since this morning she refuses every bottle, she just turns her head away.',
    basis:
      'CDC emergency warning signs, quoted by UK HealthCare, Flu can be dangerous (an infant unable to eat with no tears or fewer wet diapers: the ED). Issue 31 consistency-2: refusing feeds in a baby who is awake and alert, with no sign of dehydration given, is the shared finding (see now; NICE NG143 amber)',
    contentSet: 'oh_peds',
    protocol: 351,
    yes: ['refused 2 or more feeds in a row'],
    expectedLevel: 2,
  },
  {
    id: 'peds-influenza-issue31map-06',
    caller:
      'My 4-year-old has flu and is only taking sips. She has only done two wees today and her lips look dry, but she did have a wee a couple of hours ago.',
    basis: 'Cincinnati Pediatrics, Influenza FAQ (possible dehydration: be seen right away)',
    contentSet: 'oh_peds',
    protocol: 351,
    yes: ['Mild to moderate dehydration'],
    expectedLevel: 2,
  },
  {
    id: 'peds-influenza-issue31map-07',
    caller:
      'My 12-year-old has flu symptoms since last night. He has severe obesity and a liver problem he sees a specialist for.',
    basis: "Children's Hospital Colorado, Influenza - seasonal (high-risk child: call your doctor)",
    contentSet: 'oh_peds',
    protocol: 351,
    yes: ['high-risk child'],
    expectedLevel: 2,
  },
  {
    id: 'peds-influenza-issue31map-08',
    caller:
      'My 6-year-old has had flu for two days with a fever and today she has come out in a pink blotchy rash on her chest.',
    basis: "Seattle Children's, Flu symptoms (fever with a rash: call now)",
    contentSet: 'ah_peds',
    protocol: 351,
    yes: ['Fever with a red or pink rash'],
    expectedLevel: 2,
  },
  // Ear: Object, Wax or Injury (Schmitt-Thompson via Wesley Kids and Pediatric Associates (NC);
  // Healthwise via CommonSpirit Health; St John Ambulance; Pediatric Advisor via KPJ Penang;
  // Raising Children Network; Just One Norfolk).
  {
    id: 'peds-ear-object-wax-injury-issue31map-01',
    caller:
      'My son got smacked on the ear with a ball an hour ago and now he keeps wobbling and bumping into things when he walks.',
    basis: 'Schmitt-Thompson via Wesley Kids, Ear - injury (unsteady walking)',
    contentSet: 'oh_peds',
    protocol: 352,
    yes: ['or unsteady walking'],
    expectedLevel: 1,
  },
  {
    id: 'peds-ear-object-wax-injury-issue31map-02',
    caller: 'My 5-year-old was poking a pencil in his ear and his sister bumped him, it went right in. He cried a lot.',
    basis: 'Schmitt-Thompson via Wesley Kids, Ear - injury (pointed object inserted)',
    contentSet: 'ah_peds',
    protocol: 352,
    yes: ['A pointed object (pencil'],
    expectedLevel: 2,
  },
  {
    id: 'peds-ear-object-wax-injury-issue31map-03',
    caller:
      'My daughter caught her ear on a door frame and there is a cut on the ear that is still bleeding through the tissue after I pressed on it for 10 minutes.',
    basis: 'Schmitt-Thompson via Wesley Kids, Ear - injury (bleeding not stopped after 10 minutes)',
    contentSet: 'oh_peds',
    protocol: 352,
    yes: ['bleeding that has not stopped after 10 minutes'],
    expectedLevel: 2,
  },
  {
    id: 'peds-ear-object-wax-injury-issue31map-04',
    caller:
      'My 13-year-old had the top part of her ear pierced last week and now the whole top of the ear is red and puffy.',
    basis: 'Schmitt-Thompson via Pediatric Associates (NC), Ear piercing symptoms',
    contentSet: 'oh_peds',
    protocol: 352,
    yes: ['upper ear (cartilage)'],
    expectedLevel: 2,
  },
  {
    id: 'peds-ear-object-wax-injury-issue31map-05',
    caller:
      'I was cleaning my toddler’s ear with a cotton bud and there were a couple of drops of blood on it afterwards. He seems OK now.',
    basis: 'Schmitt-Thompson via Wesley Kids, Ear - injury (few drops of blood: within 24 hours)',
    contentSet: 'oh_peds',
    protocol: 352,
    yes: ['a few drops of blood from the ear canal'],
    expectedLevel: 2,
  },
  {
    id: 'peds-ear-object-wax-injury-issue31map-06',
    caller: 'My daughter’s earring back has got stuck inside the hole in her earlobe and we can’t get it out.',
    basis: 'Pediatric Advisor (Schmitt) via KPJ Penang, Pierced ear infection (clasp stuck: call right away)',
    contentSet: 'ah_peds',
    protocol: 352,
    yes: ['stuck and cannot be taken out'],
    expectedLevel: 2,
  },
  {
    id: 'peds-ear-object-wax-injury-issue31map-07',
    caller:
      'My 3-year-old pushed a piece of crayon into his ear tonight. It does not seem to hurt him and I can just see it.',
    basis: 'St John Ambulance, Foreign object in the ear; Healthwise via CommonSpirit Health, Object in the ear',
    contentSet: 'ah_peds',
    protocol: 352,
    yes: ['Small object (bead, food, paper)'],
    expectedLevel: 2,
  },
  {
    id: 'peds-ear-object-wax-injury-issue31map-08',
    caller:
      'My 9-year-old suddenly can’t hear out of his left ear since this morning. He hasn’t hurt it, there’s no cold.',
    basis: 'Raising Children Network, Ear wax (sudden hearing loss: see your GP)',
    contentSet: 'oh_peds',
    protocol: 352,
    yes: ['sudden hearing loss'],
    expectedLevel: 2,
  },
  {
    id: 'peds-ear-object-wax-injury-issue31map-09',
    caller:
      'We have used the olive oil wax drops from the chemist for a week and my son still can’t hear properly in that ear.',
    basis: 'Raising Children Network, Ear wax (wax that does not soften: see your GP)',
    contentSet: 'oh_peds',
    protocol: 352,
    yes: ['still muffles hearing after softening drops'],
    expectedLevel: 2,
  },
  {
    id: 'peds-ear-object-wax-injury-issue31map-10',
    caller:
      'My 8-year-old says his ear feels blocked and a bit achy and I can see hard brown wax. No tubes, nothing leaking, he is playing fine.',
    basis: 'Just One Norfolk (NHS children’s services), Ear wax (talk to your pharmacist)',
    contentSet: 'oh_peds',
    protocol: 352,
    yes: ['Hard earwax with muffled hearing'],
    expectedLevel: 3,
  },
  {
    id: 'peds-ear-object-wax-injury-issue31map-11',
    caller:
      'My daughter’s pierced earlobe is a bit red and sore with a yellow crust round the hole. No temperature, the redness is just around the earring.',
    basis: 'Pediatric Advisor (Schmitt) via KPJ Penang, Pierced ear infection (home care)',
    contentSet: 'oh_peds',
    protocol: 352,
    yes: ['Pierced earlobe that is sore'],
    expectedLevel: 3,
  },
  {
    id: 'peds-ear-object-wax-injury-issue31map-12',
    caller:
      'My son scratched the outside of his ear on a bush, a tiny cut that bled a little and stopped when I pressed it.',
    basis: 'Schmitt-Thompson via Wesley Kids, Ear - injury (minor injury: parent care at home)',
    contentSet: 'oh_peds',
    protocol: 352,
    yes: ['Minor bump, scratch or small cut of the outer ear'],
    expectedLevel: 3,
  },
  // Swollen Glands (NHS content on nidirect, Swollen glands; NHS Healthier Together via Hounslow and
  // Richmond Community Healthcare, Lymphadenopathy; Pediatric Advisor (Schmitt) via Island Coast
  // Pediatrics, Lymph nodes swollen; Advocates for Kids, Lumps, lymph nodes and kernels).
  {
    id: 'peds-swollen-lymph-nodes-issue31map-01',
    caller:
      'My son has big glands in his neck and now he is so out of breath he can’t finish a word or drink his juice.',
    basis: 'NHS Healthier Together, Lymphadenopathy (red signs)',
    contentSet: 'oh_peds',
    protocol: 354,
    yes: ['Trouble breathing (too breathless to talk'],
    expectedLevel: 1,
  },
  {
    id: 'peds-swollen-lymph-nodes-issue31map-02',
    caller:
      'My daughter has swollen glands and a fever and she just had a fit on the sofa, her arms and legs were jerking.',
    basis: 'NHS Healthier Together, Lymphadenopathy (has a fit)',
    contentSet: 'ah_peds',
    protocol: 354,
    yes: ['or a seizure (fit)'],
    expectedLevel: 1,
  },
  {
    id: 'peds-swollen-lymph-nodes-issue31map-03',
    caller:
      'My boy has lumps in his neck and a temperature, and now there are dark purple dots appearing on his tummy.',
    basis: 'NHS Healthier Together, Lymphadenopathy (rash that does not fade)',
    contentSet: 'oh_peds',
    protocol: 354,
    yes: ['Fever with purple or blood-colored spots'],
    expectedLevel: 1,
  },
  {
    id: 'peds-swollen-lymph-nodes-issue31map-04',
    caller:
      'My 6-year-old has had swollen glands for a while and I just noticed lots of tiny red-purple pinprick dots on her legs. No temperature.',
    basis: 'NHS Healthier Together, Lymphadenopathy (rash that does not fade)',
    contentSet: 'oh_peds',
    protocol: 354,
    yes: ['Tiny purple or blood-colored spots'],
    expectedLevel: 1,
  },
  {
    id: 'peds-swollen-lymph-nodes-issue31map-05',
    caller:
      'My 4-year-old has swollen glands under his arm and today he just lies there, won’t play or eat, even after Calpol. No fever now.',
    basis: 'Pediatric Advisor (Schmitt) via Island Coast Pediatrics, Lymph nodes swollen (acts very sick)',
    contentSet: 'oh_peds',
    protocol: 354,
    yes: ['looks or acts very sick'],
    expectedLevel: 1,
  },
  {
    id: 'peds-swollen-lymph-nodes-issue31map-06',
    caller: 'The lump on my son’s neck has gone red on top since this morning. It is sore when he turns his head.',
    basis:
      'Pediatric Advisor (Schmitt) via Island Coast Pediatrics, Lymph nodes swollen (skin over the node turns red)',
    contentSet: 'ah_peds',
    protocol: 354,
    yes: ['The skin over a node is red'],
    expectedLevel: 2,
  },
  {
    id: 'peds-swollen-lymph-nodes-issue31map-07',
    caller: 'I felt a lump just by my daughter’s collarbone, at the bottom of her neck. She seems well.',
    basis: 'Advocates for Kids, Lumps, lymph nodes and kernels (node around the collarbone)',
    contentSet: 'oh_peds',
    protocol: 354,
    yes: ['above or around the collarbone'],
    expectedLevel: 2,
  },
  {
    id: 'peds-swollen-lymph-nodes-issue31map-08',
    caller:
      'The gland in my son’s neck is about as big as a quarter now and it seems bigger than it was on Monday. It isn’t red.',
    basis: 'NHS Healthier Together, Lymphadenopathy (increasing in size, bigger than a 10p coin: today)',
    contentSet: 'ah_peds',
    protocol: 354,
    yes: ['keeps getting bigger'],
    expectedLevel: 2,
  },
  {
    id: 'peds-swollen-lymph-nodes-issue31map-09',
    caller: 'My 7-year-old has had swollen neck glands and a temperature of about 101 for four days now.',
    basis: 'Pediatric Advisor (Schmitt) via Island Coast Pediatrics, Lymph nodes swollen (fever: within 24 hours)',
    contentSet: 'oh_peds',
    protocol: 354,
    yes: ['fever lasting 3 days or more'],
    expectedLevel: 2,
  },
  {
    id: 'peds-swollen-lymph-nodes-issue31map-10',
    caller:
      'I found a lump in my daughter’s groin in the bath. She hasn’t been ill at all and has no cuts or rashes on her legs.',
    basis: 'NHS content on nidirect, Swollen glands (no other sign of illness: see your GP)',
    contentSet: 'oh_peds',
    protocol: 354,
    yes: ['no illness or infection to explain it'],
    expectedLevel: 2,
  },
  {
    id: 'peds-swollen-lymph-nodes-issue31map-11',
    caller:
      'My son has had two little pea-sized glands in his neck for over a year. The doctor saw them before; they are soft and he is well.',
    basis: 'NHS Healthier Together, Lymphadenopathy (small nodes may stay for years: self care)',
    contentSet: 'oh_peds',
    protocol: 354,
    yes: ['small glands that have been there a long time'],
    expectedLevel: 3,
  },
  // Chickenpox (HSE.ie, Chickenpox in babies and children; Schmitt-Thompson via Riverside
  // Pediatrics, Chickenpox; NHS Black Country 0-18 Healthier Together, Chickenpox).
  {
    id: 'peds-chickenpox-issue31map-01',
    caller:
      'My 4-year-old has chickenpox and now he just lies there not moving. When I stand him up his legs give way.',
    basis: 'Schmitt-Thompson via Riverside Pediatrics, Chickenpox (call 911)',
    contentSet: 'oh_peds',
    protocol: 356,
    yes: ['not moving or too weak to stand'],
    expectedLevel: 1,
  },
  {
    id: 'peds-chickenpox-issue31map-02',
    caller: 'My son has chickenpox and he is puffing so hard he can’t get a sentence out or drink anything.',
    basis: 'NHS Black Country 0-18 Healthier Together, Chickenpox (red signs)',
    contentSet: 'ah_peds',
    protocol: 356,
    yes: ['Severe trouble breathing (too breathless to talk'],
    expectedLevel: 1,
  },
  {
    id: 'peds-chickenpox-issue31map-03',
    caller:
      'My 6-year-old is on day 4 of chickenpox and today she keeps nodding off. I can wake her but she drifts straight back to sleep.',
    basis: 'HSE.ie, Chickenpox in babies and children (drowsy: emergency department)',
    contentSet: 'oh_peds',
    protocol: 356,
    yes: ['unusually drowsy'],
    expectedLevel: 1,
  },
  {
    id: 'peds-chickenpox-issue31map-04',
    caller:
      'My daughter finished a course of prednisolone for her asthma last week and now she has come out in chickenpox spots.',
    basis: 'Schmitt-Thompson via Riverside Pediatrics, Chickenpox (steroid in the past 2 weeks)',
    contentSet: 'ah_peds',
    protocol: 356,
    yes: ['steroid medicine by mouth or injection'],
    expectedLevel: 1,
  },
  {
    id: 'peds-chickenpox-issue31map-05',
    caller:
      'My toddler has chickenpox all over his mouth and won’t drink. His nappy has been dry since this morning, 10 hours ago.',
    basis: 'HSE.ie, Chickenpox in babies and children (signs of dehydration)',
    contentSet: 'oh_peds',
    protocol: 356,
    yes: ['Signs of dehydration'],
    expectedLevel: 1,
  },
  {
    id: 'peds-chickenpox-issue31map-06',
    caller: 'One of my son’s chickenpox spots on his arm has a red line going up towards his elbow.',
    basis: 'Schmitt-Thompson via Riverside Pediatrics, Chickenpox (red streak)',
    contentSet: 'ah_peds',
    protocol: 356,
    yes: ['red streak spreading from a spot'],
    expectedLevel: 2,
  },
  {
    id: 'peds-chickenpox-issue31map-07',
    caller: 'My 5-year-old with chickenpox has a temperature of 104.5 tonight.',
    basis: 'Schmitt-Thompson via Riverside Pediatrics, Chickenpox (fever over 104 °F)',
    contentSet: 'ah_peds',
    protocol: 356,
    yes: ['Fever of 104 °F (40 °C) or higher'],
    expectedLevel: 2,
  },
  {
    id: 'peds-chickenpox-issue31map-08',
    caller: 'My daughter has chickenpox and has been sick four times this afternoon.',
    basis: 'Schmitt-Thompson via Riverside Pediatrics, Chickenpox (vomits 3 or more times)',
    contentSet: 'oh_peds',
    protocol: 356,
    yes: ['Vomits 3 or more times'],
    expectedLevel: 2,
  },
  {
    id: 'peds-chickenpox-issue31map-09',
    caller:
      'My son has chickenpox in his mouth and is only sipping a bit of water. He has only done two wees today and his lips are dry.',
    basis: 'HSE.ie, Chickenpox in babies and children (signs of dehydration)',
    contentSet: 'oh_peds',
    protocol: 356,
    yes: ['Mild to moderate dehydration'],
    expectedLevel: 2,
  },
  {
    id: 'peds-chickenpox-issue31map-10',
    caller: 'My 3-year-old with chickenpox keeps blinking one eye over and over and rubbing it.',
    basis: 'Schmitt-Thompson via Riverside Pediatrics, Chickenpox (constant blinking)',
    contentSet: 'ah_peds',
    protocol: 356,
    yes: ['eye pain or a red, painful eye, or constant blinking'],
    expectedLevel: 2,
  },
  {
    id: 'peds-chickenpox-issue31map-11',
    caller: 'My 8-month-old has had chickenpox for three days now. She is feeding OK.',
    basis: 'Schmitt-Thompson via Riverside Pediatrics, Chickenpox (age under 1 year: within 24 hours)',
    contentSet: 'oh_peds',
    protocol: 356,
    yes: ['Baby younger than 12 months'],
    expectedLevel: 2,
  },
  {
    id: 'peds-chickenpox-issue31map-12',
    caller: 'My son has bad eczema on his arms and legs and now he has caught chickenpox.',
    basis: 'HSE.ie, Chickenpox in babies and children (skin condition such as eczema)',
    contentSet: 'oh_peds',
    protocol: 356,
    yes: ['a skin condition such as eczema'],
    expectedLevel: 2,
  },
  {
    id: 'peds-chickenpox-issue31map-13',
    caller:
      'My daughter’s chickenpox are crusting over, but one spot on her leg is much bigger than the rest. She is fine in herself.',
    basis: 'Schmitt-Thompson via Riverside Pediatrics, Chickenpox (one sore much bigger than the others)',
    contentSet: 'oh_peds',
    protocol: 356,
    yes: ['one sore is much bigger than the others'],
    expectedLevel: 2,
  },
  {
    id: 'peds-chickenpox-issue31map-14',
    caller:
      'My son’s temperature went away for two days with his chickenpox and now it is back at 102 tonight. He is playing.',
    basis: 'Schmitt-Thompson via Riverside Pediatrics, Chickenpox (fever returning after 24 hours)',
    contentSet: 'oh_peds',
    protocol: 356,
    yes: ['Fever lasting 5 days or more'],
    expectedLevel: 2,
  },
  {
    id: 'peds-chickenpox-issue31map-15',
    caller: 'It is day 8 of my daughter’s chickenpox and she is still getting new spots coming up.',
    basis: 'Schmitt-Thompson via Riverside Pediatrics, Chickenpox (new spots after day 6)',
    contentSet: 'oh_peds',
    protocol: 356,
    yes: ['New spots still appearing on day 7 or later'],
    expectedLevel: 2,
  },
  {
    id: 'peds-chickenpox-issue31map-16',
    caller:
      'My 2-year-old played with a boy who came out in chickenpox the next day, that was 3 days ago. She hasn’t had the chickenpox jab.',
    basis: 'Schmitt-Thompson via Riverside Pediatrics, Chickenpox (exposure within 5 days, not vaccinated)',
    contentSet: 'oh_peds',
    protocol: 356,
    yes: ['Exposed to chickenpox or shingles in the past 5 days'],
    expectedLevel: 2,
  },
  {
    id: 'peds-chickenpox-issue31map-17',
    caller: 'There is chickenpox going round my son’s class. He had both chickenpox vaccines and has no spots.',
    basis: 'Sandbach NHS GP practice self-care page, Chickenpox',
    contentSet: 'oh_peds',
    protocol: 356,
    yes: ['a healthy child who has had the vaccine'],
    expectedLevel: 3,
  },
  // Lice and Pinworms (Seattle Children's, Lice - head; Healthwise via CommonSpirit Health, Lice;
  // Sterling Medical Advice, Head lice; Children's Hospital Colorado, Pinworms; WebMD (Healthwise), Pinworms).
  {
    id: 'peds-lice-pinworms-issue31map-01',
    caller:
      'My son has had nits for a while and now the back of his scalp is red and hot with a sore that has yellow crust on it.',
    basis: 'Healthwise via CommonSpirit Health, Lice (scalp sore that may be infected)',
    contentSet: 'oh_peds',
    protocol: 357,
    yes: ['pus), with no fever'],
    expectedLevel: 2,
  },
  {
    id: 'peds-lice-pinworms-issue31map-02',
    caller: 'My 6-week-old has lice, her big sister brought them home. What can I use on a baby this small?',
    basis: "Seattle Children's, Lice - head (baby under 2 months: within 24 hours)",
    contentSet: 'ah_peds',
    protocol: 357,
    yes: ['Head lice in a baby younger than 2 months'],
    expectedLevel: 2,
  },
  {
    id: 'peds-lice-pinworms-issue31map-03',
    caller: 'My daughter has threadworms and tonight she has a temperature and says her tummy really hurts.',
    basis: 'WebMD (Healthwise), Pinworms (fever or abdominal pain)',
    contentSet: 'ah_peds',
    protocol: 357,
    yes: ['with a fever or belly pain'],
    expectedLevel: 2,
  },
  {
    id: 'peds-lice-pinworms-issue31map-04',
    caller: 'My 5-year-old has worms again and now she says it stings when she wees and she keeps needing to go.',
    basis: 'WebMD (Healthwise), Pinworms (urinary symptoms)',
    contentSet: 'oh_peds',
    protocol: 357,
    yes: ['possible urine infection'],
    expectedLevel: 2,
  },
  {
    id: 'peds-lice-pinworms-issue31map-05',
    caller:
      'We did the lice lotion twice, a week apart, exactly like the box said, and I am still finding live lice on my son.',
    basis: 'Healthwise via CommonSpirit Health, Lice (live lice after treatment: contact the doctor)',
    contentSet: 'oh_peds',
    protocol: 357,
    yes: ['still seen after a lice product has been used 2 times'],
    expectedLevel: 2,
  },
  {
    id: 'peds-lice-pinworms-issue31map-06',
    caller: 'My 18-month-old has head lice. Can I use the lice shampoo from the pharmacy on her?',
    basis: 'Sterling Medical Advice, Head lice (under 2 years: talk with the doctor before treating)',
    contentSet: 'oh_peds',
    protocol: 357,
    yes: ['younger than 2 years, and the family wants to use a lice medicine'],
    expectedLevel: 2,
  },
  {
    id: 'peds-lice-pinworms-issue31map-07',
    caller:
      'We all took the worm tablets two weeks ago but I saw the little white worms on my son’s bottom again last night.',
    basis: 'WebMD (Healthwise), Pinworms (not cleared after treatment)',
    contentSet: 'oh_peds',
    protocol: 357,
    yes: ['worms still seen after pinworm treatment'],
    expectedLevel: 2,
  },
  {
    id: 'peds-lice-pinworms-issue31map-08',
    caller:
      'My 4-year-old’s bottom has been itchy for over a week and the skin around it is red and she says it hurts when I wipe.',
    basis: "Children's Hospital Colorado, Pinworms (red, tender skin; itching more than 1 week)",
    contentSet: 'oh_peds',
    protocol: 357,
    yes: ['red, tender skin around the anus'],
    expectedLevel: 2,
  },
  {
    id: 'peds-lice-pinworms-issue31map-09',
    caller:
      'My son has a very itchy rash in the webs between his fingers and on his wrists, and now his brother is scratching too.',
    basis: 'AAP Red Book: scabies (prescription treatment)',
    contentSet: 'oh_peds',
    protocol: 357,
    yes: ['possible scabies'],
    expectedLevel: 2,
  },
  {
    id: 'peds-lice-pinworms-issue31map-10',
    caller:
      'My daughter scratches her bottom a bit at bedtime. I looked with a torch and could not see any worms. She is well otherwise.',
    basis: "Children's Hospital Colorado, Pinworms (itching with no pinworm seen: self care)",
    contentSet: 'oh_peds',
    protocol: 357,
    yes: ['no worms seen'],
    expectedLevel: 3,
  },
  // Eating Disorder Concerns (A.D.A.M. text reproduced by Something Fishy, Anorexia nervosa).
  {
    id: 'peds-eating-disorder-concerns-issue31map-01',
    caller:
      'My 15-year-old has anorexia and has barely eaten for weeks. Half an hour ago she went rigid and shook all over for about a minute; she is awake now but groggy.',
    basis:
      'A.D.A.M. text reproduced by Something Fishy, Anorexia nervosa: when to contact a medical professional (seizures)',
    contentSet: 'oh_peds',
    protocol: 358,
    yes: ['Has had a seizure (fit)'],
    expectedLevel: 1,
  },
  // Sleep Problems (NHS content via Zana, Nightmares; Boys Town National Research Hospital; CHOC
  // Children's, Sleep FAQ; Offspring Health, Insomnia in children; NHS Healthier Together (what0-18)).
  {
    id: 'peds-sleep-problems-issue31map-01',
    caller:
      'My 7-year-old has started wetting the bed again after years of being dry, and she is drinking loads and always thirsty.',
    basis: "CHOC Children's, Sleep FAQ (new bedwetting in an older child)",
    contentSet: 'ah_peds',
    protocol: 359,
    yes: ['New bedwetting with thirst'],
    expectedLevel: 2,
  },
  {
    id: 'peds-sleep-problems-issue31map-02',
    caller:
      "My daughter doesn't really snore but I hear her gasp and choke in her sleep a few times a night. She is fine in the day.",
    basis: "CHOC Children's, Sleep FAQ (gasping during sleep)",
    contentSet: 'oh_peds',
    protocol: 359,
    yes: ['pauses in breathing or gasping in sleep'],
    expectedLevel: 2,
  },
  {
    id: 'peds-sleep-problems-issue31map-03',
    caller:
      "My 9-year-old takes hours to get off to sleep five or six nights a week. We've kept a strict routine and it's been like this for a month.",
    basis: "Offspring Health, Insomnia in children; Boys Town, Don't hit snooze on your child's sleep problems",
    contentSet: 'oh_peds',
    protocol: 359,
    yes: ['on 4 nights or more each week'],
    expectedLevel: 2,
  },
  {
    id: 'peds-sleep-problems-issue31map-04',
    caller: 'Ever since the car accident in the summer my son has the same bad dream about it most nights.',
    basis: 'NHS content via Zana, Nightmares (stressful past experience)',
    contentSet: 'oh_peds',
    protocol: 359,
    yes: ['started after a frightening or upsetting experience'],
    expectedLevel: 2,
  },
  {
    id: 'peds-sleep-problems-issue31map-05',
    caller: 'My 8-year-old sleepwalks and last night we found him outside in the garden trying to open the gate.',
    basis: "CHOC Children's, Sleep FAQ (safety concerns at night)",
    contentSet: 'oh_peds',
    protocol: 359,
    yes: ['Sleepwalking that puts your child in danger'],
    expectedLevel: 2,
  },
  {
    id: 'peds-sleep-problems-issue31map-06',
    caller:
      "My 6-year-old has been dry at night for two years and has wet the bed four times this week. She isn't thirsty and it doesn't hurt to wee.",
    basis: "CHOC Children's, Sleep FAQ (new bedwetting in an older child)",
    contentSet: 'oh_peds',
    protocol: 359,
    yes: ['New bedwetting in a child who had been dry at night'],
    expectedLevel: 2,
  },
  {
    id: 'peds-sleep-problems-issue31map-07',
    caller:
      "My 15-year-old says she can't get to sleep some nights, she's on her phone late. She gets up for school fine and is well otherwise.",
    basis: 'NHS Healthier Together (what0-18), Sleeping (self care)',
    contentSet: 'oh_peds',
    protocol: 359,
    yes: ['trouble falling asleep, night waking'],
    expectedLevel: 3,
  },
  // Diabetes: High or Low Blood Sugar (NHS.uk, Type 1 diabetes; Healthwise via Billings Clinic and WebMD;
  // NHS content via Zana, Diabetic ketoacidosis; Diabetes Ireland; KidsHealth via Cook Children's).
  {
    id: 'peds-diabetes-high-low-blood-sugar-issue31map-01',
    caller:
      "My son is type 1. He was low at 55, I gave him juice twice and now he is 80 but he's gone all floppy and sleepy and won't talk to me.",
    basis: 'Healthwise via Billings Clinic, Low blood sugar: emergency care for a child (sleepier after quick sugar)',
    contentSet: 'ah_peds',
    protocol: 360,
    yes: ['becomes sleepier or has no energy'],
    expectedLevel: 1,
  },
  {
    id: 'peds-diabetes-high-low-blood-sugar-issue31map-02',
    caller:
      "My 10-year-old has been drinking loads and weeing all the time for a couple of weeks, and today she feels sick and has had diarrhoea. We don't know of any diabetes.",
    basis: 'NHS.uk, Type 1 diabetes: symptoms (with feeling sick or diarrhoea: 999 or A&E)',
    contentSet: 'oh_peds',
    protocol: 360,
    yes: ['feeling sick (nausea) or diarrhea'],
    expectedLevel: 1,
  },
  {
    id: 'peds-diabetes-high-low-blood-sugar-issue31map-03',
    caller:
      'My daughter has diabetes, her meter says 380 and her heart is pounding really fast and she says she feels dizzy.',
    basis: 'NHS content via Zana, Symptoms of diabetic ketoacidosis (advanced signs: A&E)',
    contentSet: 'oh_peds',
    protocol: 360,
    yes: ['a racing heartbeat, or dizzy'],
    expectedLevel: 1,
  },
  {
    id: 'peds-diabetes-high-low-blood-sugar-issue31map-04',
    caller:
      'My son has been thirsty and tired for a week and we thought it was a bug, but since this morning he is getting worse by the hour. No diagnosis of diabetes.',
    basis: 'NHS.uk, Type 1 diabetes: symptoms (getting worse quickly: 999 or A&E)',
    contentSet: 'ah_peds',
    protocol: 360,
    yes: ['the symptoms are getting worse quickly'],
    expectedLevel: 1,
  },
  {
    id: 'peds-diabetes-high-low-blood-sugar-issue31map-05',
    caller:
      'My daughter is diabetic, sugar is 300 and she has small ketones. We gave the extra insulin and fluids from her sick-day plan three hours ago and the ketones are still there.',
    basis: 'Diabetes Ireland, When to seek emergency help (ketones not responding to sick-day management)',
    contentSet: 'oh_peds',
    protocol: 360,
    yes: ['not going down with the sick-day plan'],
    expectedLevel: 1,
  },
  {
    id: 'peds-diabetes-high-low-blood-sugar-issue31map-06',
    caller: 'My son with type 1 diabetes has a tummy bug and has thrown up four times since lunch; his sugar is 110.',
    basis: 'Diabetes Ireland, When to seek emergency help (keeps vomiting)',
    contentSet: 'ah_peds',
    protocol: 360,
    yes: ['keeps vomiting (3 or more times)'],
    expectedLevel: 1,
  },
  {
    id: 'peds-diabetes-high-low-blood-sugar-issue31map-07',
    caller:
      "My daughter was only diagnosed with diabetes last week, she has a temperature and I am scared, I don't feel I can manage her at home tonight.",
    basis: 'Diabetes Ireland, When to seek emergency help (parent does not feel safe)',
    contentSet: 'ah_peds',
    protocol: 360,
    yes: ['the parent does not feel safe caring for the child at home'],
    expectedLevel: 1,
  },
  {
    id: 'peds-diabetes-high-low-blood-sugar-issue31map-08',
    caller:
      "My son's sugars have been above his target all day and he keeps asking for drinks and going to the toilet. Ketone strip is negative.",
    basis: "KidsHealth via Cook Children's, Diabetes: when to call the doctor",
    contentSet: 'oh_peds',
    protocol: 360,
    yes: ['more thirsty or passing more urine than usual'],
    expectedLevel: 2,
  },
  {
    id: 'peds-diabetes-high-low-blood-sugar-issue31map-09',
    caller:
      'My type 1 daughter has had diarrhoea since early this morning, about 7 hours now. She is drinking and her ketones are negative.',
    basis: 'Healthwise via WebMD, Type 2 diabetes in children (vomiting or diarrhoea for more than 6 hours)',
    contentSet: 'oh_peds',
    protocol: 360,
    yes: ['vomiting or diarrhea for 6 hours or more'],
    expectedLevel: 2,
  },
  {
    id: 'peds-diabetes-high-low-blood-sugar-issue31map-10',
    caller:
      'My teenager has type 2 diabetes and his sugar was 260 yesterday evening and 250 this morning. He feels fine, no ketones.',
    basis: 'Healthwise via WebMD, Type 2 diabetes in children (above the set level on 2 or more readings)',
    contentSet: 'oh_peds',
    protocol: 360,
    yes: ['on 2 or more readings, or for 3 days or more'],
    expectedLevel: 2,
  },
];
