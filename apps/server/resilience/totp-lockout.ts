/**
 * The administrators' second-factor lock against real server processes (issue 33, ADR 0038): the
 * demo practice administrator's right password with wrong codes, each from an address of its own
 * (so the sign-in limits' per-address pair is not what stops them) and alternately on two instances
 * sharing one database (so the count is the database's, not a process's); then the right code.
 */
import { generate } from 'otplib';
import { call } from './http.ts';

/** The demo practice administrator (README demo table; seeded by DEMO_MODE). */
const DEMO_ADMIN = { email: 'pat@demo.example', password: 'triage desk demo admin' };
const DEMO_SECRET = 'DEMOPRACTICEADMINTOTPSECRETAAAAA';

export interface LockoutReport {
  /** Wrong codes answered before the lock was announced (the last one is the one that locked it). */
  attemptsBeforeLock: number;
  lockedAtAttempt: number | null;
  msToLock: number;
  /** The right code after the lock: the catalogue code it got. */
  rightCodeAfterLock: string | undefined;
  codes: (string | undefined)[];
}

export async function totpLockout(
  ports: [number, number],
  sleep: (ms: number) => Promise<unknown>,
): Promise<LockoutReport> {
  const codes: (string | undefined)[] = [];
  const started = performance.now();
  let lockedAtAttempt: number | null = null;
  for (let i = 1; i <= 15 && lockedAtAttempt === null; i += 1) {
    const answer = await call({
      port: ports[i % 2] as number,
      path: '/api/admin/sign-in',
      from: `127.0.5.${i}`,
      body: { ...DEMO_ADMIN, code: String(100000 + i) },
    });
    codes.push(answer.json?.error?.code);
    if (answer.json?.error?.code === 'secondFactorLocked') lockedAtAttempt = i;
  }
  const msToLock = Math.round(performance.now() - started);
  // The per-e-mail delay of the sign-in limits (2 s after 11 failures) passes first: the lock must refuse it, not the delay.
  await sleep(2_500);
  const right = await generate({ secret: DEMO_SECRET, epoch: Math.floor(Date.now() / 1000) });
  const after = await call({
    port: ports[0],
    path: '/api/admin/sign-in',
    from: '127.0.5.99',
    body: { ...DEMO_ADMIN, code: right },
  });
  return {
    attemptsBeforeLock: codes.filter((code) => code === 'invalidCredentials').length,
    lockedAtAttempt,
    msToLock,
    rightCodeAfterLock: after.json?.error?.code ?? (after.status === 200 ? 'signed in' : String(after.status)),
    codes,
  };
}
