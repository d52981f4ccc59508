/**
 * What the API's hot path reads about a request's session, per instance, in memory: the session,
 * its practice (kept once per practice, shared by all its sessions), the practice's entitled content sets, the organization's subscriptions and
 * each content set's protocol keys. Every entry is dropped when the database announces a change to
 * it (db/invalidation.ts: on every instance, at the writing transaction's commit, whoever wrote),
 * and read again once older than `CONTEXT_MAX_AGE_MS` in any case. While the announcements cannot
 * be received, everything is read from the database. Time rules (idle and absolute session ends,
 * subscription dates) are applied by the callers at each request, on what this returns.
 */
import type { Database } from '../db/client.ts';
import type { InvalidationListener } from '../db/invalidation.ts';
import { entitledContentSetIds, listProtocolKeys, type ProtocolKey } from '../repositories/content.repository.ts';
import { findPracticeById, type PracticeRow } from '../repositories/practices.repository.ts';
import { findSession, type SessionRow } from '../repositories/sessions.repository.ts';
import { listSubscriptions, type SubscriptionRow } from '../repositories/subscriptions.repository.ts';
import { FreshMap } from './fresh-map.ts';

/** Safety net only: announcements normally drop an entry within milliseconds of the commit. */
const CONTEXT_MAX_AGE_MS = 5_000;
const MAX_SESSIONS = 20_000;
const MAX_PRACTICES = 5_000;
const MAX_CONTENT_SETS = 500;

export interface SessionContext {
  session: SessionRow;
  practice: PracticeRow;
}

/** A content set's protocol keys in source protocol id order, and by source protocol id. */
export interface ContentSetKeys {
  /** Unique to this read of the set in this process (the keys never change under a token). */
  token: number;
  keys: readonly ProtocolKey[];
  bySource: ReadonlyMap<number, ProtocolKey>;
}

let tokens = 0;
const nextToken = () => {
  tokens += 1;
  return tokens;
};

export class ContextCache {
  private readonly sessions: FreshMap<string, SessionRow>;
  /**
   * Practices by internal id, apart from their sessions: a practice's change (a saved setting) is
   * read again once per instance for all its nurses (one load shared by the concurrent requests,
   * FreshMap), not once per session.
   */
  private readonly practices: FreshMap<number, PracticeRow>;
  private readonly entitlements: FreshMap<number, readonly number[]>;
  private readonly subscriptionsByOrganization: FreshMap<number, readonly SubscriptionRow[]>;
  private readonly contentSets: FreshMap<number, ContentSetKeys>;

  constructor(
    private readonly db: Database,
    listener: InvalidationListener,
    options: { maxAgeMs?: number } = {},
  ) {
    const isLive = () => listener.isLive;
    const maxAgeMs = options.maxAgeMs ?? CONTEXT_MAX_AGE_MS;
    this.sessions = new FreshMap({ maxEntries: MAX_SESSIONS, maxAgeMs }, isLive);
    this.practices = new FreshMap({ maxEntries: MAX_PRACTICES, maxAgeMs }, isLive);
    this.entitlements = new FreshMap({ maxEntries: MAX_PRACTICES, maxAgeMs }, isLive);
    this.subscriptionsByOrganization = new FreshMap({ maxEntries: MAX_PRACTICES, maxAgeMs }, isLive);
    this.contentSets = new FreshMap({ maxEntries: MAX_CONTENT_SETS, maxAgeMs }, isLive);
    listener.onInvalidation((invalidation) => {
      switch (invalidation.kind) {
        case 'session':
          this.sessions.delete(invalidation.idHash);
          break;
        case 'practice':
          this.practices.delete(invalidation.id);
          this.entitlements.delete(invalidation.id);
          break;
        case 'organization':
          this.subscriptionsByOrganization.delete(invalidation.id);
          break;
        case 'content':
          this.contentSets.clear();
          break;
        case 'reset':
          this.clear();
          break;
      }
    });
    listener.onReset(() => this.clear());
  }

  /** The session (by the hash of its id) and its practice; undefined when there is no such session. */
  async session(idHash: string): Promise<SessionContext | undefined> {
    const session = await this.sessions.get(idHash, () => findSession(this.db, idHash));
    if (!session) return undefined;
    const practice = await this.practice(session.practiceId);
    return practice ? { session, practice } : undefined;
  }

  /** A practice by internal id (its `updatedAt` is the stamp its nurses' apps follow). */
  practice(practiceId: number): Promise<PracticeRow | undefined> {
    return this.practices.get(practiceId, () => findPracticeById(this.db, practiceId));
  }

  /** The session read from the database now, and kept (used before ending a session). */
  freshSession(idHash: string): Promise<SessionContext | undefined> {
    this.sessions.delete(idHash);
    return this.session(idHash);
  }

  /** This instance wrote the session (activity, concurrency key): keep what it stored. */
  keepSession(idHash: string, context: SessionContext): void {
    this.sessions.replace(idHash, context.session);
  }

  /** This instance changed or deleted the session: read it again next time. */
  forgetSession(idHash: string): void {
    this.sessions.delete(idHash);
  }

  /** The practice's (internal id) entitled content set ids, in id order. */
  async entitledContentSetIds(practiceId: number): Promise<readonly number[]> {
    return (await this.entitlements.get(practiceId, () => entitledContentSetIds(this.db, practiceId))) ?? [];
  }

  async subscriptions(organizationId: number): Promise<readonly SubscriptionRow[]> {
    return (
      (await this.subscriptionsByOrganization.get(organizationId, () => listSubscriptions(this.db, organizationId))) ??
      []
    );
  }

  /** The content set's protocol keys (none for an unknown or empty set). */
  async contentSetKeys(contentSetId: number): Promise<ContentSetKeys> {
    const found = await this.contentSets.get(contentSetId, async () => {
      const keys = await listProtocolKeys(this.db, [contentSetId]);
      return { token: nextToken(), keys, bySource: new Map(keys.map((key) => [key.sourceProtocolId, key])) };
    });
    return found ?? { token: nextToken(), keys: [], bySource: new Map() };
  }

  /** Reads of sessions and practices made so far (what the cache saved is the requests minus these). */
  loads(): { sessions: number; practices: number } {
    return { sessions: this.sessions.loads, practices: this.practices.loads };
  }

  clear(): void {
    this.sessions.clear();
    this.practices.clear();
    this.entitlements.clear();
    this.subscriptionsByOrganization.clear();
    this.contentSets.clear();
  }
}
