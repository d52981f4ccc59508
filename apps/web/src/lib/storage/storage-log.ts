/**
 * Logging of browser-storage failures (spec section 8: local storage failures are only logged).
 * Only the key and the error's name are logged — never the value nor the error message: a
 * JSON.parse message quotes the text it failed on, which may hold patient details.
 */

/** Logs a storage failure with console.warn; never throws. */
export function logStorageFailure(message: string, key: string, error?: unknown): void {
  const reason = error === undefined ? [] : [errorName(error)];
  console.warn(`[storage] ${message} (key '${key}')`, ...reason);
}

function errorName(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string') {
    return error.name;
  }
  return typeof error;
}
