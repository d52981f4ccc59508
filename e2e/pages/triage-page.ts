import type { FrameLocator, Locator, Page } from '@playwright/test';

/**
 * The signed-in shell's parts that the triage journeys use, and the Triage and Plan screens: on a
 * page, or inside the EHR host's frame (`HostSimulator.app`).
 */
export class TriagePage {
  readonly callDisposition: Locator;
  readonly overrideButton: Locator;
  readonly protocolSearch: Locator;
  readonly protocolList: Locator;

  constructor(readonly page: Page | FrameLocator) {
    this.callDisposition = page.getByRole('status', { name: 'Call disposition' });
    this.overrideButton = page.getByRole('button', { name: 'Override Disposition' });
    this.protocolSearch = page.getByRole('combobox', { name: 'Search protocols' });
    this.protocolList = page.getByRole('listbox', { name: 'Protocols' });
  }

  /** On the Protocols tab: searches and picks the adult protocol with this title. */
  async selectAdultProtocol(title: string): Promise<void> {
    await this.protocolSearch.fill(title);
    await this.protocolList
      .getByRole('option')
      .filter({ hasText: title })
      .filter({ has: this.page.getByLabel('Adult', { exact: true }) })
      .first()
      .click();
  }

  tab(name: 'Protocols' | 'Triage' | 'Plan'): Locator {
    return this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
  }

  /** A disposition section of the Triage Questions screen, by its title. */
  disposition(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  /** In yesAndNo mode: the Yes or No button of the question whose text matches. */
  answerButton(question: RegExp, answer: 'Yes' | 'No'): Locator {
    return this.page.getByRole('group', { name: question }).getByRole('button', { name: answer, exact: true });
  }

  /** The call disposition's title, in its level colour. */
  callDispositionTitle(title: string): Locator {
    return this.callDisposition.getByText(title, { exact: true });
  }
}

/** The C-SSRS screening dialog and the 'C-SSRS Required' prompt. */
export class ColumbiaScreening {
  readonly prompt: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page | FrameLocator) {
    this.prompt = page.getByRole('alertdialog', { name: 'C-SSRS Required' });
    this.dialog = page.getByRole('dialog', { name: 'C-SSRS Screening' });
  }

  question(id: number): Locator {
    return this.page.locator(`[data-columbia-question="${id}"]`);
  }

  async answer(id: number, answer: 'Yes' | 'No'): Promise<void> {
    await this.question(id).getByRole('button', { name: answer, exact: true }).click();
  }

  result(scope: Locator = this.page.locator('body')): Locator {
    return scope.getByRole('region', { name: 'C-SSRS result' });
  }
}
