/**
 * Practice passwords are stored only as argon2id hashes. Hashing is capped (ASVS 2.2.1, 11.1.4):
 * at most HASH_CONCURRENCY argon2 computations at once (each ~19 MiB and tens of milliseconds of a
 * core, on libuv's thread pool), at most HASH_QUEUE more waiting; an attempt beyond that, or one
 * that waited HASH_WAIT_MS, gets `tooManyRequests` at once, so a flood of sign-ins cannot take every
 * core and thread and the server keeps answering everything else.
 */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../lib/app-error.ts';

const HASH_CONCURRENCY = Math.max(1, Math.min(4, availableParallelism() - 1));
const HASH_QUEUE = 32;
const HASH_WAIT_MS = 5_000;

let running = 0;
const waiting: (() => void)[] = [];

function busy(): AppError {
  return new AppError('tooManyRequests', 'Too many sign-ins being checked at once', { 'retry-after': '2' });
}

/** Runs `task` when a hashing slot is free; refuses when the queue is full or the wait too long. */
async function withHashingSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE) throw busy();
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
