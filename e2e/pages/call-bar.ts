import type { Locator, Page } from '@playwright/test';
import { SIMULATOR_URL } from './host-simulator.ts';

/**
 * A page of another origin (the host simulator's server answers it with a plain-text 404) where the
 * journeys read the clipboard: the app's Permissions-Policy denies clipboard-read to the app itself,
 * which never reads it (docs/security.md 'Browser-side controls'). The system clipboard is shared.
 */
const CLIPBOARD_READER_URL = `${SIMULATOR_URL}/clipboard-reader`;

/**
 * The call's bottom bar (RESET, COPY and the 'Call notes are copied.' status), the clipboard the
 * note lands on, and the call dialogs that COPY and RESET lead to.
 */
export class CallBar {
  readonly copy: Locator;
  readonly reset: Locator;
  readonly copied: Locator;
  readonly nowWhat: Locator;
  readonly resetDialog: Locator;
  readonly resumeDialog: Locator;
  readonly overrideDialog: Locator;
  readonly silentCallDialog: Locator;

  constructor(readonly page: Page) {
    this.copy = page.getByRole('button', { name: 'COPY', exact: true });
    this.reset = page.getByRole('button', { name: 'RESET' });
    this.copied = page.getByRole('status').filter({ hasText: 'Call notes are copied.' });
    this.nowWhat = this.copied.getByRole('button', { name: '(Now what?)' });
    this.resetDialog = page.getByRole('alertdialog', { name: 'Reset This Call?' });
    this.resumeDialog = page.getByRole('dialog', { name: 'Resume Previous Call' });
    this.overrideDialog = page.getByRole('dialog', { name: 'Override Disposition' });
    // Only with the practice option confirmCopyWithoutPositive (ADR 0034).
    this.silentCallDialog = page.getByRole('alertdialog', { name: 'No Positive Triage Question' });
  }

  /** Lets the page read and write the clipboard (call once per browser context, before COPY). */
  static async allowClipboard(page: Page): Promise<void> {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  }

  /** Empties the clipboard, so that a COPY that writes nothing cannot pass for one that did. */
  async clearClipboard(): Promise<void> {
    await this.page.evaluate(() => navigator.clipboard.writeText(''));
  }

  /** Runs `read` in the clipboard reader page (focused, as the Clipboard API requires), then refocuses the app. */
  private async fromClipboard<T>(read: () => Promise<T>): Promise<T> {
    const reader = await this.page.context().newPage();
    try {
      await reader.goto(CLIPBOARD_READER_URL);
      await reader.bringToFront();
      return await reader.evaluate(read);
    } finally {
      await reader.close();
      await this.page.bringToFront();
    }
  }

  /** The clipboard's plain text. */
  clipboardText(): Promise<string> {
    return this.fromClipboard(() => navigator.clipboard.readText());
  }

  /** The MIME types of the clipboard's first item. */
  clipboardTypes(): Promise<string[]> {
    return this.fromClipboard(async () => {
      const [item] = await navigator.clipboard.read();
      return item ? [...item.types] : [];
    });
  }

  /** The text/html of the clipboard's first item ('' without one). */
  clipboardHtml(): Promise<string> {
    return this.fromClipboard(async () => {
      const [item] = await navigator.clipboard.read();
      return item?.types.includes('text/html') ? await (await item.getType('text/html')).text() : '';
    });
  }

  /** Overrides the call disposition through the Override Disposition dialog. */
  async override(disposition: string, reason: string, notes: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Override Disposition' }).click();
    await this.overrideDialog.getByLabel('Disposition').selectOption({ label: disposition });
    await this.overrideDialog.getByLabel('Reason').selectOption({ label: reason });
    await this.overrideDialog.getByLabel('Notes').fill(notes);
    await this.overrideDialog.getByRole('button', { name: 'Save Override' }).click();
  }
}
