import { expect, type Page, test } from '../fixtures.ts';
import { CallBar } from '../pages/call-bar.ts';
import { HostSimulator } from '../pages/host-simulator.ts';
import { LoginPage } from '../pages/login-page.ts';
import { signInToProtocols } from '../pages/protocols-screen.ts';
import { ColumbiaScreening, TriagePage } from '../pages/triage-page.ts';
import { UserMenu } from '../pages/user-menu.ts';

/**
 * Where the spec speaks and the app used to say something else (issue 21): each test is written
 * against the behaviour before the change and fails on it.
 */

const COUGH = /Adult Cough/;
const SUPPORT_PHONE = '1-800-555-0199';

/** Stops the page's clock at the current time, to move it on by hand (`page.clock.runFor`). */
async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

test('COPY with a protocol only opened: enabled, copies at once without asking (no No Positive Triage Question), and notes it as reviewed', async ({
  page,
}) => {
  await CallBar.allowClipboard(page);
  const bar = new CallBar(page);
  const screen = await signInToProtocols(page);
  await bar.clearClipboard();

  await test.step('a protocol opened by clicking its row enables COPY', async () => {
    await screen.searchFor('Cough');
    await screen.option(COUGH).click();
    await expect(screen.contentTitle).toContainText('Cough');
    await expect(bar.copy).not.toHaveAttribute('aria-disabled', 'true');
  });

  await test.step('COPY copies at once: the spec asks nothing when no triage question is answered yes (ADR 0034)', async () => {
    await bar.copy.click();
    await expect(bar.copied).toBeVisible();
    await expect(bar.silentCallDialog).toHaveCount(0);
    await expect(page.getByText('Select a protocol first')).toHaveCount(0);
  });

  await test.step('the note says the protocol was reviewed and no triage question answered', async () => {
    const text = await bar.clipboardText();
    expect(text).toContain('Protocol: Cough');
    expect(text).toContain('Disposition: none selected');
    expect(text).toContain('Positive triage questions: none');
  });
});

test('COPY to the host with a protocol only opened: the summary is sent at once, without a confirmation', async ({
  page,
  baseURL,
}) => {
  const host = await HostSimulator.open(page, baseURL ?? '');
  await host.signedIn();
  await host.handshakeDone();
  const triage = new TriagePage(host.app);
  await triage.selectAdultProtocol('Cough');
  const copy = host.app.getByRole('button', { name: 'COPY' });
  await expect(copy).not.toHaveAttribute('aria-disabled', 'true');
  const summaries = async () =>
    (await host.received()).filter((m) => (m as { subject?: string }).subject === 'ct-call-summary');
  expect(await summaries()).toEqual([]);
  await copy.click();
  await expect.poll(async () => (await summaries()).length).toBe(1);
  await expect(host.app.getByRole('alertdialog', { name: 'No Positive Triage Question' })).toHaveCount(0);
  const [message] = (await summaries()) as { messageBody: { callSummary: { protocols: { title: string }[] } } }[];
  expect(message?.messageBody.callSummary.protocols.map((p) => p.title)).toEqual([expect.stringContaining('Cough')]);
});

