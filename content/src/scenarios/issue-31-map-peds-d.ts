/**
 * Authored scenarios for issue 31's pediatric reference mapping (reviewer d: Weakness and Numbness,
 * Constipation, Eczema, Diaper Rash, Newborn Feeding, Umbilical Cord, Spitting Up, Rash (Localized),
 * Mouth Sores): one call per question whose wording or level the mapping changed
 * (content/src/references/mapping/peds/), so the sourced sign reaches its level through the engine.
 * Written by the reviewer who changed the content, so they guard against regressions; they are not
 * the blind cases (docs/clinical-safety.md).
 */
import type { Scenario } from './scenario.ts';

export const issue31MapPedsDScenarios: readonly Scenario[] = [
  // Weakness, Numbness or Face Drooping (Stroke Association, Childhood stroke; Mayo Clinic, Muscle weakness).
  {
    id: 'peds-weakness-numbness-issue31mapd-01',
    caller:
      'My 10-year-old suddenly says everything looks blurry, and when I talk to him he does not seem to understand what I am saying. It started ten minutes ago.',
    basis: 'Stroke Association, Childhood stroke: diagnosis and treatment',
    contentSet: 'oh_peds',
    protocol: 336,
    yes: ['trouble understanding what is said'],
    expectedLevel: 1,
  },
  {
    id: 'peds-weakness-numbness-issue31mapd-02',
    caller:
      'My daughter is 14. Half an hour ago she suddenly got a terrible headache, she says the worst she has ever had, and her left hand feels funny.',
    basis: 'Stroke Association, Childhood stroke: diagnosis and treatment',
    contentSet: 'ah_peds',
    protocol: 336,
    yes: ['a sudden, severe headache'],
    expectedLevel: 1,
  },
  {
    id: 'peds-weakness-numbness-issue31mapd-03',
    caller:
      'My 8-year-old suddenly cannot stand up without falling over to one side and says the room is going round. It is still happening.',
    basis: 'Stroke Association, Childhood stroke; Cleveland Clinic, Paralysis: when to call',
    contentSet: 'oh_peds',
    protocol: 336,
    yes: ['trouble walking or keeping balance'],
    expectedLevel: 1,
  },
  {
    id: 'peds-weakness-numbness-issue31mapd-04',
    caller:
      'My son collapsed at football and his arm went weak. He came round but he is still not himself, not answering properly.',
    basis: 'Stroke Association, Childhood stroke: diagnosis and treatment',
    contentSet: 'oh_peds',
    protocol: 336,
    yes: ['Passed out and not yet back to normal'],
    expectedLevel: 1,
  },
  {
    id: 'peds-weakness-numbness-issue31mapd-05',
    caller: 'My 13-year-old has had a sore neck since this afternoon and now her right leg feels numb. No temperature.',
    basis: 'Stroke Association, Childhood stroke: diagnosis and treatment',
    contentSet: 'oh_peds',
    protocol: 336,
    yes: ['stiff neck or neck pain that began with it'],
    expectedLevel: 1,
  },
  {
    id: 'peds-weakness-numbness-issue31mapd-06',
    caller:
      'Since his tummy bug last week my 6-year-old cannot lift his arms to put his T-shirt on by himself. It is the same as yesterday and he is walking and running fine.',
    basis: 'Mayo Clinic, Muscle weakness: when to see a doctor',
    contentSet: 'ah_peds',
    protocol: 336,
    yes: ['New muscle weakness that came on over days'],
    expectedLevel: 2,
  },
  // Constipation (Schmitt-Thompson, Constipation; Mayo Clinic, Constipation in children; NHS Plymouth and SYB Healthier Together).
  {
    id: 'peds-constipation-issue31mapd-01',
    caller:
      'My 4-year-old has not pooped for 5 days and today she is pale, just lying on the sofa and will not even have a drink.',
    basis: 'Schmitt-Thompson, Constipation; University Hospitals Plymouth, Constipation parent advice',
    contentSet: 'ah_peds',
    protocol: 337,
    yes: ['Seems unwell with the constipation'],
    expectedLevel: 2,
  },
  {
    id: 'peds-constipation-issue31mapd-02',
    caller:
      'My son is constipated and his tummy has been hurting the whole time for the past hour and a half, it does not let up. He says it is a 5 out of 10.',
    basis: 'Schmitt-Thompson, Constipation (call now)',
    contentSet: 'oh_peds',
    protocol: 337,
    yes: ['Belly pain or crying that has been constant'],
    expectedLevel: 2,
  },
  {
    id: 'peds-constipation-issue31mapd-03',
    caller:
      'My 3-year-old has been sitting on the potty pushing and saying his bum hurts for over an hour now and nothing is coming.',
    basis: 'Schmitt-Thompson, Constipation (call now)',
    contentSet: 'ah_peds',
    protocol: 337,
    yes: ['Pain in the bottom or straining'],
    expectedLevel: 2,
  },
  {
    id: 'peds-constipation-issue31mapd-04',
    caller: 'She has been blocked up for days and in the last two hours she has thrown up four times. It is not green.',
    basis: 'Schmitt-Thompson, Constipation (call now)',
    contentSet: 'ah_peds',
    protocol: 337,
    yes: ['Vomited 3 or more times'],
    expectedLevel: 2,
  },
  {
    id: 'peds-constipation-issue31mapd-05',
    caller:
      'My breastfed baby is 2 weeks old and she has only done one poo in the last two days. I am worried she is constipated.',
    basis: 'Schmitt-Thompson, Constipation (breastfed baby under 1 month)',
    contentSet: 'ah_peds',
    protocol: 337,
    yes: ['with fewer than 3 stools a day'],
    expectedLevel: 2,
  },
  {
    id: 'peds-constipation-issue31mapd-06',
    caller: 'My 7-year-old has been constipated for a few days and now she feels hot, the thermometer says 101.',
    basis: 'Mayo Clinic, Constipation in children',
    contentSet: 'ah_peds',
    protocol: 337,
    yes: ['a swollen or tight belly (no vomiting)'],
    expectedLevel: 2,
  },
  {
    id: 'peds-constipation-issue31mapd-07',
    caller:
      'When my toddler strains to poo, something red and wet pokes out of his bottom and then slips back in afterwards.',
    basis: 'Mayo Clinic, Constipation in children (rectal prolapse)',
    contentSet: 'ah_peds',
    protocol: 337,
    yes: ['comes out of the anus'],
    expectedLevel: 2,
  },
  {
    id: 'peds-constipation-issue31mapd-08',
    caller: 'My 5-year-old has not had a poo at all for 8 days. He is eating and playing.',
    basis: 'University Hospitals Plymouth NHS Trust, Constipation parent advice',
    contentSet: 'ah_peds',
    protocol: 337,
    yes: ['No stool for 7 days or more'],
    expectedLevel: 2,
  },
  {
    id: 'peds-constipation-issue31mapd-09',
    caller:
      'My 6-year-old has been on the laxative the doctor gave for a month but still has accidents in her pants most days.',
    basis: 'South Yorkshire and Bassetlaw Healthier Together, Constipation',
    contentSet: 'oh_peds',
    protocol: 337,
    yes: ['pain or soiling that keeps happening on constipation treatment'],
    expectedLevel: 2,
  },
  {
    id: 'peds-constipation-issue31mapd-10',
    caller:
      'My breastfed 3-month-old goes about every 5 days, and when it comes it is big and soft and he does not seem bothered.',
    basis: 'Schmitt-Thompson, Constipation (normal breastfed pattern)',
    contentSet: 'oh_peds',
    protocol: 337,
    yes: ['breastfed baby 1 month or older with soft stools'],
    expectedLevel: 3,
  },
  {
    id: 'peds-constipation-issue31mapd-11',
    caller:
      'My daughter is constipated and she has been sick twice this afternoon, just once or twice, no green, and she is drinking.',
    basis: 'Arnold Palmer Hospital for Children, Constipation symptoms',
    contentSet: 'ah_peds',
    protocol: 337,
    yes: ['or vomiting with the constipation'],
    expectedLevel: 2,
  },
  {
    id: 'peds-constipation-issue31mapd-12',
    caller:
      'Wiping my son after his hard poo I can see a little split in the skin by his bottom. There is no bleeding now and he is fine.',
    basis: 'Mayo Clinic, Constipation in children (cracks around the anus)',
    contentSet: 'oh_peds',
    protocol: 337,
    yes: ['a crack in the skin at the anus'],
    expectedLevel: 2,
  },
  {
    id: 'peds-constipation-issue31mapd-13',
    caller:
      'My 2-year-old has not pooped for 5 days. It hurts her a little when she goes but she is eating, playing and happy.',
    basis: 'University Hospitals Plymouth NHS Trust, Constipation parent advice (mild constipation)',
    contentSet: 'oh_peds',
    protocol: 337,
    yes: ['even 4 to 6 days without one'],
    expectedLevel: 3,
  },
  // Eczema (Itchy Sneezy Wheezy, How bad is my eczema; NHS, Atopic eczema; OC Children's, Eczema; KidsHealth, Eczema herpeticum).
  {
    id: 'peds-eczema-issue31mapd-01',
    caller:
      'My son had eczema herpeticum last year and now there are little sore blisters coming up in his eczema on his neck again. There are only a few so far.',
    basis: 'KidsHealth (Nemours), Eczema herpeticum; Itchy Sneezy Wheezy, How bad is my eczema',
    contentSet: 'ah_peds',
    protocol: 338,
    yes: ['Clusters of small blisters or punched-out sores'],
    expectedLevel: 1,
  },
  {
    id: 'peds-eczema-issue31mapd-02',
    caller:
      'The red patch around her eczema on her leg was the size of a coin this morning and now it goes halfway up her shin. She does not have a temperature.',
    basis: 'Itchy Sneezy Wheezy, How bad is my eczema (severely infected eczema)',
    contentSet: 'oh_peds',
    protocol: 338,
    yes: ['the redness grows quickly'],
    expectedLevel: 1,
  },
  {
    id: 'peds-eczema-issue31mapd-03',
    caller:
      'The eczema behind my daughter’s knees has gone hot and puffy and she cries when I touch it. No crusts that I can see.',
    basis: 'NHS, Atopic eczema (signs of infection); OC Children’s, Eczema (very painful)',
    contentSet: 'ah_peds',
    protocol: 338,
    yes: ['painful, swollen or warm to the touch'],
    expectedLevel: 2,
  },
  {
    id: 'peds-eczema-issue31mapd-04',
    caller:
      'His eczema was just on his elbows, but over two days it has suddenly spread over his tummy and back and looks much angrier than it ever has.',
    basis: 'NHS, Atopic eczema (suddenly gets worse)',
    contentSet: 'ah_peds',
    protocol: 338,
    yes: ['suddenly become much worse'],
    expectedLevel: 2,
  },
  {
    id: 'peds-eczema-issue31mapd-05',
    caller:
      'We started the steroid cream the day before yesterday and she is still scratching herself raw all day long.',
    basis: 'OC Children’s parent guide, Eczema (itching after steroid cream)',
    contentSet: 'ah_peds',
    protocol: 338,
    yes: ['Itching still severe after 2 days'],
    expectedLevel: 2,
  },
  {
    id: 'peds-eczema-issue31mapd-06',
    caller:
      'The health visitor says my 9-month-old with bad eczema has dropped down the weight chart. The skin is the same as usual.',
    basis: 'BSACI, Criteria for referral to a specialist dermatologist (growth failure)',
    contentSet: 'oh_peds',
    protocol: 338,
    yes: ['not growing or gaining weight as expected'],
    expectedLevel: 2,
  },
  {
    id: 'peds-eczema-issue31mapd-07',
    caller:
      'There are yellow crusty bits on the eczema on his cheek and some of it is weeping. He is running about as normal.',
    basis: 'NHS, Atopic eczema (signs of infection)',
    contentSet: 'ah_peds',
    protocol: 338,
    yes: ['yellow or honey-colored crusts'],
    expectedLevel: 2,
  },
  // Diaper Rash (NHS, Nappy rash; AAFP familydoctor.org, Diaper rash; WebMD, Diaper rash symptoms).
  {
    id: 'peds-diaper-rash-issue31mapd-01',
    caller:
      'My 8-month-old has nappy rash and there is a hard round lump, about the size of a pea, on her bottom cheek that was not there last week.',
    basis: 'AAFP familydoctor.org, Diaper rash (large bumps or nodules)',
    contentSet: 'ah_peds',
    protocol: 339,
    yes: ['large bumps or lumps in the diaper area'],
    expectedLevel: 2,
  },
  {
    id: 'peds-diaper-rash-issue31mapd-02',
    caller:
      'My baby screams every single time he does a wee, even when I have just put fresh cream on and not touched him. He has a bit of nappy rash.',
    basis: 'WebMD, Diaper rash symptoms (irritable every time they pee)',
    contentSet: 'ah_peds',
    protocol: 339,
    yes: ['every time they pee'],
    expectedLevel: 2,
  },
  {
    id: 'peds-diaper-rash-issue31mapd-03',
    caller:
      'She has had a sore bottom for a week and now she is only taking half her usual bottles and the scales say she has lost a little weight.',
    basis: 'AAFP familydoctor.org, Diaper rash (losing weight or not eating as well)',
    contentSet: 'oh_peds',
    protocol: 339,
    yes: ['Feeding less than usual or losing weight'],
    expectedLevel: 2,
  },
  {
    id: 'peds-diaper-rash-issue31mapd-04',
    caller:
      'His nappy rash has crept up onto his tummy and now there are red scaly patches behind his ears and on his scalp too. He is happy and feeding fine.',
    basis: 'AAFP familydoctor.org, Diaper rash (spreading to the arms, face or scalp)',
    contentSet: 'oh_peds',
    protocol: 339,
    yes: ['spreading beyond the diaper area'],
    expectedLevel: 2,
  },
  {
    id: 'peds-diaper-rash-issue31mapd-05',
    caller:
      'My baby has a red rash in the creases of her nappy area and there is white stuff on her tongue and cheeks that will not rub off.',
    basis: 'WebMD, Diaper rash symptoms (white patches in the mouth, thrush)',
    contentSet: 'ah_peds',
    protocol: 339,
    yes: ['a white coating inside the mouth'],
    expectedLevel: 3,
  },
  {
    id: 'peds-diaper-rash-issue31mapd-06',
    caller:
      'I have been using the barrier cream and changing him often but the rash is redder and bigger than it was two days ago.',
    basis: 'NHS, Nappy rash; WebMD, Diaper rash symptoms (getting worse)',
    contentSet: 'oh_peds',
    protocol: 339,
    yes: ['getting worse despite the care advice'],
    expectedLevel: 2,
  },
  // Feeding Problems, baby younger than 3 months (Oxfordshire Healthier Together; OC Children's, Formula feeding; East Lancashire Hospitals, Early breastfeeding days; St. Louis Children's advice).
  {
    id: 'peds-newborn-feeding-issue31mapd-01',
    caller:
      'My 5-week-old would not take his bottle this evening and now his skin looks blotchy and greyish and his hands and feet are cold.',
    basis: 'Oxfordshire Healthier Together, Fever in babies younger than 3 months (red signs)',
    contentSet: 'ah_peds',
    protocol: 341,
    yes: ['skin pale, mottled (blotchy) and unusually cold'],
    expectedLevel: 1,
  },
  {
    id: 'peds-newborn-feeding-issue31mapd-02',
    caller:
      'My 3-week-old is lying very still, hardly moving her arms and legs, and she feels like a rag doll when I pick her up.',
    basis: "OC Children's parent guide, Formula feeding (call 911: not moving or very weak)",
    contentSet: 'oh_peds',
    protocol: 341,
    yes: ['very weak and floppy or barely moving'],
    expectedLevel: 1,
  },
  {
    id: 'peds-newborn-feeding-issue31mapd-03',
    caller: 'My 6-week-old is not feeding well and his cry sounds strange, thin and squeaky, not like his normal cry.',
    basis: 'Oxfordshire Healthier Together, Fever in babies younger than 3 months (weak, high-pitched cry)',
    contentSet: 'ah_peds',
    protocol: 341,
    yes: ['weak or high-pitched cry'],
    expectedLevel: 1,
  },
  {
    id: 'peds-newborn-feeding-issue31mapd-04',
    caller:
      'She normally takes 4 ounces but today she only manages about 1 ounce each time before turning her head away. She is awake and has wet nappies.',
    basis: 'Oxfordshire Healthier Together (poor feeding, less than half the usual)',
    contentSet: 'ah_peds',
    protocol: 341,
    yes: ['less than half the usual amount'],
    expectedLevel: 2,
  },
  {
    id: 'peds-newborn-feeding-issue31mapd-05',
    caller:
      'My 12-day-old just does not seem himself today. He is feeding, but he is quieter and I feel something is not right.',
    basis: "OC Children's parent guide, Formula feeding (baby under 1 month acting abnormal)",
    contentSet: 'ah_peds',
    protocol: 341,
    yes: ['acting differently from usual in any other way'],
    expectedLevel: 2,
  },
  {
    id: 'peds-newborn-feeding-issue31mapd-06',
    caller:
      'My breastfed daughter is 10 days old. She has only had 5 feeds since yesterday morning and I am never sure she is actually swallowing anything.',
    basis: 'East Lancashire Hospitals NHS Trust, Early breastfeeding days',
    contentSet: 'ah_peds',
    protocol: 341,
    yes: ['breastfed fewer than 8 times in 24 hours'],
    expectedLevel: 2,
  },
  {
    id: 'peds-newborn-feeding-issue31mapd-07',
    caller:
      'He is 3 weeks old and every breastfeed takes almost an hour. He sucks weakly and keeps falling off the nipple.',
    basis: "St. Louis Children's Hospital advice, When to call your doctor (weak suck, feeds over 45 minutes)",
    contentSet: 'oh_peds',
    protocol: 341,
    yes: ['feeds that are always very short, or take 45 minutes or more'],
    expectedLevel: 2,
  },
  {
    id: 'peds-newborn-feeding-issue31mapd-08',
    caller:
      'My breastfed baby is 8 days old and has only done one dirty nappy today, though she has plenty of wet ones.',
    basis: 'East Lancashire Hospitals NHS Trust, Early breastfeeding days (fewer dirty nappies than expected)',
    contentSet: 'ah_peds',
    protocol: 341,
    yes: ['fewer than 3 stools a day'],
    expectedLevel: 2,
  },
  {
    id: 'peds-newborn-feeding-issue31mapd-09',
    caller:
      'We weighed him at the clinic at 5 weeks and he has hardly put on anything since his 3-week check. He is feeding and has wet nappies.',
    basis: "OC Children's parent guide, Formula feeding (not gaining weight)",
    contentSet: 'ah_peds',
    protocol: 341,
    yes: ['does not seem to be gaining weight'],
    expectedLevel: 2,
  },
  {
    id: 'peds-newborn-feeding-issue31mapd-10',
    caller:
      'Feeding hurts me and after each feed my nipple comes out squashed like a new lipstick. The baby has lots of wet nappies and is gaining.',
    basis: 'East Lancashire Hospitals NHS Trust, Early breastfeeding days (pinched nipples after feeds)',
    contentSet: 'oh_peds',
    protocol: 341,
    yes: ['pinched-looking nipples after feeds'],
    expectedLevel: 2,
  },
  // Umbilical Cord Problems (Seattle Children's, Umbilical cord symptoms; eMedicineHealth, Umbilical cord care; Nationwide Children's, Umbilical hernia).
  {
    id: 'peds-umbilical-cord-issue31mapd-01',
    caller:
      'The skin right around my 10-day-old’s belly button is puffy and feels hot, and she winces when I touch it. The redness is just around it.',
    basis: 'eMedicineHealth, Umbilical cord care: when to seek medical care',
    contentSet: 'ah_peds',
    protocol: 342,
    yes: ['swollen, hard, warm or tender'],
    expectedLevel: 1,
  },
  {
    id: 'peds-umbilical-cord-issue31mapd-02',
    caller:
      'There is a patch of blood on his vest from the cord about the size of a golf ball. It seems to have stopped now.',
    basis: "Seattle Children's, Umbilical cord symptoms (blood spot larger than 2 inches)",
    contentSet: 'oh_peds',
    protocol: 342,
    yes: ['2 inches (5 cm) across or larger'],
    expectedLevel: 1,
  },
  {
    id: 'peds-umbilical-cord-issue31mapd-03',
    caller:
      'My 4-month-old’s belly button hernia is sticking out more than usual, it has gone a purplish color and it will not go back in. He is not being sick.',
    basis: "Nationwide Children's Hospital, Umbilical hernia: when should you worry?",
    contentSet: 'ah_peds',
    protocol: 342,
    yes: ['Belly button bulge that is hard, tender'],
    expectedLevel: 1,
  },
  {
    id: 'peds-umbilical-cord-issue31mapd-04',
    caller:
      'My 2-week-old’s cord came off yesterday. He just seems off today, less interested and quieter, and I cannot put my finger on it.',
    basis: "Seattle Children's, Umbilical cord symptoms (under 1 month, looks or acts abnormal)",
    contentSet: 'ah_peds',
    protocol: 342,
    yes: ['acting differently from usual in any other way'],
    expectedLevel: 2,
  },
  {
    id: 'peds-umbilical-cord-issue31mapd-05',
    caller:
      'Her belly button keeps soaking the nappy edge with clear wet stuff, several times a day, since the cord dropped off.',
    basis: "Seattle Children's, Umbilical cord symptoms (a lot of drainage)",
    contentSet: 'ah_peds',
    protocol: 342,
    yes: ['a lot of any drainage'],
    expectedLevel: 2,
  },
  {
    id: 'peds-umbilical-cord-issue31mapd-06',
    caller: 'There are some little yellow-topped spots on the skin around my newborn’s belly button.',
    basis: "Seattle Children's, Umbilical cord symptoms (pimples, blisters or sores)",
    contentSet: 'ah_peds',
    protocol: 342,
    yes: ['Pimples, blisters or sores'],
    expectedLevel: 2,
  },
  {
    id: 'peds-umbilical-cord-issue31mapd-07',
    caller:
      'Every day this week there have been a few spots of blood where the cord was. Just drops, but it keeps happening.',
    basis: "Seattle Children's, Umbilical cord symptoms (small bleeds for more than 3 days)",
    contentSet: 'ah_peds',
    protocol: 342,
    yes: ['keep coming back for 3 days or more'],
    expectedLevel: 2,
  },
  {
    id: 'peds-umbilical-cord-issue31mapd-08',
    caller:
      'I have been keeping the belly button dry and clean like the midwife said for four days but it is still a bit damp in there. No smell, no redness.',
    basis: "Seattle Children's, Umbilical cord symptoms (not dry after 3 days of home care)",
    contentSet: 'oh_peds',
    protocol: 342,
    yes: ['still moist or oozing after 3 days of dry care'],
    expectedLevel: 2,
  },
  // Spitting Up (nidirect NHS, Reflux in babies; eMedicineHealth, Spitting up in infants; Banner Health; Frimley Healthier Together).
  {
    id: 'peds-spitting-up-issue31mapd-01',
    caller:
      'After a big spit-up my 2-month-old choked and could not get her breath for a few seconds. She is pink and feeding again now.',
    basis: "Banner Health, Ask the Expert: What does my baby's spit-up mean? (choking: go to the ER)",
    contentSet: 'ah_peds',
    protocol: 343,
    yes: ['Had an episode of choking with trouble breathing'],
    expectedLevel: 1,
  },
  {
    id: 'peds-spitting-up-issue31mapd-02',
    caller:
      'My 6-week-old has been bringing up a lot of milk today and his tummy looks blown up and hard, and he cries when I press on it.',
    basis: 'nidirect (NHS), Reflux in babies (swollen or tender tummy)',
    contentSet: 'oh_peds',
    protocol: 343,
    yes: ['Swollen, hard or tender belly'],
    expectedLevel: 1,
  },
  {
    id: 'peds-spitting-up-issue31mapd-03',
    caller:
      'Since she spat up a lot an hour ago she has been breathing really quickly and I can hear a little whistle in her chest.',
    basis: 'eMedicineHealth, Spitting up in infants (difficulty breathing)',
    contentSet: 'ah_peds',
    protocol: 343,
    yes: ['working hard to breathe'],
    expectedLevel: 1,
  },
  {
    id: 'peds-spitting-up-issue31mapd-04',
    caller: 'Nearly every feed he splutters and gags, and afterwards he pulls his knees up to his tummy and cries.',
    basis: 'nidirect (NHS), Reflux in babies (coughing or gagging; drawing the legs up)',
    contentSet: 'ah_peds',
    protocol: 343,
    yes: ['coughs or gags while feeding'],
    expectedLevel: 2,
  },
  {
    id: 'peds-spitting-up-issue31mapd-05',
    caller: 'My 5-month-old spits up all the time and today he has a temperature of 101 and is really grizzly.',
    basis: 'eMedicineHealth, Spitting up in infants (fever, unusual fussiness)',
    contentSet: 'ah_peds',
    protocol: 343,
    yes: ['Spitting up and any of these'],
    expectedLevel: 2,
  },
  {
    id: 'peds-spitting-up-issue31mapd-06',
    caller:
      'The health visitor weighed her and she is lighter than two weeks ago. She brings up a lot after every feed.',
    basis: 'nidirect (NHS), Reflux in babies (losing weight)',
    contentSet: 'ah_peds',
    protocol: 343,
    yes: ['Not gaining weight or losing weight'],
    expectedLevel: 2,
  },
  {
    id: 'peds-spitting-up-issue31mapd-07',
    caller:
      'My 8-month-old never used to bring milk back, but for the last few weeks he sicks up a bit after most meals. He is happy and growing.',
    basis: 'nidirect (NHS), Reflux in babies (reflux starting after 6 months)',
    contentSet: 'oh_peds',
    protocol: 343,
    yes: ['starts or gets worse after 6 months'],
    expectedLevel: 2,
  },
  {
    id: 'peds-spitting-up-issue31mapd-08',
    caller:
      'We have done smaller feeds, winding and holding her upright for three weeks now and she still brings up loads after every feed.',
    basis: 'NHS Frimley Healthier Together, My baby is vomiting (reflux not better after feeding changes)',
    contentSet: 'oh_peds',
    protocol: 343,
    yes: ['not better after 2 weeks of feeding changes'],
    expectedLevel: 2,
  },
  // Rash or Redness, Localized (Seattle Children's, Rash - localized and Impetigo; OHSU md4kids; NHS Healthier Together, Cellulitis).
  {
    id: 'peds-rash-localized-issue31mapd-01',
    caller:
      'My 6-year-old has a red patch on his leg and now he cannot even stand up, his legs just give way. He is barely moving.',
    basis: "Seattle Children's, Rash - localized and cause unknown (call 911)",
    contentSet: 'oh_peds',
    protocol: 345,
    yes: ['Not moving, too weak to stand'],
    expectedLevel: 1,
  },
  {
    id: 'peds-rash-localized-issue31mapd-02',
    caller:
      'There are little dark red dots on her tummy that do not go away when I press a glass on them. No temperature, but she is pale and very sleepy.',
    basis:
      'NHS North West London Healthier Together, Cellulitis in children (non-blanching rash in a child who seems unwell)',
    contentSet: 'ah_peds',
    protocol: 345,
    yes: ['or such spots in a child who seems unwell'],
    expectedLevel: 1,
  },
  {
    id: 'peds-rash-localized-issue31mapd-03',
    caller:
      'The skin around his right eye is red and puffy, and he says it hurts to look sideways and things look blurry.',
    basis: 'NHS North West London Healthier Together, Cellulitis in children (around the eye)',
    contentSet: 'ah_peds',
    protocol: 345,
    yes: ['Red, swollen skin around the eye'],
    expectedLevel: 1,
  },
  {
    id: 'peds-rash-localized-issue31mapd-04',
    caller:
      'This afternoon a patch on her forearm suddenly went red, hot and puffy and it is sore to touch. No temperature.',
    basis: 'NHS North East and North Cumbria Healthier Together, Cellulitis',
    contentSet: 'ah_peds',
    protocol: 345,
    yes: ['came on suddenly or is spreading'],
    expectedLevel: 2,
  },
  {
    id: 'peds-rash-localized-issue31mapd-05',
    caller: 'He has a rash on his shin and he screams if anything touches it, even his trousers.',
    basis: "Seattle Children's, Rash - localized (very painful)",
    contentSet: 'ah_peds',
    protocol: 345,
    yes: ['Rash area that is very painful'],
    expectedLevel: 2,
  },
  {
    id: 'peds-rash-localized-issue31mapd-06',
    caller:
      'She has a red blotchy patch on her arm and she is just lying around today, not wanting to play or drink anything.',
    basis: "Seattle Children's, Rash - localized (looks or acts very sick)",
    contentSet: 'ah_peds',
    protocol: 345,
    yes: ['Looks or acts sick with the rash'],
    expectedLevel: 2,
  },
  {
    id: 'peds-rash-localized-issue31mapd-07',
    caller: 'He has a red rash on his neck and today his temperature is 101.',
    basis: "Seattle Children's, Rash - localized (fever with the rash)",
    contentSet: 'ah_peds',
    protocol: 345,
    yes: ['Fever with a red or pink rash'],
    expectedLevel: 2,
  },
  {
    id: 'peds-rash-localized-issue31mapd-08',
    caller: 'The rash between her fingers itches so much that she was up scratching half the night.',
    basis: "Seattle Children's, Rash - localized (severe itching)",
    contentSet: 'ah_peds',
    protocol: 345,
    yes: ['Severe itching that stops your child sleeping'],
    expectedLevel: 2,
  },
  {
    id: 'peds-rash-localized-issue31mapd-09',
    caller: 'My son has a sore red lump on his bottom with a yellow head on it. It has got bigger since yesterday.',
    basis: "Seattle Children's, Rash - localized (boil or infected sore)",
    contentSet: 'ah_peds',
    protocol: 345,
    yes: ['A boil (a red, tender lump'],
    expectedLevel: 2,
  },
  {
    id: 'peds-rash-localized-issue31mapd-10',
    caller: 'My 16-year-old says she has some painful little sores down below and asked me to call.',
    basis: "Seattle Children's, Rash - localized (teenager with a genital rash)",
    contentSet: 'ah_peds',
    protocol: 345,
    yes: ['Teen with a rash, sores, blisters or bumps'],
    expectedLevel: 2,
  },
  {
    id: 'peds-rash-localized-issue31mapd-11',
    caller:
      'We have put the antibiotic cream on the crusty sore on her chin for two days and now it is bigger and there is another one.',
    basis: "Seattle Children's, Impetigo - infected sores (worse after 48 hours of ointment)",
    contentSet: 'ah_peds',
    protocol: 345,
    yes: ['Sores with honey-colored crusts (impetigo) and any of these'],
    expectedLevel: 2,
  },
  {
    id: 'peds-rash-localized-issue31mapd-12',
    caller:
      'A few clear blisters have come up on his hand. No burn, no plants, he is not bothered by them and is otherwise well.',
    basis: "Seattle Children's, Rash - localized (blisters with no clear cause)",
    contentSet: 'oh_peds',
    protocol: 345,
    yes: ['blisters with no clear cause'],
    expectedLevel: 2,
  },
  {
    id: 'peds-rash-localized-issue31mapd-13',
    caller: 'She has a thin line of little bumps running down the back of her leg. It does not hurt or itch much.',
    basis: 'OHSU md4kids (Schmitt-Thompson), Rash or redness - localized (stripe or band)',
    contentSet: 'oh_peds',
    protocol: 345,
    yes: ['in a stripe or band, without pain'],
    expectedLevel: 2,
  },
  {
    id: 'peds-rash-localized-issue31mapd-14',
    caller: 'He has two small crusty yellow sores on his knee from a scratch. He is fine otherwise.',
    basis: "Seattle Children's, Impetigo - infected sores (parent care at home for 1 or 2 sores)",
    contentSet: 'oh_peds',
    protocol: 345,
    yes: ['1 or 2 small impetigo sores'],
    expectedLevel: 3,
  },
  // Mouth Sores, Thrush and Hand-Foot-and-Mouth Disease (Seattle Children's, Mouth ulcers; NHS Healthier Together and NHS, Hand, foot and mouth disease; HSE, Cold sores; NHS, Oral thrush; Raising Children Network, Mouth ulcers).
  {
    id: 'peds-mouth-sores-issue31mapd-01',
    caller:
      'My 2-year-old has hand, foot and mouth and she keeps stopping breathing for a few seconds, then breathing really fast.',
    basis: 'NHS North East and North Cumbria Healthier Together, Hand, foot and mouth disease (red signs)',
    contentSet: 'ah_peds',
    protocol: 346,
    yes: ['Pauses in breathing, or breathing very fast'],
    expectedLevel: 1,
  },
  {
    id: 'peds-mouth-sores-issue31mapd-02',
    caller: 'My son has mouth ulcers and he keeps collapsing when he tries to get up, his legs will not hold him.',
    basis: "Seattle Children's, Mouth ulcers (call 911: too weak to stand)",
    contentSet: 'oh_peds',
    protocol: 346,
    yes: ['Not moving or too weak to stand'],
    expectedLevel: 1,
  },
  {
    id: 'peds-mouth-sores-issue31mapd-03',
    caller:
      'My 7-week-old has little sores on her gums and she feels cold. Her bottom temperature is 96.5 even after I wrapped her up for half an hour.',
    basis:
      'NHS North East and North Cumbria Healthier Together, Hand, foot and mouth disease (baby under 3 months, low temperature)',
    contentSet: 'ah_peds',
    protocol: 346,
    yes: ['younger than 3 months with a low temperature'],
    expectedLevel: 1,
  },
  {
    id: 'peds-mouth-sores-issue31mapd-04',
    caller: 'My daughter has a cold sore and tonight she is talking nonsense and not acting like herself at all.',
    basis: 'HSE, Cold sores in older babies and children (call 999)',
    contentSet: 'ah_peds',
    protocol: 346,
    yes: ['very sleepy, confused or acting very unlike themselves'],
    expectedLevel: 1,
  },
  {
    id: 'peds-mouth-sores-issue31mapd-05',
    caller:
      'Her mouth is so sore with the ulcers that she has refused every drink since breakfast, not even a sip. She did wee this morning.',
    basis: 'NHS, Hand, foot and mouth disease (unable or unwilling to drink any fluids)',
    contentSet: 'ah_peds',
    protocol: 346,
    yes: ['Will not drink anything at all'],
    expectedLevel: 2,
  },
  {
    id: 'peds-mouth-sores-issue31mapd-06',
    caller: 'The hand, foot and mouth spots on his hand have gone really red, swollen and hot, and one has pus in it.',
    basis: 'NHS, Hand, foot and mouth disease (skin very painful, red, swollen, hot or pus)',
    contentSet: 'ah_peds',
    protocol: 346,
    yes: ['very painful, red, swollen and hot'],
    expectedLevel: 2,
  },
  {
    id: 'peds-mouth-sores-issue31mapd-07',
    caller:
      'She has sores all over the inside of her mouth, more than I can count, and her gums are red and puffy and bleed when she eats. No spots on her hands or feet.',
    basis: "Seattle Children's, Mouth ulcers (4 or more ulcers; red, swollen gums)",
    contentSet: 'ah_peds',
    protocol: 346,
    yes: ['red, swollen or bleeding gums'],
    expectedLevel: 2,
  },
  {
    id: 'peds-mouth-sores-issue31mapd-08',
    caller:
      'He has had mouth ulcers on and off for months and now he is losing weight, has tummy aches and there was blood in his poo.',
    basis: 'Raising Children Network, Mouth ulcers (severe ulcers with general illness)',
    contentSet: 'ah_peds',
    protocol: 346,
    yes: ['Mouth ulcers with signs of illness elsewhere'],
    expectedLevel: 2,
  },
  {
    id: 'peds-mouth-sores-issue31mapd-09',
    caller:
      'It has been 11 days of hand, foot and mouth and the sores in her mouth are no better. She is drinking okay.',
    basis: 'NHS, Hand, foot and mouth disease (not better after 7 to 10 days)',
    contentSet: 'ah_peds',
    protocol: 346,
    yes: ['not better after 10 days'],
    expectedLevel: 2,
  },
  {
    id: 'peds-mouth-sores-issue31mapd-10',
    caller: 'My 9-month-old has white patches on his tongue that do not rub off. He is feeding normally.',
    basis: 'NHS, Oral thrush (pharmacy antifungal gel for babies 4 months or older)',
    contentSet: 'oh_peds',
    protocol: 346,
    yes: ['Mild thrush in a child 4 months or older'],
    expectedLevel: 3,
  },
  {
    id: 'peds-mouth-sores-issue31mapd-11',
    caller: 'My son started a new medicine for his seizures last week and now he has sore ulcers in his mouth.',
    basis: "Seattle Children's, Mouth ulcers (ulcers began after starting a medicine)",
    contentSet: 'ah_peds',
    protocol: 346,
    yes: ['sores that began after starting a new medicine'],
    expectedLevel: 2,
  },
];
