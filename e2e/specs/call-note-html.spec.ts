import { expect, type Page, test } from '../fixtures.ts';
import { CallBar } from '../pages/call-bar.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { TriagePage } from '../pages/triage-page.ts';

/** A practice template whose note is HTML (a root 'text/html' node and a protocols section). */
const HTML_TEMPLATE = {
  templates: {
    'text/html':
      '<p style="margin: 0"><strong>{{callDisposition.title}}</strong></p>{{#if freeNote}}<p>{{multiline freeNote}}</p>{{/if}}',
    protocol: '<p>Protocol: {{title}}</p><ul>{{#each positiveQuestions}}<li>{{text}}</li>{{/each}}</ul>',
  },
  layout: {
    type: 'root',
    mimeType: 'text/html',
    betweenSections: '\n',
    layout: [{ type: 'protocols', template: 'protocol' }],
  },
};

function withTemplate(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withTemplate);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === 'callNoteTemplate' ? HTML_TEMPLATE : withTemplate(inner),
    ]),
  );
}

/** Gives the signed-in account the HTML template (as a practice administrator would have set it). */
async function useHtmlTemplate(page: Page): Promise<void> {
  await page.route(/\/api\/(login|validate-session)$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: withTemplate(await response.json()) });
  });
}

/**
 * A practice whose template writes HTML: COPY puts both 'text/html' and 'text/plain' on the
 * clipboard, the typed text escaped in the HTML and unchanged in the plain text.
 */
test('an HTML note: COPY writes text/html and text/plain', async ({ page }) => {
  await CallBar.allowClipboard(page);
  await useHtmlTemplate(page);
  const bar = new CallBar(page);
  const triage = new TriagePage(page);
  const screen = await signInToProtocols(page);

  await test.step('a call: pediatric Fever, home care, a free note with < and &', async () => {
    await screen.searchFor('Fever');
    await screen.addToCall(/Pediatric Fever \(3 Months or Older\)/);
    await triage.tab('Triage').click();
    await page.getByRole('checkbox', { name: /Fever with no complications/ }).check();
    await screen.freeNote.fill('Pain <3/10 & rising\nSecond line');
  });

  await test.step('COPY: both formats on the clipboard', async () => {
    await bar.copy.click();
    await expect(bar.copied).toBeVisible();
    expect((await bar.clipboardTypes()).sort()).toEqual(['text/html', 'text/plain']);
    const html = await bar.clipboardHtml();
    expect(html).toContain('<p style="margin: 0"><strong>Home Care</strong></p>');
    expect(html).toContain('Pain &lt;3/10 &amp; rising<br>');
    expect(html).toContain(
      '<li>Fever with no complications (child is alert and playful when the fever comes down)</li>',
    );
    const text = await bar.clipboardText();
    expect(text).toBe(
      [
        'Home Care',
        'Pain <3/10 & rising',
        'Second line',
        'Protocol: Fever (3 Months or Older) (Pediatric)',
        'Fever with no complications (child is alert and playful when the fever comes down)',
      ].join('\n'),
    );
  });

  await test.step("reload: the Resume dialog shows the HTML note without its style attribute (the CSP's style-src)", async () => {
    await page.reload();
    const note = bar.resumeDialog.getByTestId('resume-call-note');
    await expect(note).toContainText('Home Care');
    expect(await note.innerHTML()).not.toContain('style=');
  });
});
