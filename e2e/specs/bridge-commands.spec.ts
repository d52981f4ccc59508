import { expect, type Page, test } from '../fixtures.ts';
import { type Answer, HostSimulator } from '../pages/host-simulator.ts';
import { rewritePracticeOptions } from '../pages/practice-options.ts';
import { TriagePage } from '../pages/triage-page.ts';

/**
 * Every v2 command of docs/bridge.md sent by the EHR host simulator (another origin) to the
 * production app signed in to demo-embed by single sign-on, with its success and each error;
 * and the events the nurse's actions send.
 */

const CHEST_PAIN = 'oh_adult205';

function errorOf(answer: Answer) {
  expect(answer.type).toBe('error');
  return answer.payload as { code: string; message: string; issues?: { path: string; message: string }[] };
}

async function openSignedIn(page: Page, baseURL: string | undefined) {
  const host = await HostSimulator.open(page, baseURL ?? '', { dialect: 'v2' });
  await host.signedIn();
  await host.handshakeDone();
  return host;
}

test('commands before sign-in answer UNAVAILABLE; unknown commands UNKNOWN_COMMAND', async ({ page, baseURL }) => {
  const host = await HostSimulator.open(page, baseURL ?? '', { appPath: '/protocols?embedded=true', dialect: 'v2' });
  await host.handshakeDone();
  await expect(host.app.getByRole('alertdialog', { name: /is no longer authenticated/ })).toBeVisible();
  for (const action of ['protocol-search', 'protocol-select', 'question-suggest', 'navigate-triage', 'reset-call']) {
    const payload =
      action === 'protocol-search'
        ? { query: 'cough' }
        : action === 'protocol-select'
          ? { protocolId: CHEST_PAIN }
          : action === 'question-suggest'
            ? { questionId: '1', selection: 'Y', confidence: 'low' }
            : undefined;
    expect(errorOf(await host.send(action, payload))).toEqual({
      code: 'UNAVAILABLE',
      message: `Command '${action}' is not available in the app's current state`,
    });
  }
  expect(errorOf(await host.send('not-a-command'))).toEqual({
    code: 'UNKNOWN_COMMAND',
    message: 'Unknown command: not-a-command',
  });
});

test('protocol-search: the search box engine and rules; its validation errors', async ({ page, baseURL }) => {
  const host = await openSignedIn(page, baseURL);
  const answer = await host.send('protocol-search', { query: 'chest pain', limit: 3 });
  expect(answer.type).toBe('response');
  const hits = answer.payload as { id: string; title: string; definition: string; ageGroup: string }[];
  expect(hits.length).toBeGreaterThan(0);
  expect(hits.length).toBeLessThanOrEqual(3);
  expect(hits[0]).toMatchObject({ id: expect.stringMatching(/^oh_/), title: 'Chest Pain' });
  for (const hit of hits) {
    expect(['Adult', 'Pediatric']).toContain(hit.ageGroup);
    expect(hit.definition).not.toMatch(/<[a-z]/i);
  }
  // The 'peds' word restricts to pediatric protocols, as in the search box.
  const peds = (await host.send('protocol-search', { query: 'peds cough' })).payload as { ageGroup: string }[];
  expect(peds.length).toBeGreaterThan(0);
  expect(new Set(peds.map((hit) => hit.ageGroup))).toEqual(new Set(['Pediatric']));

  const empty = errorOf(await host.send('protocol-search', { query: '   ' }));
  expect(empty.code).toBe('VALIDATION_ERROR');
  expect(empty.issues?.[0]?.path).toBe('payload.query');
  const tooMany = errorOf(await host.send('protocol-search', { query: 'cough', limit: 51 }));
  expect(tooMany.code).toBe('VALIDATION_ERROR');
  expect(tooMany.issues?.[0]?.path).toBe('payload.limit');
});

test('protocol-select: selects in the call (protocol-selected follows); required, empty and unknown ids', async ({
  page,
  baseURL,
}) => {
  const host = await openSignedIn(page, baseURL);
  expect(errorOf(await host.send('protocol-select', {}))).toMatchObject({
    code: 'VALIDATION_ERROR',
    issues: [{ path: 'payload.protocolId', message: 'protocolId is required and must be a string' }],
  });
  expect(errorOf(await host.send('protocol-select', { protocolId: '' }))).toMatchObject({
    code: 'VALIDATION_ERROR',
    issues: [{ path: 'payload.protocolId', message: 'protocolId must not be empty' }],
  });
  expect(errorOf(await host.send('protocol-select', { protocolId: 'oh_adult999' }))).toEqual({
    code: 'UNEXPECTED',
    message: 'No protocol found with fullId oh_adult999',
  });

  const answer = await host.send('protocol-select', { protocolId: CHEST_PAIN });
  expect(answer).toMatchObject({ type: 'response', payload: { protocolId: CHEST_PAIN, title: 'Chest Pain' } });
  await expect(host.app.getByRole('heading', { name: 'Use This Protocol For...' })).toBeVisible();
  await expect.poll(() => host.events('protocol-selected')).toEqual([{ protocolId: CHEST_PAIN }]);
  // Selecting it again keeps it selected (no second event, not deselected).
  await host.send('protocol-select', { protocolId: CHEST_PAIN });
  await expect(host.app.getByRole('heading', { name: 'Use This Protocol For...' })).toBeVisible();
  expect(await host.events('protocol-selected')).toHaveLength(1);
});

