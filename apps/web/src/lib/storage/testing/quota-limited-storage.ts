/**
 * Test double for the browser's storage limit: a real `Storage` (happy-dom's) whose `setItem` throws
 * a DOMException named 'QuotaExceededError' when the write would take the stored characters (keys
 * and values) past the capacity. Counts every `setItem` attempt per key.
 *
 * happy-dom's Storage is a Proxy that turns any unknown property into a stored item, so this class
 * keeps its own state in a WeakMap rather than in fields.
 */
interface Limits {
  capacity: number;
  attempts: Map<string, number>;
}

const limitsOf = new WeakMap<Storage, Limits>();

function limits(storage: Storage): Limits {
  const found = limitsOf.get(storage);
  if (!found) throw new Error('QuotaLimitedStorage used before construction');
  return found;
}

/** A Storage with a size limit, for quota-exceeded tests. */
export class QuotaLimitedStorage extends Storage {
  constructor(capacity: number) {
    super();
    limitsOf.set(this, { capacity, attempts: new Map() });
    // happy-dom binds Storage.prototype's methods onto each instance on first access, which would
    // shadow this class's override; an own property defined first is left alone.
    Object.defineProperty(this, 'setItem', {
      value: QuotaLimitedStorage.prototype.setItem.bind(this),
      configurable: true,
      writable: true,
    });
  }

  /** Changes the limit (e.g. to fill the storage first, then shrink it). */
  setCapacity(capacity: number): void {
    limits(this).capacity = capacity;
  }

  /** How many times `setItem` was called for `key`. */
  attemptsFor(key: string): number {
    return limits(this).attempts.get(key) ?? 0;
  }

  /** Stored characters, keys included. */
  usedCharacters(): number {
    let used = 0;
    for (let index = 0; index < this.length; index += 1) {
      const key = this.key(index);
      if (key !== null) used += key.length + (this.getItem(key)?.length ?? 0);
    }
    return used;
  }

  override setItem(key: string, value: string): void {
    const { attempts, capacity } = limits(this);
    attempts.set(key, (attempts.get(key) ?? 0) + 1);
    const current = this.getItem(key);
    const freed = current === null ? 0 : key.length + current.length;
    if (this.usedCharacters() - freed + key.length + value.length > capacity) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    super.setItem(key, value);
  }
}
