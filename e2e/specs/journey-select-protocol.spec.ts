import { expect, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../pages/accessibility.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

test('on the Triage tab the nurse adds a second protocol to a call with an explicit one with the Select Protocol dialog', async ({
  page,
}) => {
  const triage = new TriagePage(page);
  const protocols = await signInToProtocols(page);
  await protocols.searchFor('Chest Pain');
  await protocols.addToCall(/Chest Pain/);
  await triage.tab('Triage').click();
  const dialog = page.getByRole('dialog', { name: 'Select Protocol' });

  await test.step('Add protocol opens the dialog with its search box focused', async () => {
    await page.getByRole('button', { name: 'Add protocol' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Search protocols' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the Select Protocol dialog');
  });

  await test.step('Cancel closes it and changes nothing', async () => {
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Protocol: .*Chest Pain/ })).toBeVisible();
  });

  await test.step("a search, a row chosen, its details, then 'Add to Call'", async () => {
    await page.getByRole('button', { name: 'Add protocol' }).click();
    await dialog.getByRole('combobox', { name: 'Search protocols' }).fill('headache');
    await dialog
      .getByRole('listbox', { name: 'Protocols to add' })
      .getByRole('option', { name: /Headache/ })
      .first()
      .click();
    await expect(dialog.getByRole('region', { name: 'Protocol details' })).toContainText('Headache');
    await dialog.getByRole('button', { name: 'Add to Call' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the call now holds both, Headache active', async () => {
    const picker = page.getByRole('button', { name: /^Protocol: .*Headache/ });
    await expect(picker).toBeVisible();
    await expect(picker).toContainText('2');
  });
});
