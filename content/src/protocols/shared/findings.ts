/**
 * The shared vocabulary of findings (docs/content-format.md, 'Shared findings'): a finding a caller
 * reports leads to one urgency tier in every protocol that asks about it, so the protocol a nurse
 * happens to open does not decide the outcome. The content check (`shared-finding`) finds each
 * phrase in every triage question of every protocol and reports a question in another tier. It also
 * requires the catch-all question (`catch-all`) in every protocol with triage questions, so that an
 * unclear call always ends with a disposition.
 */
import type { SourceProtocol, SourceQuestion, Tier } from '../../source/define-protocol.ts';

export interface SharedFinding {
  /** Lower-case phrase as the nurse reads it (tags removed); a question containing it asks this finding. */
  phrase: string;
  tier: Tier;
  why: string;
}

/**
 * A high-risk finding that protocols word differently (blind set 3: a child still wheezing after
 * choking on an object was the ED in two protocols and 'see now' in a third, worded differently, so
 * the phrase check missed it). Every question matching one of the wordings (tags removed, any case)
 * must be at the finding's tier or a more acute one: a question that adds a further danger sign may
 * sit higher, none may sit lower. The wordings are written to leave out their negations ('no skin
 * pulling in'); a question that names the finding only to exclude it must say so that way.
 */
export interface FindingWordings {
  finding: string;
  /** The finding's one tier (issue 31: a question may sit higher only with a listed further sign or a sourced justification). */
  tier: Tier;
  wordings: readonly RegExp[];
  why: string;
  /**
   * Further danger signs: a question that asks the finding together with one of these (in the same
   * question) may sit at a more acute tier ('black stools and fainted' at 911 next to 'black stools'
   * at the ED). A more acute question without one is a pair at two levels (rule `finding-pair`).
   */
  higherWith?: readonly RegExp[];
  /** Protocols that ask the finding at another tier on purpose, with the public source that says so. */
  justified?: readonly FindingAtAnotherTier[];
}

/**
 * A question that asks a finding at another tier than the finding's, on purpose: the protocol
 * ('<audience>/<slug>'), the tier, why, and the public clinician-written source giving that level.
 */
interface FindingAtAnotherTier {
  protocol: string;
  tier: Tier;
  why: string;
  source: string;
  url: string;
}