test('the heartbeat keeps its 60-second rhythm through a restart and signs out on the first answer that the session is gone', async ({
  page,
}) => {
  await page.clock.install();
  await signInToProtocols(page);
  let checks = 0;
  let answer: 'unavailable' | 'gone' = 'unavailable';
  await page.route('**/api/check-session?**', (route) => {
    checks += 1;
    if (answer === 'unavailable') return route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503</h1>' });
    return route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        message: 'You are not authorized to perform this action.',
        data: null,
        error: { code: 'unauthorized', category: 'AUTHENTICATION', technical: 'session expired' },
      }),
    });
  });
  await pauseClock(page);

  /** Moves the clock on in 5-second steps, letting the page answer each step's timers in real time. */
  const runFor = async (ms: number) => {
    for (let run = 0; run < ms; run += 5_000) {
      await page.clock.runFor(5_000);
      await page.waitForTimeout(150);
    }
  };

  await test.step('a server that does not answer: one check a minute, still signed in', async () => {
    await runFor(60_000);
    await expect.poll(() => checks).toBe(1);
    await runFor(55_000);
    expect(checks).toBe(1);
    await runFor(5_000);
    await expect.poll(() => checks).toBe(2);
    await runFor(55_000);
    expect(checks).toBe(2);
    await runFor(5_000);
    await expect.poll(() => checks).toBe(3);
    await expect(page).toHaveURL(/\/protocols$/);
  });

  await test.step('the first answer that the session is gone signs out', async () => {
    answer = 'gone';
    await runFor(60_000);
    await expect.poll(() => checks).toBe(4);
    await expect(page).toHaveURL(/\/login/);
    await runFor(120_000);
    expect(checks).toBe(4);
  });
});

test('C-SSRS stays required while a suicide-risk protocol is in the call and another one is active', async ({
  page,
}) => {
  const screen = await signInToProtocols(page);
  const triage = new TriagePage(page);
  const screening = new ColumbiaScreening(page);
  const bar = new CallBar(page);

  await test.step('Depression and Suicide Concerns, then Cough (now the active protocol)', async () => {
    await screen.searchFor('Depression and Suicide Concerns');
    await screen.addToCall(/Adult Depression and Suicide Concerns/);
    await screen.searchFor('Cough');
    await screen.addToCall(COUGH);
    await expect(screen.contentTitle).toContainText('Cough');
  });

  await test.step('COPY opens the screening in bypass mode instead of copying', async () => {
    await bar.copy.click({ force: true });
    await expect(screening.dialog).toBeVisible();
    await expect(screening.dialog.getByRole('button', { name: 'Bypass Screening' })).toBeVisible();
    await expect(bar.silentCallDialog).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(screening.dialog).toHaveCount(0);
  });

  await test.step('entering the Triage tab shows the C-SSRS Required prompt', async () => {
    await triage.tab('Triage').click();
    await expect(screening.prompt).toBeVisible();
  });
});

test("an answer that is not the envelope shows the catalogue's default message with the support phone", async ({
  page,
}) => {
  await page.route('**/api/login', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }),
  );
  await new LoginPage(page).submit();
  await expect(
    page.getByText(
      `We encountered a problem with your request. Please try again or contact Support at ${SUPPORT_PHONE} for assistance.`,
    ),
  ).toBeVisible();
});

test("a sign-in that gets no answer (network down) shows the catalogue's default message, not the browser's 'Failed to fetch'", async ({
  page,
}) => {
  await page.route('**/api/login', (route) => route.abort('internetdisconnected'));
  await new LoginPage(page).submit();
  const banner = page.getByRole('alert');
  await expect(banner).toContainText('Sign in failed. Please try again.');
  await expect(banner).toContainText(
    `We encountered a problem with your request. Please try again or contact Support at ${SUPPORT_PHONE} for assistance.`,
  );
  await expect(banner).not.toContainText('Failed to fetch');
});

test('a free note of only spaces counts as empty: COPY stays disabled and RESET does not ask', async ({ page }) => {
  const screen = await signInToProtocols(page);
  const bar = new CallBar(page);
  await screen.freeNote.fill('   \n  ');
  await expect(bar.copy).toHaveAttribute('aria-disabled', 'true');
  await bar.reset.click();
  await expect(bar.resetDialog).toHaveCount(0);
  await expect(screen.freeNote).toHaveValue('');
});

