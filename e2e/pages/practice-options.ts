import type { Page } from '../fixtures.ts';

/**
 * Changes the signed-in practice's options as the server sends them (the sign-in, single sign-on
 * and session validation answers, and the long poll's answer to a change), for journeys that need an option the demo practices do not
 * have. Call it before signing in.
 */
export async function rewritePracticeOptions(
  page: Page,
  change: (options: Record<string, unknown>) => void,
): Promise<void> {
  await page.route(/\/api\/(login$|app\/login\/sso\/|validate-session|practice-changes)/, async (route) => {
    // A long poll still waiting when its page goes away has no answer to change.
    const response = await route.fetch().catch(() => undefined);
    if (!response) return;
    const body = await response.json();
    // The long poll's answer to a change carries the account too (ADR 0066).
    const account = body?.data?.complete?.account ?? body?.data?.account ?? body?.data?.now?.account;
    if (account?.options) change(account.options);
    await route.fulfill({ response, json: body });
  });
}
