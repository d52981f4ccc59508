import type { Locator, Page } from '@playwright/test';

/** The user menu at the right of the tab bar, and the dialogs it opens. */
export class UserMenu {
  readonly trigger: Locator;
  readonly menu: Locator;

  constructor(readonly page: Page) {
    this.trigger = page.getByRole('button', { name: 'User menu' });
    this.menu = page.getByRole('menu');
  }

  item(name: string): Locator {
    return this.menu.getByRole('menuitem', { name, exact: true });
  }

  async choose(name: string): Promise<void> {
    await this.trigger.click();
    await this.item(name).click();
  }

  /** Opens About and returns the dialog. */
  async openAbout(): Promise<Locator> {
    await this.choose('About');
    return this.page.getByRole('dialog', { name: 'About' });
  }

  /** The value cell of an About row. */
  static aboutValue(dialog: Locator, label: string): Locator {
    return dialog
      .getByRole('row')
      .filter({ has: dialog.page().getByRole('rowheader', { name: label, exact: true }) })
      .getByRole('cell');
  }
}
