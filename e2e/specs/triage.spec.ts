import { expect, test } from '../fixtures.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { ColumbiaScreening, TriagePage } from '../pages/triage-page.ts';

/**
 * A nurse's call: Chest Pain (adult) answered to a level-1 question gives the red 'Call 911 Now',
 * Plan shows its care advice; Depression and Suicide Concerns (source id 209, in demo's
 * columbiaScaleProtocols) asks for the C-SSRS, answered to a POSITIVE result.
 */
test('triage: a level-1 answer, its care advice and a positive C-SSRS screening', async ({ page }) => {
  const triage = new TriagePage(page);
  const screening = new ColumbiaScreening(page);

  await test.step('sign in as demo/demo', async () => {
    await signInToProtocols(page);
    await expect(page).toHaveURL(/\/protocols$/);
  });

  await test.step('select Chest Pain (adult)', async () => {
    await triage.selectAdultProtocol('Chest Pain');
    await expect(page.getByRole('heading', { name: 'Use This Protocol For...' })).toBeVisible();
  });

  await test.step('answer a level-1 question: the call disposition is a red Call 911 Now', async () => {
    await triage.tab('Triage').click();
    await expect(page).toHaveURL(/\/triage\/questions$/);
    await expect(triage.callDisposition).toHaveText('None yet');
    await expect(triage.overrideButton).toHaveAttribute('aria-disabled', 'true');
    const call911 = triage.disposition('Call 911 Now');
    await call911.getByRole('checkbox').first().check();
    await expect(triage.callDisposition).toHaveText('Call 911 Now');
    await expect(triage.callDisposition).toHaveAttribute('data-level', '1');
    await expect(triage.callDispositionTitle('Call 911 Now')).toHaveClass(/bg-red-700/);
    await expect(triage.overrideButton).toHaveAttribute('aria-disabled', 'false');
  });

  await test.step('Plan shows the care advice, the reasons to call back open', async () => {
    await triage.tab('Plan').click();
    await expect(page).toHaveURL(/\/plan\/education$/);
    await expect(page.getByRole('button', { name: 'Until EMS Arrives' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Call Back If' })).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByText('There is no care advice available for the positive triage questions you selected', {
        exact: false,
      }),
    ).toHaveCount(0);
  });

  await test.step('Depression and Suicide Concerns asks for the C-SSRS', async () => {
    await triage.tab('Protocols').click();
    await triage.selectAdultProtocol('Depression and Suicide Concerns');
    await triage.tab('Triage').click();
    await expect(screening.prompt).toBeVisible();
    await screening.prompt.getByRole('button', { name: 'C-SSRS Now' }).click();
    await expect(screening.dialog).toBeVisible();
  });

  await test.step('answering the screening gives a POSITIVE result', async () => {
    await screening.answer(1, 'Yes');
    await screening.answer(2, 'Yes');
    await screening.answer(3, 'Yes');
    await screening.answer(4, 'Yes');
    await screening.answer(5, 'No');
    await expect(screening.result(screening.dialog)).toHaveCount(0);
    await screening.answer(7, 'No');
    const result = screening.result(screening.dialog);
    await expect(result.getByText('POSITIVE', { exact: true })).toHaveClass(/bg-red-700/);
    await expect(result).toContainText('Specific method of suicide recently considered');
    await expect(result).toContainText('Recent suicidal thoughts and intent to act noted');
    await screening.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(screening.dialog).toHaveCount(0);
  });

  await test.step('the C-SSRS sub-tab keeps the result', async () => {
    await page.getByRole('link', { name: /C-SSRS/ }).click();
    await expect(page).toHaveURL(/\/triage\/c-ssrs$/);
    await expect(screening.result().getByText('POSITIVE', { exact: true })).toBeVisible();
  });
});
