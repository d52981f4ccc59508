/**
 * The public pages the dosing figures were read from (issue 36; ADR 0044 says which is followed
 * where they disagree). Every band, warning and adult dose names the ids of its sources.
 */
import type { DosingSource } from '@triage/contracts';

export const DOSING_SOURCES = [
  {
    id: 'kidshealth-acetaminophen',
    title: 'Giving Your Child Acetaminophen Safely (KidsHealth, in the Providence health library)',
    url: 'http://providenceportalib.staywellsolutionsonline.com/Library/Encyclopedia/187,1805',
  },
  {
    id: 'stanford-dosage-charts',
    title: 'Dosage Charts — Altos Pediatrics, Stanford Medicine Children’s Health',
    url: 'https://www.stanfordchildrens.org/en/altos-pediatrics/for-parents/dosage-charts.html',
  },
  {
    id: 'mvpeds-acetaminophen',
    title: 'Acetaminophen Dosing (table notes from HealthyChildren.org) — Mountain View Pediatrics',
    url: 'http://www.gotomvpeds.com/acetaminophen-dosing',
  },
  {
    id: 'allina-fever',
    title: 'How to treat your child’s fever — Allina Health',
    url: 'https://www.allinahealth.org/health-conditions-and-treatments/health-library/patient-education/care-of-children/infections/fevers-role-in-infections/how-to-treat-your-childs-fever',
  },
  {
    id: 'lehigh-dosage-charts',
    title: 'Dosage Charts — Lehigh Valley Pediatrics',
    url: 'https://lehighvalleypeds.com/for-parents/dosage-charts/',
  },
  {
    id: 'adam-ibuprofen',
    title: 'Ibuprofen dosing for children (A.D.A.M. Health Encyclopedia, Florida healthfinder)',
    url: 'https://quality.healthfinder.fl.gov/health-encyclopedia/HIE/60/000772',
  },
  {
    id: 'kaiser-acetaminophen-ibuprofen',
    title:
      'Pediatric Acetaminophen (Tylenol) and Ibuprofen (Advil, Motrin) — Regional Health Education, The Permanente Medical Group',
    url: 'https://fdocuments.in/document/pediatric-acetaminophen-tylenol-and-ibuprofen-advil-motrin.html',
  },
  {
    id: 'pricare-acetaminophen',
    title: 'Acetaminophen: Medications and Dosages to Reduce Pain and Fever — Primary Care',
    url: 'http://www.pricare.org/acetominophen.html',
  },
  {
    id: 'ams-antipyretic-meta-analysis',
    title:
      'Effects of Acetaminophen or Ibuprofen Monotherapy in Febrile Children: A Meta-Analysis — Archives of Medical Science (the labelled mg/kg doses, in its introduction)',
    url: 'https://www.archivesofmedicalscience.com/Effects-of-Acetaminophen-or-Ibuprofen-Monotherapy-in-Febrile-Children-A-Meta-Analysis,140875,0,2.html',
  },
  {
    id: 'fda-ibuprofen-200-label',
    title: 'Ibuprofen 200 mg tablets: Drug Facts label as submitted to the FDA (NDC 66267-115, NDC List)',
    url: 'https://ndclist.com/ndc/66267-115/label',
  },
  {
    id: 'childrens-acetaminophen-label',
    title: 'Good Sense Children’s Pain and Fever acetaminophen suspension 160 mg/5 mL (Perrigo): Drug Facts label',
    url: 'https://medic.hrt.org/dm/drug/good-sense-childrens-pain-and-fever-acetaminophen-suspension-l-perrigo-company-3',
  },
  {
    id: 'dailymed-ibuprofen-200-label',
    title: 'Ibuprofen 200 mg tablet: Drug Facts label (DailyMed, setid 17331594-e332-4ada-9b6b-3805d92f0e98)',
    url: 'http://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=17331594-e332-4ada-9b6b-3805d92f0e98',
  },
  {
    id: 'numark-ibuprofen-chickenpox',
    title:
      'Ibuprofen in chicken pox — Numark clinical advice (NICE Clinical Knowledge Summary and the ibuprofen 100 mg/5 ml suspension SPC)',
    url: 'https://www.numarknet.com/member-benefits/advice-guidance/clinical-advice/medicines-and-safety-advice-a-z/ibuprofen-in-chicken-pox',
  },
  {
    id: 'dailymed-ibuprofen-200-allergy-alert',
    title:
      'Ibuprofen 200 mg film-coated tablet (Direct Rx): Drug Facts label, its allergy alert (DailyMed, setid 84d86fd2-24c4-438f-a8ba-2002b10bacdf)',
    url: 'http://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=84d86fd2-24c4-438f-a8ba-2002b10bacdf',
  },
  // Drug Facts labels of the medicines dosed by age (ADR 0058).
  {
    id: 'dailymed-cetirizine-childrens',
    title:
      'Children’s Allergy Relief cetirizine HCl oral solution 5 mg/5 mL: Drug Facts label (DailyMed, setid b4feed95-86ca-411c-99b5-773e485e752f)',
    url: 'http://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=b4feed95-86ca-411c-99b5-773e485e752f',
  },
  {
    id: 'drugsbase-cetirizine-childrens',
    title:
      'The same cetirizine label (setid b4feed95-…), its directions in full, including adults 65 and over (drugs-base.com)',
    url: 'https://drugs-base.com/b4feed95-86ca-411c-99b5-773e485e752f',
  },
  {
    id: 'claritin-liquid-label',
    title: 'Claritin Liquid 24-Hour (loratadine 5 mg/5 mL): directions and warnings of its label (claritin.com)',
    url: 'https://claritin.com/products/claritin/liquid',
  },
  {
    id: 'dailymed-diphenhydramine-childrens',
    title:
      'Children’s Allergy diphenhydramine HCl 12.5 mg/5 mL liquid (Best Choice): Drug Facts label (DailyMed, setid 714e93ec-0aa9-4be2-9311-399e82f148e0)',
    url: 'http://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=714e93ec-0aa9-4be2-9311-399e82f148e0',
  },
  {
    id: 'drugs-com-loperamide-liquid',
    title:
      'Health Mart loperamide HCl oral suspension 1 mg/7.5 mL (McKesson, NDC 62011-0151): Drug Facts label (Drugs.com)',
    url: 'http://www.drugs.com/otc/116503/health-mart-loperamide-hydrochloride.html',
  },
  {
    id: 'dailymed-antacid-childrens',
    title:
      'Children’s Antacid calcium carbonate 400 mg chewable tablets (CVS Health): Drug Facts label (DailyMed, setid 08953df1-cc29-452f-bc69-b19970a1fd2e)',
    url: 'http://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=08953df1-cc29-452f-bc69-b19970a1fd2e',
  },
  {
    id: 'dailymed-antacid-500',
    title:
      'Calcium Carbonate Chewable Antacid 500 mg (Geri-Care): Drug Facts label (DailyMed, setid 27d9b505-08bd-4261-a59d-6ddc4031be32)',
    url: 'https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=27d9b505-08bd-4261-a59d-6ddc4031be32&audience=professional',
  },
  {
    id: 'dailymed-loperamide-current',
    title:
      'Anti-Diarrheal loperamide HCl 2 mg caplets (Geri-Care): Drug Facts label with the heart alert (DailyMed, setid 0ecca2cd-c971-47b2-a2ac-ae7842dd4264, updated October 19, 2023)',
    url: 'https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=0ecca2cd-c971-47b2-a2ac-ae7842dd4264',
  },
  {
    id: 'ndclist-antacid-750',
    title: 'Extra Strength Antacid calcium carbonate 750 mg (CVS Health, NDC 51316-636): Drug Facts label (NDC List)',
    url: 'https://ndclist.com/ndc/51316-636/label',
  },
  {
    id: 'ndclist-hydrocortisone-cream',
    title:
      'Hydrocortisone cream USP 1% (American Safety & First Aid, NDC 73598-1014): Drug Facts label as submitted to the FDA (NDC List)',
    url: 'https://ndclist.com/ndc/73598-1014/label',
  },
  {
    id: 'dailymed-calamine-lotion',
    title:
      'Equate calamine lotion (calamine 8%, zinc oxide 8%): Drug Facts label (DailyMed, setid 61929c97-bd6b-0d7c-e053-2991aa0aa571)',
    url: 'http://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=61929c97-bd6b-0d7c-e053-2991aa0aa571',
  },
  {
    id: 'dailymed-sudafed-30',
    title:
      'Sudafed Sinus Congestion (pseudoephedrine HCl 30 mg tablets, NDC 50580-363): Drug Facts label (DailyMed, setid c05d7e27-6821-468f-b27d-9c0b02a07b0f)',
    url: 'https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=c05d7e27-6821-468f-b27d-9c0b02a07b0f',
  },
  {
    id: 'ndclist-guaifenesin-600-er',
    title:
      'Guaifenesin 600 mg extended-release tablets (Strategic Sourcing Services, NDC 70677-1257): Drug Facts label as submitted to the FDA (NDC List)',
    url: 'https://ndclist.com/ndc/70677-1257/label',
  },
  {
    id: 'dailymed-dextromethorphan-er',
    title:
      'Cough DM dextromethorphan polistirex extended-release oral suspension, 30 mg dextromethorphan HBr per 5 mL (Major Pharmaceuticals): Drug Facts label (DailyMed, setid cdb5616e-0f04-4b9e-a82b-994e9ba3b515)',
    url: 'https://dailymed.nlm.nih.gov/dailymed/drugInfo.cfm?setid=cdb5616e-0f04-4b9e-a82b-994e9ba3b515&audience=professional',
  },
  {
    id: 'drugs-com-dextromethorphan-er',
    title:
      'Dextromethorphan polistirex extended-release suspension, 30 mg per 5 mL (Amneal, NDC 65162-799): Drug Facts label (Drugs.com)',
    url: 'https://www.drugs.com/otc/945840/dextromethorphan-polistirex-extended-release.html',
  },
  {
    id: 'ndclist-naproxen-220',
    title:
      'Naproxen sodium 220 mg caplets (Dr. Reddy’s Laboratories, NDC 43598-058): Drug Facts label as submitted to the FDA (NDC List)',
    url: 'https://ndclist.com/ndc/43598-058/label',
  },
  {
    id: 'dailymed-naproxen-220',
    title:
      'Naproxen sodium 220 mg tablets (Direct Rx): Drug Facts label, warnings (DailyMed, setid 2d78bd54-2eda-37a7-e054-00144ff88e88, version 8)',
    url: 'https://dailymed.nlm.nih.gov/dailymed/lookup.cfm?setid=2d78bd54-2eda-37a7-e054-00144ff88e88&version=8',
  },
] as const satisfies readonly DosingSource[];
