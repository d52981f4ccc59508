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
    id: 'reference-infant-ibuprofen',
    title: 'What information does an infant ibuprofen dosage chart include? — Reference.com',
    url: 'https://www.reference.com/health/information-infant-ibuprofen-dosage-chart-include-d2ec233bcc278250',
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
    id: 'mediube-acetaminophen',
    title: 'Taking Acetaminophen Safely (weight-based dosing) — mediube',
    url: 'https://mediube.com/1610/taking-acetaminophen-safely/',
  },
  {
    id: 'droracle-ibuprofen',
    title: 'What is the weight-based dose of ibuprofen for pediatric patients? — Dr. Oracle',
    url: 'https://www.droracle.ai/articles/158145/what-is-the-weight-based-dose-of-ibuprofen-non-steroidal-anti-inflammatory',
  },
  {
    id: 'nurofen-200-leaflet',
    title: 'Nurofen 200 mg tablets: patient information leaflet',
    url: 'https://cdn.shopify.com/s/files/1/0558/2543/2776/files/nurofen_200_leaflet.pdf',
  },
  {
    id: 'advil-200-label',
    title: 'Advil 200 mg tablets: doses (A1 Pharmacy product page)',
    url: 'https://a1-pharmacy.odoo.com/shop/03wh0029-advil-200mg-50s-73082',
  },
] as const satisfies readonly DosingSource[];
