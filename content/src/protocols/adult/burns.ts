import { defineProtocol } from '../../source/define-protocol.ts';
import {
  ACETAMINOPHEN_DOSE,
  IBUPROFEN_CAUTIONS,
  IBUPROFEN_DOSE,
  lifeThreateningScreen,
} from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'burns',
  sourceProtocolId: 228,
  audience: 'adult',
  title: 'Burns',
  keywords: [
    'burn',
    'burns',
    'burned',
    'burnt',
    'burned hand',
    'burned finger',
    'scald',
    'scalded',
    'hot water burn',
    'boiling water',
    'grease burn',
    'oil burn',
    'steam burn',
    'stove burn',
    'oven burn',
    'iron burn',
    'blister from burn',
    'chemical burn',
    'electrical burn',
    'electric shock',
    'electrocuted',
    'fire',
    'smoke inhalation',
    'burnd',
    'bern',
  ],
  definition:
    'Injury of the skin from heat (flames, hot liquids, steam, hot objects), chemicals or electricity in an adult. Sunburn is included when blistered.',
  background:
    '<p>Burn depth: superficial burns (first degree) are red and painful without blisters, like a sunburn. Partial-thickness burns (second degree) blister and are very painful. Full-thickness burns (third degree) look white, leathery, brown or charred and may be painless because nerves are destroyed; they need a burn specialist.</p>' +
    "<p>The person's palm with fingers is about 1% of the body surface. Partial-thickness burns larger than about 10% in adults can cause shock. Burns of the face, hands, feet, genitals or across major joints, circular burns around a limb, chemical and electrical burns need medical care even when small. Smoke inhalation in an enclosed fire, burns around the mouth or nose, a hoarse voice or sooty spit suggest an airway burn, which can swell shut over hours. Electrical injuries can damage the heart and deep tissues with only small skin marks.</p>" +
    '<p>The most useful first aid is cool running water on the burn for 20 minutes, started as soon as possible (it still helps up to 3 hours after the burn). Ice, butter, oil and toothpaste should not be used.</p>',
  initialAssessment: `1. CAUSE: What caused the burn? (e.g., hot liquid, flame, hot object, chemical, electricity, sun)
2. LOCATION: Where is the burn? Face, hands, feet, genitals or over a joint?
3. SIZE: How big is it, compared with the person's palm?
4. APPEARANCE: Is the skin red only, blistered, or white, leathery or charred?
5. WHEN: When did it happen? Was it cooled with running water?
6. BREATHING: Was the person in a fire in a closed space? Any cough, hoarse voice, or trouble breathing?
7. PAIN: How bad is the pain?
8. TETANUS: When was the last tetanus shot?
9. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  firstAid:
    '<p><b>Heat burn:</b> Cool the burn under cool (not ice-cold) running water for 20 minutes. Remove rings, watches and clothing near the burn unless stuck to the skin. Cover loosely with clean plastic wrap or a clean non-fluffy cloth. Keep the rest of the person warm.</p>' +
    '<p><b>Chemical burn:</b> Brush off any dry powder, then rinse with running water for 20 minutes. Remove contaminated clothing. Call Poison Control (1-800-222-1222) for advice about the chemical.</p>' +
    '<p><b>Electrical injury:</b> Do not touch the person until the power is off.</p>',
  references: [
    {
      title: 'International First Aid, Resuscitation, and Education Guidelines 2020',
      author: 'International Federation of Red Cross and Red Crescent Societies',
      source: 'IFRC, 2020',
    },
    {
      title: 'Emergency Management of Severe Burns (EMSB) Course Manual',
      author: 'Australian and New Zealand Burn Association',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'eye-injury', text: 'A chemical or heat burn to the eye.' },
    { protocol: 'wound-infection', text: 'An older burn looks infected (spreading redness, pus, fever).' },
    { protocol: 'rash-widespread', text: 'Widespread red skin that is not from a burn.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['waiting-for-ems']),
        {
          text: '<b>Trouble breathing</b>, hoarse voice, coughing up soot, or burns around the mouth or nose after a fire or smoke',
          reason: 'R/O: airway burn, smoke inhalation, carbon monoxide poisoning',
          advice: ['waiting-for-ems'],
        },
        {
          text: "<b>Large burn</b> from heat, fire, a chemical or electricity (not sunburn): blistered or deeper burns larger than 10 palms of the person's hand, or blistered burns on much of an arm, leg, chest or back",
          reason: 'R/O: major burn with risk of burn shock',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Electrical injury from <b>high voltage</b> (power line) or lightning, or any electric shock with fainting, chest pain or irregular heartbeat',
          reason: 'R/O: cardiac arrhythmia, deep tissue injury',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Confused, fainting, or too weak to stand after a burn',
          reason: 'R/O: shock, carbon monoxide poisoning',
          advice: ['waiting-for-ems'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: '<b>Deep burn</b>: skin white, leathery, brown or charred, or a burn that is painless',
          reason: 'R/O: full-thickness burn',
        },
        {
          text: 'Blistered burn (not sunburn) that goes <b>all the way around</b> a finger, arm or leg, or blistered burn of the face, neck, genitals, or larger than 3 palms',
          reason: 'R/O: burn needing burn-center care; circumferential burns can cut off circulation',
        },
        {
          text: "Blistered burn (not sunburn) of the hand, foot or over a joint, or blistered burn larger than the person's palm",
          reason:
            "R/O: partial-thickness burn needing dressing and follow-up; risk of scarring and stiffness\nREASON: Public sources (Health and Care Portsmouth, Burns or scalds; NHS, Burns and scalds) send a burn on the hands, feet or joints, and a burn bigger than the person's hand, to 999 or the emergency department; it was see now (issue 31 reference review).",
        },
        {
          text: 'Breathed in smoke or fumes, and now coughing or has a sore throat',
          reason:
            'R/O: smoke inhalation, airway burn, carbon monoxide poisoning\nREASON: Public sources (Health and Care Portsmouth, Burns or scalds) send these to 999 or the emergency department; trouble breathing or a hoarse voice is asked above (911) (issue 31 reference review).',
        },
        {
          text: 'Electric shock from household current, even if feeling well',
          reason: 'R/O: cardiac arrhythmia, deep tissue injury\nNOTE: Needs an ECG.',
        },
        {
          text: 'Chemical or acid burn of the skin (after rinsing for 20 minutes), or any chemical burn of the face',
          reason:
            'R/O: ongoing chemical injury (alkali burns penetrate deeply)\nREASON: Public sources (Health and Care Portsmouth, Burns or scalds) send any chemical or acid burn to 999 or the emergency department; it read a chemical burn that still hurts after rinsing (issue 31 reference review).',
        },
        {
          text: 'Burn that looks <b>infected</b> (spreading redness, pus, increasing pain) <b>and</b> a fever of 100 °F (37.8 °C) or higher, or feeling hot and shivery',
          reason:
            'R/O: burn wound infection or cellulitis spreading to the blood (sepsis), toxic shock syndrome\nREASON: An infected burn with a fever is a skin infection that may have begun to spread into the blood. NHS (cellulitis: signs the infection has spread, go to A&E) and eMedicineHealth (cellulitis: high fevers or chills, go to the emergency department) give the ED; Wound Infection asks an infected wound with a fever at the same level (issue 31: it was a visit today here).',
          smap: 'wound-infection',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Blistered burn (not sunburn) with a blister larger than a coin',
          reason: 'R/O: partial-thickness burn needing dressing and follow-up',
        },
        {
          text: 'Pain that keeps the person from sleeping or from usual activities even after cooling and pain medicine',
          reason: 'R/O: deeper burn than it looks',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: '<b>Sunburn</b> with blisters over a large area (more than 3 palms of the person’s hand), or with fever, chills, vomiting or a headache',
          reason:
            'R/O: second-degree sunburn, sun poisoning, heat illness\nREASON: Widespread blistering or feeling ill with a sunburn needs an examination the same day; a sunburn is not asked as a large burn above.',
          advice: ['sunburn', 'pain-medicine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Burn that looks <b>infected</b> (spreading redness, pus, increasing pain) with no fever, or a fever after a burn that does not look infected',
          reason:
            'R/O: burn wound infection, cellulitis\nNOTE: A burn that looks infected with a fever is asked above at the ED.',
          advice: ['burn-care', 'pain-medicine', 'call-back'],
          smap: 'wound-infection',
        },
        {
          text: 'Pregnant and a burn larger than a coin, or any blistered burn',
          reason:
            'R/O: burn needing assessment in pregnancy\nREASON: Public sources (NHS GGC, Burns and scalds) ask for medical attention for a burn or scald in a pregnant woman (issue 31 reference review).',
          advice: ['burn-care', 'call-back'],
        },
        {
          text: 'Diabetes or poor circulation <b>and</b> a blistered burn of the foot or leg',
          reason: 'R/O: poor healing, infection',
          advice: ['burn-care', 'call-back'],
        },
        {
          text: 'Blistered burn and the last tetanus shot was <b>5 years</b> ago or longer',
          reason: 'R/O: tetanus-prone wound',
          advice: ['burn-care', 'blisters', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Burn not healing after 10 days',
          reason: 'R/O: deeper burn, infection; may need grafting',
          advice: ['burn-care', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Minor burn: red and painful only (no blisters) anywhere on the body, or a few blisters smaller than a coin that are not on the face, hands, feet, genitals or a joint',
          reason: 'REASON: Superficial or small partial-thickness burn. Home care.',
          advice: ['cool-burn', 'burn-care', 'blisters', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Sunburn with red, painful skin, no blisters or only a few small ones, and no fever',
          reason: 'REASON: Superficial sunburn. Home care.',
          advice: ['sunburn', 'pain-medicine', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'While Waiting for Help',
      topics: [
        {
          key: 'waiting-for-ems',
          title: 'Until EMS Arrives',
          nuggets: [
            'Stop the burning: put out flames, turn off the power before touching someone after an electric shock.',
            'Cool the burn with cool running water for 20 minutes; keep the rest of the person warm.',
            'Cover the burn loosely with clean plastic wrap or a clean cloth. Do not apply ice, butter or creams.',
          ],
        },
      ],
    },
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'cool-burn',
          title: 'Cooling the Burn',
          nuggets: [
            'Hold the burn under cool running water for 20 minutes, even if some time has passed.',
            'Do not use ice, butter, oil or toothpaste.',
            'Remove rings and watches from a burned hand before it swells.',
          ],
        },
        {
          key: 'burn-care',
          title: 'Caring for the Burn',
          nuggets: [
            'Wash gently with mild soap and water once a day.',
            'Apply a thin layer of petroleum jelly or antibiotic ointment and cover with a non-stick dressing.',
            'Keep the burn out of the sun for a year once healed to prevent darkening of the skin.',
          ],
        },
        {
          key: 'blisters',
          title: 'Blisters',
          nuggets: [
            'Leave small blisters intact; they protect the skin underneath.',
            'If a blister breaks, trim away the loose dead skin with clean scissors and cover with ointment and a dressing.',
          ],
        },
        {
          key: 'sunburn',
          title: 'Sunburn',
          nuggets: [
            'Take cool baths or showers and apply a moisturizer or aloe vera gel.',
            'Drink extra fluids and stay out of the sun until healed.',
          ],
        },
        {
          key: 'pain-medicine',
          title: 'Pain Medicine',
          nuggets: [`Ibuprofen ${IBUPROFEN_DOSE}, ${IBUPROFEN_CAUTIONS}.`, `Or acetaminophen: ${ACETAMINOPHEN_DOSE}.`],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Trouble breathing or a hoarse voice after a fire: call 911.',
            'The burn looks infected: spreading redness, pus, increasing pain, or fever.',
            'The burn is not healing after 10 days.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
