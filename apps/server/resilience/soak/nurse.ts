/**
 * One simulated nurse's shift through the balancer, calling the API as the web app does: sign-in
 * with the shared password, the protocol list, notes and dispositions; the heartbeat every 60 s; the
 * practice follower's long poll (on a change: the account and the list again); a call every 5–8
 * minutes (protocol loads, the C-SSRS screener now and then, COPY and its call event, kept in an
 * outbox until stored); after one call in ten a sign-out and a single sign-on launch (SMART-style).
 * Protocol search runs in the browser: keystrokes make no request.
 */
import { randomUUID } from 'node:crypto';
import { WATCH_REPOLL_SPREAD_MS } from '@triage/contracts';
import type { Random } from '@triage/core';
import { type Answer, call } from '../http.ts';
import { answered, type Recorder } from './recorder.ts';

const HEARTBEAT_MS = 60_000;
const FOLLOWER_RETRY_MS = 5_000;
/** A call's protocols: one to three, each chosen a few seconds after the last (typing is answered in the browser). */
const CHOSEN_MAX = 3;
const CHOOSING_MIN_MS = 2_000;
const CHOOSING_MAX_MS = CHOSEN_MAX * 6_000;
const PRACTICE = 'demo';
const SSO_TOKEN = 'demo-sso';
const ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };

export interface CatalogueProtocol {
  id: number;
  contentSetId: number;
  sourceProtocolId: number;
  dispositionId: number | null;
}

export interface Shift {
  port: number;
  recorder: Recorder;
  random: Random;
  catalogue: CatalogueProtocol[];
  /** Date.now() when the shift ends. */
  endsAt: number;
  /** When the first call starts, ms after sign-in. */
  firstCallMs: number;
  /** How long a call lasts (protocol loads to COPY), ms. */
  callMs: () => number;
  /** Milliseconds from a call's start to the next one's. */
  betweenCallsMs: () => number;
}

/**
 * The loopback address a nurse calls from (the balancer's sticky key and the server's client
 * address): 254 nurses per block, .1 to .254. Before, nurse 256 got 127.20.0.256, which no socket
 * binds: her every try failed at once and was sent again, and the run never settled.
 */
