/**
 * The soak's administrators through the balancer: the demo organization administrator signs in
 * with password and TOTP, saves a setting of the nurses' practice every few minutes (the disposition
 * script shown or not, in turn) and reads a report every minute, as the console does.
 */
import { generate } from 'otplib';
import { type Answer, call } from '../http.ts';
import { answered, type Recorder } from './recorder.ts';

/** The demo organization administrator (README demo table; seeded by DEMO_MODE). */
const ADMIN = {
  email: 'olga@demo.example',
  password: 'triage desk demo admin',
  totp: 'DEMOORGADMINTOTPSECRETAAAAAAAAAA',
};
const FROM = '127.30.0.1';
const REPORT_EVERY_MS = 60_000;

export interface Save {
  /** Date.now() when the save was sent and when it was answered. */
  sentAt: number;
  answeredAt: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const today = () => new Date().toISOString().slice(0, 10);

export class Administrator {
  readonly saves: Save[] = [];
  reports = 0;
  private sessionId = '';

  constructor(
    private readonly port: number,
    private readonly practiceId: string,
    private readonly recorder: Recorder,
  ) {}

  async signIn(): Promise<void> {
    const code = await generate({ secret: ADMIN.totp, epoch: Math.floor(Date.now() / 1000) });
    const answer = await this.send('admin sign-in', '/api/admin/sign-in', {
      email: ADMIN.email,
      password: ADMIN.password,
      code,
    });
    const id = answer?.json?.data?.adminSessionId;
    if (typeof id !== 'string') throw new Error(`administrator sign-in failed: ${answer?.status} ${answer?.body}`);
    this.sessionId = id;
  }

  /** Saves every `saveEveryMs` (avoiding `quiet` windows) and reads a report every minute until `endsAt`. */
  async work(endsAt: number, saveEveryMs: number, isQuiet: (at: number) => boolean): Promise<void> {
    const reports = (async () => {
      while (Date.now() + REPORT_EVERY_MS < endsAt) {
        await sleep(REPORT_EVERY_MS);
        await this.readReport();
      }
    })();
    let nextSave = Date.now() + saveEveryMs / 2;
    // A save's last nurse has a few seconds to hear of it before the run ends.
    while (nextSave + 5_000 < endsAt) {
      await sleep(nextSave - Date.now());
      if (!isQuiet(Date.now()) && !isQuiet(Date.now() + 5_000)) await this.saveSetting();
      nextSave += saveEveryMs;
    }
    await reports;
  }

  async readReport(): Promise<void> {
    const query = `report=protocols&from=${today()}&to=${today()}&practiceId=${this.practiceId}`;
    if (await this.send('report', `/api/admin/reports?${query}`)) this.reports += 1;
  }

  async saveSetting(): Promise<void> {
    const path = `/api/admin/practices/${this.practiceId}/settings`;
    const settings = await this.send('admin settings read', path);
    const data = settings?.json?.data as { options: Record<string, unknown>; version: number } | undefined;
    if (!data) return;
    const options = { ...data.options, showDispositionScript: data.options.showDispositionScript !== true };
    const sentAt = Date.now();
    const saved = await this.send('admin settings save', path, { baseVersion: data.version, options });
    const status = (saved?.json?.data as { status?: string } | undefined)?.status;
    if (status === 'saved') this.saves.push({ sentAt, answeredAt: Date.now() });
    else if (saved) this.recorder.error('admin settings save', `not saved: ${saved.body.slice(0, 160)}`);
  }

  /** Live sessions of the practice (their first names) and the organization's seats in use (the console's figures). */
  async counts(): Promise<{ liveSessions: string[]; seatsInUse: number }> {
    const sessions = await this.send('admin live sessions', `/api/admin/practices/${this.practiceId}/sessions`);
    const seats = await this.send('admin subscriptions', `/api/admin/practices/${this.practiceId}/subscriptions`);
    const listed = (sessions?.json?.data?.sessions as { firstName: string }[] | undefined) ?? [];
    return {
      liveSessions: listed.map((session) => session.firstName),
      seatsInUse: Number(seats?.json?.data?.seatsInUse ?? -1),
    };
  }

  private send(type: string, path: string, body?: unknown): Promise<Answer | undefined> {
    return answered(this.recorder, type, () =>
      call({
        port: this.port,
        from: FROM,
        path,
        ...(body === undefined ? {} : { body }),
        headers: this.sessionId ? { 'x-admin-session': this.sessionId } : {},
      }),
    );
  }
}
