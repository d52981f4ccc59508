import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { type BusySpell, hashPassword, onBusySpell, verifyPassword } from './password.ts';

describe('argon2 hashing under a flood', () => {
  it('checks a few at once, queues some and refuses the rest at once with tooManyRequests', async () => {
    const stored = await hashPassword('correct horse battery staple');
    const spells: BusySpell[] = [];
    onBusySpell((spell) => spells.push(spell));
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        verifyPassword(stored, i === 0 ? 'correct horse battery staple' : `guess-${i}`).then(
          (ok) => (ok ? 'match' : 'checked'),
          (error: unknown) => (error instanceof AppError ? error.code : 'other'),
        ),
      ),
    );
    const refused = outcomes.filter((outcome) => outcome === 'tooManyRequests').length;
    // At most 4 running and 32 waiting: of 60 at once, at least 24 are refused without hashing.
    expect(refused).toBeGreaterThanOrEqual(24);
    expect(outcomes[0]).toBe('match');
    expect(outcomes.filter((outcome) => outcome === 'checked').length).toBe(59 - refused);
    expect(outcomes).not.toContain('other');
    // The spell is reported once, when the last check ends: the refused, and the checked that waited.
    expect(spells).toHaveLength(1);
    expect(spells[0]?.refused).toBe(refused);
    expect(spells[0]?.waited).toBeGreaterThanOrEqual(32);
    expect(spells[0]?.waited).toBeLessThanOrEqual(60 - refused - 1);
    // Once the flood has passed, every check runs again.
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
  });
});