test('protocol-select falls back to the list item when the full protocol cannot be fetched', async ({
  page,
  baseURL,
}) => {
  const host = await openSignedIn(page, baseURL);
  await page.route(/\/api\/protocols\/\d+\/\d+/, (route) => route.abort());
  const answer = await host.send('protocol-select', { protocolId: CHEST_PAIN });
  expect(answer).toMatchObject({ type: 'response', payload: { protocolId: CHEST_PAIN, title: 'Chest Pain' } });
  await expect.poll(() => host.events('protocol-selected')).toEqual([{ protocolId: CHEST_PAIN }]);
  const questions = await host.send('get-protocol-questions');
  expect(questions).toMatchObject({ type: 'response', payload: { protocolId: CHEST_PAIN, dispositions: [] } });
});

test('get-protocol-questions, get-protocol-advice, record-*: answers as the nurse sees them', async ({
  page,
  baseURL,
}) => {
  const host = await openSignedIn(page, baseURL);
  expect(errorOf(await host.send('get-protocol-questions'))).toEqual({
    code: 'UNEXPECTED',
    message: 'No protocol selected',
  });
  await host.send('protocol-select', { protocolId: CHEST_PAIN });
  await host.app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Triage' }).click();
  const call911 = host.app.getByRole('region', { name: 'Call 911 Now', exact: true });
  await call911.getByRole('checkbox').first().check();

  const answer = await host.send('get-protocol-questions');
  expect(answer.type).toBe('response');
  const result = answer.payload as {
    protocolId: string;
    dispositions: {
      id: string;
      title: string;
      dispositionLevel: number;
      questions: { id: string; text: string; answered: string | null }[];
    }[];
  };
  expect(result.protocolId).toBe(CHEST_PAIN);
  const first = result.dispositions.find((d) => d.title === 'Call 911 Now');
  expect(first?.dispositionLevel).toBe(1);
  expect(first?.questions[0]?.answered).toBe('Y');
  expect(first?.questions[1]?.answered).toBeNull();
  expect(first?.questions[0]?.text).not.toMatch(/<[a-z]/i);
  await expect(call911.getByRole('listitem').first()).toContainText(first?.questions[0]?.text.slice(0, 20) ?? '-');
  // By explicit id too; an id not in the call is an error.
  expect((await host.send('get-protocol-questions', { protocolId: CHEST_PAIN })).type).toBe('response');
  expect(errorOf(await host.send('get-protocol-questions', { protocolId: 'oh_adult999' })).code).toBe('UNEXPECTED');

  expect(await host.send('get-protocol-advice')).toMatchObject({ type: 'response', payload: { topics: [] } });
  expect(await host.send('record-question-response', { questionId: '1' })).toMatchObject({
    type: 'response',
    payload: {},
  });
  expect(await host.send('record-advice-selection', {})).toMatchObject({ type: 'response', payload: {} });
  expect(errorOf(await host.send('record-advice-selection', 'text')).code).toBe('VALIDATION_ERROR');
});

test('question-suggest: held as a suggestion (never an answer); validation and unknown questions', async ({
  page,
  baseURL,
}) => {
  const host = await openSignedIn(page, baseURL);
  expect(errorOf(await host.send('question-suggest', { questionId: '1', selection: 'Y', confidence: 'low' }))).toEqual({
    code: 'UNEXPECTED',
    message: 'No protocol selected',
  });
  await host.send('protocol-select', { protocolId: CHEST_PAIN });
  await expect(host.app.getByRole('heading', { name: 'Use This Protocol For...' })).toBeVisible();
  const before = (await host.send('get-protocol-questions')).payload as {
    dispositions: { questions: { id: string; answered: string | null }[] }[];
  };
  const questionId = before.dispositions[1]?.questions[0]?.id ?? '';

  const bad = errorOf(await host.send('question-suggest', { questionId, selection: 'maybe', confidence: 'low' }));
  expect(bad).toEqual({
    code: 'VALIDATION_ERROR',
    message: "Invalid 'question-suggest' message: payload.selection: selection must be 'Y' or 'N'",
    issues: [{ path: 'payload.selection', message: "selection must be 'Y' or 'N'" }],
  });
  expect(
    errorOf(await host.send('question-suggest', { questionId, selection: 'Y', confidence: 'sure' })).issues,
  ).toEqual([{ path: 'payload.confidence', message: "confidence must be 'low', 'medium' or 'high'" }]);
  expect(errorOf(await host.send('question-suggest', { selection: 'Y', confidence: 'low' })).issues).toEqual([
    { path: 'payload.questionId', message: 'questionId is required and must be a string' },
  ]);
  expect(
    errorOf(await host.send('question-suggest', { questionId: '999999', selection: 'Y', confidence: 'low' })).code,
  ).toBe('UNEXPECTED');

  const ok = await host.send('question-suggest', {
    questionId,
    selection: 'Y',
    confidence: 'high',
    explanation: 'Said so.',
  });
  expect(ok).toMatchObject({ type: 'response', payload: {} });
  const after = (await host.send('get-protocol-questions')).payload as typeof before;
  expect(after.dispositions[1]?.questions[0]).toMatchObject({
    id: questionId,
    answered: null,
    suggestion: { selection: 'Y', confidence: 'high', explanation: 'Said so.' },
  });
});

