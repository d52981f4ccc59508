/**
 * Issue 31 (b), adult protocols mapped to their reference signs (second adult batch: Depression and
 * Suicide Concerns, Influenza, Sore Throat, Vaginal Discharge and Itching, Wound Infection, Animal or
 * Human Bite, Sinus Pain): a scenario for each content change made where a sourced urgent sign had no
 * question at its level (docs/content-format.md 'Reference and mapping files'). Callers written in our
 * own words from the public page the sign came from.
 */
import type { Scenario } from './scenario.ts';

export const issue31MapAdultAScenarios: readonly Scenario[] = [
  // Depression and Suicide Concerns (209).
  {
    id: 'adult-depression-suicide-issue31map-01',
    caller:
      "My brother keeps saying he wants to end it. He says he won't do anything this minute, but he doesn't trust himself to stay safe tonight.",
    basis: 'Mental Health Foundation, Suicidal thoughts (call 999 or go to A&E)',
    protocol: 209,
    yes: ['feels unable to keep themself safe'],
    expectedLevel: 1,
  },
  {
    id: 'adult-depression-suicide-issue31map-02',
    caller:
      "I've started cutting my arms again this week when things get too much. The cuts are small and healing. I don't want to die, I just can't stop doing it.",
    basis: 'NHS, Suicide (someone who is self-harming needs help and support)',
    protocol: 209,
    yes: ['in the past 2 weeks, or urges to self-harm'],
    expectedLevel: 2,
  },
  // Influenza (215).
  {
    id: 'adult-influenza-issue31map-01',
    caller:
      'I take steroid tablets and methotrexate for my arthritis. Since yesterday I ache all over and have a cough, but my temperature is normal.',
    basis: 'Pelargonium.org (NHS-based advice summary), Flu: weakened immunity (contact NHS 111 or a GP urgently)',
    protocol: 215,
    yes: ['Flu symptoms in a high-risk patient'],
    expectedLevel: 2,
  },
  {
    id: 'adult-influenza-issue31map-02',
    caller:
      'I came down with flu eight days ago. The temperature went after three days, but I still ache, feel wiped out and am no better than last week.',
    basis: 'Pelargonium.org (NHS-based advice summary), Flu: not improving after 7 days',
    protocol: 215,
    yes: ['for 7 days or more and not getting better'],
    expectedLevel: 2,
  },
  // Sore Throat (219).
  {
    id: 'adult-sore-throat-issue31map-01',
    caller: 'My throat has been sore for two days and now I get out of breath just sitting on the sofa.',
    basis: 'Appleby Medical Practice (NHS content), Sore throat (call 999: difficulty breathing)',
    protocol: 219,
    yes: ['short of breath at rest, or breathing harder than usual'],
    expectedLevel: 1,
  },
  {
    id: 'adult-sore-throat-issue31map-02',
    caller:
      'This morning my throat was just scratchy. By this afternoon it is the worst pain I have had, worse every hour, and I cannot do anything.',
    basis: 'Appleby Medical Practice (NHS content), Sore throat (call 999: severe symptoms getting worse quickly)',
    protocol: 219,
    yes: ['severe and getting worse quickly, over hours'],
    expectedLevel: 1,
  },
  {
    id: 'adult-sore-throat-issue31map-03',
    caller:
      'My daughter is 19. She has had a sore throat since yesterday, a temperature of 102, and tiny purple dots on her legs.',
    basis: 'NHS, Meningitis: symptoms (a rash that does not fade with a fever)',
    protocol: 219,
    yes: ['purple or blood-colored spots'],
    expectedLevel: 1,
  },
  {
    id: 'adult-sore-throat-issue31map-04',
    caller: 'I take clozapine. Since this morning my throat hurts and my temperature is 100.8.',
    basis: 'NHS, Clozapine (serious side effects: a sore throat or high temperature, a sign of infection)',
    protocol: 219,
    yes: ['lower white blood cells'],
    expectedLevel: 1,
  },
  {
    id: 'adult-sore-throat-issue31map-05',
    caller:
      'My throat has hurt for four days. I have barely peed today, my mouth is dry and I feel light-headed when I stand up.',
    basis: 'Mayo Clinic symptom checker, Sore throat (adult): signs of dehydration',
    protocol: 219,
    yes: ['Mild to moderate dehydration'],
    expectedLevel: 2,
  },
  {
    id: 'adult-sore-throat-issue31map-06',
    caller: 'I have a runny nose, a cough and a sore throat, and the thermometer just read 103.5.',
    basis: 'Mayo Clinic symptom checker, Sore throat (adult): fever of 103 F or higher',
    protocol: 219,
    yes: ['fever of 103 °F (39.4 °C) or higher, or shaking chills'],
    expectedLevel: 2,
  },
  {
    id: 'adult-sore-throat-issue31map-07',
    caller:
      'I looked in the mirror and there are yellow spots at the back of my throat. It hurts to swallow but I am drinking.',
    basis: 'Mayo Clinic symptom checker, Sore throat (adult): pus on the back of the throat',
    protocol: 219,
    yes: ['Sore throat with pus'],
    expectedLevel: 2,
  },
  {
    id: 'adult-sore-throat-issue31map-08',
    caller: 'I am having chemotherapy for breast cancer and my throat started hurting today. My temperature is normal.',
    basis: 'Appleby Medical Practice (NHS content), Sore throat (see a GP: weakened immune system)',
    protocol: 219,
    yes: ['Sore throat in a person with a weak immune system'],
    expectedLevel: 2,
  },
  {
    id: 'adult-sore-throat-issue31map-09',
    caller: 'Sore throat for two days, and this morning a blotchy red rash came up on my chest.',
    basis: 'Mayo Clinic symptom checker, Sore throat (adult): skin rash',
    protocol: 219,
    yes: ['Sore throat with a rash'],
    expectedLevel: 2,
  },
  {
    id: 'adult-sore-throat-issue31map-10',
    caller:
      'This is my sixth sore throat this year. This one is mild, but I would like someone to look into why I keep getting them.',
    basis: 'Appleby Medical Practice (NHS content), Sore throat (see a GP: frequent sore throats)',
    protocol: 219,
    yes: ['keep coming back'],
    expectedLevel: 2,
  },
  // Vaginal Discharge and Itching (221).
  {
    id: 'adult-vaginal-discharge-issue31map-01',
    caller: 'I have a creamy discharge and it stings when I wee. No fever and no tummy pain.',
    basis: 'NHS, Vaginal discharge (see a GP or sexual health clinic: pain when peeing)',
    protocol: 221,
    yes: ['pain or burning when passing urine'],
    expectedLevel: 2,
  },
  {
    id: 'adult-vaginal-discharge-issue31map-02',
    caller:
      'The last few times after sex I have had some spotting. My periods are regular, I am on the pill and I have no pain.',
    basis: 'NHS, Vaginal discharge (see a GP or sexual health clinic: bleeding after sex)',
    protocol: 221,
    yes: ['Bleeding between periods or after sex'],
    expectedLevel: 2,
  },
  {
    id: 'adult-vaginal-discharge-issue31map-03',
    caller:
      'For about a week my discharge has been heavier than normal and thicker. It does not itch or smell much and I have no pain.',
    basis: 'NHS, Vaginal discharge (see a GP or sexual health clinic: discharge that has changed)',
    protocol: 221,
    yes: ['Discharge that has changed in color, smell or texture'],
    expectedLevel: 2,
  },
  // Wound Infection (227).
  {
    id: 'adult-wound-infection-issue31map-01',
    caller:
      'I cut my finger on a tin can three days ago. Now the whole finger is red and puffy and it is stuck half bent; I cannot straighten it.',
    basis: 'Healthify (NZ Health Navigator), Infected cut - how to tell (unable to move the area)',
    protocol: 227,
    yes: ['cannot move a finger, a toe or a joint near the wound normally'],
    expectedLevel: 1,
  },
  {
    id: 'adult-wound-infection-issue31map-02',
    caller:
      'A scratch on my hand from the roses is red and sore after four days, and now there is a tender lump in my armpit.',
    basis: 'NHS, Lacerations - when to get medical help (swollen glands)',
    protocol: 227,
    yes: ['new swollen, tender glands in the armpit, groin or neck'],
    expectedLevel: 2,
  },
  {
    id: 'adult-wound-infection-issue31map-03',
    caller:
      'The graze on my knee has gone red around the edge, and since yesterday I ache all over and cannot face food. I do not feel hot.',
    basis: 'NHS, Lacerations - when to get medical help (feeling generally unwell)',
    protocol: 227,
    yes: ['Wound infection and feeling generally unwell'],
    expectedLevel: 2,
  },
  // Animal or Human Bite (229).
  {
    id: 'adult-animal-human-bite-issue31map-01',
    caller:
      'Our dog went for my husband and bit the top of his ear clean off. It is bleeding but slowing with a towel pressed on it.',
    basis: 'Alton Surgery (NHS content), Animal and human bites (go to A&E: part of a finger or ear bitten off)',
    protocol: 229,
    yes: ['other body part bitten off'],
    expectedLevel: 1,
  },
  {
    id: 'adult-animal-human-bite-issue31map-02',
    caller:
      'A neighbour’s dog bit my calf. There is a torn, gaping wound about two inches long and I can see yellow fatty tissue. It has stopped bleeding.',
    basis: 'Alton Surgery (NHS content), Animal and human bites (go to A&E: a large or deep bite)',
    protocol: 229,
    yes: ['Bite wound that is large or deep'],
    expectedLevel: 1,
  },
  {
    id: 'adult-animal-human-bite-issue31map-03',
    caller: 'My own cat bit my cheek when I picked her up. Two small holes that bled a little, and it has stopped now.',
    basis: 'Alton Surgery (NHS content), Animal and human bites (go to A&E: bitten on the face or head)',
    protocol: 229,
    yes: ['Bite on the face or head that broke the skin'],
    expectedLevel: 1,
  },
  {
    id: 'adult-animal-human-bite-issue31map-04',
    caller:
      'A dog bit my shin on my walk. There is mud and dog hair stuck in it and it will not rinse out under the tap.',
    basis: 'Alton Surgery (NHS content), Animal and human bites (get help from NHS 111: dirt or hair in the wound)',
    protocol: 229,
    yes: ['Dirt or hair in the bite that will not wash out'],
    expectedLevel: 2,
  },
  {
    id: 'adult-animal-human-bite-issue31map-05',
    caller:
      'My dog bit my arm three days ago. The bite itself looks fine, but today my temperature is 101 and I feel shivery.',
    basis: 'Alton Surgery (NHS content), Animal and human bites (get help from NHS 111: a high temperature)',
    protocol: 229,
    yes: ['Fever 100 °F (37.8 °C) or higher in the days after a bite'],
    expectedLevel: 2,
  },
  {
    id: 'adult-animal-human-bite-issue31map-06',
    caller:
      'I got back from Thailand yesterday. Last week a street dog there nipped my ankle and broke the skin. I did not have any injections.',
    basis:
      'NHS inform, Rabies (any chance of exposure: phone 111 or ask your GP for an urgent appointment); level 1 since issue 31: St John Ambulance, Animal bites (a risk of rabies: get to hospital as fast as possible)',
    protocol: 229,
    yes: ['in a country where rabies is common'],
    expectedLevel: 1,
  },
  {
    id: 'adult-animal-human-bite-issue31map-07',
    caller:
      'My neighbour’s vaccinated Labrador nipped my hand while I was feeding him. It is a small graze that bled a little. My tetanus is up to date.',
    basis: 'Alton Surgery (NHS content), Animal and human bites (get help from NHS 111: bitten on the hands or feet)',
    protocol: 229,
    yes: ['Bite that broke the skin on the hand or foot'],
    expectedLevel: 2,
  },
  {
    id: 'adult-animal-human-bite-issue31map-08',
    caller:
      'Our own vaccinated dog bit my thigh when I broke up a fight with the cat. Two tooth holes, not deep, and the bleeding stopped. I had a tetanus shot last year.',
    basis: 'nidirect, Animal and human bites (seek medical attention for a bite that breaks the skin)',
    protocol: 229,
    yes: ['Bite that broke the skin with tooth holes'],
    expectedLevel: 2,
  },
  {
    id: 'adult-animal-human-bite-issue31map-09',
    caller:
      'My dog’s tooth caught my forearm while we were playing. Just a shallow scrape that bled a tiny bit. I have no idea when I last had a tetanus jab.',
    basis: 'St John Ambulance, Animal bites (see a doctor if unsure of tetanus vaccination)',
    protocol: 229,
    yes: ['ago or longer, or is not known'],
    expectedLevel: 2,
  },
  {
    id: 'adult-animal-human-bite-issue31map-10',
    caller:
      'The dog bite on my leg from two days ago is oozing yellowish fluid now and smells bad. I have no temperature.',
    basis:
      'Alton Surgery (NHS content), Animal and human bites (get help from NHS 111: fluid leaking or an unpleasant smell)',
    protocol: 229,
    yes: ['or leaking fluid or pus or smelling bad'],
    expectedLevel: 2,
  },
  // Sinus Pain or Congestion (235).
  {
    id: 'adult-sinus-pain-issue31map-01',
    caller:
      'I have had a sinus infection for a week and since this morning I am seeing double. My eyelids look normal.',
    basis: 'Your Health Hub, Sinusitis (tell your doctor: vision problems); Nuffield Health, Understanding sinusitis',
    protocol: 235,
    yes: ['Double vision or another new change in vision'],
    expectedLevel: 1,
  },
  {
    id: 'adult-sinus-pain-issue31map-02',
    caller: 'Bad sinus pain for five days, and tonight my neck is so stiff I cannot bend my head forward at all.',
    basis: 'Your Health Hub, Sinusitis (tell your doctor: stiff neck)',
    protocol: 235,
    yes: ['Stiff neck (cannot touch the chin to the chest)'],
    expectedLevel: 1,
  },
  {
    id: 'adult-sinus-pain-issue31map-03',
    caller:
      'My sinuses have been blocked for six days and this morning my upper eyelid is red and puffy. No temperature, and I can see and move my eye normally.',
    basis: 'Nuffield Health, Understanding sinusitis and when to seek help (swelling around the eyes)',
    protocol: 235,
    yes: ['Red or swollen eyelid or cheek, without fever'],
    expectedLevel: 2,
  },
  {
    id: 'adult-sinus-pain-issue31map-04',
    caller: 'I have had sinusitis for four days and I have been stuck in bed all day today; I cannot do anything.',
    basis: 'NHS Health A-Z, Sinusitis (urgent GP appointment or NHS 111: feeling very unwell)',
    protocol: 235,
    yes: ['feels very unwell (in bed most of the day'],
    expectedLevel: 2,
  },
  {
    id: 'adult-sinus-pain-issue31map-05',
    caller: 'Sinus pain in my cheeks for five days. Paracetamol and ibuprofen are not touching it any more.',
    basis: 'NHS Health A-Z, Sinusitis (urgent GP appointment or NHS 111: painkillers not helping)',
    protocol: 235,
    yes: ['that keeps getting worse, or that pain medicine'],
    expectedLevel: 2,
  },
  {
    id: 'adult-sinus-pain-issue31map-06',
    caller:
      'I had a kidney transplant and take anti-rejection tablets. My nose has been blocked with pain in my cheeks for three days. No temperature.',
    basis: 'NHS Health A-Z, Sinusitis (urgent GP appointment or NHS 111: weakened immune system)',
    protocol: 235,
    yes: ['and sinus pain or congestion, with or without fever'],
    expectedLevel: 2,
  },
  {
    id: 'adult-sinus-pain-issue31map-07',
    caller:
      'The pharmacist gave me a nasal spray a week ago for sinusitis. It has been eight days in all and I am no better, though no worse either.',
    basis: 'NHS Health A-Z, Sinusitis (see a GP: not better after 7 days of pharmacy treatment)',
    protocol: 235,
    yes: ['or not better after 7 days of medicine from a pharmacy or a doctor'],
    expectedLevel: 2,
  },
  {
    id: 'adult-sinus-pain-issue31map-08',
    caller:
      'My sinuses have been blocked on and off for weeks and I keep blowing out bloody mucus, always from the left side.',
    basis: 'Your Health Hub, Sinusitis (tell your doctor: nosebleed)',
    protocol: 235,
    yes: ['Sinus symptoms with nosebleeds'],
    expectedLevel: 2,
  },
];
