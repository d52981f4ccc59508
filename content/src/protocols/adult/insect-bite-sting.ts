import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'insect-bite-sting',
  sourceProtocolId: 216,
  audience: 'adult',
  title: 'Insect Bite and Sting',
  keywords: [
    'insect bite',
    'bug bite',
    'bee sting',
    'bee stung',
    'wasp sting',
    'hornet',
    'yellow jacket',
    'fire ant',
    'ant bite',
    'mosquito bite',
    'spider bite',
    'tick bite',
    'tick',
    'bed bugs',
    'stung',
    'sting allergy',
    'bug bites',
    'insect sting',
    'bee stinger',
    'wasp stung',
    'mosquitoe bite',
    'spidar bite',
    'flea bite',
  ],
  definition:
    '<p>Bites or stings from insects or spiders in an adult: bees, wasps, hornets, yellow jackets, fire ants, mosquitoes, fleas, bedbugs, ticks and spiders.</p>',
  background:
    '<p>Most bites and stings cause only a local reaction: pain, redness, itching and swelling at the site that settles over hours to a few days. A <b>large local reaction</b> (swelling that spreads well beyond the sting, sometimes a whole hand or forearm) peaks at 24 to 48 hours and can last 5 to 10 days. It is an allergic reaction in the skin, not an infection, and does not by itself predict anaphylaxis.</p>' +
    '<p>A <b>systemic allergic reaction</b> to a bee, wasp, hornet, yellow jacket or fire ant sting usually starts within minutes, almost always within an hour: hives away from the sting, swelling of the face or throat, wheezing, dizziness or fainting, vomiting. Epinephrine is the first treatment. People who have had a systemic reaction should carry epinephrine and be referred to an allergist; venom immunotherapy greatly reduces the risk of future reactions.</p>' +
    '<p>Other concerns: infection of the bite (spreading redness, red streaks or pus after the first day or two), black widow spider bites (severe muscle cramps), brown recluse spider bites (a blister that turns dark and breaks down over days), and tick-borne illnesses such as Lyme disease (an expanding red rash 3 to 30 days after the bite) and Rocky Mountain spotted fever (fever, headache and a spotted rash).</p>',
  initialAssessment: [
    '1. TYPE: What kind of insect or spider? (bee, wasp, fire ant, mosquito, spider, tick, unknown)',
    '2. TIME: When did the bite or sting happen?',
    '3. NUMBER: How many bites or stings?',
    '4. LOCATION: Where on the body? (mouth or throat, eye, hand, foot)',
    '5. LOCAL REACTION: What does the area look like? How big is the redness or swelling, in inches or centimeters?',
    '6. SYMPTOMS AWAY FROM THE BITE: Any hives elsewhere, trouble breathing, throat tightness, face swelling, dizziness or vomiting?',
    '7. ALLERGY HISTORY: Any previous severe reaction to a sting? Does the patient carry an epinephrine auto-injector?',
    '8. TICK: If a tick, how long was it attached, and has it been removed?',
    '- Attached time: (engorged or attached 36 hours or more raises the risk of Lyme disease)',
    '9. INFECTION SIGNS: Any fever, spreading redness, red streaks or pus?',
    '10. SEVERITY: How much does it stop the person doing their usual activities?',
    '- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)',
    '- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)',
    '- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)',
  ].join('\n'),
  firstAid:
    '<ul><li><b>Anaphylaxis</b> (trouble breathing, throat swelling, fainting): use the epinephrine auto-injector if prescribed, in the outer thigh, then call 911. Lay the patient flat with legs raised unless breathing is easier sitting up.</li><li><b>Bee sting</b>: remove the stinger as fast as possible. Scrape it off sideways with a fingernail or the edge of a credit card; if that is not quick, pull it out. Speed matters more than method.</li><li>Wash the area with soap and water and put a cold pack on it for 10 to 20 minutes.</li><li><b>Sting inside the mouth</b>: suck on ice chips and watch for any trouble breathing or swallowing.</li><li><b>Tick</b>: grasp it close to the skin with fine-tipped tweezers and pull straight up with steady pressure. Do not twist, burn it, or cover it with petroleum jelly or nail polish. Wash the area afterwards.</li></ul>',
  references: [
    {
      title: 'Stinging insect hypersensitivity: a practice parameter update 2016',
      author: 'Golden DBK, Demain J, Freeman T, et al.',
      source:
        'Annals of Allergy, Asthma and Immunology. 2017;118(1):28–54. https://www.allergyparameters.org/parameters-and-guidelines/insect-allergy/2016-stinging-insect-allergy-update',
    },
    {
      title:
        'Anaphylaxis—a 2020 practice parameter update, systematic review, and Grading of Recommendations, Assessment, Development and Evaluation (GRADE) analysis',
      author: 'Shaker MS, Wallace DV, Golden DBK, et al.',
      source:
        'Journal of Allergy and Clinical Immunology. 2020;145(4):1082–1123. https://doi.org/10.1016/j.jaci.2020.01.017',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Philadelphia: Lippincott Williams and Wilkins / Wolters Kluwer (several editions).',
    },
  ],
  useDifferentProtocolIf: [
    {
      protocol: 'hives-allergic-reaction',
      text: 'Hives or an allergic reaction without a known bite or sting.',
    },
    { protocol: 'rash-widespread', text: 'A rash over large areas of the body that is not from bites.' },
    { protocol: 'fever', text: 'Fever is the main symptom and any bite was 30 days ago or longer.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        {
          text: 'Sounds like a life-threatening emergency to the triager',
          reason:
            'REASON: The caller’s description, voice or background suggests an immediate threat to life.\nNOTE: Trust your judgment. Have the caller hang up and dial 911, or connect them, and stay on the line if you can.',
        },
        {
          text: '<b>Trouble breathing</b>, wheezing, throat tightness, hoarse voice, or trouble swallowing after a sting or bite',
          reason:
            'R/O: Anaphylaxis\nREASON: Airway and breathing symptoms after a sting can be fatal within minutes.\nFIRST AID: Use the epinephrine auto-injector now if the patient has one.',
        },
        {
          text: '<b>Fainted</b> or feeling faint, too weak or dizzy to stand, a racing heart, new confusion or agitation, or cold, clammy skin after a sting',
          reason:
            'R/O: Anaphylactic shock\nREASON: Low blood pressure after a sting is anaphylaxis until proven otherwise.\nFIRST AID: Lay flat with legs raised; use the epinephrine auto-injector if available.',
        },
        {
          text: '<b>Swelling of the tongue or throat</b> after a sting',
          reason:
            'R/O: Anaphylaxis, airway angioedema\nREASON: Facial and tongue swelling away from the sting site is a systemic reaction that can close the airway.',
        },
        {
          text: 'Vomiting, diarrhea, belly cramps or a feeling of doom within 2 hours of the sting, with or without hives or swelling',
          reason:
            'R/O: Anaphylaxis (two body systems involved)\nREASON: Skin plus gut symptoms after a sting meet the definition of anaphylaxis even when breathing is normal.\nFIRST AID: Use the epinephrine auto-injector now if the patient has one.',
        },
        {
          text: 'An <b>epinephrine auto-injector has been used</b> for this sting',
          reason:
            'R/O: Biphasic (returning) anaphylaxis\nREASON: The effect of epinephrine wears off in 10 to 20 minutes; the patient must be observed in an emergency department.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Swelling of the <b>lips</b> after a sting (a sting on the lip itself counts), or swelling of the <b>face away from the sting</b>',
          reason:
            'R/O: angioedema, early anaphylaxis\nREASON: Lip swelling can spread to the mouth, tongue and throat; NHS (insect bites and stings) sends swelling of the lips, mouth or tongue to 999 or A&E. The same level as lip swelling in Hives (issue 31: a sting on the lip itself was a local reaction here).',
        },
        {
          text: '<b>Hives or itching all over the body</b> (away from the sting), with normal breathing',
          reason:
            'R/O: Systemic allergic reaction, early anaphylaxis\nREASON: A skin reaction spreading away from the sting can progress to anaphylaxis.\nFIRST AID: If the patient has an epinephrine auto-injector and any breathing, throat, dizziness or vomiting symptoms appear, use it and call 911.',
          smap: 'hives-allergic-reaction',
        },
        {
          text: 'Stung <b>inside the mouth or throat</b>, or on or next to the eye',
          reason:
            'R/O: Airway swelling, eye injury\nREASON: Even a local reaction inside the mouth or throat can block the airway; a sting at the eye can damage it. Public sources send a sting near the throat, mouth or eyes to A&E (issue 31 reference review).',
        },
        {
          text: '<b>Dozens of stings</b> at once (for example, a swarm attack)',
          reason:
            'R/O: Toxic venom reaction, rhabdomyolysis, kidney injury\nREASON: A large dose of venom can cause illness even without allergy.',
        },
        {
          text: '<b>Spider bite</b> followed by severe belly, back or chest cramps, muscle stiffness, or heavy sweating',
          reason:
            'R/O: Black widow spider envenomation\nREASON: Severe pain and muscle spasm may need hospital treatment.',
        },
        {
          text: '<b>Spreading redness</b>, a red streak or pus around the bite <b>and</b> a fever (100 °F (37.8 °C) or higher, or feeling hot and shivery), starting 24 hours or more after the bite',
          reason:
            'R/O: Cellulitis or lymphangitis spreading to the blood (sepsis)\nREASON: An infected bite with a fever is a skin infection that may have begun to spread into the blood. NHS (cellulitis: signs the infection has spread, go to A&E) and eMedicineHealth (cellulitis: high fevers or chills, go to the emergency department) give the ED; Animal or Human Bite, Wound Infection and Rash (Localized) ask it at the same level (issue 31: it was a visit now here).',
        },
        {
          text: 'Bite area turning <b>purple, black or blistered</b>, with severe pain or fever',
          reason:
            'R/O: Brown recluse spider bite (necrotic arachnidism), necrotizing soft tissue infection\nREASON: Tissue breakdown or severe pain out of proportion needs urgent assessment.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Spreading redness</b>, a red streak, or pus around the bite with no fever, or a fever alone, starting 24 hours or more after the bite (not a bull’s-eye or expanding ring after a tick bite, asked below)',
          reason:
            'R/O: Cellulitis, lymphangitis, abscess\nREASON: A bacterial skin infection needs examination and antibiotics today.\nNOTE: Redness and swelling in the first 24 hours are usually an allergic reaction, not infection. An infected bite with a fever is asked above at the ED. Fever in a patient with a weak immune system: treat as ED now.',
        },
        {
          text: '<b>Fever, headache, muscle aches or a spotted rash</b> within 30 days after a tick bite',
          reason:
            'R/O: Rocky Mountain spotted fever, ehrlichiosis, anaplasmosis\nREASON: These infections can become life-threatening and need early doxycycline.',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'A <b>bull’s-eye or expanding red rash</b> (larger than 2 inches, or 5 cm) 3 to 30 days after a tick bite',
          reason:
            'R/O: Early Lyme disease (erythema migrans)\nREASON: The rash is diagnostic and is treated with antibiotics without waiting for a blood test.',
          advice: ['tick-removal', 'pain-meds', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'A <b>deer tick</b> was attached for 36 hours or more (or was swollen with blood) in an area where Lyme disease is common, or the tick could not be removed',
          reason:
            'R/O: Lyme disease exposure\nREASON: A single preventive dose of antibiotic may be offered within 72 hours of removing the tick.',
          advice: ['tick-removal', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Swelling <b>larger than a hand</b> (more than 4 inches, or 10 cm) around the bite, or swelling of a whole hand, foot or arm',
          reason:
            'R/O: Large local reaction, early cellulitis\nREASON: A large local reaction may benefit from prescription treatment; infection needs to be excluded.',
          advice: ['clean-cold', 'itch', 'antihistamine', 'pain-meds', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Bitten or stung while abroad, or by an unusual insect or a spider the person does not know',
          reason:
            'R/O: Insect-borne infection (malaria, dengue, tick-borne fevers), venomous spider\nREASON: Public sources send a bite abroad or by an unusual insect to a GP appointment (issue 31 reference review); fever after a malaria area is asked in Fever and Illness After Travel.',
          advice: ['clean-cold', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Bite or sting still <b>itchy, swollen or sore after 7 days</b>',
          reason:
            'R/O: Secondary infection, persistent hypersensitivity reaction, retained stinger\nREASON: A reaction that is not fading after a week should be examined.',
          advice: ['clean-cold', 'itch', 'antihistamine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: '<b>Past systemic reaction</b> to a sting (hives all over, breathing trouble, fainting), and has not seen an allergist or has no epinephrine auto-injector',
          reason:
            'R/O: Venom allergy\nREASON: Epinephrine should be carried, and venom immunotherapy can prevent future severe reactions.',
          advice: ['prevention', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: '<b>Local reaction only</b>: pain, redness, itching or swelling at the bite or sting site (not on the lips or in the mouth), with no other symptoms',
          reason:
            'REASON: Local reactions can be treated at home and fade over a few days.\nNOTE: Review the call-back reasons with the caller; systemic reactions usually start within the first hour.',
          advice: ['stinger', 'clean-cold', 'itch', 'prevention', 'pain-meds', 'antihistamine', 'call-back'],
        },
        {
          text: '<b>Tick bite</b>: the tick has been removed (or is easy to remove now), it was not swollen with blood, and there are no other symptoms',
          reason:
            'REASON: Most tick bites do not pass on infection; a tick that was not swollen with blood was attached for a short time.\nNOTE: Callers rarely know how long a tick was attached; a tick swollen with blood has been attached a long time (see the see-today question).',
          advice: ['tick-removal', 'clean-cold', 'prevention', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'stinger',
          title: 'Remove the Stinger',
          nuggets: [
            'Only honeybees leave a stinger behind. It looks like a small black dot or splinter.',
            'Remove it as quickly as possible: scrape it off sideways with a fingernail or the edge of a credit card, or pull it out.',
            'Do not dig into the skin to look for it.',
          ],
        },
        {
          key: 'clean-cold',
          title: 'Wash and Cool the Area',
          nuggets: [
            'Wash the bite or sting with soap and water.',
            'Put a cold pack or ice wrapped in a cloth on it for 10 to 20 minutes. Repeat as needed for pain and swelling.',
            'Raise a stung hand, arm or foot above the level of the heart to limit swelling.',
            'Remove rings or bracelets from a stung hand or arm before it swells.',
          ],
        },
        {
          key: 'itch',
          title: 'Stop the Itch',
          nuggets: [
            'Hydrocortisone 1% cream, used as directed on the label, helps itching and swelling.',
            'Calamine lotion or a paste of baking soda and water can soothe itching.',
            'Try not to scratch; broken skin can become infected. Keep fingernails short.',
          ],
        },
        {
          key: 'tick-removal',
          title: 'After a Tick Bite',
          nuggets: [
            'Remove the tick with fine-tipped tweezers: grasp it close to the skin and pull straight up with steady pressure.',
            'Wash the area and your hands with soap and water.',
            'Write down the date of the bite. Watch the area for 30 days for an expanding red rash, and watch for fever, headache or body aches.',
            'A small red bump in the first day or two after the bite is common and is not Lyme disease.',
          ],
        },
        {
          key: 'prevention',
          title: 'Preventing Bites and Stings',
          nuggets: [
            'Use an insect repellent registered for skin, such as one containing DEET or picaridin, as directed on the label.',
            'Wear long sleeves, long pants and closed shoes outdoors; tuck pants into socks in tick areas.',
            'Check your body for ticks after being in wooded or grassy areas.',
            'If you have had a severe reaction to a sting, carry your epinephrine auto-injector at all times.',
          ],
        },
      ],
    },
    {
      title: 'Medications',
      topics: [
        {
          key: 'antihistamine',
          title: 'Antihistamines',
          nuggets: [
            'A non-drowsy antihistamine helps itching and swelling: cetirizine 10 mg once a day or loratadine 10 mg once a day.',
            'Diphenhydramine 25 to 50 mg every 6 hours as needed also works but causes drowsiness. Do not drive after taking it.',
            'Antihistamines do not treat anaphylaxis.',
          ],
        },
        {
          key: 'pain-meds',
          title: 'Pain Medicines',
          nuggets: [
            'Acetaminophen: 650 mg by mouth every 4 to 6 hours as needed. Do not take more than 3,000 mg in 24 hours.',
            'Ibuprofen: 400 mg by mouth every 6 to 8 hours as needed, with food. Do not take more than 1,200 mg in 24 hours unless your doctor advises. Avoid it if you have stomach ulcers, kidney disease or heart failure, take a blood thinner, or are pregnant, unless your doctor says it is safe.',
          ],
        },
      ],
    },
    {
      title: 'When to Call Back',
      topics: [
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Trouble breathing or swallowing, swelling of the face or tongue, or fainting (use epinephrine if you have it and call 911).',
            'Hives or itching spread over the body.',
            'Redness or swelling keeps spreading after 2 days, a red streak appears, or you get a fever.',
            'A new rash, fever or headache in the month after a tick bite.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
