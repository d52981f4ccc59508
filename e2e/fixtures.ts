import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

/**
 * The one `test` every browser spec imports. It fails a test when any page or frame of its browser
 * context — or of the other people's browsers it opens with `otherBrowsers` — raises a
 * `securitypolicyviolation` event (the production CSP refused something), logs a
 * Content-Security-Policy refusal to the console, or throws an uncaught error. Import `test` and
 * `expect` from here, never from '@playwright/test' (the lint step checks it).
 */
interface PageProblem {
  kind: 'csp' | 'pageerror';
  url: string;
  detail: string;
}

const REPORT_BINDING = '__e2eReportCspViolation';

/** Runs in every frame before the app's own scripts (init scripts are not subject to the page CSP). */
function listenForViolations(binding: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (detail: string) => void>)[binding];
    report?.(
      `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
    );
  });
}

/** Records every CSP refusal and uncaught error of a context's pages and frames in `problems`. */
async function watchContext(context: BrowserContext, problems: PageProblem[]): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, ({ frame }, detail: string) => {
    problems.push({ kind: 'csp', url: frame.url(), detail });
  });
  await context.addInitScript(listenForViolations, REPORT_BINDING);
  const watch = (page: Page) => {
    page.on('pageerror', (error) =>
      problems.push({ kind: 'pageerror', url: page.url(), detail: error.stack ?? error.message }),
    );
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) {
        problems.push({ kind: 'csp', url: page.url(), detail: message.text() });
      }
    });
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
}

/**
 * The other people of a journey, each at a browser of their own (a nurse, a second administrator):
 * a page per name, each in a new context (its own cookies and storage) watched like the test's own;
 * every context is closed when the journey ends, whichever step stopped it.
 */
export type OtherBrowsers = <Name extends string>(
  names: readonly Name[],
  journey: (pages: Record<Name, Page>) => Promise<void>,
) => Promise<void>;

export const test = base.extend<{ pageProblems: PageProblem[]; otherBrowsers: OtherBrowsers }>({
  pageProblems: [
    async ({ context }, use) => {
      const problems: PageProblem[] = [];
      await watchContext(context, problems);
      await use(problems);
      expect(problems, 'no CSP violation and no uncaught page error').toEqual([]);
    },
    { auto: true },
  ],
  otherBrowsers: async ({ browser, pageProblems }, use) => {
    await use(async (names, journey) => {
      const contexts: BrowserContext[] = [];
      try {
        const pages = {} as Record<(typeof names)[number], Page>;
        for (const name of names) {
          const context = await browser.newContext();
          contexts.push(context);
          await watchContext(context, pageProblems);
          pages[name] = await context.newPage();
        }
        await journey(pages);
      } finally {
        await Promise.all(contexts.map((context) => context.close()));
      }
    });
  },
});

export type { Locator, Page } from '@playwright/test';
export { expect };
