import { defineProtocol } from '../../source/define-protocol.ts';
import { lifeThreateningScreen } from '../shared/adult-advice.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'hay-fever',
  sourceProtocolId: 234,
  audience: 'adult',
  title: 'Hay Fever (Nasal Allergies)',
  keywords: [
    'hay fever',
    'hayfever',
    'allergies',
    'alergies',
    'allergys',
    'seasonal allergies',
    'nasal allergies',
    'pollen allergy',
    'allergic rhinitis',
    'sneezing',
    'sneezing a lot',
    'runny nose allergies',
    'itchy nose',
    'itchy eyes',
    'itchy watery eyes',
    'stuffy nose allergies',
    'dust allergy',
    'cat allergy',
    'pet allergy',
    'ragweed',
    'grass allergy',
    'allergy medicine',
  ],
  definition:
    'Sneezing, runny or stuffy nose, and itchy nose, eyes or throat in an adult caused by an allergy to pollen, dust mites, pets or mold, seasonal or year-round.',
  background:
    '<p>Hay fever (allergic rhinitis) is very common and is not caused by an infection: there is no fever and no body aches. The nasal discharge is clear and watery, and itching of the nose, eyes and throat is typical. Symptoms come in the pollen seasons (trees in spring, grass in early summer, ragweed in late summer and fall) or all year with dust mites, pets or mold.</p>' +
    '<p>Hay fever can be treated at home with non-drowsy antihistamines (cetirizine, loratadine, fexofenadine) and a steroid nasal spray (fluticasone, budesonide, triamcinolone), which is the most effective treatment but takes several days of regular use to work fully. Many people with hay fever also have asthma, which may flare during the pollen season. Fever, facial pain with thick discharge for 10 days or more, or wheezing point to something other than hay fever.</p>',
  initialAssessment: `1. SYMPTOMS: What are the main symptoms? (sneezing, runny nose, stuffy nose, itchy eyes or nose)
2. PATTERN: When did it start? Is it the same time every year, or after contact with a pet or dust?
3. BREATHING: Any wheezing, coughing or shortness of breath? Any history of asthma?
4. FEVER: Any fever, body aches or sore throat?
5. FACE: Any facial pain or pressure, or thick yellow or green discharge? For how long?
6. TREATMENT: What medicines have been tried, and did they help?
7. IMPACT: Do the symptoms affect sleep, work or school?
8. SEVERITY: How much does it stop the person doing their usual activities?
- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)
- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)
- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)`,
  references: [
    {
      title: 'Clinical Practice Guideline: Allergic Rhinitis',
      author: 'Seidman MD, Gurgel RK, Lin SY, et al.',
      source: 'Otolaryngology-Head and Neck Surgery. 2015;152(1 Suppl):S1-S43',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Wolters Kluwer (5th edition)',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'common-cold', text: 'Runny nose with sore throat, cough or mild fever from a cold.' },
    { protocol: 'sinus-pain', text: 'Facial pain or pressure is the main symptom.' },
    { protocol: 'asthma-attack', text: 'Wheezing or shortness of breath in a person with asthma.' },
    {
      protocol: 'hives-allergic-reaction',
      text: 'Hives, swelling of the face or lips, or an allergic reaction to a food, medicine or sting.',
    },
  ],
  triage: [
    {
      tier: 'call-911',
      questions: [
        lifeThreateningScreen(),
        {
          text: '<b>Severe difficulty breathing</b>, or swelling of the tongue, lips or throat, or trouble swallowing',
          reason: 'R/O: anaphylaxis, severe asthma attack',
          smap: 'hives-allergic-reaction',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Wheezing or shortness of breath, and the usual asthma inhaler is not helping or barely helps',
          reason:
            'R/O: asthma attack triggered by allergens\nREASON: Failing rescue treatment is an emergency sign on its own (issue 31), as in Asthma Attack.',
          smap: 'asthma-attack',
        },
        {
          text: '<b>Short of breath at rest</b> (breathless while sitting still or talking)',
          reason:
            'R/O: asthma attack, anaphylaxis, pneumonia\nREASON: Shared finding: breathlessness at rest goes to the emergency department in every complaint.',
          smap: 'breathing-difficulty',
        },
        {
          text: '<b>Coughing up blood</b> (more than a few streaks in the mucus)',
          reason:
            'R/O: pneumonia, pulmonary embolism, bleeding from the lung\nREASON: Drugs.com (allergic rhinitis care notes) asks for care immediately for coughing up blood; asked at the same level as in Cough and Common Cold, with a few streaks asked below.',
          smap: 'cough',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: '<b>Wheezing, a tight chest or shortness of breath</b> with the allergy symptoms, new or worse than usual, but breathing comfortably at rest',
          reason:
            'R/O: new or uncontrolled allergic asthma, thunderstorm asthma\nREASON: Bredon Surgery (NHS GP practice, hay fever) and Allergy UK (thunderstorm asthma) ask for medical help for wheezing, breathlessness or a tight chest with hay fever. An inhaler that is not helping, or breathlessness at rest, is asked above.',
          smap: 'asthma-attack',
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: 'Eye pain, light sensitivity or blurred vision that does not clear with blinking',
          reason: 'R/O: keratitis, iritis (itching is typical of allergy; pain is not)',
          advice: ['eye-itch', 'call-back'],
          smap: 'eye-red-pain-discharge',
        },
        {
          text: 'Fever 100 °F (37.8 °C) or higher, or facial pain with thick yellow or green discharge for <b>10 days or more</b>',
          reason: 'R/O: sinusitis, infection rather than allergy',
          advice: ['nasal-care', 'call-back'],
          smap: 'sinus-pain',
          videoVisitEligible: true,
        },
        {
          text: '<b>Severe pain</b> in the face, forehead, ears or head that stops sleep or usual activities',
          reason:
            'R/O: sinusitis, ear infection, another cause of the pain\nREASON: Drugs.com (allergic rhinitis care notes) asks for care for severe pain; NHS (sinusitis) asks for an urgent GP appointment when pain is not eased by painkillers or is getting worse. Mild headache, earache or pressure around the forehead is part of hay fever (NHS).\nNOTE: A sudden, worst-ever headache is asked in the Headache protocol (911).',
          advice: ['nasal-care', 'call-back'],
          smap: 'sinus-pain',
        },
        {
          text: 'Small <b>streaks of blood</b> in the mucus coughed up',
          reason:
            'R/O: bronchitis, another lung cause\nREASON: Asked at the same level as in Cough and Common Cold; more than a few streaks is asked above (emergency department).',
          advice: ['call-back'],
          smap: 'cough',
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: 'Symptoms interfere with sleep, work or daily life despite <b>2 weeks or more</b> of regular antihistamine and steroid nasal spray',
          reason: 'R/O: uncontrolled allergic rhinitis (may need other treatment or allergy testing)',
          advice: ['avoid-triggers', 'allergy-medicine', 'nasal-care', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Stuffy nose on one side only that does not clear, nosebleeds or blood in the mucus from the nose, or pain inside the nose',
          reason:
            'R/O: nasal polyp, deviated septum, irritation from a nasal spray, other nasal cause\nREASON: Drugs.com (allergic rhinitis care notes) asks for the provider for a nosebleed or pain inside the nose; a nosebleed that does not stop is the Nosebleed protocol.',
          advice: ['nasal-care', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Pregnant or breastfeeding, and wants a medicine for hay fever',
          reason:
            'R/O: choice of medicines in pregnancy or breastfeeding\nREASON: Bredon Surgery (NHS GP practice, hay fever) asks a pregnant or breastfeeding woman to contact the practice rather than buy medicines; a routine contact. A pharmacist can also advise.',
          advice: ['avoid-triggers', 'nasal-care', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Mild to moderate hay fever: sneezing, clear runny or stuffy nose, or itchy eyes, nose or throat, with no fever and no breathing trouble',
          reason: 'REASON: Hay fever (allergic rhinitis). Home care.',
          advice: ['avoid-triggers', 'allergy-medicine', 'nasal-care', 'eye-itch', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'avoid-triggers',
          title: 'Avoiding Triggers',
          nuggets: [
            'On high pollen days keep windows closed, use air conditioning, and shower and change clothes after being outdoors.',
            'For dust mites, use allergy covers on pillows and mattresses and wash bedding weekly in hot water.',
            'Keep pets out of the bedroom.',
          ],
        },
        {
          key: 'allergy-medicine',
          title: 'Allergy Medicines',
          nuggets: [
            'A non-drowsy antihistamine once a day: cetirizine 10 mg, loratadine 10 mg or fexofenadine 180 mg.',
            'A steroid nasal spray (fluticasone, budesonide or triamcinolone) used every day as directed on the label is the most effective treatment; it takes several days to work fully.',
            'Decongestant nasal sprays (oxymetazoline) should not be used for 3 days or more; they cause rebound stuffiness.',
            'If pregnant or breastfeeding, or with high blood pressure or glaucoma, ask a pharmacist before taking allergy or decongestant medicine.',
          ],
        },
        {
          key: 'nasal-care',
          title: 'Nose Care',
          nuggets: [
            'Rinse the nose with saline spray or a saline rinse bottle once or twice a day, using distilled or boiled and cooled water.',
          ],
        },
        {
          key: 'eye-itch',
          title: 'Itchy Eyes',
          nuggets: [
            'Apply a cool, wet cloth to the closed eyes and avoid rubbing them.',
            'Antihistamine eye drops (ketotifen) used as directed on the label can help.',
          ],
        },
        {
          key: 'call-back',
          title: 'Call Back If',
          isReasonsToCallBack: true,
          nuggets: [
            'Trouble breathing or swelling of the tongue or throat: call 911.',
            'Wheezing or chest tightness.',
            'Fever, severe facial pain, or eye pain.',
            'You cough up blood.',
            'Symptoms are not controlled after 2 weeks of regular treatment.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