export const FINDINGS_WORDED_DIFFERENTLY: readonly FindingWordings[] = [
  {
    finding: 'an object that may have been breathed in (cough, wheeze or noisy breathing since choking)',
    tier: 'ed-now',
    wordings: [
      /\bafter choking\b/i,
      /\bchoking episode\b/i,
      /\b(?:inhaled|breathed in|breathe in)\b[^.,;]{0,30}\b(?:object|food|nut|peanut|toy|bead|piece)/i,
      /\bobject in the (?:airway|windpipe|lungs?)\b/i,
    ],
    why: 'an object in the airway needs an X-ray and often removal the same day; the symptoms settle while the object stays (Poisoning and Swallowed Object, Cough, Croup and Breathing Difficulty alike)',
  },
  {
    finding: 'struggling to breathe',
    tier: 'call-911',
    wordings: [/\bstruggl\w* (?:for each breath|to breathe)/i, /\bdeep (?:retractions|sucking in)\b/i],
    why: 'struggling for each breath is respiratory failure in any complaint',
  },
  {
    finding: 'working hard to breathe (skin pulling in between the ribs)',
    tier: 'ed-now',
    wordings: [/(?<!\bno )\bskin pulling in\b/i, /\bribs pulling in\b/i, /\bworking hard to breathe\b/i],
    why: 'retractions are moderate respiratory distress in any complaint',
  },
  {
    finding: 'blue or grey lips',
    tier: 'call-911',
    wordings: [
      /\b(?:bluish|blue|gr[ae]y)(?: or (?:bluish|blue|gr[ae]y))? lips\b/i,
      /\blips (?:or face )?(?:are )?(?:turning )?(?:bluish|blue)\b/i,
    ],
    why: 'cyanosis is respiratory or circulatory failure in any complaint',
  },
  {
    finding: 'the worst headache ever, or a thunderclap headache',
    tier: 'call-911',
    wordings: [/\bworst headache\b/i, /\bthunderclap\b/i],
    why: 'a sudden worst-ever headache may be a brain bleed, at any age',
  },
  {
    finding: 'a stiff neck (cannot touch the chin to the chest)',
    tier: 'ed-now',
    wordings: [/\bstiff neck\b/i, /\bcannot touch (?:the )?chin to (?:the )?chest\b/i],
    why: 'a stiff neck with illness may be meningitis; a strained neck muscle is asked as neck pain that lets the chin touch the chest',
    higherWith: [/\b(?:purple|blood-colored) (?:or blood-colored )?(?:rash|spots)\b/i, /\bhard to wake\b/i],
  },
  {
    finding: 'vomiting blood or coffee-ground material',
    tier: 'ed-now',
    wordings: [/\bvomit\w* blood\b/i, /\bblood in (?:the )?vomit\b/i, /\bcoffee[- ]grounds?\b/i],
    why: 'bleeding from the stomach or gullet needs an examination and blood count now',
    higherWith: [/\b(?:dizzy or weak|lightheaded|fainted)\b/i],
  },
  {
    finding: 'black or tarry stools',
    tier: 'ed-now',
    wordings: [/\bblack(?:,)? (?:or |and )?(?:tarry|sticky)\b/i, /\bblack (?:or (?:bloody|maroon) )?stools?\b/i],
    why: 'black stool is digested blood from the stomach or upper bowel (unless from iron or bismuth) and needs an examination and blood count now',
    higherWith: [/\b(?:dizzy or weak|lightheaded|fainted)\b/i],
  },
  {
    // Issue 31: lip swelling after a sting was the ED in Hives and a local reaction in Insect Bite.
    finding: 'swelling of the lips (after a food, medicine or sting, a sting on the lip itself too)',
    tier: 'ed-now',
    wordings: [/\bswelling of the (?:face, )?lips\b/i, /\bswollen lips?\b/i, /\blips? (?:is |are )?swollen\b/i],
    why: 'swelling of the lips can spread to the tongue and throat within minutes; NHS (insect bites and stings, anaphylaxis) sends swelling of the lips, mouth or tongue to 999 or A&E',
    higherWith: [/\btrouble breathing\b/i, /\btongue or throat\b/i],
  },
  {
    // Issue 31: a large swelling around a bite or sting was a same-day visit for adults and home care for children.
    finding: 'large swelling around a bite or sting (larger than a hand, or a whole hand, foot or arm)',
    tier: 'see-today',
    wordings: [/\blarge swelling around\b/i, /\bswelling larger than a hand\b/i],
    why: 'a large local reaction needs an examination to exclude early cellulitis and may need prescription treatment; NHS pages and a children’s hospital page ask for a doctor’s visit',
  },
  {
    // Issue 31: an adult's red, warm, spreading skin with a fever was 'see now' in Fever, Wound Infection
    // and Insect Bite, 'see today' in Burns and the ED in Rash (Localized), Leg Swelling and Animal Bite.
    finding:
      'a skin infection with a fever: red, hot or warm, painful or swollen skin, or an infected wound, bite or burn, and a fever (100 °F (37.8 °C) or higher, or hot and shivery)',
    tier: 'ed-now',
    wordings: [
      /\bred, (?:hot|warm)\b[^.;]{0,80}\b(?:with|and)(?: any of these:)? (?:a )?(?:fever|shaking chills)\b/i,
      /\b(?:fever|feeling hot and shivery)\b[^.;]{0,15}\b(?:with|and) (?:a )?red, (?:hot|warm)/i,
      /\b(?:bite|wound|burn)\b[^.;]{0,50}\b(?:red|infected|infection)\b[^.;]{0,40}\b(?:with|and) (?:a )?fever\b/i,
      /\b(?:spreading redness|red streak)\b[^.;]{0,60}\b(?:with|and) (?:a )?fever\b/i,
      /\bred(?:,| or| and)? swollen\b[^.;]{0,60}\b(?:with|and) (?:a )?fever\b/i,
    ],
    why: 'a skin infection with a fever may have begun to spread into the blood: NHS (cellulitis, signs the infection has spread: a high temperature, go to A&E) and eMedicineHealth (cellulitis: high fevers or chills, go to the emergency department). Without a fever the same skin is a visit (now or today, by how it looks), asked with the words "no fever" or "without fever". NHS pages for a wound with a high temperature give NHS 111 or a GP; the safer level of the cellulitis pages is kept for adults. Children’s pages give a visit now for an infected wound with a fever in a child who does not look or act sick (below; issue 31, second pass: pediatric Animal or Human Bite and Rash (Localized) keep the ED for a child who looks or acts sick, and ask the child who does not at see now, as Wound Infection, Insect Bite and Lice do)',
    justified: [
      {
        protocol: 'peds/insect-bite-sting',
        tier: 'see-now',
        why: 'a child with a red streak or spreading redness from a bite and a fever who does not look or act sick is seen within hours; a child who looks sick is the ED',
        source:
          'AAP HealthyChildren.org symptom checker: Wound Infection (fever with an infected-looking wound: call doctor or seek care now)',
        url: 'https://www.healthychildren.org/English/tips-tools/symptom-checker/IFrame/Pages/symptomviewer.aspx?symptom=Wound+Infection',
      },
      {
        protocol: 'peds/ear-object-wax-injury',
        tier: 'see-now',
        why: 'a pierced ear that looks infected, with a fever, in a child is seen within hours',
        source:
          "Pediatric Associates (NC), Schmitt-Thompson 'Is your child sick?': Ear piercing symptoms (looks infected with fever: call doctor or seek care now)",
        url: 'https://pediatricassociatesnc.com/illness-symptoms/Ear-Piercing-Symptoms',
      },
      {
        // Issue 31 (second pass): it was the ED here; a child who looks or acts sick stays the ED.
        protocol: 'peds/rash-localized',
        tier: 'see-now',
        why: 'a child with a red, hot, spreading area and a fever who is otherwise acting normally is seen within hours; a child who looks or acts sick is the ED',
        source:
          "Seattle Children's Hospital: Rash - localized and cause unknown (a bright red area or red streak: call your doctor now; looks or acts very sick: call now too)",
        url: 'http://www.seattlechildrens.org/medical-conditions/symptom-index/rashes-localized/',
      },
      {
        // Issue 31 (second pass): it was a visit today here.
        protocol: 'peds/lice-pinworms',
        tier: 'see-now',
        why: 'scratched skin that looks infected, with a fever, in a child is seen within hours',
        source:
          'CommonSpirit Health (Healthwise): Lice - head lice in children, when to call (more pain, warmth or redness, red streaks, or fever: call your doctor now)',
        url: 'https://www.commonspirit.org/conditions-treatments/lice',
      },
    ],
  },
  {
    // Issue 31: 'no urine in 12 hours' (adults) and 'in 8 hours' (children) were worded several ways.
    finding: 'no urine for 12 hours or more in an adult, 8 hours or more in a child (dehydration)',
    tier: 'ed-now',
    wordings: [
      /\bno urine\b(?: \([^)]*\))? in (?:the past )?\d+ hours\b/i,
      /\bno wet diapers? in \d+ hours\b/i,
      /\b(?:has not|not) (?:urinated|passed (?:any )?urine)\b/i,
    ],
    why: 'the shared phrases no urine in 12 hours or more (adults) and no urine in 8 hours or more (children) at one level however it is worded; some urine in the past 8 hours, with less than usual, is mild to moderate dehydration (see now)',
  },
  {
    // Issue 31: refusing 2 or more feeds in a row was 911 in Feeding Problems, the ED in Fever in babies
    // younger than 3 months and 'see now' in Crying Baby.
    finding: 'a baby who has refused 2 or more feeds in a row (awake and alert)',
    tier: 'see-now',
    wordings: [/\brefus\w* (?:2|two|several) (?:or more )?(?:feeds|feedings)(?: in a row)?\b/i],
    why: 'poor feeding in a baby needs an examination within hours: NICE NG143 lists poor feeding in infants as amber, and Seattle Children’s (Newborn illness, how to recognize: poor feeding, call the doctor or seek care now), Winnie Palmer Hospital (Sick baby: refusing several feeds in a row, call the doctor) and OC Children’s (drinking very little for 8 hours or more, call now) give a visit now; a baby too sleepy to feed or hard to wake is 911, dehydration or a fever in a baby younger than 3 months the ED, each asked on its own',
    higherWith: [/\bhard to wake\b/i, /\btoo sleepy to feed\b/i, /\bno wet diapers? in \d+ hours\b/i],
  },
  {
    // Issue 31: an infected cut on the palm was the ED in Cuts and Lacerations and 'see today' in Wound Infection.
    finding: 'an infected wound on the palm of the hand',
    tier: 'ed-now',
    wordings: [/\bpalm\b[^.;]{0,30}\b(?:looks )?infected\b/i, /\binfected\b[^.;]{0,40}\bon the palm\b/i],
    why: 'an infection in the palm can spread along the tendon sheaths and into the deep spaces of the hand and may need surgery: NHS (Lacerations, when to go to A&E) sends a cut on the palm that looks infected to A&E',
  },
  {
    // Issue 31: a possible rabies exposure was 'see now' in adult Animal or Human Bite and Illness After
    // Travel and the ED in pediatric Animal or Human Bite.
    finding:
      'a possible rabies exposure, not yet treated: a bat bite, scratch or contact (or a bat in the room of a sleeper), a wild animal bite, or a mammal bite, scratch or lick on broken skin in a country where rabies is common',
    tier: 'ed-now',
    wordings: [
      /\b(?:bite or scratch from a bat|contact with a bat|bat found in the room)\b/i,
      /\b(?:bat|raccoon|skunk|fox|coyote)(?:,| or)[^.;]{0,30}\bwild animal\b/i,
      /\bcountr(?:y|ies) (?:where rabies is common|with rabies)\b/i,
    ],
    why: 'rabies is fatal once symptoms start and is prevented by wound care, vaccine and immune globulin started as soon as possible; in the United States the ED is where that treatment is given (immune globulin is often not stocked in offices or urgent care; Academic Emergency Medicine 2023, PubMed 37245074), and St John Ambulance (a bite with a risk of rabies: get to hospital as fast as possible) and OHSU Doernbecher (Schmitt-Thompson: any contact with an animal at risk for rabies, go to the ER now) give the ED. NHS inform and Fit for Travel give an urgent GP visit, where the GP arranges the treatment; the safer level is kept in both audiences. A stray or unvaccinated pet that cannot be watched is a visit today while the health department advises',
  },
  {
    // Issue 31: 'coughing up blood' with shortness of breath was 'see today' in Breathing Difficulty and
    // the ED (more than streaks) in Cough, Common Cold and Hay Fever. Streaks are the next finding.
    finding: 'coughing up blood (more than a few streaks in the mucus)',
    tier: 'ed-now',
    wordings: [/\bcough\w* up (?:large amounts of )?blood\b/i, /\bcoughed up blood\b/i],
    why: 'coughing up more than streaks of blood may be a clot in the lung, pneumonia or a tumour and needs an examination, a chest X-ray and often blood tests now; small streaks in the mucus with a cold or cough are a visit today (the next finding)',
    higherWith: [/\blarge amounts\b/i, /\bclots\b/i, /^chest pain and\b/i],
    justified: [
      {
        protocol: 'adult/leg-swelling-pain',
        tier: 'call-911',
        why: 'in a caller with a swollen or painful leg (a possible clot), coughing up blood may be a clot that has reached the lung (pulmonary embolism)',
        source:
          'Gloucestershire Hospitals NHS Foundation Trust: Deep vein thrombosis (DVT), symptoms of a PE (coughing up blood: call 999)',
        url: 'https://www.gloshospitals.nhs.uk/your-visit/patient-information-leaflets/deep-vein-thrombosis-dvt/',
      },
    ],
  },
  {
    finding: 'small streaks of blood in the mucus coughed up (or in the saliva or phlegm)',
    tier: 'see-today',
    wordings: [
      /\bstreaks? of blood in the (?:mucus|phlegm|saliva|sputum)\b/i,
      /\bblood-streaked (?:mucus|phlegm|sputum)\b/i,
    ],
    why: 'streaks of blood from a raw throat or a hard cough usually come from irritated airways, but need an examination the same day (and a chest X-ray if they keep coming); more than streaks is the ED (the finding above)',
  },
  {
    // Issue 31: bloody diarrhoea in a child was 'see now' in Diarrhea and 'see today' in Blood in Stool.
    // Settled at 'see now' (second mapping pass): the ED pages for bloody diarrhoea alone are adult pages.
    finding: 'bloody diarrhea (more than a few streaks of blood)',
    tier: 'see-now',
    wordings: [/\bbloody diarrh/i, /\bblood in the diarrh/i, /\bdiarrh\w* with blood\b/i],
    why: 'bloody diarrhoea may be a bacterial infection (E. coli O157, Shigella, Campylobacter) that needs a stool test and watching for kidney failure (HUS) within hours. Children’s pages give a visit now, not the ED: HSE (Diarrhoea in babies and children, when to get medical help: to the GP immediately for blood or mucus in the poo, to hospital for severe dehydration or a child getting worse fast; https://www2.hse.ie/conditions/diarrhoea-babies-children/when-get-medical-help/), NHS Healthier Together (amber: a doctor or nurse today) and Seattle Children’s (call the doctor now). Bloody diarrhoea with dehydration or the signs of HUS (much less urine, pale, sleepy, puffy) is the ED (a paediatric GI page gives the ED for bloody diarrhoea with dehydration). eMedicineHealth’s ED for diarrhoea that looks bloody is its adult Diarrhea page, which also says to call a health care professional for bloody diarrhoea',
    higherWith: [/\bless urine\b/i, /\bpuffy\b/i, /\bsleeping much more\b/i, /\bdizzy or weak\b/i, /\bfainted\b/i],
  },
  {
    // Issue 31: flank pain was the ED in Abdominal Pain (severe pain) and 'see today' or 'see now' in Flank Pain.
    finding: 'severe flank pain (writhing, cannot get comfortable)',
    tier: 'ed-now',
    wordings: [/\bsevere\b[^.;]{0,25}\bflank\b/i, /\bflank pain\b[^.;]{0,40}\bsevere\b/i],
    why: 'severe flank pain is a kidney stone that needs pain relief by injection, or an infection or aortic problem; NHS (kidney stones) sends pain so severe the person cannot get comfortable to A&E',
    higherWith: [/\b50 years or older\b/i, /\bfaint/i],
  },
  {
    finding: 'flank pain with fever or burning on passing urine (possible kidney infection)',
    tier: 'see-now',
    wordings: [
      /\bflank pain\b[^.;]{0,30}\b(?:fever|burning|urinary)\b/i,
      /(?<!\bno )\b(?:fever|burning)\b[^.;]{0,12}\bor (?:flank pain|pain in the side or back below the ribs)\b/i,
    ],
    why: 'a kidney infection needs antibiotics the same day (NICE CKS pyelonephritis); with shaking chills, vomiting, pregnancy or one kidney it is the ED, and with a known kidney stone (a blocked, infected kidney needs draining)',
    higherWith: [
      /\bshaking chills\b/i,
      /\bknown kidney stone\b/i,
      /\bvomit/i,
      /\bpregnant\b/i,
      /\bkeep (?:down )?fluids\b/i,
      /\bconfusion\b/i,
      /\btoo weak to stand\b/i,
    ],
  },
  {
    // Issue 31: 'an auto-injector was used' was 911 for adults and the ED for children.
    finding: 'an epinephrine auto-injector has been used',
    tier: 'call-911',
    wordings: [/\bepinephrine auto-injector (?:has been|was) (?:used|given)\b/i],
    why: 'after adrenaline (epinephrine) is used, an ambulance is called even if the person feels better: the reaction can come back (NHS, anaphylaxis)',
  },
  {
    // Issue 31: failing rescue treatment ('the inhaler is barely helping') was not an emergency sign anywhere.
    finding: 'the reliever (rescue) inhaler is not helping, or barely helps',
    tier: 'ed-now',
    wordings: [
      /\b(?:reliever|rescue|quick-relief|asthma) (?:inhaler|medicine)\b[^.;]{0,45}\b(?:not helping|barely help)/i,
      /\bnot relieved by the (?:usual )?asthma inhaler\b/i,
      /\bhelps only for a short while\b/i,
    ],
    why: 'an asthma attack that the reliever does not relieve is a severe attack (NHS, asthma attack: call 999 if the reliever is not helping)',
  },
  {
    finding: 'the reliever (rescue) inhaler needed more often than every 4 hours',
    tier: 'see-now',
    wordings: [
      /\bmore often than every 4 hours\b/i,
      /\bhelps for less than 4 hours\b/i,
      /\brelief lasts less than 4 hours\b/i,
    ],
    why: 'a reliever needed more often than every 4 hours is an attack getting out of control: seen within hours (asthma action plans, yellow zone)',
  },
  {
    // Issue 31: fast breathing at rest in a child was 'see now' in Cough, Fever and Breathing Difficulty,
    // the ED in Influenza and Colds, and the ED in No Protocol Fits ('breathing fast or hard while resting').
    // In adults, breathing fast while resting is asked as short of breath at rest (the ED).
    finding:
      'a child breathing faster than normal when calm (fast breathing at rest, with no other sign of breathing distress)',
    tier: 'see-now',
    wordings: [/\bbreathing faster than normal\b/i, /\bbreathing fast when\b/i, /\bfast breathing that continues\b/i],
    why: 'fast breathing at rest is an amber sign in the NICE traffic light table for children (tachypnoea: more than 50 breaths a minute at 6 to 12 months, more than 40 from 1 year; NICE NG143) and in NHS Healthier Together (breathing faster than normal: a doctor or nurse today), so the child is examined within hours; the red signs (breathing very fast, 60 breaths a minute or more, skin pulling in, grunting, too breathless to talk or feed) are the ED or 911 and sit higher with them. Pages that send any fast breathing to emergency care (CDC flu warning signs, a care-notes page) name no rate and no other sign',
    higherWith: [
      /\bvery fast\b/i,
      /(?<!\bno )\bskin pulling in\b/i,
      /\bribs pulling in\b/i,
      /\bgrunting\b/i,
      /\btoo breathless\b/i,
      /\bstruggl/i,
    ],
  },
];

