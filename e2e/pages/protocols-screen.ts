import type { Locator, Page } from '@playwright/test';
import { LoginPage } from './login-page.ts';

/**
 * The Protocols screen inside the signed-in shell: search, list, the protocols used in the call,
 * the active protocol's content and sections, the free note and the bottom bar.
 */
export class ProtocolsScreen {
  readonly search: Locator;
  readonly list: Locator;
  readonly contentTitle: Locator;
  readonly sections: Locator;
  readonly freeNote: Locator;
  readonly reset: Locator;
  readonly next: Locator;
  readonly copy: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('combobox', { name: 'Search protocols' });
    this.list = page.getByRole('listbox', { name: 'Protocols' });
    this.contentTitle = page.locator('#active-protocol-title');
    this.sections = page.getByRole('navigation', { name: 'Protocol sections' });
    this.freeNote = page.getByRole('textbox', { name: 'Free note' });
    this.reset = page.getByRole('button', { name: 'RESET' });
    this.next = page.getByRole('button', { name: 'NEXT' });
    this.copy = page.getByRole('button', { name: 'COPY' });
  }

  /** A row of the list, by title (the first when adult and pediatric share it). */
  option(title: string | RegExp): Locator {
    return this.list.getByRole('option', { name: title }).first();
  }

  /** The 'Protocol(s) Used In This Call' box. */
  usedInCall(): Locator {
    return this.page.getByRole('region', { name: /Used In This Call$/ });
  }

  async searchFor(query: string): Promise<void> {
    await this.search.fill(query);
  }

  /** The add-to-call icon of a row (a mouse shortcut, hidden from assistive technology): an explicit selection. */
  async addToCall(title: string | RegExp): Promise<void> {
    await this.option(title).locator('[data-action="add-to-call"]').click();
  }

  section(name: string): Locator {
    return this.sections.getByRole('link', { name, exact: true });
  }
}

/** Signs in through the login form and waits for the Protocols screen. */
export async function signInToProtocols(
  page: Page,
  credentials: { firstName?: string; accountId?: string; password?: string } = {},
): Promise<ProtocolsScreen> {
  await new LoginPage(page).submit(credentials);
  await page.waitForURL('**/protocols');
  return new ProtocolsScreen(page);
}
