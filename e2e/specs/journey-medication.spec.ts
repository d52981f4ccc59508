import { expect, type Page, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { CallBar } from '../pages/call-bar.ts';
import { ProtocolsScreen, signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

const FEVER = /Pediatric Fever \(3 Months or Older\)/;
const HOME_CARE_QUESTION = /Fever with no complications/;
const ACETAMINOPHEN_14_KG =
  'Acetaminophen 160 mg (5 mL of 160 mg/5 mL liquid) every 4–6 hours as needed; no more than 5 doses in 24 hours. Weight 14 kg.';

/** A step: the protocol (`name`, found by `search`) in the call, its home-care question answered. */
async function homeCareCall(page: Page, name: string, search: string, protocol: RegExp, question: RegExp) {
  const triage = new TriagePage(page);
  const screen = new ProtocolsScreen(page);
  await test.step(`pediatric ${name} in the call, answered to home care`, async () => {
    await screen.searchFor(search);
    await screen.addToCall(protocol);
    await triage.tab('Triage').click();
    await page.getByRole('checkbox', { name: question }).check();
    await expect(triage.callDisposition).toHaveText('Home Care');
  });
}

/** The row of a medicine's table that the typed weight picked (aria-current). */
const pickedRow = (page: Page, medicine: string) =>
  page.getByRole('table', { name: `${medicine} doses by weight` }).locator('tr[aria-current="true"]');

/**
 * The Medication sub-tab on the production build (issue 36, ADR 0044): a nurse doses a 14 kg child
 * from the pediatric Fever protocol's tables, adds the dose to the call and COPY puts it in the
 * note; the same weight in lb picks the same row; an infant under 6 months gets the ibuprofen
 * warning and no ibuprofen dose; an infant under 12 weeks gets no acetaminophen dose either.
 */
test('demo: dose a 14 kg child from the Medication tables; the note carries the dose', async ({ page }, testInfo) => {
  // Tall enough for the screenshots to show the tables below the fields.
  await page.setViewportSize({ width: 1280, height: 2200 });
  await CallBar.allowClipboard(page);
  const bar = new CallBar(page);
  const triage = new TriagePage(page);
  await signInToProtocols(page);
  await bar.clearClipboard();

  await homeCareCall(page, 'Fever', 'Fever', FEVER, HOME_CARE_QUESTION);

  await test.step('the Medication sub-tab shows the tables the advice names, with the demo label', async () => {
    await triage.tab('Plan').click();
    await page.getByRole('navigation', { name: 'Plan sections' }).getByRole('link', { name: 'Medication' }).click();
    await expect(page).toHaveURL(/\/plan\/medication$/);
    await expect(page.getByRole('heading', { name: 'Acetaminophen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ibuprofen' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Medication: / }).getByRole('note')).toHaveText(
      'Demo content — not for clinical use',
    );
    await expect(pickedRow(page, 'Acetaminophen')).toHaveCount(0);
  });

  await test.step('14 kg picks the 24–35 lb row of each table (typed after Tab from the page)', async () => {
    await page.getByRole('textbox', { name: 'Weight' }).focus();
    await page.keyboard.type('14');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Weight unit' })).toBeFocused();
    await expect(pickedRow(page, 'Acetaminophen')).toContainText('24–35 lb');
    await expect(pickedRow(page, 'Acetaminophen')).toContainText('160 mg');
    await expect(pickedRow(page, 'Ibuprofen')).toContainText('100 mg');
    await page.screenshot({ path: testInfo.outputPath('medication-14kg.png'), fullPage: true });
    await expectNoSeriousViolations(page, 'the Medication screen with a weight');
  });

  await test.step('Add to note from the keyboard: the dose is in the call', async () => {
    const add = page.getByRole('button', { name: 'Add to note: 5 mL of 160 mg/5 mL liquid — Acetaminophen 160 mg' });
    await add.focus();
    await page.keyboard.press('Enter');
    const added = page.getByRole('button', { name: 'Added: 5 mL of 160 mg/5 mL liquid — Acetaminophen 160 mg' });
    await expect(added).toHaveAttribute('aria-disabled', 'true');
    // The focus stays where the nurse pressed.
    await expect(added).toBeFocused();
    await expect(page.getByRole('region', { name: 'In the note' })).toContainText(ACETAMINOPHEN_14_KG);
  });

  await test.step('COPY: the note carries the dose under Medication recommended', async () => {
    await bar.copy.click();
    await expect(bar.copied).toBeVisible();
    const note = await bar.clipboardText();
    expect(note).toContain(`Medication recommended:\n- ${ACETAMINOPHEN_14_KG}`);
  });

  await test.step('reload: the call is resumed with the dose in it (stored with the call)', async () => {
    await page.reload();
    await expect(bar.resumeDialog).toBeVisible();
    await expect(bar.resumeDialog.getByTestId('resume-call-note')).toContainText(ACETAMINOPHEN_14_KG);
    await bar.resumeDialog.getByRole('button', { name: 'Resume Call' }).click();
    await expect(bar.resumeDialog).toBeHidden();
    await page.getByRole('navigation', { name: 'Plan sections' }).getByRole('link', { name: 'Medication' }).click();
    await expect(page.getByRole('region', { name: 'In the note' })).toContainText(ACETAMINOPHEN_14_KG);
  });

  await test.step('the same child in lb (31 lb) picks the same row', async () => {
    await page.getByRole('combobox', { name: 'Weight unit' }).selectOption('lb');
    await page.getByRole('textbox', { name: 'Weight' }).fill('31');
    await expect(pickedRow(page, 'Acetaminophen')).toContainText('24–35 lb');
    await expect(pickedRow(page, 'Ibuprofen')).toContainText('24–35 lb');
  });

  await test.step('an infant of 4 months (7 kg): the ibuprofen warning, and no ibuprofen dose', async () => {
    await page.getByRole('combobox', { name: 'Weight unit' }).selectOption('kg');
    await page.getByRole('textbox', { name: 'Weight' }).fill('7');
    await page.getByRole('textbox', { name: 'Age (optional)' }).fill('4');
    await expect(page.getByRole('list', { name: 'Ibuprofen warnings' })).toContainText(
      'Under 6 months: do not give ibuprofen.',
    );
    await expect(page.getByText('No ibuprofen dose is offered at this age.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add to note: .* — Ibuprofen \d+ mg$/ })).toHaveCount(0);
    await expect(pickedRow(page, 'Acetaminophen')).toContainText('12–17 lb');
    await page.screenshot({ path: testInfo.outputPath('medication-infant.png'), fullPage: true });
  });

  await test.step('an infant of 6 weeks (4.5 kg): seen by a doctor first, and no acetaminophen dose', async () => {
    await page.getByRole('textbox', { name: 'Weight' }).fill('4.5');
    await page.getByRole('textbox', { name: 'Age (optional)' }).fill('6');
    await page.getByRole('combobox', { name: 'Age unit' }).selectOption('weeks');
    const warnings = page.getByRole('list', { name: 'Acetaminophen warnings' });
    await expect(warnings).toContainText(
      'Under 12 weeks: do not give acetaminophen — the infant must be seen by a doctor first',
    );
    await expect(warnings).toContainText('Check the strength on the label: this table is for 160 mg/5 mL liquid.');
    await expect(page.getByText('No acetaminophen dose is offered at this age.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add to note: .* — Acetaminophen \d+ mg$/ })).toHaveCount(0);
    await expect(pickedRow(page, 'Acetaminophen')).toContainText('6–11 lb');
    await page.screenshot({ path: testInfo.outputPath('medication-under-12-weeks.png'), fullPage: true });
  });

  await test.step('a weight that is not plausible gets a clear message', async () => {
    await page.getByRole('textbox', { name: 'Weight' }).fill('0');
    await expect(page.getByText('The weight must be more than 0.')).toBeVisible();
    await expect(pickedRow(page, 'Acetaminophen')).toHaveCount(0);
  });
});

const HIVES = /Pediatric Hives/;
const MILD_HIVES = /Mild hives, in one area or all over/;
const CETIRIZINE_7_YEARS =
  'Cetirizine: 5 mL or 10 mL once daily depending on how bad the symptoms are (children’s cetirizine oral solution 5 mg/5 mL); do not take more than 10 mL in 24 hours. Label dose for adults and children 6 years and over (under 65).';

/** The row of a label medicine's table that the typed age picked (aria-current). */
const pickedAgeRow = (page: Page, medicine: string) =>
  page.getByRole('table', { name: `${medicine} doses by age` }).locator('tr[aria-current="true"]');

/**
 * A medicine dosed by age from its Drug Facts label (ADR 0058): the pediatric Hives protocol's
 * advice names cetirizine, loratadine and diphenhydramine; a 7-year-old picks cetirizine's
 * '6 years and over' row, the dose goes to the call and COPY puts it in the note; at 18 months the
 * label's 'ask a doctor' row offers no dose.
 */
test('demo: dose cetirizine by age for a 7-year-old with hives; the note carries the dose', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 2200 });
  await CallBar.allowClipboard(page);
  const bar = new CallBar(page);
  const triage = new TriagePage(page);
  await signInToProtocols(page);
  await bar.clearClipboard();

  await homeCareCall(page, 'Hives', 'Hives', HIVES, MILD_HIVES);

  await test.step('the Medication sub-tab shows the antihistamines the advice names, by age', async () => {
    await triage.tab('Plan').click();
    await page.getByRole('navigation', { name: 'Plan sections' }).getByRole('link', { name: 'Medication' }).click();
    await expect(page).toHaveURL(/\/plan\/medication$/);
    for (const name of ['Cetirizine', 'Loratadine', 'Diphenhydramine']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Acetaminophen' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^Medication: / }).getByRole('note')).toHaveText(
      'Demo content — not for clinical use',
    );
    // Only medicines dosed by age: no weight field.
    await expect(page.getByRole('textbox', { name: 'Weight' })).toHaveCount(0);
    await expect(pickedAgeRow(page, 'Cetirizine')).toHaveCount(0);
  });

  await test.step('7 years picks the label row of each medicine', async () => {
    await page.getByRole('combobox', { name: 'Age unit' }).selectOption('years');
    await page.getByRole('textbox', { name: 'Age' }).fill('7');
    await expect(pickedAgeRow(page, 'Cetirizine')).toContainText('adults and children 6 years and over (under 65)');
    await expect(pickedAgeRow(page, 'Loratadine')).toContainText('adults and children 6 years and over');
    await expect(pickedAgeRow(page, 'Diphenhydramine')).toContainText('children 6 to 11 years');
    await page.screenshot({ path: testInfo.outputPath('medication-cetirizine-7-years.png'), fullPage: true });
    await expectNoSeriousViolations(page, 'the Medication screen dosing by age');
  });

  await test.step('Add to note: the cetirizine dose is in the call, and COPY puts it in the note', async () => {
    await page
      .getByRole('button', {
        name: /^Add to note: 5 mL or 10 mL once daily .* — Cetirizine, adults and children 6 years and over \(under 65\)$/,
      })
      .click();
    await expect(
      page.getByRole('button', {
        name: /^Added: 5 mL or 10 mL once daily .* — Cetirizine, adults and children 6 years and over \(under 65\)$/,
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('region', { name: 'In the note' })).toContainText(CETIRIZINE_7_YEARS);
    await bar.copy.click();
    await expect(bar.copied).toBeVisible();
    const note = await bar.clipboardText();
    expect(note).toContain(`Medication recommended:\n- ${CETIRIZINE_7_YEARS}`);
  });

  await test.step('18 months: the label says ask a doctor, and no cetirizine dose is offered', async () => {
    await page.getByRole('combobox', { name: 'Age unit' }).selectOption('months');
    await page.getByRole('textbox', { name: 'Age' }).fill('18');
    await expect(pickedAgeRow(page, 'Cetirizine')).toContainText('children under 2 years');
    await expect(page.getByText('children under 2 years: ask a doctor — no cetirizine dose is offered.')).toBeVisible();
    await expect(
      page.getByText('children under 2 years: do not use — no diphenhydramine dose is offered.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add to note: .* — Cetirizine, / })).toHaveCount(0);
  });
});

const INSECT_BITE = /Pediatric Insect Bite and Sting/;
const NORMAL_REACTION = /Normal reaction: pain, itching, redness or swelling only at the site/;
const HYDROCORTISONE_7_YEARS =
  'Hydrocortisone: apply to the affected area not more than 3 to 4 times daily (hydrocortisone 1% cream); not more than 3 to 4 times daily. Label dose for adults and children 2 years and over.';

/**
 * The skin medicines dosed from their labels (ADR 0058, amended): the pediatric Insect Bite
 * protocol's itch advice names hydrocortisone 1% cream and calamine lotion; at 18 months the
 * hydrocortisone label's 'do not use' and the calamine label's 'ask a doctor' offer no dose; at 7
 * years calamine's row says the label sets no daily limit and the hydrocortisone dose goes to the
 * note. The ibuprofen table of the same screen carries the label's asthma (wheezing) warning.
 */
test('demo: skin medicines by age from their labels, none under 2; the note carries the hydrocortisone dose', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 2200 });
  const triage = new TriagePage(page);
  await signInToProtocols(page);

  await homeCareCall(page, 'Insect Bite', 'Insect', INSECT_BITE, NORMAL_REACTION);

  await test.step('the Medication sub-tab shows hydrocortisone and calamine by age, and the asthma warning', async () => {
    await triage.tab('Plan').click();
    await page.getByRole('navigation', { name: 'Plan sections' }).getByRole('link', { name: 'Medication' }).click();
    for (const name of ['Hydrocortisone', 'Calamine', 'Ibuprofen']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: /^Medication: / }).getByRole('note')).toHaveText(
      'Demo content — not for clinical use',
    );
    await expect(
      page.getByText(/^Asthma \(wheezing\) can be a sign of a severe allergic reaction to ibuprofen/),
    ).toBeVisible();
  });

  await test.step('18 months: no hydrocortisone (do not use), no calamine (ask a doctor)', async () => {
    await page.getByRole('combobox', { name: 'Age unit' }).selectOption('months');
    await page.getByRole('textbox', { name: 'Age' }).fill('18');
    await expect(
      page.getByText('children under 2 years: do not use — no hydrocortisone dose is offered.'),
    ).toBeVisible();
    await expect(page.getByText('children under 2 years: ask a doctor — no calamine dose is offered.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add to note: .* — (Hydrocortisone|Calamine), / })).toHaveCount(0);
  });

  await test.step('7 years: calamine has no daily limit on its label; the hydrocortisone dose goes to the note', async () => {
    await page.getByRole('combobox', { name: 'Age unit' }).selectOption('years');
    await page.getByRole('textbox', { name: 'Age' }).fill('7');
    await expect(pickedAgeRow(page, 'Calamine')).toContainText(
      'the label sets no daily limit (as often as needed for comfort)',
    );
    await page
      .getByRole('button', {
        name: 'Add to note: apply to the affected area not more than 3 to 4 times daily — Hydrocortisone, adults and children 2 years and over',
      })
      .click();
    await expect(page.getByRole('region', { name: 'In the note' })).toContainText(HYDROCORTISONE_7_YEARS);
  });
});

const DIARRHEA = /Pediatric Diarrhea/;
const MILD_DIARRHEA = /Mild diarrhea with no complications/;
/**
 * The panel never contradicts the protocol (ADR 0058, amended): the pediatric Diarrhea advice
 * forbids loperamide for children, so the panel shows those words and offers no loperamide dose.
 */
test('demo: no loperamide dose for a child where the advice forbids it', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 2200 });
  const triage = new TriagePage(page);
  await signInToProtocols(page);
  await homeCareCall(page, 'Diarrhea', 'Diarrhea', DIARRHEA, MILD_DIARRHEA);
  await test.step("the advice's ban on loperamide for children: its words, and no dose", async () => {
    await triage.tab('Plan').click();
    await page.getByRole('navigation', { name: 'Plan sections' }).getByRole('link', { name: 'Medication' }).click();
    await expect(page.getByRole('heading', { name: 'Loperamide', exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Loperamide: the care advice' })).toContainText(
      'The care advice says: Do not give anti-diarrhea medicines such as loperamide (Imodium) to children unless a doctor tells you to.',
    );
    await expect(page.getByText('No loperamide dose is offered: this protocol’s advice is against it.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Loperamide doses by age' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Loperamide/ })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('medication-loperamide-advised-against.png'), fullPage: true });
    await expectNoSeriousViolations(page, 'a medicine the advice forbids');
  });
});