export const SHARED_FINDINGS: readonly SharedFinding[] = [
  {
    phrase: 'severe difficulty breathing',
    tier: 'call-911',
    why: 'struggling for each breath is respiratory failure in any complaint',
  },
  {
    phrase: 'bluish lips',
    tier: 'call-911',
    why: 'cyanosis is respiratory or circulatory failure in any complaint',
  },
  {
    phrase: 'thunderclap',
    tier: 'call-911',
    why: 'a headache at full strength within a minute may be a brain bleed, at any age',
  },
  {
    phrase: 'short of breath at rest',
    tier: 'ed-now',
    why: 'breathlessness at rest is moderate respiratory distress in every complaint',
  },
  {
    phrase: 'breathing harder than usual',
    tier: 'ed-now',
    why: 'breathlessness whose severity the caller cannot state is treated as breathlessness at rest: the safer side',
  },
  {
    phrase: 'fever with a red or pink rash',
    tier: 'see-today',
    why: 'a rash with fever (not purple) needs an examination the same day: scarlet fever, measles, Kawasaki disease',
  },
  {
    phrase: 'fever after being in a malaria area in the past year',
    tier: 'ed-now',
    why: 'malaria can become severe within 24 hours; travel illness starts weeks to a year after coming home',
  },
  {
    phrase: 'fever after travel outside the country in the past 3 months',
    tier: 'see-today',
    why: 'dengue, typhoid and other travel infections start up to weeks after coming home',
  },
  {
    phrase: 'within 30 days after a tick bite',
    tier: 'see-now',
    why: 'fever or a spotted rash after a tick bite may be Rocky Mountain spotted fever, which needs treatment the same day',
  },
  {
    phrase: 'cranky most of the time and not playing',
    tier: 'see-today',
    why: 'a febrile child who is irritable (cranky most of the time, not playing) or feeding poorly needs an examination the same day; a grumpy child who still plays and drinks does not',
  },
  {
    phrase: 'hard to wake',
    tier: 'call-911',
    why: 'a reduced level of consciousness is an emergency whatever the complaint',
  },
  {
    phrase: 'fever with purple or blood-colored spots',
    tier: 'call-911',
    why: 'a non-blanching rash with illness may be meningococcal sepsis',
  },
  {
    phrase: 'mild to moderate dehydration',
    tier: 'see-now',
    why: 'some dehydration (less urine than usual, dry mouth) is examined within hours in adults and children alike',
  },
  {
    phrase: 'red cracked lips',
    tier: 'ed-now',
    why: 'a fever of 4 days or more with red eyes, red cracked lips, a rash or swollen hands or feet may be Kawasaki disease, which needs treatment without delay to protect the heart; the Fever protocol asks it as Rash and Swollen Glands do',
  },
  {
    phrase: 'red, painful, hard area of the breast',
    tier: 'see-today',
    why: 'mastitis in a breastfeeding woman needs an examination the same day, in Fever and in Rash alike',
  },
  {
    phrase: 'tender lump in the breast',
    tier: 'home-care',
    why: 'a blocked duct without redness or fever clears with feeding',
  },
  {
    phrase: 'too drowsy or confused to swallow safely',
    tier: 'call-911',
    why: 'low blood sugar in someone who has passed out, had a seizure or cannot swallow safely needs glucagon or sugar into a vein now, in adults and children alike',
  },
  {
    phrase: 'fever with vomiting and no diarrhea',
    tier: 'see-today',
    why: 'issue 31: a feverish child who vomits without diarrhea was a same-day visit in Vomiting and home care in Fever; vomiting with fever and no diarrhea may be a urine, ear or chest infection or early appendicitis, so the safer level is kept in both',
  },
  {
    phrase: 'hives not improving after 2 days',
    tier: 'see-today',
    why: 'issue 31: NHS pages ask for an urgent GP appointment for hives not improving after 2 days, spreading or coming back; asked in adult and pediatric Hives at one level',
  },
  {
    // Issue 31: Constipation's home care took small streaks of blood after a hard stool at any age.
    phrase: 'new rectal bleeding in an adult 45 years or older',
    tier: 'see-3-days',
    why: 'bowel cancer becomes more common from 45 (the age bowel screening starts in the United States), so new bleeding from the bottom at that age is examined within days even when hemorrhoids or a hard stool seem to explain it; Rectal Bleeding and Constipation ask it in these words',
  },
  {
    phrase: 'no urine in 8 hours or more',
    tier: 'ed-now',
    why: 'no urine for 8 hours in a child (or an adult with an eating disorder, who loses body salts too) is a sign of dehydration needing fluids now',
  },
  {
    // Issue 31: adult Sore Throat and Influenza asked 'no urine in 12 hours' in other words.
    phrase: 'no urine in 12 hours or more',
    tier: 'ed-now',
    why: 'the adult cut-off: an adult who has passed no urine for 12 hours or more, and feels no need to, goes to the emergency department (HSE, The emergency department); 8 hours without urine is a normal night for an adult, so the children’s 8 hours is not used',
  },
];

