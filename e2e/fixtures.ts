import { test as base, expect } from '@playwright/test';

/**
 * The one `test` every browser spec imports. It fails a test when any page or frame of its browser
 * context raises a `securitypolicyviolation` event (the production CSP refused something), logs a
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

export const test = base.extend<{ pageProblems: PageProblem[] }>({
  pageProblems: [
    async ({ context }, use) => {
      const problems: PageProblem[] = [];
      await context.exposeBinding(REPORT_BINDING, ({ frame }, detail: string) => {
        problems.push({ kind: 'csp', url: frame.url(), detail });
      });
      await context.addInitScript(listenForViolations, REPORT_BINDING);
      const watch = (page: import('@playwright/test').Page) => {
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
      await use(problems);
      expect(problems, 'no CSP violation and no uncaught page error').toEqual([]);
    },
    { auto: true },
  ],
});

export type { Locator, Page } from '@playwright/test';
export { expect };
