/**
 * The one HTTP client of the app: same origin, JSON bodies, the session header when a session
 * exists, the concurrency key header when the browser has one, the response envelope checked,
 * and a failed call rethrown with the server's message. A call that gets no answer at all (offline,
 * the server unreachable) fails with the catalogue's default message (spec section 8), never the
 * browser's own words ('Failed to fetch'). It knows nothing of the UI: callers decide how to show
 * an error.
 */
import {
  ADMIN_SESSION_HEADER,
  CONCURRENCY_KEY_HEADER,
  defaultFriendlyMessage,
  ErrorEnvelope,
  LATEST_CLIENT_VERSION_HEADER,
  MINIMUM_CLIENT_VERSION_HEADER,
  SESSION_HEADER,
} from '@triage/contracts';
import type { z } from 'zod';
import { appConfig } from './app-config.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    /** The server's technical message (e.g. which field a badData refused), when it sent one. */
    readonly technical: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | undefined>;
  body?: unknown;
  sessionId?: string | null;
  /** The admin session (admin calls only). */
  adminSessionId?: string | null;
  concurrencyKey?: string | null;
  signal?: AbortSignal;
}

interface VersionHeaders {
  latest: string | null;
  minimum: string | null;
}

type VersionListener = (versions: VersionHeaders) => void;
let versionListener: VersionListener | null = null;

/** Registers the receiver of X-Latest-Client-Version / X-Minimum-Client-Version (the version check). */
export function onVersionHeaders(listener: VersionListener | null): void {
  versionListener = listener;
}

let currentConcurrencyKey: string | null = null;

/** The concurrency key sent with every call from now on (spec section 7); null: none. */
export function setConcurrencyKey(key: string | null): void {
  currentConcurrencyKey = key;
}

/** An answer that is not the envelope (a proxy's error page, a cut body): the catalogue's default message. */
const defaultFailure = (): string => defaultFriendlyMessage(appConfig.supportPhone);

export async function apiRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.sessionId) headers[SESSION_HEADER] = options.sessionId;
  if (options.adminSessionId) headers[ADMIN_SESSION_HEADER] = options.adminSessionId;
  const concurrencyKey = options.concurrencyKey ?? currentConcurrencyKey;
  if (concurrencyKey) headers[CONCURRENCY_KEY_HEADER] = concurrencyKey;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    // A call its caller cancelled stays a cancellation (queries and long polls rely on it).
    if (options.signal?.aborted) throw error;
    // No answer at all: status 0, no catalogue code; the browser's words stay as the technical message.
    throw new ApiError(defaultFailure(), 0, null, error instanceof Error ? error.message : null);
  }
  versionListener?.({
    latest: response.headers.get(LATEST_CLIENT_VERSION_HEADER),
    minimum: response.headers.get(MINIMUM_CLIENT_VERSION_HEADER),
  });
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(defaultFailure(), response.status, null);
  }
  const failure = ErrorEnvelope.safeParse(json);
  if (failure.success)
    throw new ApiError(failure.data.message, response.status, failure.data.error.code, failure.data.error.technical);
  const parsed = schema.safeParse(json);
  if (!parsed.success || !response.ok) throw new ApiError(defaultFailure(), response.status, null);
  return parsed.data;
}