/** The catch-all: one text, one tier, in every protocol with triage questions. */
export const UNCLEAR_SYMPTOM_TEXT =
  'No other question here describes the symptom, and it is getting worse, or unexplained and unfamiliar';
export const UNCLEAR_SYMPTOM_TIER: Tier = 'see-today';

/** The catch-all question, in the protocol's `see-today` tier, with the protocol's call-back advice. */
export function unclearSymptom(advice: string[]): SourceQuestion {
  return {
    text: UNCLEAR_SYMPTOM_TEXT,
    reason:
      "REASON: Yes only when none of the other questions describes the symptom (a new complaint that another question covers is answered there), and the symptom is getting worse, or is unexplained and unfamiliar, or the caller cannot say how bad it is. A same-day examination is the safe level for a symptom of unknown severity.\nNOTE: Not for a mild, typical problem the person copes with at home, even the first time they have had it (a cold, a small itchy rash, a puffy eyelid that is not red): that is the 'none of the above' path at home care (issue 31: catch-alls pulled familiar, mild problems up to a visit). Anything that sounds worse than this goes higher on the triager's judgment.",
    advice,
    videoVisitEligible: true,
  };
}

/**
 * Severe low blood sugar, asked word for word in Diabetes: High or Low Blood Sugar for adults and
 * for children (the shared finding 'too drowsy or confused to swallow safely', `call-911`). Its
 * reason gives the first aid in the words of each audience's caller.
 */
