import { expect, test } from '../fixtures.ts';
import { HostSimulator } from '../pages/host-simulator.ts';

/**
 * Answer suggestions sent by the host (question-suggest) as the nurse sees them on the Triage
 * Questions screen: 'View Suggestions (n)', the active one marked on its question, previous / next
 * with wrap-around, accept (answers), reject (does not), a manual answer clearing its suggestion,
 * the 500 ms hover card of 350px; a suggestion never answers by itself.
 */
test('suggestions from the host: shown, cycled, accepted, rejected and cleared', async ({ page, baseURL }) => {
  const host = await HostSimulator.open(page, baseURL ?? '', { dialect: 'v2' });
  await host.signedIn();
  await host.handshakeDone();
  await host.send('protocol-select', { protocolId: 'oh_adult205' });
  expect(await host.send('navigate-triage')).toMatchObject({ payload: { tab: 'triage' } });
  const listed = (await host.send('get-protocol-questions')).payload as {
    dispositions: { questions: { id: string }[] }[];
  };
  const ids = listed.dispositions.flatMap((d) => d.questions.map((q) => q.id)).slice(0, 3);
  const [q1, q2, q3] = ids as [string, string, string];
  const row = (id: string) => host.app.locator(`li[data-question-id="${id}"]`);
  const panel = host.app.getByRole('region', { name: 'Suggestion' });
  const viewButton = (n: number) => host.app.getByRole('button', { name: `View Suggestions (${n})` });

  await test.step('three suggestions, sent out of order, kept in question order; none answers', async () => {
    await host.send('question-suggest', {
      questionId: q2,
      selection: 'Y',
      confidence: 'high',
      explanation: 'Patient said yes.',
    });
    await host.send('question-suggest', { questionId: q3, selection: 'N', confidence: 'medium' });
    await host.send('question-suggest', { questionId: q1, selection: 'Y', confidence: 'low' });
    await expect(viewButton(3)).toBeVisible();
    for (const id of ids) await expect(row(id)).toHaveAttribute('data-answer', 'unanswered');
    await expect(row(q2).getByRole('button', { name: 'Suggested answer: Yes' })).toBeVisible();
    await expect(row(q3).getByRole('button', { name: 'Suggested answer: No' })).toBeVisible();
  });

  await test.step('keyboard: View Suggestions opens the first; next / previous wrap around', async () => {
    await viewButton(3).focus();
    await page.keyboard.press('Enter');
    await expect(panel).toContainText('1 / 3');
    await expect(panel).toContainText('Low confidence');
    await expect(row(q1).getByRole('button', { name: 'Suggested answer: Yes' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const next = panel.getByRole('button', { name: 'Next suggestion' });
    await next.click();
    await expect(panel).toContainText('2 / 3');
    await expect(panel).toContainText('Patient said yes.');
    await expect(panel).toContainText('High confidence');
    await next.click();
    await expect(panel).toContainText('3 / 3');
    await next.click();
    await expect(panel).toContainText('1 / 3');
    await panel.getByRole('button', { name: 'Previous suggestion' }).click();
    await expect(panel).toContainText('3 / 3');
    await expect(row(q3).getByRole('button', { name: 'Suggested answer: No' })).toHaveAttribute('aria-current', 'true');
  });

  await test.step('reject removes it without answering', async () => {
    await panel.getByRole('button', { name: 'Reject' }).click();
    await expect(viewButton(2)).toBeVisible();
    await expect(row(q3)).toHaveAttribute('data-answer', 'unanswered');
    await expect(row(q3).getByRole('button', { name: /Suggested answer/ })).toHaveCount(0);
  });

  await test.step('accept answers through the answer rules and moves to the next', async () => {
    await viewButton(2).click();
    await expect(panel).toContainText('1 / 2');
    await panel.getByRole('button', { name: 'Accept' }).click();
    await expect(row(q1)).toHaveAttribute('data-answer', 'yes');
    await expect(panel).toContainText('1 / 1');
    const questions = (await host.send('get-protocol-questions')).payload as {
      dispositions: { questions: { id: string; answered: string | null; suggestion?: unknown }[] }[];
    };
    const all = questions.dispositions.flatMap((d) => d.questions);
    expect(all.find((q) => q.id === q1)).toEqual(expect.objectContaining({ answered: 'Y' }));
    expect(all.find((q) => q.id === q1)?.suggestion).toBeUndefined();
    expect(all.find((q) => q.id === q2)?.suggestion).toEqual({
      selection: 'Y',
      confidence: 'high',
      explanation: 'Patient said yes.',
    });
  });

  await test.step('a manual answer clears its suggestion', async () => {
    await row(q2).getByRole('checkbox').check();
    await expect(panel).toHaveCount(0);
    await expect(host.app.getByRole('button', { name: /View Suggestions/ })).toHaveCount(0);
  });

  await test.step('a suggestion equal to the current answer is ignored', async () => {
    expect(await host.send('question-suggest', { questionId: q1, selection: 'Y', confidence: 'high' })).toMatchObject({
      type: 'response',
    });
    await expect(host.app.getByRole('button', { name: /View Suggestions/ })).toHaveCount(0);
  });

  await test.step('hovering a suggestion for 500 ms opens its 350px card', async () => {
    await host.send('question-suggest', { questionId: q3, selection: 'Y', confidence: 'low', explanation: 'Maybe.' });
    const marker = row(q3).getByRole('button', { name: 'Suggested answer: Yes' });
    await marker.hover();
    const card = host.app.locator('[data-radix-popper-content-wrapper]').filter({ hasText: 'Maybe.' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Low confidence');
    const box = await card.locator('[data-suggestion-for]').locator('..').boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(350);
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(row(q3)).toHaveAttribute('data-answer', 'yes');
  });
});
