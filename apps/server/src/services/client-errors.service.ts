/**
 * Keeps a client crash report, scrubbed and size-capped. Per-IP limits come from the route's rate
 * limit; this ceiling protects the database from a flood spread over many IPs or instances.
 */
import type { ClientErrorPayload } from '@triage/contracts';
import type { ServerContext } from '../context.ts';
import { countClientErrorsSince, insertClientError } from '../repositories/client-errors.repository.ts';
import { scrubClientError } from './client-error-scrub.ts';

/** @internal */
export const MAX_CLIENT_ERRORS_PER_HOUR = 1_000;

/** True when the report was stored. */
export async function logClientError(
  ctx: ServerContext,
  payload: ClientErrorPayload,
  practiceId: number | null,
): Promise<boolean> {
  const now = ctx.now();
  const lastHour = await countClientErrorsSince(ctx.db, new Date(now.getTime() - 60 * 60 * 1000));
  if (lastHour >= MAX_CLIENT_ERRORS_PER_HOUR) return false;
  await insertClientError(ctx.db, { at: now, practiceId, payload: scrubClientError(payload) });
  return true;
}
