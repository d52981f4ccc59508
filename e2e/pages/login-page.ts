import type { Locator, Page } from '@playwright/test';

/** The sign-in screen. */
export class LoginPage {
  readonly firstName: Locator;
  readonly accountId: Locator;
  readonly password: Locator;
  readonly signIn: Locator;

  constructor(readonly page: Page) {
    this.firstName = page.getByLabel('First Name');
    this.accountId = page.getByLabel('Account ID');
    this.password = page.getByLabel('Account Password');
    this.signIn = page.getByRole('button', { name: 'SIGN IN' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  /** Opens /login, fills the form and presses SIGN IN (the one way every browser test signs in). */
  async submit({ firstName = 'Ann', accountId = 'demo', password = 'demo' } = {}): Promise<void> {
    await this.goto();
    await this.firstName.fill(firstName);
    await this.accountId.fill(accountId);
    await this.password.fill(password);
    await this.signIn.click();
  }
}