test("the search panel's add-to-call tooltip waits 800 ms; dialogs use the theme's paddings", async ({ page }) => {
  await page.clock.install();
  const screen = await signInToProtocols(page);
  await screen.searchFor('Cough');
  // The list answers the search in its own tasks and timers: the clock stops only once the row is there.
  await expect(screen.option(COUGH)).toBeVisible();
  await pauseClock(page);
  await screen.option(COUGH).locator('[data-action="add-to-call"]').hover();
  const tooltip = page.getByRole('tooltip', { name: 'Add to call' });
  await page.clock.runFor(700);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(150);
  await expect(tooltip).toBeVisible();
  await page.clock.resume();

  const about = await new UserMenu(page).openAbout();
  await expect(about).toBeVisible();
  const paddings = await about.evaluate((dialog) =>
    Array.from(dialog.children, (part) => {
      const style = getComputedStyle(part);
      return `${style.paddingTop} ${style.paddingLeft}`;
    }),
  );
  // Title bar and button bar 0.5rem by 1rem, the body 1rem (spec section 9, 'Theme').
  expect(paddings).toEqual(['8px 16px', '16px 16px', '8px 16px']);
});

test('the Terms of Use carry every figure of spec section 9, last modified May 19, 2020', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Terms of Use' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Use' });
  await expect(terms).toContainText('May 19, 2020');
  for (const figure of [
    '14 hours in any 24-hour period',
    "30 days' written notice",
    'within 60 days',
    'within 15 days',
    'the greater of the fees paid by the Customer in the 12 months before the claim or $100',
    'about 45 days and again about 30 days before',
    'pay by check must pay annually',
  ]) {
    await expect(terms).toContainText(figure);
  }
});

test('a failed session check on /login clears the stored call', async ({ page }) => {
  const screen = await signInToProtocols(page);
  const bar = new CallBar(page);

  await test.step('a call in progress is stored', async () => {
    await screen.searchFor('Cough');
    await screen.addToCall(COUGH);
    await screen.freeNote.fill('Caller is the patient');
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('call-storage'))).not.toBeNull();
  });

  await test.step('on /login the stored session is refused: the stored call goes with it', async () => {
    await page.route('**/api/validate-session**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          message: 'You are not authorized to perform this action.',
          data: null,
          error: { code: 'unauthorized', category: 'AUTHENTICATION', technical: 'session expired' },
        }),
      }),
    );
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(window.localStorage).filter((key) =>
            /^(call-storage|protocol-|active-protocol-id|columbia-scale)/.test(key),
          ),
        ),
      )
      .toEqual([]);
    await page.unroute('**/api/validate-session**');
  });

  await test.step('signing in again starts a new call: nothing to resume', async () => {
    await signInToProtocols(page);
    await expect(screen.search).toBeVisible();
    await expect(bar.resumeDialog).toHaveCount(0);
    await expect(screen.freeNote).toHaveValue('');
  });
});

test('resuming a call whose disposition was overridden downwards is not a new answer: no Caution, ten times', async ({
  page,
}) => {
  const screen = await signInToProtocols(page, { accountId: 'demo-ah' });
  const triage = new TriagePage(page);
  const bar = new CallBar(page);
  const caution = page.getByRole('alertdialog', { name: 'Caution' });

  await test.step('Cough to Go to Urgent Care Now, overridden to See Today in Office (Nurse judgment)', async () => {
    await screen.searchFor('Cough');
    await screen.addToCall(COUGH);
    await triage.tab('Triage').click();
    await triage.answerButton(/New wheezing/, 'Yes').click();
    await expect(triage.callDisposition).toHaveText('Go to Urgent Care Now');
    await bar.override('See Today in Office', 'Nurse judgment', 'Seen this morning; reviewed with the caller.');
    await expect(triage.callDisposition).toHaveText('See Today in Office(override)');
  });

  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await test.step(`reload and Resume Call (${attempt} of 10): no Caution`, async () => {
      await page.reload();
      await expect(bar.resumeDialog).toBeVisible();
      await bar.resumeDialog.getByRole('button', { name: 'Resume Call' }).click();
      await expect(bar.resumeDialog).toHaveCount(0);
      await expect(triage.callDisposition).toHaveText('See Today in Office(override)');
      await expect(triage.answerButton(/New wheezing/, 'Yes')).toHaveAttribute('aria-pressed', 'true');
      await expect(caution).toHaveCount(0);
    });
  }
});
