import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '../fixtures.ts';
import { AdminConsole, orgAdmin } from '../pages/admin-console.ts';
import { CallBar } from '../pages/call-bar.ts';
import { HostSimulator } from '../pages/host-simulator.ts';
import { rewritePracticeOptions } from '../pages/practice-options.ts';
import { ProtocolsScreen, signInToProtocols } from '../pages/protocols-screen.ts';
import { ColumbiaScreening, TriagePage } from '../pages/triage-page.ts';

// An administrator's TOTP code is accepted once: a sign-in may wait for the next 30-second step.
test.slow();

/**
 * Reports (issue 23): three calls by two nurses — an override, a C-SSRS bypass, an embedded call —
 * each recorded as a de-identified event at COPY; the organization's administrator sees them
 * counted in the reports and downloads a CSV whose rows match; a practice with disableTracking
 * sends no event request at all. The counts are exact, so this journey runs before any journey that
 * copies a call (the admin specs run first in file order, on one worker).
 */

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL('**/login');
}

/** Waits for the call's event to reach the server after COPY. */
function eventStored(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith('/api/call-events') && r.status() === 200);
}

test('three calls by two nurses are counted in the reports; a disableTracking practice adds nothing', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const bar = new CallBar(page);
  const triage = new TriagePage(page);
  await CallBar.allowClipboard(page);
  const patientWords = ['Sharp crushing pain since breakfast', 'lives with her daughter Maria'];

  await test.step('Ann overrides Go to ED Now to Go to Urgent Care Now and copies the note', async () => {
    await signInToProtocols(page, { firstName: 'Ann' });
    await page.getByRole('textbox', { name: 'Free note' }).fill(patientWords[0] ?? '');
    await triage.selectAdultProtocol('Chest Pain');
    await triage.tab('Triage').click();
    await triage.disposition('Go to ED Now').getByRole('checkbox').first().check();
    await expect(triage.callDisposition).toHaveText('Go to ED Now');
    await triage.overrideButton.click();
    const dialog = page.getByRole('dialog', { name: 'Override Disposition' });
    await dialog.getByLabel('Disposition').selectOption({ label: 'Go to Urgent Care Now' });
    await dialog.getByLabel('Reason').selectOption('Caller refused suggested disposition');
    await dialog.getByRole('button', { name: 'Save Override' }).click();
    const stored = eventStored(page);
    await bar.copy.click();
    await expect(bar.copied).toBeVisible();
    const request = (await stored).request().postData() ?? '';
    for (const words of patientWords) expect(request).not.toContain(words.split(' ')[1]);
    expect(JSON.parse(request).event).toMatchObject({ overrideReason: 'Caller refused suggested disposition' });
    await signOut(page);
  });

  await test.step('Bob bypasses the C-SSRS on Depression and Suicide Concerns and copies', async () => {
    const screening = new ColumbiaScreening(page);
    await signInToProtocols(page, { firstName: 'Bob' });
    await page.getByRole('textbox', { name: 'Free note' }).fill(patientWords[1] ?? '');
    const protocols = new ProtocolsScreen(page);
    await protocols.searchFor('Depression and Suicide Concerns');
    await protocols.addToCall(/Adult Depression and Suicide Concerns/);
    await page.getByRole('button', { name: 'COPY' }).click();
    await expect(screening.dialog).toBeVisible();
    await screening.dialog.getByLabel('Bypass reason').selectOption('Refused to answer');
    await screening.dialog.getByRole('button', { name: 'Bypass Screening' }).click();
    await expect(screening.dialog).toHaveCount(0);
    const stored = eventStored(page);
    await bar.copy.click();
    await expect(bar.copied).toBeVisible();
    const request = (await stored).request().postData() ?? '';
    expect(request).not.toContain('daughter');
    expect(JSON.parse(request).event.columbia).toEqual({
      required: true,
      result: null,
      bypassReason: 'Refused to answer',
    });
    await signOut(page);
  });

  await test.step('an embedded call in the EHR host page: COPY sends the summary to the host and the event to the server', async () => {
    const host = await HostSimulator.open(page, baseURL ?? '');
    await host.signedIn();
    await host.handshakeDone();
    await new TriagePage(host.app).selectAdultProtocol('Chest Pain');
    await host.app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Triage' }).click();
    const stored = eventStored(page);
    await host.app.getByRole('region', { name: 'Call 911 Now', exact: true }).getByRole('checkbox').first().check();
    await host.app.getByRole('button', { name: 'COPY' }).click();
    expect(JSON.parse((await stored).request().postData() ?? '{}').event).toMatchObject({ embedded: true });
  });

  await test.step('a practice with disableTracking: a copied call makes no event request at all', async () => {
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/call-events')) requests.push(r.url());
    });
    await rewritePracticeOptions(page, (options) => {
      options.disableTracking = true;
    });
    await signInToProtocols(page, { firstName: 'Cy' });
    await triage.selectAdultProtocol('Chest Pain');
    await triage.tab('Triage').click();
    await triage.disposition('Go to ED Now').getByRole('checkbox').first().check();
    await bar.copy.click();
    await expect(bar.copied).toBeVisible();
    await page.reload();
    // The app has started again (its outbox would send now): the call is offered to resume when it
    // was stored before the reload (persistCall; the write may or may not have landed yet).
    await expect(
      page.getByRole('textbox', { name: 'Free note' }).or(page.getByRole('dialog', { name: 'Resume Previous Call' })),
    ).toBeVisible();
    await page.waitForTimeout(1500);
    expect(requests).toEqual([]);
  });

  const admin = new AdminConsole(page);
  const reports = page.getByRole('main');
  const table = (title: string) => reports.getByRole('table', { name: title, exact: true });
  const rowsOf = async (title: string) => {
    await expect(table(title)).toBeVisible();
    return table(title)
      .getByRole('row')
      .evaluateAll((rows) =>
        rows.slice(1).map((row) => Array.from(row.querySelectorAll('td'), (c) => c.textContent ?? '')),
      );
  };

  await test.step('the administrator sees the three calls, and nothing of the disableTracking call', async () => {
    await admin.open('/admin/demo/reports', orgAdmin());
    await reports.getByLabel('Practice', { exact: true }).selectOption({ label: 'All my practices' });
    await expect(reports.getByText(/^3 calls from/)).toBeVisible();
    expect(await rowsOf('Dispositions Used')).toEqual([
      ['Call 911 Now', '1', '33.3%', '0', '—', '1.5%'],
      ['Go to Urgent Care Now', '1', '33.3%', '0', '—', '—'],
      ['No disposition', '1', '33.3%', '0', '—', '—'],
    ]);
    await expect(reports.getByRole('img', { name: 'Chart: Dispositions Used' })).toBeVisible();
  });

  await test.step('the CSV download of Dispositions Used has the rows of the table', async () => {
    const download = page.waitForEvent('download');
    await reports.getByRole('button', { name: 'Download CSV: Dispositions Used' }).click();
    const file = readFileSync((await (await download).path()) ?? '', 'utf8');
    expect(file.trim().split('\r\n')).toEqual([
      'Disposition,Calls,% of calls,Previous period,Previous % of calls,Published mix %',
      'Call 911 Now,1,33.3,0,,1.5',
      'Go to Urgent Care Now,1,33.3,0,,',
      'No disposition,1,33.3,0,,',
    ]);
  });

  await test.step('Calls by User, Overrides and C-SSRS count the same three calls', async () => {
    const choose = (label: string) => reports.getByLabel('Report', { exact: true }).selectOption({ label });
    await choose('Calls by User');
    expect(await rowsOf('Calls by User')).toEqual([
      ['Ann', '2', '66.7%', '0'],
      ['Bob', '1', '33.3%', '0'],
    ]);
    await choose('Overrides');
    expect(await rowsOf('Override reasons')).toEqual([['Caller refused suggested disposition', '1', '100%', '0']]);
    await choose('C-SSRS');
    expect((await rowsOf('C-SSRS'))[0]).toEqual(['This period', '1', '0', '0%', '0', '0', '1']);
    expect(await rowsOf('C-SSRS bypass reasons')).toEqual([['Refused to answer', '1', '0']]);
  });
});
