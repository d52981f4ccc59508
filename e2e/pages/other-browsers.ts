import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * The other people of a journey, each at a browser of their own (a nurse, a second administrator):
 * a page per name, each in a new context (its own cookies and storage), for the journey to use;
 * every context is closed when the journey ends, whichever step stopped it.
 */
export async function withOtherBrowsers<Name extends string>(
  browser: Browser,
  names: readonly Name[],
  journey: (pages: Record<Name, Page>) => Promise<void>,
): Promise<void> {
  const contexts: BrowserContext[] = [];
  try {
    const pages = {} as Record<Name, Page>;
    for (const name of names) {
      const context = await browser.newContext();
      contexts.push(context);
      pages[name] = await context.newPage();
    }
    await journey(pages);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}
