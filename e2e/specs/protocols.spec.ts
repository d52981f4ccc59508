import { expect, test } from '../fixtures.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';

test('a nurse finds a protocol by a lay term, reads it, adds a second one and resets the call', async ({ page }) => {
  const protocols = await signInToProtocols(page);

  await test.step('the search box is ready and Triage waits for a protocol', async () => {
    await expect(protocols.search).toBeFocused();
    await expect(protocols.search).toHaveAttribute('placeholder', 'Search protocols...');
    await expect(page.getByRole('heading', { name: 'No protocol selected' })).toBeVisible();
    await page.getByRole('button', { name: 'Triage', exact: true }).click({ force: true }); // aria-disabled: the click shows why
    await expect(page.getByText('Select a protocol first').first()).toBeVisible();
    await expect(page).toHaveURL(/\/protocols$/);
  });

  await test.step("'tummy ache' finds Abdominal Pain", async () => {
    await protocols.search.pressSequentially('tummy ache');
    await expect(protocols.option(/Abdominal Pain/)).toBeVisible();
    await expect(protocols.list.getByRole('option', { name: /^(Adult|Pediatric)?\s*Fever/ })).toHaveCount(0);
  });

  await test.step('selecting it shows its criteria', async () => {
    await protocols.option(/Abdominal Pain/).click();
    await expect(protocols.contentTitle).toHaveText('Abdominal Pain');
    await expect(page.getByRole('heading', { name: 'Use This Protocol For...' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Use A Different Protocol If...' })).toBeVisible();
    await expect(
      page
        .getByRole('button', { name: /^Use Chest Pain/ })
        .or(page.getByRole('button', { name: /^Use Vomiting/ }))
        .first(),
    ).toBeVisible();
  });

  await test.step('the sub-tabs open the protocol sections', async () => {
    await protocols.section('Initial Assessment').click();
    await expect(page).toHaveURL(/\/protocols\/initial-assessment$/);
    await expect(
      page.getByRole('region', { name: 'Initial Assessment Questions' }).locator('ol > li').first(),
    ).toBeVisible();
    await protocols.section('Background Info').click();
    await expect(page.getByRole('region', { name: 'Background Information' })).toBeVisible();
    await protocols.section('References').click();
    await expect(page.getByRole('region', { name: 'References' }).getByRole('listitem').first()).toBeVisible();
    await protocols.section('Criteria').click();
    await expect(page).toHaveURL(/\/protocols$/);
  });

  await test.step('adding it to the call moves it to the Protocol Used In This Call box', async () => {
    await protocols.addToCall(/Abdominal Pain/);
    await expect(protocols.usedInCall()).toHaveAccessibleName('Protocol Used In This Call');
    await expect(protocols.usedInCall()).toContainText('Abdominal Pain');
  });

  await test.step('a second protocol added explicitly joins it', async () => {
    await protocols.searchFor('fever');
    await protocols.addToCall(/^Adult\s*Fever/);
    await expect(protocols.usedInCall()).toHaveAccessibleName('Protocols Used In This Call');
    await expect(protocols.usedInCall().getByRole('listitem')).toHaveCount(2);
    await expect(protocols.usedInCall()).toContainText('Fever');
    await expect(protocols.contentTitle).toHaveText('Fever');
    await expect(protocols.option(/^Adult\s*Fever$/)).toHaveCount(0);
  });

  await test.step('RESET asks first; Return to Call keeps the call, Reset clears it', async () => {
    await protocols.freeNote.fill('Caller: test patient, not real');
    await protocols.reset.click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Return to Call' }).click();
    await expect(confirm).toBeHidden();
    await expect(protocols.usedInCall().getByRole('listitem')).toHaveCount(2);

    await protocols.reset.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(protocols.usedInCall()).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No protocol selected' })).toBeVisible();
    await expect(protocols.freeNote).toHaveValue('');
    await expect(protocols.search).toHaveValue('');
  });
});
