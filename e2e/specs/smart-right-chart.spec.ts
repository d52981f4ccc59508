/**
 * Right call, right chart (docs/smart-on-fhir.md): launched for a patient, the nurse sees the
 * patient banner; the call open at launch goes to that patient's chart; after RESET the next
 * caller's call is sent only once the nurse confirms the patient (and not at all when she returns
 * to the call); a send whose answer is lost, sent again, leaves one Encounter in the chart; a
 * patient the EHR will not give blocks Send to chart; an id_token without a name shows the
 * nurse's name read from her Practitioner. Against the local EHR's real FHIR server (Medplum's
 * router over its in-memory repository), in Chromium, on the production build.
 */
import { expect, test } from '../fixtures.ts';
import { callEncounters, callIdOf, chartResources, dropNextAnswer, SmartCall } from '../pages/local-ehr.ts';

const PAT_EXAMPLE = 'Pat Example (born 2019-05-14, Female, MRN MRN-1001)';

test('launched for a patient: the banner names her, the launch call goes to her chart, and after RESET the next call only once the nurse confirms', async ({
  page,
}) => {
  const call = await SmartCall.launched(page, 'launch-ok');
  const before = await callEncounters();

  await test.step('the banner shows the launched patient as the EHR gives her', async () => {
    await expect(call.banner).toContainText(`Patient: ${PAT_EXAMPLE}`);
  });

  await test.step('the call open at launch is sent without a question, and says so', async () => {
    await call.feverCallCopied();
    await call.sendToChart.click();
    await expect(call.sentDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(call.sendToChart).toHaveText(/^Sent to chart at /);
    const after = await callEncounters();
    expect(after.size).toBe(before.size + 1);
    const [encounter] = (await chartResources('Encounter')).filter((e) => !before.has(callIdOf(e)) && callIdOf(e));
    expect(encounter).toMatchObject({ subject: { reference: 'Patient/pat-1' } });
  });

  await test.step('RESET: the next caller is not this patient until the nurse says so', async () => {
    await call.reset.click();
    await expect(call.banner).toContainText('This call is not confirmed for this patient');
    await call.feverCallCopied();
    await call.sendToChart.click();
    await expect(call.confirmPatient).toBeVisible();
    await expect(call.confirmPatient).toContainText(`Send this call to the chart of ${PAT_EXAMPLE}?`);
    await call.confirmPatient.getByRole('button', { name: 'Return to Call' }).click();
    await expect(call.confirmPatient).toBeHidden();
    await expect(call.sentDialog).toBeHidden();
    expect((await callEncounters()).size).toBe(before.size + 1);
  });

  await test.step('confirmed, the second call goes to the chart as its own encounter', async () => {
    await call.sendToChart.click();
    await call.confirmPatient.getByRole('button', { name: 'Send to this chart' }).click();
    await expect(call.sentDialog).toBeVisible();
    const counts = await callEncounters();
    expect(counts.size).toBe(before.size + 2);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });
});

test('a send whose answer is lost, sent again: the app finds the call in the chart and one Encounter stays', async ({
  page,
}) => {
  const call = await SmartCall.launched(page, 'launch-ok');
  await expect(call.banner).toContainText(PAT_EXAMPLE);
  await call.feverCallCopied();
  const before = await callEncounters();

  await dropNextAnswer();
  await call.sendToChart.click();
  await expect(call.refusedDialog).toContainText('The EHR did not answer');
  await page.keyboard.press('Escape');
  const stored = await callEncounters();
  expect(stored.size).toBe(before.size + 1);

  await call.sendToChart.click();
  await expect(call.sentDialog).toContainText('This call was already in the chart');
  await page.keyboard.press('Escape');
  await expect(call.sendToChart).toHaveText(/^Sent to chart at /);
  expect(await callEncounters()).toEqual(stored);
});

test('a patient the EHR will not give: the banner says so and Send to chart is unavailable', async ({ page }) => {
  const call = await SmartCall.launched(page, 'launch-unreadable');
  await expect(call.banner).toContainText('Patient unknown');
  await expect(call.banner).toContainText('Send to chart is unavailable');
  await call.feverCallCopied();
  await expect(call.sendToChart).toHaveAttribute('aria-disabled', 'true');
  await expect(call.sendToChart).toHaveAttribute('title', /The patient could not be read/);
});

test('an id_token that names the user only by reference: the nurse is named from her Practitioner, in the app and in the chart', async ({
  page,
}) => {
  const call = await SmartCall.launched(page, 'launch-noname');
  await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Nina Nurse, RN');
  await expect(page.getByRole('button', { name: 'User menu' })).not.toContainText('Practitioner/');
  await call.feverCallCopied();
  await call.sendToChart.click();
  await expect(call.sentDialog).toBeVisible();
  const provenance = (await chartResources('Provenance')).at(-1);
  expect(provenance).toMatchObject({
    agent: [{ who: { reference: 'Practitioner/prac-1', display: 'Nina Nurse, RN' } }],
  });
});
