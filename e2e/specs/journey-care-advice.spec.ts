import { expect, type Page, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { rewritePracticeOptions } from '../pages/practice-options.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

const PRESSURE_QUESTION = /pressure, squeezing, tightness or heaviness/;

/** Chest Pain (adult) answered yes to the pressure question, then the Plan tab. */
async function chestPainPlan(page: Page, accountId: string, isYesAndNo: boolean): Promise<TriagePage> {
  const triage = new TriagePage(page);
  await signInToProtocols(page, { accountId });
  await triage.selectAdultProtocol('Chest Pain');
  await triage.tab('Triage').click();
  if (isYesAndNo) await triage.answerButton(PRESSURE_QUESTION, 'Yes').click();
  else await page.getByRole('checkbox', { name: PRESSURE_QUESTION }).check();
  await expect(triage.callDisposition).toHaveText('Call 911 Now');
  await triage.tab('Plan').click();
  await expect(page).toHaveURL(/\/plan\/education$/);
  return triage;
}

const topicRow = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: title }) })
    .first();

test('simple care advice: topics are given whole, and Medication shows only where there is medicine advice', async ({
  page,
}) => {
  const triage = await chestPainPlan(page, 'demo', false);

  await test.step('the reasons to call back are open; nuggets are read, not ticked', async () => {
    await expect(page.getByRole('button', { name: 'Call Back If' })).toHaveAttribute('aria-expanded', 'true');
    const callBack = topicRow(page, 'Call Back If');
    await expect(callBack.getByRole('listitem').first()).toBeVisible();
    await expect(callBack.getByRole('list').getByRole('checkbox')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'the Plan screen (simple care advice)');
  });

  await test.step('Chest Pain has medicine advice: the Medication sub-tab is there', async () => {
    await expect(
      page.getByRole('navigation', { name: 'Plan sections' }).getByRole('link', { name: 'Medication' }),
    ).toBeVisible();
  });

  await test.step('pediatric Blood in Stool has none: no Medication sub-tab', async () => {
    await triage.tab('Protocols').click();
    await triage.protocolSearch.fill('Blood in Stool');
    await triage.protocolList
      .getByRole('option', { name: /Blood in Stool/ })
      .first()
      .click();
    await triage.tab('Plan').click();
    await expect(
      page.getByRole('navigation', { name: 'Plan sections' }).getByRole('link', { name: 'Education' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Medication' })).toHaveCount(0);
  });
});

test('headings care advice: topics are ticked whole, and only the reasons to call back are ticked one by one', async ({
  page,
}) => {
  await test.step("the practice's care advice mode is switched to headings", async () => {
    await rewritePracticeOptions(page, (options) => {
      options.careAdviceMode = 'headings';
    });
  });
  await chestPainPlan(page, 'demo', false);
  const callBack = topicRow(page, 'Call Back If');
  const untilEms = topicRow(page, 'Until EMS Arrives');

  await test.step('the reasons to call back are open, each offered as a checkbox', async () => {
    await expect(page.getByRole('button', { name: 'Call Back If' })).toHaveAttribute('aria-expanded', 'true');
    const reasons = callBack.getByRole('list').getByRole('checkbox');
    await expect(reasons.first()).toBeVisible();
    await reasons.first().check();
    await expect(reasons.first()).toBeChecked();
    await expect(reasons.nth(1)).not.toBeChecked();
    await expectNoSeriousViolations(page, 'the Plan screen (headings care advice)');
  });

  await test.step("another topic opens to advice that is read, not ticked; its heading's checkbox gives it whole", async () => {
    await page.getByRole('button', { name: 'Until EMS Arrives' }).click();
    await expect(untilEms.getByRole('list').getByRole('listitem').first()).toBeVisible();
    await expect(untilEms.getByRole('list').getByRole('checkbox')).toHaveCount(0);
    const topicBox = untilEms.getByRole('checkbox', { name: 'Until EMS Arrives' });
    await topicBox.check();
    await expect(topicBox).toBeChecked();
  });

  await test.step('a double click on a topic checkbox is two clicks, nothing more: no select-all', async () => {
    const topicBox = callBack.getByRole('checkbox', { name: 'Call Back If', exact: true });
    await topicBox.dblclick();
    // Ticked, then unticked (which clears its reasons); in detailed mode it would select them all.
    await expect(topicBox).not.toBeChecked();
    const reasons = callBack.getByRole('list').getByRole('checkbox');
    const count = await reasons.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) await expect(reasons.nth(index)).not.toBeChecked();
  });
});

test('detailed care advice (after hours): nuggets are ticked one by one, a double click selects the whole topic', async ({
  page,
}) => {
  await chestPainPlan(page, 'demo-ah', true);
  const callBack = topicRow(page, 'Until EMS Arrives');

  await test.step('the opened topic offers each nugget as a checkbox', async () => {
    const toggle = page.getByRole('button', { name: 'Until EMS Arrives' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(callBack.getByRole('list').getByRole('checkbox').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the Plan screen (detailed care advice)');
  });

  await test.step("the topic checkbox says 'Double-click to select all', and a double click does", async () => {
    const topicBox = callBack.getByRole('checkbox', { name: 'Until EMS Arrives' });
    await topicBox.hover();
    await expect(page.getByRole('tooltip')).toContainText('Double-click to select all');
    await topicBox.dblclick();
    const nuggets = callBack.getByRole('list').getByRole('checkbox');
    const count = await nuggets.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) await expect(nuggets.nth(index)).toBeChecked();
    await expect(callBack).toContainText(`${count} of ${count}`);
  });
});