export function severeLowSugar(reason: string): SourceQuestion {
  return {
    text: 'Low blood sugar <b>and</b> any of these:<ul><li>passed out or cannot be woken</li><li>had a seizure</li><li>too drowsy or confused to swallow safely</li></ul>',
    reason,
    advice: ['low-sugar'],
  };
}

/**
 * Failing rescue treatment, asked on its own (issue 31: 'the inhaler is barely helping' was an
 * emergency sign nowhere). It matches the shared finding 'the reliever (rescue) inhaler is not
 * helping' (`ed-now`) and needs no further condition: no peak flow, no count of doses.
 */
export function relieverNotHelping(): SourceQuestion {
  return {
    text: "The <b>rescue inhaler</b> (reliever, quick-relief medicine) is not helping, barely helps, or <b>helps only for a short while</b>: still wheezing, short of breath or coughing hard soon after using it, or 'it wears off' with no clear hours of normal breathing between doses",
    reason:
      "R/O: Severe asthma attack\nREASON: An attack the reliever does not relieve is a severe attack, however the breathing sounds on the phone (NHS, asthma attack: call 999 if the reliever is not helping). Yes whatever the number of puffs taken. A reliever that 'only helps for a short while' is a reliever that is not lasting: Asthma + Lung UK (Asthma attacks, asthma.org.uk/advice/asthma-attacks) counts a reliever that is not helping or not lasting 4 hours as an asthma attack in progress, to be treated with the attack steps now and 999 if not better (blind set 7: a caller whose reliever 'only helps for a short while' was answered at the lower 'less than 4 hours' item).\nNOTE: Not sure whether it helped: ask whether the person can talk in full sentences and whether the wheeze or breathlessness eased within minutes of the last puffs and stayed away; if the caller cannot say, answer yes. The lower 'needed again within 4 hours' item is for a dose that clearly brings the breathing back to normal.\nFIRST AID: Sit upright; 1 puff of the reliever every 30 to 60 seconds, up to 10 puffs, while waiting.",
  };
}

