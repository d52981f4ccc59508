import type { Page } from '../fixtures.ts';

/**
 * Changes the signed-in practice's options as the server sends them (the sign-in, single sign-on
 * and session validation answers), for journeys that need an option the demo practices do not
 * have. Call it before signing in.
 */
export async function rewritePracticeOptions(
  page: Page,
  change: (options: Record<string, unknown>) => void,
): Promise<void> {
  await page.route(/\/api\/(login$|app\/login\/sso\/|validate-session)/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const account = body?.data?.complete?.account ?? body?.data?.account;
    if (account?.options) change(account.options);
    await route.fulfill({ response, json: body });
  });
}
