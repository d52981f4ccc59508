/**
 * Practice passwords are stored only as argon2id hashes. Hashing is capped (ASVS 2.2.1, 11.1.4):
 * at most HASH_CONCURRENCY argon2 computations at once (each ~19 MiB and tens of milliseconds of a
 * core, on libuv's thread pool), at most HASH_QUEUE more waiting; an attempt beyond that, or one
 * that waited HASH_WAIT_MS, gets `tooManyRequests` at once, so a flood of sign-ins cannot take every
 * core and thread and the server keeps answering everything else. A busy spell (from the first
 * attempt that had to wait until no hashing is left) is reported once, with how many attempts
 * waited and how many were refused (`onBusySpell`: the server logs it), never once per attempt.
 */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../lib/app-error.ts';

const HASH_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism() - 1));
const HASH_QUEUE = 32;
const HASH_WAIT_MS = 5_000;

let running = 0;
const waiting: (() => void)[] = [];

/** A busy spell: attempts that waited for a slot and got it, and attempts refused. */
export interface BusySpell {
  waited: number;
  refused: number;
}
let spell: BusySpell | null = null;
let spellListener: ((spell: BusySpell) => void) | undefined;

/** Calls `listener` at the end of each busy spell (one listener per process: the server's log). */
export function onBusySpell(listener: (spell: BusySpell) => void): void {
  spellListener = listener;
}

function busy(): AppError {
  spell ??= { waited: 0, refused: 0 };
  spell.refused += 1;
  return new AppError('tooManyRequests', 'Too many sign-ins being checked at once', { 'retry-after': '2' });
}

/** Runs `task` when a hashing slot is free; refuses when the queue is full or the wait too long. */
async function withHashingSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE) throw busy();
    spell ??= { waited: 0, refused: 0 };
    await new Promise<void>((resolve, reject) => {
      const entry = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = waiting.indexOf(entry);
        if (index >= 0) waiting.splice(index, 1);
        reject(busy());
      }, HASH_WAIT_MS);
      waiting.push(entry);
    });
    spell ??= { waited: 0, refused: 0 };
    spell.waited += 1;
  } else {
    running += 1;
  }
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    // The slot passes to the next waiting attempt, or is freed.
    if (next) next();
    else running -= 1;
    if (running === 0 && spell) {
      const ended = spell;
      spell = null;
      spellListener?.(ended);
    }
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashingSlot(() => hash(password));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return withHashingSlot(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}
