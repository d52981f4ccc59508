import { describe, expect, it } from 'vitest';
import { MAX_STORED_BYTES, scrubClientError } from './client-error-scrub.ts';

describe('client error scrubbing', () => {
  it('never keeps a single sign-on token, in the route, the message or the stack', () => {
    const token = 'Zq3xT8bYk2mN5pL7wR9sV4cH6jD1fG0aE8uI3oK2yQw';
    const report = scrubClientError({
      errorMessage: `Failed to fetch /api/app/login/sso/${token}`,
      errorStack: `Error\n    at https://app.example/app/login/sso/${token}?firstName=Ann:1:2`,
      route: `/app/login/sso/${token}?firstName=Ann`,
    } as never);
    expect(JSON.stringify(report)).not.toContain(token);
    expect(report.route).toBe('/app/login/sso/:token');
  });

  it('keeps the error text and only an allowlist of the state', () => {
    const stored = scrubClientError({
      errorMessage: 'boom',
      route: '/plan/education?x=1',
      state: {
        version: '1.0.11',
        session: { sessionId: 's', practiceId: 'demo', firstName: 'Ann', callNoteTemplate: { templates: {} } },
        call: {
          callId: 'c',
          freeNote: 'note',
          columbiaScale: { result: { score: 'positive' } },
          activeProtocol: { id: 1, fullId: 'oh_adult201', content: { secret: true } },
        },
        anythingElse: { freeNote: 'x' },
      },
    });
    expect(stored).toEqual({
      errorMessage: 'boom',
      errorStack: null,
      route: '/plan/education',
      userAgent: null,
      createdAt: null,
      state: {
        version: '1.0.11',
        session: { practiceId: 'demo' },
        call: { callId: 'c', activeProtocol: { id: 1, fullId: 'oh_adult201' } },
      },
      truncated: false,
    });
  });

  it('cuts long fields and drops the state when the report is still too big', () => {
    const stored = scrubClientError({
      errorMessage: 'm'.repeat(20_000),
      errorStack: 's'.repeat(100_000),
      state: {
        call: { selectedProtocols: Array.from({ length: 50 }, (_, i) => ({ id: i, fullId: 'f'.repeat(500) })) },
      },
    });
    expect(stored.truncated).toBe(true);
    expect(JSON.stringify(stored).length).toBeLessThanOrEqual(MAX_STORED_BYTES);
  });
});
