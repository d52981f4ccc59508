import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'hives-allergic-reaction',
  sourceProtocolId: 214,
  audience: 'adult',
  title: 'Hives and Allergic Reaction',
  keywords: [
    'hives',
    'welts',
    'wheals',
    'itchy bumps',
    'urticaria',
    'allergic reaction',
    'alergic reaction',
    'allergy',
    'allergic',
    'anaphylaxis',
    'swollen lips',
    'swollen face',
    'swollen tongue',
    'epipen',
    'food allergy',
    'reaction to medicine',
    'hive',
    'alergy',
    'anaphalaxis',
    'epi pen',
    'itchy welts',
    'swollen throat',
  ],
  definition:
    '<p>Raised, itchy, pink or red welts on the skin (hives) that come and go, and/or other signs of an allergic reaction such as swelling of the lips, eyelids or face, after a food, medicine, latex or unknown cause.</p>',
  background:
    '<p>Hives are common. Each welt usually fades within hours, while new ones appear elsewhere; an episode often lasts a few days. Triggers include viral infections, foods (nuts, shellfish, eggs), medicines (antibiotics, aspirin and other anti-inflammatory pain relievers), insect stings and latex, but often no cause is found. Hives that last 6 weeks or more are called chronic hives and are rarely due to an allergy.</p>' +
    '<p><b>Anaphylaxis</b> is a severe, rapid allergic reaction affecting more than one body system: skin (hives, flushing, swelling), breathing (wheeze, throat tightness, hoarseness), circulation (dizziness, fainting) and gut (vomiting, cramps). It usually starts within minutes to 2 hours of exposure. <b>Epinephrine is the first treatment</b>; antihistamines relieve itching but do not stop anaphylaxis. Symptoms can return hours later, so anyone who needed epinephrine should be observed in an emergency department.</p>' +
    '<p>Swelling of the lips, tongue or face without hives can be caused by blood pressure medicines called ACE inhibitors (names ending in "-pril"), even after years of use. It does not respond to antihistamines and can block the airway.</p>',
  initialAssessment: [
    '1. BREATHING: Any trouble breathing, wheezing, tight throat, hoarse voice or trouble swallowing?',
    '2. SWELLING: Is there swelling of the lips, tongue, face or throat?',
    '3. ONSET: When did the hives or reaction start? How fast is it spreading?',
    '4. LOCATION: Where are the hives? (one area, or all over the body)',
    '5. OTHER SYMPTOMS: Any vomiting, belly cramps, dizziness, or feeling faint?',
    '6. TRIGGER: Is there a likely cause?',
    '- Examples: (new food, new medicine, insect sting, latex, exercise, a recent viral illness)',
    '7. PREVIOUS REACTIONS: Has the patient ever had a severe allergic reaction? Do they carry an epinephrine auto-injector?',
    '8. MEDICINES: What medicines are taken regularly? (especially ACE inhibitors, names ending in "-pril")',
    '9. TREATMENT: What has been given so far, and did it help?',
    '10. SEVERITY: How much does it stop the person doing their usual activities?',
    '- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)',
    '- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)',
    '- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)',
  ].join('\n'),
  firstAid:
    '<p><b>Anaphylaxis</b> (trouble breathing, throat swelling, fainting, or hives with vomiting after a trigger):</p><ul><li>If the patient has an epinephrine auto-injector, use it now in the outer thigh (it can go through clothing). Then call 911.</li><li>Lay the patient flat with legs raised. If breathing is hard, let them sit up. If vomiting, lay them on their side.</li><li>Do not let the patient stand or walk suddenly; this can cause collapse.</li><li>If symptoms are not better after 5 to 15 minutes and a second auto-injector is available, give the second dose.</li><li>An antihistamine may be given for itching, but it does not replace epinephrine.</li></ul>',
  references: [
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
    { protocol: 'insect-bite-sting', text: 'The reaction follows an insect bite or sting.' },
    { protocol: 'rash-widespread', text: 'A widespread rash that is flat, blistering or not itchy welts.' },
    {
      protocol: 'breathing-difficulty',
      text: 'Breathing difficulty without hives, swelling or a likely allergic trigger.',
    },
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
          text: '<b>Trouble breathing</b>, wheezing, or a tight or closing throat',
          reason:
            'R/O: Anaphylaxis\nREASON: Airway and breathing involvement can be fatal within minutes.\nFIRST AID: Use the epinephrine auto-injector now if the patient has one.',
        },
        {
          text: '<b>Swelling of the tongue or throat</b>, hoarse voice, trouble swallowing, or drooling',
          reason:
            'R/O: Anaphylaxis, angioedema of the airway (including ACE inhibitor angioedema)\nREASON: Swelling can close the airway.\nFIRST AID: Use the epinephrine auto-injector now if the patient has one.',
        },
        {
          text: '<b>Fainted</b>, too weak or dizzy to stand, suddenly confused or drowsy, cold, clammy or pale skin, or lips turning blue or grey',
          reason:
            'R/O: Anaphylactic shock\nREASON: Low blood pressure from anaphylaxis needs epinephrine and fluids.\nFIRST AID: Lay flat with legs raised; use the epinephrine auto-injector if available.',
        },
        {
          text: 'Hives or swelling with <b>vomiting, belly cramps, or a feeling of doom</b>, within 2 hours of a likely trigger (food, medicine, sting)',
          reason:
            'R/O: Anaphylaxis (two body systems involved)\nREASON: Skin plus gut symptoms after a trigger meet the definition of anaphylaxis even when breathing is normal.',
        },
        {
          text: 'An <b>epinephrine auto-injector has been used</b> for this reaction',
          reason:
            'R/O: Biphasic (returning) anaphylaxis\nREASON: Anyone who needed epinephrine must be observed in an emergency department; the effect wears off in 10 to 20 minutes.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Swelling of the <b>lips or face</b> that came on suddenly or is getting bigger, with normal breathing and swallowing',
          reason:
            'R/O: Angioedema, early anaphylaxis\nREASON: Facial swelling can progress to the tongue and throat.\nNOTE: Ask about ACE inhibitors (names ending in "-pril"); this swelling does not respond to antihistamines.',
        },
        {
          text: '<b>Previous anaphylaxis</b>, and now hives after contact with the same trigger, even if breathing is normal',
          reason:
            'R/O: Early anaphylaxis\nREASON: Reactions can escalate quickly in people with a history of anaphylaxis.\nFIRST AID: If any breathing, throat, dizziness or vomiting symptoms appear, use the epinephrine auto-injector and call 911.',
        },
        {
          text: 'Hives or rash with <b>blisters</b>, peeling skin, or sores in the mouth or eyes',
          reason:
            'R/O: Stevens-Johnson syndrome, toxic epidermal necrolysis, erythema multiforme major\nREASON: Severe blistering drug reactions need hospital care.',
          smap: 'rash-widespread',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Hives started after a <b>new medicine</b>, with no breathing trouble or swelling',
          reason:
            'R/O: Drug allergy\nREASON: The prescriber needs to decide whether to stop or replace the medicine and record the allergy.\nNOTE: Advise not to take the next dose until a clinician has reviewed it, unless it is a critical medicine.',
          advice: ['avoid-trigger', 'antihistamine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Hives with <b>fever or joint pain</b> or swelling',
          reason:
            'R/O: Serum sickness, viral infection, urticarial vasculitis\nREASON: Hives with fever or joint symptoms need an examination and sometimes blood tests.',
          advice: ['cool', 'antihistamine', 'call-back'],
        },
        {
          text: '<b>Severe itching</b> not helped by an antihistamine, keeping the patient from sleeping or working',
          reason:
            'R/O: Severe acute urticaria\nREASON: A higher antihistamine dose or a short course of prescription medicine may be needed.',
          advice: ['itch', 'cool', 'antihistamine', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Hives not improving after 2 days, spreading, or coming back again and again',
          reason:
            'R/O: Hives with a cause that needs treatment (infection, medicine), angioedema, chronic hives\nREASON: Public sources (NHS.uk and NHS 111 Wales, Hives) ask for an urgent GP appointment or 111 for hives not improving after 2 days, spreading or keeping coming back (issue 31 reference review); the same question in adult and pediatric Hives.',
          advice: ['antihistamine', 'cool', 'itch', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Hives have lasted <b>1 week or more</b>, or keep coming back',
          reason:
            'R/O: Chronic or recurrent urticaria, thyroid disease, physical urticaria\nREASON: Ongoing hives need a treatment plan and sometimes tests.',
          advice: ['avoid-trigger', 'antihistamine', 'expect', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Wants testing for the <b>cause of a past reaction</b>, or needs an epinephrine auto-injector prescription',
          reason:
            'REASON: People who have had a systemic reaction should carry epinephrine and may benefit from an allergist referral.',
          advice: ['avoid-trigger', 'epinephrine', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild hives with no swelling of the face and no other symptoms',
          reason:
            'REASON: Hives without breathing, throat, circulation or stomach symptoms can be treated at home with an antihistamine.\nNOTE: Review the call-back reasons with the caller; reactions can worsen over the first hours.',
          advice: ['avoid-trigger', 'cool', 'itch', 'expect', 'antihistamine', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'avoid-trigger',
          title: 'Avoid the Trigger',
          nuggets: [
            'If you know or suspect the cause (a food, medicine, soap or plant), avoid it.',
            'If you suspect a prescription medicine, do not take the next dose until you have talked with the prescriber.',
            'Write down what you ate, drank, took or touched in the 2 hours before the hives started.',
          ],
        },
        {
          key: 'cool',
          title: 'Cool the Skin',
          nuggets: [
            'Take a cool shower or bath, or put a cool wet cloth on itchy areas for 10 to 20 minutes.',
            'Avoid hot showers, heat and tight clothing; warmth makes hives itch more.',
          ],
        },
        {
          key: 'itch',
          title: 'Reduce Itching',
          nuggets: [
            'Try not to scratch; it makes hives spread and itch more. Keep fingernails short.',
            'Calamine lotion can soothe itchy skin.',
            'Wear loose, soft cotton clothing.',
          ],
        },
        {
          key: 'expect',
          title: 'What to Expect',
          nuggets: [
            'Each hive usually fades within 24 hours, but new ones may keep appearing for a few days.',
            'Most episodes of hives are gone within 1 to 2 weeks.',
            'Swelling around the eyes or lips may take a day or two to go down.',
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
            'A non-drowsy antihistamine works well for hives: cetirizine 10 mg once a day, loratadine 10 mg once a day, or fexofenadine 180 mg once a day.',
            'Take it every day until the hives have been gone for 1 to 2 days.',
            'Diphenhydramine 25 to 50 mg every 6 hours as needed also works but causes drowsiness. Do not drive or drink alcohol after taking it.',
            'Antihistamines relieve itching but do not treat anaphylaxis.',
          ],
        },
        {
          key: 'epinephrine',
          title: 'Epinephrine Auto-Injector',
          nuggets: [
            'If you have been prescribed an epinephrine auto-injector, carry two with you at all times.',
            'Use it at the first sign of trouble breathing, throat tightness, fainting or vomiting after a known trigger, then call 911.',
            'Check the expiry date and replace it when it expires.',
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
            'Trouble breathing or swallowing, swelling of the tongue or throat, or fainting (call 911).',
            'Swelling of the lips or face (go to the emergency department now; call 911 if breathing or swallowing becomes hard).',
            'Vomiting or belly cramps with the hives.',
            'Hives are not better after 2 days of antihistamines, or last 1 week or more.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