/**
 * The final 'none of the above' path: the last question of every protocol a call can land in, so
 * that a caller who answers no to every question still reaches a disposition (issue 25, blind set 2:
 * calls in 'Information Only Call' and in protocols without a question for a moderate, uncomplicated
 * illness ended with none). It sits below the catch-all, so a new, unexplained or worsening symptom
 * is seen today first; what is left is a caller with no symptom or a mild one that is not changing.
 * In a protocol whose lowest tier is not home care (dispositionLevelsExemption) it sits in that tier.
 */
export const NONE_OF_THE_ABOVE_TEXT =
  'None of the questions above is yes: no symptoms, or familiar symptoms the person is coping with at home (self-limited, or long-standing and no worse than usual; a new one too) that are not getting worse';

/** @internal */
export function noneOfTheAbove(advice: string[]): SourceQuestion {
  return {
    text: NONE_OF_THE_ABOVE_TEXT,
    reason:
      "REASON: Every question above was answered no. Give the protocol's care advice and the reasons to call back.\nNOTE: A long-standing problem that is no worse than usual (a knee that has ached for months) is answered here, not left without a disposition (blind set 7); if it has never been checked by a doctor, the care advice includes booking a routine appointment. Anything that sounds worse than this goes higher on the triager's judgment.",
    advice,
  };
}

