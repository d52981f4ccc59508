import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';

export interface AdminAccount {
  email: string;
  password: string;
  totpSecret: string;
}

/** The organization's first administrator, made with the CLI before the server started (e2e/setup/prepare.ts). */
export function firstAdmin(): AdminAccount & { recoveryCodes: string[] } {
  const dir = process.env.E2E_DATA_DIR ?? '';
  return JSON.parse(readFileSync(join(dir, 'e2e-first-admin.json'), 'utf8'));
}

/**
 * An organization administrator of the demo organization (Demo Practice Group) for a journey that
 * needs one but does not test the second factor itself: the first administrator and the others
 * e2e/setup/prepare.ts made, each in turn. A TOTP step is accepted once per administrator, so
 * one administrator signing in a third time within 30 seconds waits for the next step (totpCode);
 * taken in turn, none does. The turn is kept in the run's data directory, like the steps, because a
 * failed test restarts its worker.
 */
export function orgAdmin(): AdminAccount {
  const dir = process.env.E2E_DATA_DIR ?? '';
  const others = JSON.parse(readFileSync(join(dir, 'e2e-org-admins.json'), 'utf8')) as AdminAccount[];
  const pool = [firstAdmin(), ...others];
  let turn = 0;
  try {
    turn = Number(readFileSync(TURN_FILE, 'utf8')) || 0;
  } catch {
    // The first turn of the run.
  }
  writeFileSync(TURN_FILE, String(turn + 1));
  const { email, password, totpSecret } = pool[turn % pool.length] as AdminAccount;
  return { email, password, totpSecret };
}

const TURN_FILE = join(process.env.E2E_DATA_DIR ?? '', 'e2e-org-admin-turn');

/** The demo organization administrator (README demo table). */
export const DEMO_ORG_ADMIN: AdminAccount = {
  email: 'olga@demo.example',
  password: 'triage desk demo admin',
  totpSecret: 'DEMOORGADMINTOTPSECRETAAAAAAAAAA',
};

/** The demo practice administrator of demo-embed (README demo table). */
export const DEMO_PRACTICE_ADMIN: AdminAccount = {
  email: 'pat@demo.example',
  password: 'triage desk demo admin',
  totpSecret: 'DEMOPRACTICEADMINTOTPSECRETAAAAA',
};

/**
 * The last TOTP step used per secret in this run, kept in the run's data directory: a code is accepted
 * once, and a failed test restarts its worker, so the memory of a worker is not enough.
 */
const STEPS_FILE = join(process.env.E2E_DATA_DIR ?? '', 'e2e-totp-steps.json');

function usedSteps(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(STEPS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * The authenticator app's code: the current 30-second step, or the next one when the current one
 * was already used (the server accepts the neighbouring step); waits when both are used.
 */
export async function totpCode(page: Page, secret: string): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    const steps = usedSteps();
    const next = Math.max(step, (steps[secret] ?? -1) + 1);
    if (next <= step + 1) {
      writeFileSync(STEPS_FILE, JSON.stringify({ ...steps, [secret]: next }));
      return generate({ secret, epoch: next * 30 });
    }
    await page.waitForTimeout(2_000);
  }
}

/** The admin console: its sign-in page and its frame. */
export class AdminConsole {
  readonly nav: Locator;
  readonly practice: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Admin pages' });
    // The header's practice switcher (the Reports page has a 'Practice' filter of its own).
    this.practice = page.getByRole('banner').getByLabel('Practice', { exact: true });
  }

  async signIn(account: AdminAccount, code?: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Admin sign in' });
    await form.getByLabel('E-mail').fill(account.email);
    await form.getByLabel('Password').fill(account.password);
    await form.getByLabel('Authentication code').fill(code ?? (await totpCode(this.page, account.totpSecret)));
    await form.getByRole('button', { name: 'Sign In' }).click();
  }

  /** Opens a console path, signing in first when the console asks for it. */
  /** On Administrators: grants the medical-director role to `email` unless held (an organization administrator's right). */
  async makeMedicalDirector(email: string): Promise<void> {
    const role = this.page.getByRole('checkbox', { name: `Medical director: ${email}` });
    if (!(await role.isChecked())) {
      // Checked once the server has granted it (the list is read again).
      await role.click();
      await expect(this.page.getByRole('status')).toContainText(`${email} is now a medical director.`);
    }
    await expect(role).toBeChecked();
  }

  async open(path: string, account: AdminAccount): Promise<void> {
    await this.page.goto(path);
    await this.page.getByRole('form', { name: 'Admin sign in' }).or(this.nav).first().waitFor();
    if (!(await this.nav.isVisible())) await this.signIn(account);
    await this.nav.waitFor();
  }
}

/**
 * The console's notice on a page that may also show the protocol preview, whose nurse's care-advice
 * panel has a status of its own ("There is no care advice…", issue 34).
 */
export const consoleNotice = (page: Page): Locator =>
  page.getByRole('status').filter({ hasNotText: 'There is no care advice' });
