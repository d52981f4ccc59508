import { login, logout, validateSession } from '@triage/contracts';
import { expect, it } from 'vitest';
import { listAuditEvents } from '../../repositories/audit.repository.ts';
import { dataOf, describeApi, expectError, HOUR, MINUTE, START } from '../../testing/api-harness.ts';
import { ERROR_COVERAGE } from '../../testing/error-coverage.ts';
import { createTestPractice, TEST_PASSWORD } from '../../testing/fixtures.ts';

const YEAR = 365 * 24 * HOUR;
let nextIp = 1;

describeApi('seats of an organization', { coverage: ERROR_COVERAGE.seats }, (h) => {
  const practice = (practiceId: string, seats: number, options: Record<string, unknown>, type = 'annual') =>
    createTestPractice(h().database.db, {
      practiceId,
      options,
      subscription: {
        startDate: new Date(START.getTime() - HOUR),
        endDate: new Date(START.getTime() + YEAR),
        seats,
        type,
      },
    });
  const browsers = new Map<string, string>();
  /** A sign-in from an address of its own, the same for one browser (one concurrency key). */
  const signIn = (practiceId: string, key?: string) => {
    nextIp += 1;
    const fresh = `10.9.${Math.floor(nextIp / 250)}.${nextIp % 250}`;
    const ip = key ? (browsers.get(key) ?? fresh) : fresh;
    if (key) browsers.set(key, ip);
    return h().call(login, {
      body: { firstName: 'Nia', practiceId, password: TEST_PASSWORD },
      ip,
      ...(key ? { headers: { 'x-concurrency-key': key } } : {}),
    });
  };
  const sessionOf = async (practiceId: string, key?: string) =>
    (dataOf(await signIn(practiceId, key)) as { sessionId: string }).sessionId;

  it('refuses a sign-in beyond the seats with tooManyRequests, audited, and frees a seat at sign-out', async () => {
    await practice('two-seats', 2, { enforceSubscriptions: true });
    const first = await sessionOf('two-seats', 'browser-a');
    await sessionOf('two-seats');
    const refused = expectError(await signIn('two-seats', 'browser-c'), 'tooManyRequests');
    expect(refused.error.technical).toContain('2 seats');
    const [event] = await listAuditEvents(h().database.db, { practiceId: 'two-seats', limit: 1 });
    expect(event?.outcome).toBe('no-seat-available');
    dataOf(await h().call(logout, { body: {}, sessionId: first }));
    await sessionOf('two-seats', 'browser-c');
    expectError(await signIn('two-seats', 'browser-d'), 'tooManyRequests');
  });

  it('frees the seat of a session that ended without activity', async () => {
    await practice('idle-seat', 1, { enforceSubscriptions: true });
    await sessionOf('idle-seat', 'browser-a');
    expectError(await signIn('idle-seat', 'browser-b'), 'tooManyRequests');
    h().clock.advance(2 * HOUR + MINUTE);
    await sessionOf('idle-seat', 'browser-b');
  });

  it('lets the same browser (same concurrency key) sign in again on its own seat', async () => {
    await practice('one-seat', 1, { enforceSubscriptions: true });
    await sessionOf('one-seat', 'browser-a');
    await sessionOf('one-seat', 'browser-a');
    expectError(await signIn('one-seat', 'browser-b'), 'tooManyRequests');
    expectError(await signIn('one-seat'), 'tooManyRequests');
  });

  it('counts the key a session sent after its sign-in', async () => {
    await practice('late-key', 1, { enforceSubscriptions: true });
    const ip = '10.9.200.1';
    const first = await h().call(login, {
      body: { firstName: 'Nia', practiceId: 'late-key', password: TEST_PASSWORD },
      ip,
    });
    const { sessionId } = dataOf(first) as { sessionId: string };
    dataOf(await h().call(validateSession, { sessionId, ip, headers: { 'x-concurrency-key': 'browser-a' } }));
    browsers.set('browser-a', ip);
    await sessionOf('late-key', 'browser-a');
    expectError(await signIn('late-key', 'browser-b'), 'tooManyRequests');
  });

  it('keeps the key a session was created with: a different key sent later does not replace it', async () => {
    await practice('kept-key', 1, { enforceSubscriptions: true });
    const ip = '10.9.201.1';
    const from = (key: string) => ({ ip, headers: { 'x-concurrency-key': key } });
    const body = { firstName: 'Nia', practiceId: 'kept-key', password: TEST_PASSWORD };
    const { sessionId } = dataOf(await h().call(login, { body, ...from('browser-a') })) as { sessionId: string };
    // The same session later sends another key (a copied one, or a cleared store)...
    dataOf(await h().call(validateSession, { sessionId, ...from('browser-z') }));
    // ...and still holds the seat of browser-a: browser-a signs in again on it, browser-z has none.
    dataOf(await h().call(login, { body, ...from('browser-a') }));
    expectError(await h().call(login, { body, ...from('browser-z') }), 'tooManyRequests');
  });

  it('counts browsers, not claims: 5 browsers sharing one key, on other addresses or agents, get 1 seat of 1', async () => {
    await practice('shared-key', 1, { enforceSubscriptions: true });
    const browsers = [
      { ip: '10.12.0.1', agent: 'Chrome/131' },
      { ip: '10.12.0.2', agent: 'Chrome/131' },
      { ip: '10.12.0.3', agent: 'Firefox/133' },
      { ip: '10.12.0.1', agent: 'Firefox/133' },
      { ip: '2001:db8:5::1', agent: 'Chrome/131' },
    ];
    const answers = [];
    for (const browser of browsers) {
      answers.push(
        await h().call(login, {
          body: { firstName: 'Nia', practiceId: 'shared-key', password: TEST_PASSWORD },
          ip: browser.ip,
          headers: { 'x-concurrency-key': 'one-constant-key', 'user-agent': browser.agent },
        }),
      );
    }
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.slice(1)) expectError(answer, 'tooManyRequests');
  });

  it('never lets concurrent sign-ins exceed the seats', async () => {
    await practice('three-seats', 3, { enforceSubscriptions: true });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn('three-seats', `browser-${i}`)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) expectError(answer, 'tooManyRequests');
  });

  it('does not limit a practice that does not enforce subscriptions, nor a perpetual or 0-seat one', async () => {
    await practice('lenient', 1, {});
    await practice('perpetual', 1, { enforceSubscriptions: true }, 'perpetual');
    await practice('zero-seats', 0, { enforceSubscriptions: true });
    for (const practiceId of ['lenient', 'perpetual', 'zero-seats']) {
      await sessionOf(practiceId, 'browser-a');
      await sessionOf(practiceId, 'browser-b');
      await sessionOf(practiceId);
    }
  });
});