/**
 * A protocol with its final 'none of the above' path appended to its lowest tier, with the advice
 * of the question above it (the content check's `final-path` rule requires it last).
 */
export function withFinalPath(protocol: SourceProtocol): SourceProtocol {
  const last = protocol.triage.at(-1);
  if (last === undefined || last.questions.length === 0) return protocol;
  if (last.questions.at(-1)?.text === NONE_OF_THE_ABOVE_TEXT) return protocol;
  const advice = last.questions.at(-1)?.advice ?? [];
  return {
    ...protocol,
    triage: [...protocol.triage.slice(0, -1), { ...last, questions: [...last.questions, noneOfTheAbove(advice)] }],
  };
}

/**
 * Unknown is an answer (issue 31): details a caller may not know — a thermometer reading, whether a
 * symptom has now stopped, a blood pressure, a peak flow, a blood sugar or ketone level — and what
 * the nurse does when the caller does not know. `withUnknownAnswers` adds the 'IF NOT KNOWN' item to
 * the initial assessment of every protocol whose questions ask such a detail, naming each kind its
 * questions ask, so every protocol says it the same way; the content check (`unknown-answer`)
 * requires it.
 */
const UNKNOWN_DETAILS: readonly { kind: string; pattern: RegExp; addedWhen?: RegExp; say: string }[] = [
  {
    kind: 'temperature',
    pattern: /°F/,
    // Blind set 7: a fever asked without a reading still gets the line (feeling hot counts).
    addedWhen: /\bfever\b/i,
    say: 'A temperature not measured (no thermometer, or the number is not known): feeling hot to the touch, shivering or sweating counts as a fever of 100 °F (37.8 °C) or higher. A higher cut-off (101 °F or more) needs a reading; a person who looks or acts unwell is asked on its own.',
  },
  {
    kind: 'stopped',
    pattern: /\b(?:has |have )?(?:now )?stopped\b|\bnow gone\b|\bcame and went\b/i,
    say: 'Whether a symptom has stopped: ask what the person is doing or feeling right now. If the caller cannot tell, answer the question for the symptom still going on.',
  },
  {
    kind: 'blood pressure',
    pattern: /\bblood pressure\b[^.]*\bnumber\b|\btop number\b/i,
    say: 'A blood pressure not measured: answer from the symptoms the other questions ask; do not wait for a reading.',
  },
  {
    kind: 'peak flow',
    pattern: /\bpeak flow\b/i,
    say: 'A peak flow not measured: answer from the breathing questions (talking in full sentences, the rescue inhaler helping).',
  },
  {
    kind: 'blood sugar',
    pattern: /\bmg\/dL\b|\bketones?\b/i,
    say: 'A blood sugar or ketone level not measured: ask for a reading now if there is a meter or strips at home; if not, answer from the symptoms.',
  },
];

