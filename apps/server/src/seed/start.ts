/**
 * The demo at start (main.ts): in demo mode (services/demo-mode.ts) the demo seed, and — unless
 * DEMO_CALL_EVENTS=false — the seeding of its year of synthetic call events, which the process
 * runs once it listens (the Reports are not needed at the first second; the start does not wait).
 * Outside demo mode nothing is seeded, and a server on a non-loopback address refuses demo doors
 * left open in its database.
 */
import type { Config } from '../config.ts';
import type { Database, Engine } from '../db/client.ts';
import { assertNoDemoDoors, isDemoMode, isLoopbackHost } from '../services/demo-mode.ts';

export interface DemoAtStart {
  isDemo: boolean;
  /** Seeds the missing synthetic call events; null outside demo mode or with DEMO_CALL_EVENTS=false. */
  seedCallEvents: (() => Promise<{ events: number; ms: number }>) | null;
}

export async function prepareDemo(
  database: { db: Database; engine: Engine },
  config: Pick<Config, 'DEMO_MODE' | 'HOST' | 'DEMO_CALL_EVENTS'>,
  totpKey: () => Promise<Buffer>,
  now: Date = new Date(),
): Promise<DemoAtStart> {
  const isDemo = isDemoMode(config, database.engine);
  // Loaded only when needed: the demo content build is not needed otherwise.
  const demo = isDemo || !isLoopbackHost(config.HOST) ? await import('./seed.ts') : undefined;
  if (isDemo && demo) await demo.seedDemo(database.db, now, await totpKey());
  if (demo) {
    await assertNoDemoDoors(database.db, config, {
      accountIds: demo.DEMO_PRACTICES.map((practice) => practice.practiceId),
      tokens: demo.DEMO_SSO_MAPPINGS.map((mapping) => mapping.token),
      adminEmails: demo.DEMO_ADMIN_EMAILS,
    });
  }
  const seedCallEvents = async () => {
    const started = performance.now();
    const { seedDemoCallEvents } = await import('./seed-call-events.ts');
    const events = await seedDemoCallEvents(database.db, now);
    return { events, ms: Math.round(performance.now() - started) };
  };
  return { isDemo, seedCallEvents: isDemo && config.DEMO_CALL_EVENTS ? seedCallEvents : null };
}
