/**
 * Telephone scenarios for the adult protocols of source ids 223-242, written in our own words from
 * public clinical teaching material (named in `basis`). About a third are emergencies; some are
 * deliberately tricky: the harmless cause in the same body area, a threshold one unit away, and the
 * same call worked in office hours and after hours.
 */
import type { Scenario } from './scenario.ts';

export const adultNewScenarios: readonly Scenario[] = [
  // Weakness or numbness (223)
  {
    id: 'adult-weakness-numbness-01',
    caller:
      'My husband, 68, suddenly cannot lift his right arm and the right side of his mouth is drooping. It started about 20 minutes ago.',
    basis: 'American Stroke Association, BE FAST stroke warning signs',
    protocol: 223,
    yes: ['weakness or numbness of the face, arm or leg (especially on one side)'],
    expectedLevel: 1,
  },
  {
    id: 'adult-weakness-numbness-02',
    caller:
      'This morning my mother, 74, slurred her words and her left hand went numb for about 10 minutes. She is completely fine now and does not want to bother anyone.',
    basis: 'American Stroke Association, transient ischemic attack (TIA) patient information',
    protocol: 223,
    yes: ['has now gone away'],
    expectedLevel: 1,
  },
  {
    id: 'adult-weakness-numbness-03',
    caller:
      'I woke up with my whole left arm numb and tingling because I had been lying on it. It came back after I shook it for a minute and I can grip fine.',
    basis: 'Briggs JK, Telephone Triage Protocols for Nurses: numbness from nerve pressure',
    protocol: 223,
    yes: ['after leaning on it or sitting in one position'],
    expectedLevel: 3,
  },
  {
    id: 'adult-weakness-numbness-04',
    caller:
      'For two weeks my thumb and first two fingers on the right hand go numb at night and wake me up. Shaking the hand helps. No weakness.',
    basis: 'American Academy of Orthopaedic Surgeons, OrthoInfo: carpal tunnel syndrome',
    protocol: 223,
    yes: ['thumb, index and middle fingers'],
    expectedLevel: 2,
  },
  // Fainting (224)
  {
    id: 'adult-fainting-01',
    caller:
      'My son, 19, collapsed while running at football practice. He came round after about a minute and says he is fine.',
    basis: '2017 ACC/AHA/HRS syncope guideline: high-risk features (syncope during exertion)',
    protocol: 224,
    yes: ['during exercise'],
    expectedLevel: 1,
  },
  {
    id: 'adult-fainting-02',
    caller:
      'I am 58. I fainted standing in a hot church this morning, felt hot and sweaty first, and woke within seconds. I feel normal now. It has never happened before.',
    basis: '2017 ACC/AHA/HRS syncope guideline: age and first episode as risk markers',
    protocol: 224,
    yes: ['50 years or older', 'Fainted once after a clear trigger'],
    expectedLevel: 2,
  },
  {
    id: 'adult-fainting-03',
    caller:
      'I am 24 and fainted while having blood drawn. I felt queasy and grey first, was out for a few seconds, and now I feel fine after lying down.',
    basis: 'NHS, Fainting: common causes (vasovagal syncope)',
    protocol: 224,
    yes: ['Fainted once after a clear trigger'],
    expectedLevel: 3,
  },
  // Head injury (225)
  {
    id: 'adult-head-injury-01',
    caller:
      'My father, 78, slipped in the bathroom and hit the back of his head. He did not pass out and says he is fine, but he takes apixaban.',
    basis: 'NICE guideline NG232, Head injury: assessment and early management (anticoagulant therapy)',
    protocol: 225,
    yes: ['Takes a blood thinner'],
    expectedLevel: 1,
  },
  {
    id: 'adult-head-injury-02',
    caller:
      'I stood up into an open cupboard door and have a bump on my head. I did not black out and feel completely normal.',
    basis: 'NICE guideline NG232, Head injury: advice for people discharged home',
    protocol: 225,
    yes: ['Minor bump or bruise on the head'],
    expectedLevel: 3,
  },
  {
    id: 'adult-head-injury-03',
    caller:
      'My wife fell off a ladder and hit her head an hour ago. She has thrown up twice since and her headache is getting worse.',
    basis:
      'NICE guideline NG232, Head injury: risk factors for intracranial injury (more than one episode of vomiting)',
    protocol: 225,
    yes: ['Vomited since the injury'],
    expectedLevel: 1,
  },
  // Cuts (226)
  {
    id: 'adult-cuts-lacerations-01',
    caller: 'I put my hand through a window and the cut on my wrist is spurting blood even though I am pressing on it.',
    basis: 'American College of Surgeons, Stop the Bleed: life-threatening bleeding',
    protocol: 226,
    yes: ['blood spurting from the wound'],
    expectedLevel: 1,
  },
  {
    id: 'adult-cuts-lacerations-02',
    caller:
      'I cut my palm deeply with a kitchen knife. The bleeding has stopped with pressure but the tip of my index finger is numb and I cannot bend it.',
    basis: 'Forsch RT et al., Laceration Repair: A Practical Approach (American Family Physician, 2017)',
    protocol: 226,
    yes: ['numbness beyond the cut or trouble moving a finger'],
    expectedLevel: 1,
  },
  {
    id: 'adult-cuts-lacerations-03',
    caller:
      'I cut my shin on the edge of a metal table. It has stopped bleeding but it gapes open about an inch and I can see yellowish fat.',
    basis: 'Forsch RT et al., Laceration Repair: A Practical Approach (American Family Physician, 2017)',
    protocol: 226,
    yes: ['gapes open'],
    expectedLevel: 2,
  },
  {
    id: 'adult-cuts-lacerations-04',
    caller:
      'I nicked my finger chopping onions. It bled a little, stopped with a paper towel, and the edges stay together.',
    basis: 'American Academy of Dermatology, How to treat minor cuts',
    protocol: 226,
    yes: ['Minor cut or scrape'],
    expectedLevel: 3,
  },
  // Wound infection (227)
  {
    id: 'adult-wound-infection-01',
    caller:
      'I scraped my forearm 3 days ago. Now it is red and sore and there is a red line going up towards my elbow.',
    basis: 'IDSA skin and soft tissue infection guideline (2014): lymphangitis and cellulitis',
    protocol: 227,
    yes: ['red streak spreading from the wound'],
    expectedLevel: 2,
  },
  {
    id: 'adult-wound-infection-02',
    caller: 'My cut from last week has a thin pink rim at the edges. It hurts less every day and there is no pus.',
    basis: 'American Academy of Dermatology, How wounds heal: normal healing',
    protocol: 227,
    yes: ['Mild pinkness'],
    expectedLevel: 3,
  },
  // Burns (228)
  {
    id: 'adult-burns-01',
    caller:
      'We got out of a kitchen fire. My husband is hoarse, coughing up black spit and the hair in his nose is singed, but he says he can breathe.',
    basis: 'American Burn Association, Advanced Burn Life Support: inhalation injury signs',
    protocol: 228,
    yes: ['coughing up soot'],
    expectedLevel: 1,
  },
  {
    id: 'adult-burns-02',
    caller: 'I grabbed a hot pan handle and now my palm has two big blisters and really hurts.',
    basis: 'IFRC International First Aid, Resuscitation and Education Guidelines 2020: burns',
    protocol: 228,
    yes: ['Blistered burn (not sunburn) of the hand, foot or over a joint'],
    // Level 2 until issue 31: public sources (Health and Care Portsmouth, Burns or scalds; NHS, Burns
    // and scalds) send a blistered burn on the hand to 999 or the emergency department.
    expectedLevel: 1,
  },
  {
    id: 'adult-burns-03',
    caller:
      'Hot grease splashed on my forearm. It is red and stings, about the size of a quarter, and there are no blisters.',
    basis: 'IFRC International First Aid, Resuscitation and Education Guidelines 2020: burns',
    protocol: 228,
    yes: ['Minor burn'],
    expectedLevel: 3,
  },
  // Bites (229)
  {
    id: 'adult-animal-human-bite-01',
    caller: 'I was bitten on the ankle by a rattlesnake on a hiking trail. It is swelling and burning.',
    basis: 'CDC NIOSH, Venomous snakes: first aid',
    protocol: 229,
    yes: ['venomous or possibly venomous snake'],
    expectedLevel: 1,
  },
  {
    id: 'adult-animal-human-bite-02',
    caller: 'Our cat bit me on the back of my hand this morning. Two small deep holes, not bleeding much.',
    basis: 'IDSA skin and soft tissue infection guideline (2014): animal bites',
    protocol: 229,
    yes: ['or deep puncture of the hand'],
    expectedLevel: 2,
  },
  {
    id: 'adult-animal-human-bite-03',
    caller: 'I woke up and there was a bat flying around my bedroom. I do not see any bite marks.',
    basis:
      'CDC, Rabies: bats and exposure; level 1 since issue 31: St John Ambulance, Animal bites (a risk of rabies: get to hospital as fast as possible)',
    protocol: 229,
    yes: ['a bat found in the room of a sleeping person'],
    expectedLevel: 1,
  },
  // Eye injury (230)
  {
    id: 'adult-eye-injury-01',
    caller: 'I splashed drain cleaner in my eye a minute ago. It burns badly.',
    basis: 'American Academy of Ophthalmology, Chemical eye burns: first aid',
    protocol: 230,
    yes: ['drain or oven cleaner'],
    expectedLevel: 1,
  },
  {
    id: 'adult-eye-injury-02',
    caller: 'I was hammering a metal stake and felt something hit my eye. It stings and waters a bit.',
    basis: 'American Academy of Ophthalmology, Eye injuries: flying metal fragments',
    protocol: 230,
    yes: ['hammering or grinding metal'],
    expectedLevel: 1,
  },
  {
    id: 'adult-eye-injury-03',
    caller:
      'I got an elbow in the eye at basketball. It is bruised and swollen but I see normally and moving my eye does not hurt.',
    basis: 'American Academy of Ophthalmology, Black eye',
    protocol: 230,
    yes: ['Black eye or bruised eyelid'],
    expectedLevel: 3,
  },
  // Red eye (231)
  {
    id: 'adult-eye-red-pain-discharge-01',
    caller: 'I wear contact lenses and my right eye has been red and painful since last night. Light hurts it.',
    basis: 'Cronau H et al., Diagnosis and Management of Red Eye in Primary Care (American Family Physician, 2010)',
    protocol: 231,
    yes: ['Contact lens wearer with a red, painful eye'],
    expectedLevel: 2,
  },
  {
    id: 'adult-eye-red-pain-discharge-02',
    caller:
      'After a coughing fit there is a bright red blotch on the white of my eye. It does not hurt and my vision is fine.',
    basis: 'American Academy of Ophthalmology, Subconjunctival hemorrhage',
    protocol: 231,
    yes: ['Flat, bright-red patch'],
    expectedLevel: 3,
  },
  {
    id: 'adult-eye-red-pain-discharge-03',
    caller:
      'My left eye suddenly became very painful and red, I see halos around lights, I have a bad headache and I have vomited.',
    basis: 'American Academy of Ophthalmology, Angle-closure glaucoma warning signs',
    protocol: 231,
    yes: ['Severe eye pain with headache'],
    expectedLevel: 1,
  },
  // Pregnancy (232)
  {
    id: 'adult-pregnancy-problems-01',
    caller: 'I am 32 weeks pregnant and the baby has hardly moved today.',
    basis: 'RCOG Green-top Guideline No. 57, Reduced Fetal Movements',
    protocol: 232,
    yes: ['the baby is moving less than usual'],
    expectedLevel: 1,
  },
  {
    id: 'adult-pregnancy-problems-02',
    caller:
      'My test was positive two weeks ago and I have not had a scan. Since this morning I have sharp pain low on the right and some spotting.',
    basis: 'ACOG Practice Bulletin No. 193, Tubal Ectopic Pregnancy',
    protocol: 232,
    yes: ['no ultrasound yet'],
    expectedLevel: 1,
  },
  {
    id: 'adult-pregnancy-problems-03',
    caller:
      'I am 35 weeks pregnant with a pounding headache that pain medicine does not touch, and I am seeing flashing lights.',
    basis: 'ACOG Practice Bulletin No. 222, Gestational Hypertension and Preeclampsia',
    protocol: 232,
    yes: ['severe headache, vision changes'],
    expectedLevel: 1,
  },
  {
    id: 'adult-pregnancy-problems-04',
    caller:
      'I am 22 weeks pregnant. When I get up from the sofa I get a quick sharp pain low on the left side that goes away. No bleeding and the baby is kicking.',
    basis: 'ACOG patient FAQ, Back pain and other aches during pregnancy (round ligament pain)',
    protocol: 232,
    yes: ['Brief sharp pain low on one or both sides'],
    expectedLevel: 3,
  },
  // Localized rash (233)
  {
    id: 'adult-rash-localized-01',
    caller:
      'I have a burning, painful strip of blisters wrapping around the left side of my chest. It started yesterday.',
    basis: 'CDC, Shingles: signs and symptoms',
    protocol: 233,
    yes: ['Painful band or patch of blisters'],
    expectedLevel: 2,
  },
  {
    id: 'adult-rash-localized-02',
    caller: 'My eczema is flaring in the creases of my elbows: dry, red and itchy. No fever, no weeping.',
    basis: 'American Academy of Dermatology, Eczema: self-care',
    protocol: 233,
    yes: ['Mild itchy, dry or red rash'],
    expectedLevel: 3,
  },
  // Hay fever (234)
  {
    id: 'adult-hay-fever-01',
    caller: 'Every spring I sneeze all day with a runny nose and itchy eyes. No fever. What can I take?',
    basis: 'Seidman MD et al., Clinical Practice Guideline: Allergic Rhinitis (2015)',
    protocol: 234,
    yes: ['Sneezing, clear runny or stuffy nose'],
    expectedLevel: 3,
  },
  // Sinus (235): the same 11-day call in office hours and after hours, and a 5-day call
  {
    id: 'adult-sinus-pain-01',
    caller: 'I have had a cold for 5 days with pressure in my cheeks and green snot. No fever, my eyes are fine.',
    basis: 'Rosenfeld RM et al., Clinical Practice Guideline (Update): Adult Sinusitis (2015)',
    protocol: 235,
    yes: ['less than 10 days'],
    expectedLevel: 3,
  },
  {
    id: 'adult-sinus-pain-02',
    caller: 'My sinus congestion and face pain have gone on for 11 days and are not getting any better.',
    basis: 'Rosenfeld RM et al., Clinical Practice Guideline (Update): Adult Sinusitis (2015)',
    protocol: 235,
    yes: ['10 days or more without improving'],
    expectedLevel: 2,
  },
  {
    id: 'adult-sinus-pain-03',
    caller:
      'Calling on Saturday night: my sinus congestion and face pain have gone on for 11 days and are not getting better.',
    basis: 'Rosenfeld RM et al., Clinical Practice Guideline (Update): Adult Sinusitis (2015)',
    contentSet: 'ah_adult',
    protocol: 235,
    yes: ['10 days or more without improving'],
    expectedLevel: 3,
  },
  // Toothache (236)
  {
    id: 'adult-toothache-01',
    caller:
      'I have had a bad back tooth for a week. Now the floor of my mouth and under my jaw are swollen, I can hardly swallow and I am drooling.',
    basis: 'Lockhart PB et al., ADA guideline on dental pain and intraoral swelling (2019): spreading infection',
    protocol: 236,
    yes: ['swelling under the tongue or of the neck'],
    expectedLevel: 1,
  },
  {
    id: 'adult-toothache-02',
    caller: 'My front tooth twinges for a second when I eat ice cream. No swelling.',
    basis: 'American Dental Association MouthHealthy, Sensitive teeth',
    protocol: 236,
    yes: ['Brief twinge of pain'],
    expectedLevel: 3,
  },
  // Tooth injury (237)
  {
    id: 'adult-dental-injury-01',
    caller: 'My daughter, 25, fell off her bike 10 minutes ago and knocked out a front tooth. We have the tooth.',
    basis: 'International Association of Dental Traumatology guidelines (2020): avulsion of permanent teeth',
    protocol: 237,
    yes: ['Permanent tooth knocked out'],
    expectedLevel: 1,
  },
  // Arm and hand (238)
  {
    id: 'adult-arm-hand-injury-01',
    caller: 'I tripped and landed on my outstretched hand. My wrist is swollen and it hurts at the base of my thumb.',
    basis: 'American Academy of Orthopaedic Surgeons, OrthoInfo: scaphoid fracture of the wrist',
    protocol: 238,
    yes: ['Fall on an outstretched hand'],
    expectedLevel: 2,
  },
  {
    id: 'adult-arm-hand-injury-02',
    caller:
      'I jammed my ring finger catching a ball. It is a bit sore and puffy but it bends and straightens normally.',
    basis: 'Borchers JR, Best TM, Common Finger Fractures and Dislocations (American Family Physician, 2012)',
    protocol: 238,
    yes: ['Mild pain, bruising or swelling'],
    expectedLevel: 3,
  },
  // Leg, ankle, foot (239)
  {
    id: 'adult-leg-ankle-foot-injury-01',
    caller:
      'My grandmother, 82, fell in the kitchen. Her hip hurts, she cannot stand up and her leg looks turned outward.',
    basis: 'American Academy of Orthopaedic Surgeons, OrthoInfo: hip fractures',
    protocol: 239,
    yes: ['cannot stand or walk'],
    expectedLevel: 1,
  },
  {
    id: 'adult-leg-ankle-foot-injury-02',
    caller:
      'I rolled my ankle playing basketball. I could not walk on it afterwards and still cannot take more than a step, and the bony bump on the outside is very tender.',
    basis: 'Stiell IG et al., Ottawa ankle rules (Annals of Emergency Medicine, 1992)',
    protocol: 239,
    yes: ['Cannot take 4 steps'],
    expectedLevel: 2,
  },
  {
    id: 'adult-leg-ankle-foot-injury-03',
    caller: 'I twisted my ankle on a curb. It is a little swollen but I can walk on it with only a slight limp.',
    basis: 'Stiell IG et al., Ottawa ankle rules (Annals of Emergency Medicine, 1992)',
    protocol: 239,
    yes: ['Mild sprain, strain or bruise'],
    expectedLevel: 3,
  },
  // Constipation (240)
  {
    id: 'adult-constipation-01',
    caller:
      'No bowel movement for 5 days. Since this morning I keep vomiting, my belly is swollen and tight, and I have not passed any wind all day.',
    basis: 'Briggs JK, Telephone Triage Protocols for Nurses: bowel obstruction warning signs',
    protocol: 240,
    yes: ['no stool or gas passed'],
    expectedLevel: 1,
  },
  {
    id: 'adult-constipation-02',
    caller: 'I have only passed small hard stools for 3 days since travelling. I am passing gas and have mild cramps.',
    basis: 'American Gastroenterological Association, Constipation patient information',
    protocol: 240,
    yes: ['Mild constipation'],
    expectedLevel: 3,
  },
  // Nosebleed (241)
  {
    id: 'adult-nosebleed-01',
    caller: 'I take warfarin and my nose has been bleeding for 20 minutes even though I pinched it for 15 minutes.',
    basis: 'Tunkel DE et al., Clinical Practice Guideline: Nosebleed (Epistaxis) (2020)',
    protocol: 241,
    yes: ['Takes a blood thinner or has a bleeding disorder'],
    expectedLevel: 1,
  },
  {
    id: 'adult-nosebleed-02',
    caller: 'I had a nosebleed from one side after blowing my nose. I pinched it for 10 minutes and it stopped.',
    basis: 'Tunkel DE et al., Clinical Practice Guideline: Nosebleed (Epistaxis) (2020)',
    protocol: 241,
    yes: ['Nosebleed that has stopped'],
    expectedLevel: 3,
  },
  // Earache (242)
  {
    id: 'adult-earache-01',
    caller: 'Since yesterday I cannot hear out of my right ear. No cold, no pain, it just went muffled suddenly.',
    basis: 'Chandrasekhar SS et al., Clinical Practice Guideline: Sudden Hearing Loss (Update) (2019)',
    protocol: 242,
    yes: ['Sudden hearing loss'],
    expectedLevel: 2,
  },
  {
    id: 'adult-earache-02',
    caller:
      'My ears have felt blocked and a bit sore since the flight home yesterday. No fever and nothing coming out.',
    basis: 'American Academy of Otolaryngology-Head and Neck Surgery, Ears and altitude (barotrauma)',
    protocol: 242,
    yes: ['after flying'],
    expectedLevel: 3,
  }, // High blood pressure (243)
  {
    id: 'adult-high-blood-pressure-01',
    caller: 'My home monitor says 192/118 and I have a crushing feeling in my chest and feel short of breath.',
    basis: '2017 ACC/AHA high blood pressure guideline: hypertensive emergencies',
    protocol: 243,
    yes: ['with chest pain, shortness of breath, new confusion'],
    expectedLevel: 1,
  },
  {
    id: 'adult-high-blood-pressure-02',
    caller:
      'My blood pressure was 184/122 twice this morning after sitting quietly. I feel completely fine, no headache.',
    basis: '2017 ACC/AHA high blood pressure guideline: severe hypertension without acute organ damage',
    protocol: 243,
    yes: ['on repeat after resting with the top number 180 or higher'],
    expectedLevel: 2,
  },
  {
    id: 'adult-high-blood-pressure-03',
    caller: 'I had my baby 10 days ago and my blood pressure at home is 148/96 on two readings. I feel okay.',
    basis: 'ACOG Practice Bulletin No. 222, Gestational Hypertension and Preeclampsia (postpartum preeclampsia)',
    protocol: 243,
    yes: ['gave birth in the past 6 weeks, and blood pressure on repeat with the top number 140'],
    expectedLevel: 1,
  },
  {
    id: 'adult-high-blood-pressure-04',
    caller: 'The pharmacy machine said 152/94 after I rushed in with a coffee. At home after resting it was 128/82.',
    basis: 'American Heart Association, Monitoring your blood pressure at home',
    protocol: 243,
    yes: ['One high reading that is lower on repeat'],
    expectedLevel: 3,
  },
  // Palpitations (244)
  {
    id: 'adult-heart-palpitations-01',
    caller:
      'My heart has been racing at about 160 since I sat down an hour ago and I feel lightheaded and nearly passed out.',
    basis: 'Abbott AV, Diagnostic Approach to Palpitations (American Family Physician, 2005)',
    protocol: 244,
    yes: ['Palpitations with fainting, near-fainting'],
    expectedLevel: 1,
  },
  {
    id: 'adult-heart-palpitations-02',
    caller: 'Every so often my heart seems to skip a beat and then thump, just for a second. Otherwise I feel fine.',
    basis: 'British Heart Foundation, Palpitations and ectopic beats',
    protocol: 244,
    yes: ['Brief skipped or extra beats'],
    expectedLevel: 3,
  },
  {
    id: 'adult-heart-palpitations-03',
    caller:
      'My pulse feels irregular since this morning, about 100, jumping around. I have no chest pain or breathlessness.',
    basis: 'American Heart Association, What is atrial fibrillation?',
    protocol: 244,
    yes: ['New irregular heartbeat that is still present'],
    expectedLevel: 2,
  },
  // Anxiety (245)
  {
    id: 'adult-anxiety-panic-01',
    caller:
      'I have had panic attacks for years and was checked by my doctor. I just had one like usual; it has passed and I am breathing normally.',
    basis: 'NICE CG113, Generalised anxiety disorder and panic disorder in adults',
    protocol: 245,
    yes: ['Panic attack that has settled'],
    expectedLevel: 3,
  },
  {
    id: 'adult-anxiety-panic-02',
    caller: 'I stopped drinking 2 days ago. Now I am shaking, sweating, my heart is racing and I feel terrified.',
    basis: 'American Society of Addiction Medicine, Clinical Practice Guideline on Alcohol Withdrawal Management',
    protocol: 245,
    yes: ['after stopping or cutting down on alcohol'],
    expectedLevel: 1,
  },
  // Neck pain (246)
  {
    id: 'adult-neck-pain-01',
    caller: 'I have a fever of 102, a bad headache, and my neck is so stiff I cannot put my chin on my chest.',
    basis: 'CDC, Bacterial meningitis: signs and symptoms',
    protocol: 246,
    yes: ['cannot touch the chin to the chest'],
    expectedLevel: 1,
  },
  {
    id: 'adult-neck-pain-02',
    caller:
      'I woke up with a stiff neck and cannot turn my head fully to the left. No injury, no fever, nothing down my arms.',
    basis: 'Blanpied PR et al., Neck Pain: Revision 2017 (JOSPT clinical practice guidelines)',
    protocol: 246,
    yes: ['Stiff or sore neck after sleeping in an awkward position'],
    expectedLevel: 3,
  },
  // Rectal bleeding (247)
  {
    id: 'adult-rectal-bleeding-01',
    caller: 'Since last night my stools are black and sticky like tar. I do not take iron.',
    basis: 'Strate LL, Gralnek IM, ACG Clinical Guideline: Acute Lower Gastrointestinal Bleeding (2016)',
    protocol: 247,
    yes: ['Black, tarry or maroon stools'],
    expectedLevel: 1,
  },
  {
    id: 'adult-rectal-bleeding-02',
    caller:
      'I am 30 and saw a few drops of bright red blood on the paper after a hard stool. It stings a bit. I feel fine.',
    basis: 'American Society of Colon and Rectal Surgeons, Hemorrhoids and anal fissure patient information',
    protocol: 247,
    yes: ['A few streaks or drops of bright red blood'],
    expectedLevel: 3,
  }, // More look-alikes, after-hours calls and second emergencies
  {
    id: 'adult-toothache-03',
    caller:
      'Calling on a Sunday: my molar aches when I chew. Ibuprofen keeps it under control and there is no swelling.',
    basis: 'American Dental Association MouthHealthy, Toothache: when to see a dentist',
    contentSet: 'ah_adult',
    protocol: 236,
    yes: ['Toothache that is mild to moderate'],
    expectedLevel: 3,
  },
  {
    id: 'adult-rash-localized-03',
    caller:
      'Calling after hours: I have had an itchy scaly patch on my shin for 3 weeks and the moisturizer is not helping.',
    basis: 'American Academy of Dermatology, Eczema: when to see a dermatologist',
    contentSet: 'ah_adult',
    protocol: 233,
    yes: ['Rash not better after 1 week or more of home care'],
    expectedLevel: 3,
  },
  {
    id: 'adult-constipation-03',
    caller:
      'Since my surgeon started me on oxycodone last week I have had hard stools every 3 days. No vomiting, passing gas.',
    basis: 'American Gastroenterological Association, Opioid-induced constipation patient information',
    protocol: 240,
    yes: ['started with a new medicine', 'Mild constipation'],
    expectedLevel: 2,
  },
  {
    id: 'adult-eye-red-pain-discharge-04',
    caller:
      'I have a cold and now my eye is pink and watery with some crust in the morning. It feels gritty but does not really hurt and I see fine.',
    basis: 'CDC, Conjunctivitis (pink eye): symptoms and treatment',
    protocol: 231,
    yes: ['Pink or red eye with watery or mucus discharge'],
    expectedLevel: 3,
  },
  {
    id: 'adult-wound-infection-03',
    caller:
      'I grazed my thigh 2 days ago. Since this morning the redness has spread across half my thigh, it hurts far more than the graze looks and there are dark blisters.',
    basis: 'IDSA skin and soft tissue infection guideline (2014): necrotizing fasciitis',
    protocol: 227,
    yes: ['Pain much worse than the wound looks'],
    expectedLevel: 1,
  },
  {
    id: 'adult-burns-04',
    caller:
      'I got a shock from a frayed lamp cord at home an hour ago. There is a small mark on my finger and I feel fine.',
    basis: 'American Burn Association, Electrical injury: first aid and when to go to hospital',
    protocol: 228,
    yes: ['Electric shock from household current'],
    expectedLevel: 1,
  },
  {
    id: 'adult-head-injury-04',
    caller:
      'My mother, 71, tripped and hit her forehead on the door frame. She did not pass out but has had a headache and feels dizzy since.',
    basis: 'NICE guideline NG232, Head injury: risk factors in adults 65 years or older',
    protocol: 225,
    yes: ['Age 65 years or older and any headache'],
    expectedLevel: 1,
  },
  {
    id: 'adult-nosebleed-03',
    caller:
      'My son, 20, was punched in the nose. It bled for a while and stopped, but now his nose looks crooked and one side is blocked by a swelling.',
    basis: 'Tunkel DE et al., Clinical Practice Guideline: Nosebleed (Epistaxis) (2020); nasal septal hematoma',
    protocol: 241,
    yes: ['the nose is crooked'],
    expectedLevel: 1,
  },
  {
    id: 'adult-fainting-04',
    caller:
      'My colleague, 45, suddenly slumped over at her desk with no warning at all. She came round in under a minute and says she feels fine.',
    basis: '2017 ACC/AHA/HRS syncope guideline: syncope without prodrome as a high-risk feature',
    protocol: 224,
    yes: ['without any warning'],
    expectedLevel: 1,
  },
  {
    id: 'adult-pregnancy-problems-05',
    caller:
      'I am 10 weeks pregnant and my scan last week showed the baby in the womb. Today I have a little brown spotting and no pain.',
    basis: 'ACOG patient FAQ, Bleeding during pregnancy',
    protocol: 232,
    yes: ['Light spotting (a few drops'],
    expectedLevel: 2,
  },
  {
    id: 'adult-dental-injury-02',
    caller:
      'Calling on a holiday weekend: I chipped a small corner off a front tooth on a fork. It does not hurt and there is no pink spot.',
    basis: 'International Association of Dental Traumatology guidelines (2020): enamel fractures',
    contentSet: 'ah_adult',
    protocol: 237,
    yes: ['Small chip of a tooth'],
    expectedLevel: 3,
  },
  {
    id: 'adult-leg-ankle-foot-injury-04',
    caller: 'I have been in a cast for a broken ankle for 5 days and now my calf above it is swollen, warm and sore.',
    basis: 'American Society of Hematology, Blood clots: risk after injury and immobilization',
    protocol: 239,
    yes: ['New calf pain, swelling or warmth'],
    expectedLevel: 2,
  },
  {
    id: 'adult-arm-hand-injury-03',
    caller:
      'I broke my wrist yesterday and it is in a cast. Tonight the pain keeps getting worse and my fingers are pale and numb.',
    basis: 'American Academy of Orthopaedic Surgeons, OrthoInfo: cast care and compartment syndrome warning signs',
    protocol: 238,
    yes: ['cold, pale, blue or numb after the injury', 'Severe pain that keeps getting worse'],
    expectedLevel: 1,
  },
  {
    id: 'adult-weakness-numbness-05',
    caller: 'My husband takes insulin. In the last half hour he has become confused and his speech is slurred.',
    basis: 'American Diabetes Association, Hypoglycemia (low blood glucose): signs and treatment',
    protocol: 223,
    yes: ['Takes insulin or diabetes pills and new weakness'],
    expectedLevel: 1,
  },
  {
    id: 'adult-earache-03',
    caller:
      'After a week of swimming my ear hurts, especially when I pull on the earlobe, and a little fluid comes out.',
    basis: 'Rosenfeld RM et al., Clinical Practice Guideline: Acute Otitis Externa (2014)',
    protocol: 242,
    yes: ['worse when pulling on the outer ear'],
    expectedLevel: 2,
  },
  {
    id: 'adult-hay-fever-02',
    caller: 'My hay fever is bad today and now I am wheezing. I used my asthma inhaler twice and it is not helping.',
    basis: 'Global Initiative for Asthma (GINA) report: allergic triggers and worsening asthma',
    protocol: 234,
    yes: ['usual asthma inhaler is not helping'],
    expectedLevel: 1,
  },
];