/** The label of the initial-assessment item that says what to do when a detail is not known. */
export const UNKNOWN_LABEL = 'IF NOT KNOWN';

/** The kinds of detail a caller may not know that the protocol's questions ask. */
export function unknownDetailKinds(protocol: SourceProtocol): string[] {
  const texts = protocol.triage.flatMap((block) => block.questions.map((question) => question.text));
  return UNKNOWN_DETAILS.filter(({ pattern }) => texts.some((text) => pattern.test(text))).map(({ kind }) => kind);
}

/**
 * The first line of the 'IF NOT KNOWN' item, numbered `number`: the same words in every protocol.
 * @internal
 */
export function unknownItemLine(number: number): string {
  return `${number}. ${UNKNOWN_LABEL}: When the caller does not know a detail a question asks, ask how to tell; if it is still not known, take the safer level (answer the question yes), except as said here. An exception the caller cannot confirm ('without a new medicine to explain it') is treated as not applying.`;
}

/**
 * The protocol with the 'IF NOT KNOWN' item appended to its initial assessment (blind set 7: every
 * protocol with triage questions has it, not only those that ask a reading), with a line for each
 * kind of detail its questions ask. An item already there gains the lines of the kinds it lacks.
 */
export function withUnknownAnswers(protocol: SourceProtocol): SourceProtocol {
  if (!protocol.triage.some((block) => block.questions.length > 0)) return protocol;
  const texts = protocol.triage.flatMap((block) => block.questions.map((question) => question.text));
  const kinds = UNKNOWN_DETAILS.filter(({ pattern, addedWhen }) =>
    texts.some((text) => pattern.test(text) || addedWhen?.test(text)),
  ).map(({ kind }) => kind);
  const assessment = protocol.initialAssessment ?? '';
  const has = assessment.includes(`${UNKNOWN_LABEL}:`);
  const itemText = has ? assessment.slice(assessment.indexOf(`${UNKNOWN_LABEL}:`)).toLowerCase() : '';
  const lines = UNKNOWN_DETAILS.filter(({ kind }) => kinds.includes(kind) && !itemText.includes(kind)).map(
    ({ say }) => `- ${say}`,
  );
  if (!has) lines.unshift(unknownItemLine((assessment.match(/^\s*\d+\./gm) ?? []).length + 1));
  if (lines.length === 0) return protocol;
  return {
    ...protocol,
    initialAssessment: assessment === '' ? lines.join('\n') : `${assessment.trimEnd()}\n${lines.join('\n')}`,
  };
}

/**
 * The caller asks for an antibiotic (or another prescription) for an infection: one text, one tier.
 * Home care with advice: the request itself is not a finding. The questions above it find the calls
 * that need an examination (fever for days, pain, breathing, worsening); a caller whose only reason
 * for a visit is the request gets the protocol's home care and its reasons to call back.
 */
export const ANTIBIOTIC_REQUEST_TEXT = 'Caller asks for an antibiotic';
export const ANTIBIOTIC_REQUEST_TIER: Tier = 'home-care';

export function antibioticRequest(advice: string[]): SourceQuestion {
  return {
    text: ANTIBIOTIC_REQUEST_TEXT,
    reason:
      'REASON: Most of these infections are caused by viruses and get better without an antibiotic, which can cause side effects. Answer the questions above first: any of them that applies sets the visit. Otherwise give home care and the reasons to call back.',
    advice,
  };
}
