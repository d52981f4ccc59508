import { defineProtocol } from '../../source/define-protocol.ts';
import { unclearSymptom } from '../shared/findings.ts';

export default defineProtocol({
  slug: 'vaginal-discharge-itching',
  sourceProtocolId: 221,
  audience: 'adult',
  title: 'Vaginal Discharge and Itching',
  keywords: [
    'vaginal discharge',
    'discharge',
    'vaginal itching',
    'itchy vagina',
    'vaginal odor',
    'fishy smell',
    'yeast infection',
    'yeast',
    'thrush',
    'bacterial vaginosis',
    'bv',
    'vaginitis',
    'trich',
    'std',
    'sti',
    'vaginal burning',
    'vaginal itch',
    'itching down there',
    'yeast infecton',
    'yest infection',
    'smelly discharge',
    'discharge smell',
  ],
  definition:
    '<p>A change in vaginal discharge (amount, color or smell) and/or itching, burning or irritation of the vagina or vulva in an adult.</p>',
  background:
    '<p>Some discharge is normal and changes through the menstrual cycle. The three most common causes of abnormal discharge are <b>yeast infection</b> (itching, thick white "cottage cheese" discharge, no odor), <b>bacterial vaginosis</b> (thin gray-white discharge with a fishy odor, often worse after sex) and <b>trichomoniasis</b> (a sexually transmitted infection with frothy yellow-green discharge and itching). Chlamydia and gonorrhea may cause discharge or no symptoms at all.</p>' +
    '<p>Women who have had a yeast infection diagnosed before and recognise the same symptoms can usually treat it with a non-prescription antifungal, but self-diagnosis is often wrong. A clinician should assess a first episode, symptoms in pregnancy, frequent recurrences, possible sexually transmitted infection, and symptoms that do not clear with treatment. Other causes include irritation from soaps, douches or pads, a forgotten tampon, thinning of the vaginal tissues after menopause, and genital herpes.</p>' +
    '<p>Warning signs include lower belly or pelvic pain with fever (pelvic inflammatory disease), severe pelvic pain or bleeding in early pregnancy (ectopic pregnancy), fluid leaking in later pregnancy, and a sunburn-like rash with fever and vomiting in a tampon user (toxic shock syndrome).</p>',
  initialAssessment: [
    '1. DISCHARGE: What does the discharge look like? Is there an odor?',
    '- Examples: (thick and white, thin and gray, yellow-green and frothy, bloody)',
    '2. ITCHING: Is there itching, burning or irritation? Inside, or on the outer skin?',
    '3. ONSET: When did it start?',
    '4. PAIN: Any pain in the lower belly or pelvis, or pain with sex?',
    '5. FEVER: Any fever or chills?',
    '6. SORES: Any blisters, sores or bumps in the genital area?',
    '7. PREGNANCY: Is she pregnant or could she be? When was the last menstrual period?',
    '8. SEXUAL HISTORY: Any new partner, or a partner with symptoms or a recent diagnosis?',
    '9. PREVIOUS EPISODES: Has a clinician diagnosed a yeast infection before? Does this feel the same? How many in the past year?',
    '10. OTHER: Could a tampon or other object be left in the vagina? Diabetes? Recent antibiotics?',
    '11. SEVERITY: How much does it stop the person doing their usual activities?',
    '- MILD: does not stop usual activities or sleep (pain 1 to 3 out of 10)',
    '- MODERATE: stops some usual activities or wakes the person from sleep (pain 4 to 7 out of 10)',
    '- SEVERE: cannot do any usual activities, or the worst ever (pain 8 to 10 out of 10)',
  ].join('\n'),
  references: [
    {
      title: 'Sexually Transmitted Infections Treatment Guidelines, 2021',
      author: 'Workowski KA, Bachmann LH, Chan PA, et al.',
      source: 'MMWR Recommendations and Reports. 2021;70(4):1–187.',
      pubMedId: '34292926',
    },
    {
      title: 'Telephone Triage Protocols for Nurses',
      author: 'Briggs JK',
      source: 'Philadelphia: Lippincott Williams and Wilkins / Wolters Kluwer (several editions).',
    },
  ],
  useDifferentProtocolIf: [
    { protocol: 'urination-pain', text: 'Pain or burning when passing urine is the main symptom.' },
    { protocol: 'abdominal-pain', text: 'Lower belly or pelvic pain is the main symptom.' },
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
          text: '<b>Signs of shock</b>: fainted, too weak or dizzy to stand, or cold, clammy skin',
          reason:
            'R/O: Toxic shock syndrome, ruptured ectopic pregnancy, septic shock\nREASON: Low blood pressure is an emergency whatever the cause.',
        },
      ],
    },
    {
      tier: 'ed-now',
      questions: [
        {
          text: 'Fever with a <b>sunburn-like rash</b>, vomiting, diarrhea or dizziness, while using tampons, a menstrual cup or a contraceptive sponge',
          reason:
            'R/O: Toxic shock syndrome\nREASON: Toxic shock can progress to organ failure within hours.\nFIRST AID: Remove the tampon, cup or sponge now.',
        },
        {
          text: 'Could be pregnant, with <b>vaginal bleeding and belly pain</b>, especially on one side',
          reason:
            'R/O: Ectopic pregnancy, miscarriage\nREASON: A ruptured ectopic pregnancy can cause life-threatening internal bleeding.',
          smap: 'abdominal-pain',
        },
        {
          text: '<b>Severe pain</b> in the lower belly or pelvis',
          reason:
            'R/O: Pelvic inflammatory disease with abscess, ectopic pregnancy, ovarian torsion\nREASON: Severe pelvic pain needs emergency examination and imaging.',
          smap: 'abdominal-pain',
        },
        {
          text: '<b>Pregnant</b> 20 weeks or later, and the discharge is watery (leaking fluid), bloody, or comes with cramps or contractions',
          reason:
            'R/O: Rupture of membranes, preterm labor\nREASON: Needs assessment on the labor and delivery unit now.\nNOTE: Follow local policy for labor and delivery triage.',
        },
      ],
    },
    {
      tier: 'see-now',
      questions: [
        {
          text: 'Discharge with <b>lower belly pain</b>, pain during sex, or fever',
          reason:
            'R/O: Pelvic inflammatory disease, cervicitis\nREASON: Early treatment of pelvic infection prevents infertility and chronic pain.',
          advice: ['sex-partners', 'prescribed', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-today',
      questions: [
        unclearSymptom(['call-back']),
        {
          text: '<b>Pregnant</b> with abnormal discharge or itching',
          reason:
            'R/O: Bacterial vaginosis, trichomoniasis, yeast infection, sexually transmitted infection in pregnancy\nREASON: Some vaginal infections raise the risk of preterm birth, and treatment choices in pregnancy differ.',
          advice: ['hygiene', 'clothing', 'call-back'],
        },
        {
          text: 'Discharge or itching <b>and</b> pain or burning when passing urine',
          reason:
            'R/O: Chlamydia, gonorrhea, trichomoniasis, herpes, bladder infection\nREASON: Needs testing and often a prescription the same day (NHS, vaginal discharge: see a GP or sexual health clinic with pain when peeing); a woman with burning on passing urine is seen today in Urination Pain too.',
          advice: ['hygiene', 'sex-partners', 'prescribed', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Painful <b>blisters, sores or ulcers</b> in the genital area',
          reason:
            'R/O: Genital herpes, syphilis\nREASON: Antiviral treatment for herpes works best when started early; sores need testing.',
          advice: ['hygiene', 'itch-relief', 'sex-partners', 'call-back'],
        },
        {
          text: 'Possible exposure to a <b>sexually transmitted infection</b> (new partner, or a partner with symptoms or a diagnosis), or discharge that is yellow, green or frothy',
          reason:
            'R/O: Trichomoniasis, chlamydia, gonorrhea\nREASON: Testing and treatment are needed, and partners need to be treated too.',
          advice: ['hygiene', 'sex-partners', 'prescribed', 'call-back'],
        },
        {
          text: 'A <b>tampon or other object</b> may be left in the vagina and cannot be removed, or there is a strong foul odor',
          reason:
            'R/O: Retained foreign body, toxic shock syndrome risk\nREASON: A retained tampon causes foul discharge and infection and must be removed.\nNOTE: Ask the patient to try to remove it herself with clean hands first.',
          advice: ['hygiene', 'call-back'],
        },
      ],
    },
    {
      tier: 'see-3-days',
      questions: [
        {
          text: '<b>Bleeding</b> between periods or after sex, with no belly pain and not pregnant',
          reason:
            'R/O: Cervicitis (chlamydia), cervical ectropion or polyp, cervical or womb cancer, hormonal contraception\nREASON: Needs an examination and often a swab and cervical screening check (NHS, vaginal discharge: see a GP or sexual health clinic with bleeding between periods or after sex).\nNOTE: Bleeding with belly pain when she could be pregnant is asked above at the ED.',
          advice: ['hygiene', 'sex-partners', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Thin gray-white discharge with a <b>fishy odor</b>',
          reason: 'R/O: Bacterial vaginosis\nREASON: Bacterial vaginosis needs a prescription antibiotic.',
          advice: ['hygiene', 'clothing', 'prescribed', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Yeast infection symptoms (itching, thick white discharge) not better after non-prescription treatment, or 4 or more yeast infections in a year, or the woman wants to be checked',
          reason:
            'R/O: Misdiagnosed vaginitis, recurrent vulvovaginal candidiasis, undiagnosed diabetes\nREASON: Testing confirms the cause and guides longer or different treatment.',
          advice: ['hygiene', 'clothing', 'itch-relief', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Itching, dryness or burning <b>after menopause</b>',
          reason:
            'R/O: Genitourinary syndrome of menopause (atrophic vaginitis), lichen sclerosus\nREASON: Treatable with prescription creams; skin changes need examination.',
          advice: ['hygiene', 'itch-relief', 'call-back'],
          videoVisitEligible: true,
        },
        {
          text: 'Discharge that has <b>changed</b> in color, smell or texture, or is heavier than usual (a yeast infection like one diagnosed before is asked below)',
          reason:
            'R/O: Bacterial vaginosis, trichomoniasis, yeast infection, cervicitis, retained object\nREASON: A change in discharge needs a planned examination and swabs (NHS, vaginal discharge: see a GP or sexual health clinic).\nNOTE: Yellow, green or frothy discharge, a strong foul odor and a possible infection from a partner are asked above at see today.',
          advice: ['hygiene', 'clothing', 'call-back'],
          videoVisitEligible: true,
        },
      ],
    },
    {
      tier: 'home-care',
      questions: [
        {
          text: 'Symptoms like a <b>previous yeast infection</b> (itching, thick white discharge, no odor) that a clinician diagnosed or pharmacy treatment cleared, not pregnant, and no risk of a sexually transmitted infection',
          reason:
            'R/O: Recurrent uncomplicated yeast infection\nREASON: Women who recognise the same symptoms as before can use a non-prescription antifungal (Devon Sexual Health (NHS), What to do about vaginal discharge: typical thrush, especially if had before, self-care; NHS, Vaginal thrush: a pharmacist can help; see a GP the first time, if treatment does not work or it keeps coming back). A diagnosis by a clinician is not required (blind set 7).\nNOTE: Review the call-back reasons with the caller.',
          advice: ['hygiene', 'clothing', 'itch-relief', 'sex-partners', 'antifungal', 'call-back'],
        },
        {
          text: 'Mild itching or irritation after a new soap, detergent, pad or douche, with normal discharge',
          reason:
            'R/O: Irritant or allergic contact dermatitis of the vulva\nREASON: Irritation usually settles within a few days once the cause is stopped.',
          advice: ['hygiene', 'clothing', 'itch-relief', 'call-back'],
        },
      ],
    },
  ],
  advice: [
    {
      title: 'Home Care Advice',
      topics: [
        {
          key: 'hygiene',
          title: 'Gentle Hygiene',
          nuggets: [
            'Wash the outer genital area once a day with warm water only, or a mild unscented soap. Pat dry.',
            'Do not douche. Douching upsets the normal balance of the vagina.',
            'Avoid scented pads, wipes, bubble baths, powders and feminine sprays.',
            'Change pads and tampons often during a period.',
          ],
        },
        {
          key: 'clothing',
          title: 'Loose Cotton Clothing',
          nuggets: [
            'Wear cotton underwear and loose-fitting pants or skirts.',
            'Change out of wet swimsuits and sweaty workout clothes soon after use.',
            'Sleep without underwear if comfortable, to let the area stay dry.',
          ],
        },
        {
          key: 'itch-relief',
          title: 'Itch Relief',
          nuggets: [
            'A cool, wet cloth on the outer area can ease itching.',
            'Sit in a shallow bath of lukewarm plain water for 10 to 15 minutes.',
            'Try not to scratch; it irritates the skin further.',
          ],
        },
        {
          key: 'sex-partners',
          title: 'Sex and Partners',
          nuggets: [
            'Avoid sex until the symptoms are gone and any treatment is finished.',
            'If a sexually transmitted infection is diagnosed, partners must be tested and treated too, or the infection will come back.',
            'Condoms reduce the risk of sexually transmitted infections.',
          ],
        },
      ],
    },
    {
      title: 'Medications',
      topics: [
        {
          key: 'antifungal',
          title: 'Yeast Infection Medicine',
          nuggets: [
            'Non-prescription clotrimazole or miconazole vaginal cream or suppositories treat yeast infections. Use as directed on the label.',
            'Longer courses (3 or 7 days) may be gentler on irritated skin than 1-day treatments.',
            'These creams can weaken latex condoms and diaphragms during treatment.',
            'If you are pregnant, talk to your clinician before using any treatment.',
            'Symptoms should improve within 3 days. If not, call back to be seen.',
          ],
        },
        {
          key: 'prescribed',
          title: 'If a Medicine Is Prescribed',
          nuggets: [
            'Take or use every dose as directed until it is finished, even if you feel better.',
            'Avoid sex until treatment is complete and symptoms are gone.',
            'Call back if symptoms are not better by the end of treatment.',
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
            'Fever, or pain in the lower belly or pelvis.',
            'Sores or blisters in the genital area.',
            'Symptoms are not better after 3 days of treatment, or keep coming back.',
            'You become pregnant, or are pregnant and notice leaking fluid or bleeding.',
            'You think you need to be seen, or you get worse.',
          ],
        },
      ],
    },
  ],
});
