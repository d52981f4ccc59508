import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyPendingCommands,
  nextCommandDeadline,
  type PendingCommands,
  reducePendingCommands,
} from './pending-commands.ts';

function sent(state: PendingCommands, correlationId: string, now: number, action = 'open-chart') {
  return reducePendingCommands(state, { type: 'sent', correlationId, action, now }).state;
}

describe('pending commands', () => {
  it('waits 5000 ms per attempt, retries twice with the same correlation id, then fails', () => {
    let state = sent(emptyPendingCommands(), 'c-1', 0);
    expect(nextCommandDeadline(state)).toBe(5000);

    let step = reducePendingCommands(state, { type: 'tick', now: 4999 });
    expect(step.effects).toEqual([]);
    expect(step.state).toBe(state);

    step = reducePendingCommands(state, { type: 'tick', now: 5000 });
    expect(step.effects).toEqual([
      { type: 'resend', command: { correlationId: 'c-1', action: 'open-chart', attempt: 2, deadline: 10_000 } },
    ]);
    state = step.state;

    step = reducePendingCommands(state, { type: 'tick', now: 10_000 });
    expect(step.effects).toEqual([
      { type: 'resend', command: { correlationId: 'c-1', action: 'open-chart', attempt: 3, deadline: 15_000 } },
    ]);
    state = step.state;

    step = reducePendingCommands(state, { type: 'tick', now: 15_000 });
    expect(step.effects).toEqual([
      {
        type: 'failed',
        command: { correlationId: 'c-1', action: 'open-chart', attempt: 3, deadline: 15_000 },
        message: "Command 'open-chart' timed out after 5000ms",
      },
    ]);
    expect(step.state.byId.size).toBe(0);
    expect(nextCommandDeadline(step.state)).toBeNull();
  });

  it('settles a command when its answer arrives, and ignores late or unknown answers', () => {
    const state = sent(emptyPendingCommands(), 'c-1', 0);
    const answered = reducePendingCommands(state, { type: 'answered', correlationId: 'c-1' });
    expect(answered.effects).toEqual([
      { type: 'answered', command: { correlationId: 'c-1', action: 'open-chart', attempt: 1, deadline: 5000 } },
    ]);
    expect(reducePendingCommands(answered.state, { type: 'answered', correlationId: 'c-1' }).effects).toEqual([]);
    expect(reducePendingCommands(state, { type: 'answered', correlationId: '__proto__' }).effects).toEqual([]);
  });

  it('does not restart a command sent twice under one correlation id', () => {
    const state = sent(emptyPendingCommands(), 'c-1', 0);
    expect(sent(state, 'c-1', 3000)).toBe(state);
  });

  it('uses the timing it is given', () => {
    const state = reducePendingCommands(
      emptyPendingCommands(),
      { type: 'sent', correlationId: 'c-1', action: 'x', now: 0 },
      { timeoutMs: 100, retries: 0 },
    ).state;
    const step = reducePendingCommands(state, { type: 'tick', now: 100 }, { timeoutMs: 100, retries: 0 });
    expect(step.effects).toMatchObject([{ type: 'failed', message: "Command 'x' timed out after 100ms" }]);
  });

  it('fails every pending command on cancel-all', () => {
    let state = sent(emptyPendingCommands(), 'c-1', 0);
    state = sent(state, 'c-2', 10);
    expect(nextCommandDeadline(state)).toBe(5000);
    const step = reducePendingCommands(state, { type: 'cancel-all', reason: 'Bridge closed' });
    expect(step.effects.map((effect) => effect.type)).toEqual(['failed', 'failed']);
    expect(step.state.byId.size).toBe(0);
  });

  it('sends each command at most three times and ends it at most once (property)', () => {
    const eventArb = fc.oneof(
      fc.record({ type: fc.constant('sent' as const), id: fc.constantFrom('a', 'b', 'c') }),
      fc.record({ type: fc.constant('answered' as const), id: fc.constantFrom('a', 'b', 'c', 'z') }),
      fc.record({ type: fc.constant('tick' as const), advance: fc.integer({ min: 0, max: 12_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => {
        let state = emptyPendingCommands();
        let now = 0;
        /** The current life of each correlation id: sends so far and whether it ended. */
        const lives = new Map<string, { sends: number; ended: boolean }>();
        for (const event of events) {
          let step: ReturnType<typeof reducePendingCommands>;
          if (event.type === 'sent') {
            if (!state.byId.has(event.id)) lives.set(event.id, { sends: 1, ended: false });
            step = reducePendingCommands(state, { type: 'sent', correlationId: event.id, action: 'x', now });
          } else if (event.type === 'answered') {
            step = reducePendingCommands(state, { type: 'answered', correlationId: event.id });
          } else {
            now += event.advance;
            step = reducePendingCommands(state, { type: 'tick', now });
          }
          for (const effect of step.effects) {
            const life = lives.get(effect.command.correlationId);
            expect(life?.ended).toBe(false);
            if (!life) continue;
            if (effect.type === 'resend') life.sends += 1;
            else life.ended = true;
            expect(life.sends).toBeLessThanOrEqual(3);
          }
          state = step.state;
          for (const [id, life] of lives) expect(state.byId.has(id)).toBe(!life.ended);
          for (const command of state.byId.values()) expect(command.deadline).toBeGreaterThan(now);
        }
      }),
    );
  });
});