export function nurseAddress(index: number): string {
  return `127.20.${Math.floor(index / 254)}.${(index % 254) + 1}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export class Nurse {
  sessionId: string | null = null;
  /** Call ids whose event the server stored. */
  readonly stored = new Set<string>();
  /** Call ids copied (an event to send). */
  readonly copied = new Set<string>();
  /** When the follower saw the practice change (Date.now()). */
  readonly changesSeen: number[] = [];
  /** When the follower listened (it had the practice's stamp and was not waiting to retry); `to` null: still. */
  readonly following: { from: number; to: number | null }[] = [];
  calls = 0;
  /**
   * Sign-ins (form or SSO launch) sent again after their answer was lost (a timeout, a cut): each
   * may have left a session on the server that this nurse never learnt of.
   */
  lostSignIns = 0;
  /** The call this nurse is making now (sent again until answered), for a run that does not end. */
  pending: string | null = null;
  private activeSinceHeartbeat = false;
  private follower: AbortController | null = null;
  private readonly from: string;
  private readonly userAgent: string;
  private readonly concurrencyKey = randomUUID();

  constructor(
    readonly index: number,
    readonly firstName: string,
    private readonly shift: Shift,
  ) {
    this.from = nurseAddress(index);
    this.userAgent = `Mozilla/5.0 (soak nurse ${index})`;
  }

  get address(): string {
    return this.from;
  }

  /** The whole shift; resolves when it ended and the nurse signed out. */
  async work(): Promise<void> {
    await this.signIn();
    const heartbeat = this.heartbeats();
    let nextCall = Date.now() + this.shift.firstCallMs;
    // A call is taken only when it ends within the shift, its protocols' choosing included: the
    // day's report then comes when the day ends, not a call's length after it.
    let callMs = this.shift.callMs();
    while (nextCall + CHOOSING_MAX_MS + callMs < this.shift.endsAt) {
      await sleep(nextCall - Date.now());
      const callStarted = Date.now();
      await this.takeCall(callMs);
      callMs = this.shift.callMs();
      nextCall = callStarted + this.shift.betweenCallsMs();
      if (this.shift.random() < 0.1 && Date.now() + 10_000 < this.shift.endsAt) await this.relaunch();
    }
    await heartbeat;
  }

  /** Stops following (the run ends); the session stays for the final count. */
  stop(): void {
    this.follower?.abort();
    this.stopListening();
  }

  private stopListening(): void {
    const last = this.following.at(-1);
    if (last && last.to === null) last.to = Date.now();
  }

  private headers(): Record<string, string> {
    return {
      'user-agent': this.userAgent,
      'x-concurrency-key': this.concurrencyKey,
      ...(this.sessionId ? { 'x-session-id': this.sessionId } : {}),
    };
  }

  /** One call as the app makes it (sent again after no answer or a cut; `answered`). */
  private async request(
    type: string,
    options: { path: string; body?: unknown; headers?: Record<string, string>; signIn?: boolean },
  ): Promise<Answer | undefined> {
    this.pending = type;
    const { signIn, ...sent } = options;
    try {
      return await answered(
        this.shift.recorder,
        type,
        () =>
          call({
            port: this.shift.port,
            from: this.from,
            ...sent,
            headers: { ...this.headers(), ...sent.headers },
          }),
        signIn
          ? () => {
              this.lostSignIns += 1;
            }
          : undefined,
      );
    } finally {
      this.pending = null;
    }
  }

  private async signIn(): Promise<void> {
    const answer = await this.request('login', {
      path: '/api/login',
      body: { firstName: this.firstName, practiceId: PRACTICE, password: 'demo' },
      signIn: true,
    });
    this.sessionId = (answer?.json?.data?.sessionId as string | undefined) ?? null;
    if (!this.sessionId) return;
    await this.loadLists();
    this.follow();
  }

  private async loadLists(): Promise<void> {
    await this.request('protocol list', { path: '/api/protocols', headers: ENCODINGS });
    await this.request('protocol notes', { path: '/api/protocol-notes' });
    await this.request('dispositions', { path: '/api/dispositions', headers: ENCODINGS });
  }

  /** The SMART-style relaunch: signed out, then signed in again by the EHR's single sign-on link. */
  private async relaunch(): Promise<void> {
    this.follower?.abort();
    this.stopListening();
    await this.request('logout', { path: '/api/logout', body: {} });
    this.sessionId = null;
    const answer = await this.request('sso launch', {
      path: `/api/app/login/sso/${SSO_TOKEN}`,
      body: { data: { firstName: this.firstName } },
      signIn: true,
    });
    const complete = answer?.json?.data?.complete as { sessionId?: string } | undefined;
    this.sessionId = complete?.sessionId ?? null;
    if (!this.sessionId) return;
    await this.loadLists();
    this.follow();
  }

  private async heartbeats(): Promise<void> {
    while (Date.now() + HEARTBEAT_MS < this.shift.endsAt) {
      await sleep(HEARTBEAT_MS);
      if (!this.sessionId) continue;
      const prolong = this.activeSinceHeartbeat;
      this.activeSinceHeartbeat = false;
      await this.request('heartbeat', { path: `/api/check-session?sessionId=${this.sessionId}&prolong=${prolong}` });
    }
  }

  private async takeCall(durationMs: number): Promise<void> {
    if (!this.sessionId) return;
    this.calls += 1;
    this.activeSinceHeartbeat = true;
    const random = this.shift.random;
    const count = 1 + Math.floor(random() * CHOSEN_MAX);
    const chosen: CatalogueProtocol[] = [];
    for (let i = 0; i < count; i += 1) {
      const protocol = this.shift.catalogue[Math.floor(random() * this.shift.catalogue.length)];
      if (!protocol || chosen.includes(protocol)) continue;
      chosen.push(protocol);
      // Typing in the search box is answered in the browser; a few seconds pass between choices.
      await sleep(CHOOSING_MIN_MS + random() * (CHOOSING_MAX_MS / CHOSEN_MAX - CHOOSING_MIN_MS));
      await this.request('protocol load', {
        path: `/api/protocols/${protocol.contentSetId}/${protocol.sourceProtocolId}`,
        headers: ENCODINGS,
      });
    }
    if (random() < 0.1) await this.request('c-ssrs screener', { path: '/api/questionnaires/c-ssrs-screener' });
    await sleep(durationMs);
    await this.copy(chosen, Math.round(durationMs / 1000));
  }

  /** COPY: the event goes to the outbox and is sent until stored. */
  private async copy(protocols: CatalogueProtocol[], durationSeconds: number): Promise<void> {
    const event = callEvent(protocols, durationSeconds);
    this.copied.add(event.callId);
    const answer = await this.request('call event', { path: '/api/call-events', body: { event } });
    if (answer?.json?.data?.recorded === true) this.stored.add(event.callId);
  }

  /**
   * The practice follower, as the web app's: a long poll whose answer to a change carries the account;
   * the protocol list or notes read again only when their tag moved.
   */
  private follow(): void {
    const controller = new AbortController();
    this.follower = controller;
    void (async () => {
      let since: string | undefined;
      let tags: Record<string, unknown> = {};
      while (!controller.signal.aborted && this.sessionId) {
        const query = since === undefined ? '' : `?since=${encodeURIComponent(since)}`;
        let answer: Answer | undefined;
        try {
          answer = await call({
            port: this.shift.port,
            from: this.from,
            path: `/api/practice-changes${query}`,
            headers: this.headers(),
            timeoutMs: 40_000,
            signal: controller.signal,
          });
        } catch {
          answer = undefined;
        }
        if (controller.signal.aborted) return;
        const changedAt = answer?.status === 200 ? (answer.json?.data?.changedAt as string | undefined) : undefined;
        if (changedAt === undefined) {
          if (answer && answer.headers['x-balancer'] !== 'cut') {
            this.shift.recorder.error('practice changes', `${answer.status} ${answer.body.slice(0, 160)}`);
          }
          this.stopListening();
          await sleep(FOLLOWER_RETRY_MS);
          continue;
        }
        const now = (answer?.json?.data?.now ?? {}) as Record<string, unknown>;
        if (since !== undefined && changedAt !== since) {
          if (now.account === undefined) this.shift.recorder.error('practice changes', 'a change without the account');
          this.changesSeen.push(Date.now());
          if (now.protocolsTag !== tags.protocolsTag) {
            await this.request('protocol list', { path: '/api/protocols', headers: ENCODINGS });
          }
          if (now.notesTag !== tags.notesTag) await this.request('protocol notes', { path: '/api/protocol-notes' });
        }
        if (changedAt !== since) tags = { protocolsTag: now.protocolsTag, notesTag: now.notesTag };
        if (this.following.at(-1)?.to !== null) this.following.push({ from: Date.now(), to: null });
        // As the app: after a change, the next poll at a random moment within the spread.
        if (since !== undefined && changedAt !== since) await sleep(this.shift.random() * WATCH_REPOLL_SPREAD_MS);
        since = changedAt;
      }
    })();
  }
}

function callEvent(protocols: CatalogueProtocol[], durationSeconds: number) {
  const first = protocols[0];
  const disposition = first?.dispositionId ?? null;
  return {
    callId: randomUUID(),
    ehrUserId: null,
    copiedAt: new Date().toISOString(),
    durationSeconds,
    embedded: false,
    summaryVersion: '20250113-VA',
    contentSetIds: [...new Set(protocols.map((p) => p.contentSetId))],
    protocols: protocols.map((p) => ({
      protocolId: p.id,
      contentSetId: p.contentSetId,
      dispositionId: p.dispositionId,
    })),
    callDispositionId: disposition,
    basis: disposition !== null && first ? { kind: 'question' as const, protocolId: first.id, questionId: 0 } : null,
    overrideReason: null,
    columbia: { required: false, result: null, bypassReason: null },
    videoVisit: { offered: false, accepted: false },
    adviceTopics: 3,
    suggestions: { accepted: 0, rejected: 0 },
  };
}
