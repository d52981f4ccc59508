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
] as const satisfies readonly DosingSource[];