test('navigate-triage and navigate-plan move the app (tab-changed follows); without a protocol they stay', async ({
  page,
  baseURL,
}) => {
  const host = await openSignedIn(page, baseURL);
  expect(await host.send('navigate-triage')).toMatchObject({ type: 'response', payload: { tab: 'search' } });
  await expect(host.app.getByText('Select a protocol first').first()).toBeVisible();
  expect(await host.events('tab-changed')).toEqual([]);

  await host.send('protocol-select', { protocolId: CHEST_PAIN });
  expect(await host.send('navigate-triage')).toMatchObject({ type: 'response', payload: { tab: 'triage' } });
  await expect(host.app.getByRole('region', { name: 'Call 911 Now', exact: true })).toBeVisible();
  expect(await host.send('navigate-plan')).toMatchObject({ type: 'response', payload: { tab: 'plan' } });
  await expect.poll(() => host.events('tab-changed')).toEqual([{ tab: 'triage' }, { tab: 'plan' }]);
});

test('reset-call resets an empty or copied call, and asks the nurse about an uncopied one', async ({
  page,
  baseURL,
}) => {
  const host = await openSignedIn(page, baseURL);
  expect(await host.send('reset-call')).toMatchObject({ type: 'response', payload: { reset: true } });

  await host.send('protocol-select', { protocolId: CHEST_PAIN });
  await host.send('navigate-triage');
  await host.app.getByRole('region', { name: 'Call 911 Now', exact: true }).getByRole('checkbox').first().check();
  expect(await host.send('reset-call')).toMatchObject({ type: 'response', payload: { reset: false } });
  const dialog = host.app.getByRole('alertdialog', { name: 'Reset This Call?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Return to Call' }).click();
  await expect(
    host.app.getByRole('region', { name: 'Call 911 Now', exact: true }).getByRole('checkbox').first(),
  ).toBeChecked();
});

test('events from the nurse: protocol-selected, disposition-selected with guidance, tab-changed', async ({
  page,
  baseURL,
}) => {
  const host = await openSignedIn(page, baseURL);
  await new TriagePage(host.app).selectAdultProtocol('Chest Pain');
  await expect.poll(() => host.events('protocol-selected')).toEqual([{ protocolId: CHEST_PAIN }]);
  await host.app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Triage' }).click();
  await expect.poll(() => host.events('tab-changed')).toEqual([{ tab: 'triage' }]);
  await host.app.getByRole('region', { name: 'Call 911 Now', exact: true }).getByRole('checkbox').first().check();
  await expect.poll(() => host.events('disposition-selected')).toHaveLength(1);
  const [event] = (await host.events('disposition-selected')) as Record<string, unknown>[];
  expect(event).toMatchObject({
    protocolId: CHEST_PAIN,
    protocolTitle: 'Chest Pain',
    dispositionLevel: 1,
    dispositionTitle: 'Call 911 Now',
  });
  expect(event?.guidance).toEqual(expect.stringContaining('Hang up and call 911 now.'));
  expect(event?.guidance).not.toMatch(/\*/);
  await host.app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Protocols' }).click();
  await expect.poll(() => host.events('tab-changed')).toEqual([{ tab: 'triage' }, { tab: 'search' }]);
});

test('no events when the practice sets integrationDisabled; commands are still answered', async ({ page, baseURL }) => {
  await rewritePracticeOptions(page, (options) => {
    options.integrationDisabled = true;
  });
  const host = await openSignedIn(page, baseURL);
  expect(await host.send('protocol-select', { protocolId: CHEST_PAIN })).toMatchObject({ type: 'response' });
  expect(await host.send('navigate-triage')).toMatchObject({ payload: { tab: 'triage' } });
  await host.app.getByRole('region', { name: 'Call 911 Now', exact: true }).getByRole('checkbox').first().check();
  await host.app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Protocols' }).click();
  await expect(host.app.getByRole('combobox', { name: 'Search protocols' })).toBeVisible();
  const events = (await host.received()).filter((m) => (m as { type?: string }).type === 'event');
  expect(events).toEqual([]);
});
