import type { FrameLocator } from '@playwright/test';
import type { Page } from '../fixtures.ts';
import { expect } from '../fixtures.ts';

/** The EHR host simulator (e2e/host-simulator) framing the production app on another origin. */
export const SIMULATOR_URL = `http://127.0.0.1:${process.env.HOST_SIMULATOR_PORT ?? 3100}`;

export interface LogEntry {
  direction: 'in' | 'out' | 'rejected' | 'note';
  kind: string;
  data: unknown;
  note: string;
}

export interface Answer {
  type: 'response' | 'error' | 'timeout';
  action: string;
  correlationId: string;
  payload?: unknown;
}

export interface SimulatorOptions {
  /** The app path to frame (default: the demo-embed single sign-on launch). */
  appPath?: string;
  dialect?: 'v1' | 'v2';
  autoInit?: boolean;
  whitelist?: string;
  /** The simulator's own origin (default 127.0.0.1:3100). */
  simulatorUrl?: string;
}

export const EMBED_LAUNCH = '/app/login/sso/demo-embed?firstName=Ann';

export class HostSimulator {
  readonly app: FrameLocator;

  constructor(
    readonly page: Page,
    readonly appOrigin: string,
  ) {
    this.app = page.frameLocator('[data-testid="app-frame"]');
  }

  static async open(page: Page, baseURL: string, options: SimulatorOptions = {}): Promise<HostSimulator> {
    const appOrigin = new URL(baseURL).origin;
    const params = new URLSearchParams({ app: `${appOrigin}${options.appPath ?? EMBED_LAUNCH}` });
    if (options.dialect) params.set('dialect', options.dialect);
    if (options.autoInit === false) params.set('autoInit', 'false');
    if (options.whitelist) params.set('whitelist', options.whitelist);
    await page.goto(`${options.simulatorUrl ?? SIMULATOR_URL}/?${params}`);
    return new HostSimulator(page, appOrigin);
  }

  /** Waits for the SSO launch to land on the Protocols tab inside the frame. */
  async signedIn(): Promise<void> {
    await expect(this.app.getByRole('combobox', { name: 'Search protocols' })).toBeVisible({ timeout: 15_000 });
  }

  async handshakeDone(): Promise<void> {
    await expect(this.page.getByTestId('handshake-status')).toHaveText('done');
  }

  /** Sends a v2 command; resolves with the answer, or { type: 'timeout' } after `timeoutMs`. */
  send(action: string, payload?: unknown, timeoutMs = 5000): Promise<Answer> {
    return this.page.evaluate(
      ([a, p, t]) =>
        (
          window as unknown as {
            hostSimulator: { send: (a: string, p: unknown, o: { timeoutMs: number }) => Promise<Answer> };
          }
        ).hostSimulator.send(a as string, p, { timeoutMs: t as number }),
      [action, payload, timeoutMs] as const,
    );
  }

  post(data: unknown): Promise<void> {
    return this.page.evaluate(
      (d) => (window as unknown as { hostSimulator: { post: (d: unknown) => void } }).hostSimulator.post(d),
      data,
    );
  }

  log(): Promise<LogEntry[]> {
    return this.page.evaluate(() =>
      (window as unknown as { hostSimulator: { log: LogEntry[] } }).hostSimulator.log.map((entry) => ({
        direction: entry.direction,
        kind: entry.kind,
        data: entry.data,
        note: entry.note,
      })),
    );
  }

  /** The messages the app sent, in order. */
  async received(): Promise<unknown[]> {
    return (await this.log()).filter((entry) => entry.direction === 'in').map((entry) => entry.data);
  }

  /** The payloads of the v2 events received with this action. */
  async events(action: string): Promise<unknown[]> {
    return (await this.received())
      .filter((m): m is { type: string; action: string; payload: unknown } => {
        const message = m as { type?: string; action?: string };
        return message.type === 'event' && message.action === action;
      })
      .map((m) => m.payload);
  }

  async clearLog(): Promise<void> {
    await this.page.getByRole('button', { name: 'Clear' }).click();
  }
}
