import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen, painMedicineTopic } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'cuts-lacerations',
  sourceProtocolId: 226,
  audience: 'adult',
  title: 'Cuts, Scrapes and Puncture Wounds',
  keywords: [
    'cut',
    'cuts',
    'laceration',
    'lacertion',
    'cut finger',
    'cut my finger',
    'cut hand',
    'sliced finger',
    'knife cut',
    'deep cut',
    'gash',
    'scrape',
    'scraped knee',
    'graze',
    'abrasion',
    'road rash',
    'skin tear',
    'stitches',
    'needs stitches',
    'sutures',
    'puncture wound',
    'stepped on a nail',
    'nail in foot',
    'bleeding wont stop',
    'bleeding cut',
    'tetanus shot',
    'splinter',
  ],
  definition:
    'A cut, tear, scrape or puncture of the skin in an adult from an injury, including knife and glass cuts, scrapes, skin tears and puncture wounds from nails or other sharp objects.',
  background:
    '<p>Most cuts and scrapes are minor and heal well with cleaning and a bandage. Bleeding from almost any cut can be stopped with 10 minutes of firm, continuous pressure. Bleeding that spurts or soaks through pressure dressings, and any amputation, are emergencies.</p>' +
    '<p>Cuts that gape open, are deep enough to see fat or muscle, or are on the face, a joint or a hand need closing with stitches, glue or strips, best within 6 to 8 hours (up to 24 hours on the face). Deep cuts of the hand, wrist or fingers can injure tendons and nerves: numbness beyond the cut or trouble bending or straightening a finger needs an urgent examination.</p>' +
    '<p>Puncture wounds (nail through a shoe, a bite, a high-pressure injection) look small but carry dirt deep into the tissue. A tetanus booster is needed if the last one was 10 years ago or longer, or 5 years ago or longer for a dirty wound, ideally within 72 hours of the injury.</p>',
  initialAssessment: `1. LOCATION: Where is the cut? How long and how deep is it? Does it gape open?
2. CAUSE: How did it happen? (e.g., knife, glass, metal, bite, nail, machinery)
3. BLEEDING: Is it still bleeding? Has firm pressure been held for 10 minutes?
4. WHEN: When did it happen?
5. FUNCTION: Can the person move and feel the fingers or toes normally beyond the cut?
6. DIRT: Is there dirt, glass or anything else in the wound?
7. TETANUS: When was the last tetanus shot?
8. HISTORY: Any diabetes, weak immune system, or blood thinners?`,
  firstAid:
    '<p><b>Bleeding:</b> Press firmly on the wound with a clean cloth or gauze for 10 minutes without lifting to look. If blood soaks through, add more cloth on top and keep pressing. Raise the injured part above the heart.</p>' +
    '<p><b>Amputated part:</b> Wrap it in damp gauze, put it in a sealed plastic bag, and put the bag in ice water (not directly on ice).</p>' +
    '<p><b>Object stuck in the wound:</b> Do not pull it out; pad around it and hold it still.</p>',
  references: [
    {
      title: 'Laceration Repair: A Practical Approach',
      author: 'Forsch RT, Little SH, Williams C',
      source: 'American Family Physician. 2017;95(10):628-636',
    },
    {
      title: 'Tetanus: wound management and prevention (information for clinicians)',
      author: 'Centers for Disease Control and Prevention',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'muscle-spasm-lockjaw', text: 'Jaw stiffness or muscle spasms in the weeks after a wound.' },
    { protocol: 'wound-infection', text: 'An older wound is red, swollen, draining pus or more painful.' },
    { protocol: 'animal-human-bite', text: 'The wound is from an animal or human bite.' },
    { protocol: 'head-injury', text: 'A cut on the head with any symptoms of brain injury.' },
    { protocol: 'burns', text: 'The skin injury is a burn.' },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(['waiting-for-ems']),
        {
          text: '<b>Bleeding that will not stop</b> after 10 minutes of firm pressure, or blood spurting from the wound',
          reason:
            'R/O: arterial bleeding\nFIRST AID: Keep pressing hard; a tourniquet above the wound on an arm or leg only if bleeding is life-threatening and pressure fails.',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Pale, cold, sweaty, confused or fainting after losing a lot of blood',
          reason: 'R/O: hemorrhagic shock',
          advice: ['waiting-for-ems'],
        },
        {
          text: 'Part of a finger, toe or limb cut off (amputation), or a deep wound of the chest, abdomen or neck',
          reason: 'R/O: amputation, penetrating trauma',
          advice: ['waiting-for-ems'],
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Deep cut <b>with</b> numbness beyond the cut or trouble moving a finger, a toe or another part beyond it',
          reason:
            'R/O: tendon or nerve injury\nREASON: Public sources (NHS, Lacerations; NHS GP, Cuts and grazes) send lasting loss of feeling or trouble moving a body part to A&E, not only in the hand; it read a cut of the hand, wrist or fingers (issue 31 reference review).',
        },
        {
          text: 'Feels like something (e.g., glass, splinter) is still in the wound',
          reason:
            'R/O: retained foreign body\nREASON: Public sources (NHS, Lacerations - when to go to A&E) send a wound that may still have something inside to A&E; it was a visit today (issue 31 reference review).',
        },
        {
          text: 'Large or deep cut of the face, a very large wound with a lot of damaged tissue, or a cut on the palm that looks infected (spreading redness, swelling, pus or increasing pain)',
          reason:
            'R/O: wound needing repair under anaesthetic, deep hand infection\nREASON: Public sources (NHS, Lacerations - when to go to A&E) send these to A&E (issue 31 reference review).',
        },
        {
          text: 'An object is stuck in the wound (e.g., glass, knife, metal), or a high-pressure injection injury (paint or grease gun)',
          reason: 'R/O: retained foreign body; injection injuries need surgery within hours',
        },
        {
          text: 'Bleeding stopped only with pressure but starts again, and the person takes a blood thinner',
          reason: 'R/O: bleeding from anticoagulation',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Cut that <b>gapes open</b>, is deep enough to see fat or muscle, or is more than 1/2 inch (12 mm) long on the face, hand or a joint',
          reason: 'R/O: laceration needing closure (stitches, glue or strips); best within 6 to 8 hours',
        },
        {
          text: 'Dirt or gravel ground into the wound that will not wash out',
          reason: 'R/O: contaminated wound needing cleaning to prevent infection and tattooing',
        },
        {
          text: 'Puncture wound through a shoe into the foot, or a deep puncture of the hand',
          reason: 'R/O: deep infection (e.g., Pseudomonas in foot punctures), retained foreign body',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Last tetanus shot <b>10 years</b> ago or longer (or 5 years ago or longer for a dirty wound), or never had one',
          reason: 'R/O: tetanus-prone wound\nNOTE: Booster ideally within 72 hours of the injury.',
          advice: ['clean-wound', 'bandage', 'call-back'],
        },
        {
          text: 'Diabetes or a weak immune system <b>and</b> a cut or scrape of the foot or leg',
          reason: 'R/O: high risk of wound infection and poor healing',
          advice: ['clean-wound', 'bandage', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Cut or scrape that is <b>not healing</b> after 10 days',
          reason: 'R/O: poor wound healing, low-grade infection',
          advice: ['clean-wound', 'bandage', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Minor cut or scrape: the edges come together, bleeding has stopped, and fingers or toes move and feel normally',
          reason: 'REASON: Minor wound. Home care and call back if it becomes infected.',
          advice: ['clean-wound', 'bandage', 'pain-medicine', 'call-back'],
        },
        {
          text: 'Small splinter that can be seen near the surface',
          reason: 'REASON: Most splinters can be removed at home.',
          advice: ['splinter', 'clean-wound', 'call-back'],
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
            'Keep firm pressure on the wound with a clean cloth. If blood soaks through, add more cloth and keep pressing.',
            'Lie the person down and raise the legs if pale or faint.',
            'Save any amputated part in damp gauze in a sealed bag placed in ice water.',
          ],
        },
      ],
    },
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'clean-wound',
          title: 'Cleaning the Wound',
          nuggets: [
            'Wash your hands, then rinse the wound under running tap water for 5 minutes and wash around it with soap.',
            'Remove any dirt with tweezers cleaned with rubbing alcohol.',
            'Do not use hydrogen peroxide or alcohol inside the wound; they damage healing tissue.',
          ],
        },
        {
          key: 'bandage',
          title: 'Covering the Wound',
          nuggets: [
            'Apply a thin layer of petroleum jelly or antibiotic ointment and cover with a bandage.',
            'For a small gaping cut, butterfly strips can hold the edges together.',
            'Change the bandage daily or when wet or dirty. Keep the wound covered until a scab or new skin forms.',
          ],
        },
        {
          key: 'splinter',
          title: 'Removing a Splinter',
          nuggets: [
            'Wash the area. Use tweezers cleaned with alcohol to pull the splinter out in the direction it went in.',
            'If it is under the skin, a needle cleaned with alcohol can open the skin over it.',
            'Tiny painless splinters often work their way out by themselves.',
          ],
        },
        painMedicineTopic(),
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Bleeding that will not stop with 10 minutes of pressure: call 911.',
            'The wound becomes red, swollen, more painful, drains pus, or a red streak spreads from it.',
            'You develop a fever.',
            'Numbness or trouble moving beyond the cut.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
