/**
 * The origins of the registered EHRs (FHIR servers and authorization servers), for the page CSP's
 * connect-src (ADR 0025): read at start, again at once when the database announces a change to the
 * connections (migration 0009's trigger: the console, the command line, SQL), and every minute as a
 * safety net, so a connection registered or revoked reaches every instance's pages without a restart.
 */
import type { Database } from '../db/client.ts';
import type { InvalidationListener } from '../db/invalidation.ts';
import { listEhrOrigins } from '../repositories/ehr-connections.repository.ts';

const EHR_ORIGINS_REFRESH_MS = 60_000;

export class EhrOrigins {
  #origins: readonly string[] = [];
  #timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly db: Database) {}

  /** The origins as last read. */
  list(): readonly string[] {
    return this.#origins;
  }

  /** Reads them again; on a database failure the last list stays. */
  async refresh(): Promise<void> {
    try {
      this.#origins = await listEhrOrigins(this.db);
    } catch {
      // The database is unavailable: keep what we have (availability is reported elsewhere).
    }
  }

  /** Reads the origins again whenever the connections change or announcements may have been missed. */
  follow(listener: InvalidationListener): void {
    listener.onInvalidation((invalidation) => {
      if (invalidation.kind === 'ehr-connections' || invalidation.kind === 'reset') void this.refresh();
    });
    listener.onReset(() => void this.refresh());
  }

  start(): void {
    this.#timer ??= setInterval(() => void this.refresh(), EHR_ORIGINS_REFRESH_MS);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }
}
