import type { Locator, Page } from '@playwright/test';

/** The single sign-on launch /app/login/sso/{token} and its setup form. */
export class SsoLaunchPage {
  readonly setupForm: Locator;
  readonly signIn: Locator;
  readonly rememberMe: Locator;

  constructor(readonly page: Page) {
    this.setupForm = page.getByRole('form', { name: 'Single sign-on setup' });
    this.signIn = this.setupForm.getByRole('button', { name: 'Sign in' });
    this.rememberMe = this.setupForm.getByLabel('Remember me');
  }

  async launch(token: string, query: Record<string, string> = {}): Promise<void> {
    const search = new URLSearchParams(query).toString();
    await this.page.goto(`/app/login/sso/${encodeURIComponent(token)}${search ? `?${search}` : ''}`);
  }

  field(label: string): Locator {
    return this.setupForm.getByLabel(label, { exact: true });
  }
}
