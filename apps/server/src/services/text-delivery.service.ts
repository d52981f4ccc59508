/**
 * Delivery reports of texted handouts (issue 36, ADR 0064): the SMS provider posts each status change
 * of a message to the StatusCallback the send named — this server's PUBLIC_URL and the send's short
 * link id — signed with the account's Auth Token. A report whose signature does not verify is
 * refused and nothing is stored; a valid one keeps the status and error code on the send's short
 * link row, never the number the form also carries. The Handouts tab reads it back by that id.
 */
import { type TextDeliveryData, textStatusCallback } from '@triage/contracts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import {
  findTextDelivery,
  isTextDeliveryAsked,
  recordTextDelivery,
} from '../repositories/handout-short-links.repository.ts';
import type { PracticeRow } from '../repositories/practices.repository.ts';

/** The StatusCallback of a send: the URL the provider posts to and signs. */
export function textStatusCallbackUrl(publicUrl: string, deliveryId: string): string {
  return `${publicUrl}${textStatusCallback.path.replace(':deliveryId', deliveryId)}`;
}

/**
 * Records the provider's report of a send that asked for one (else noTextDelivery), once its
 * signature over `PUBLIC_URL` + `requestUrl` (the path and query the request came to) and the form
 * verifies; otherwise smsCallbackRefused. The id is 72 random bits: that an unsigned request learns
 * whether one exists gives nothing away.
 */
export async function recordTextStatusReport(
  ctx: ServerContext,
  report: { deliveryId: string; requestUrl: string; form: Record<string, string>; signature: string | undefined },
): Promise<void> {
  if (!(await isTextDeliveryAsked(ctx.db, report.deliveryId))) {
    throw new AppError('noTextDelivery', 'No send asked for this delivery report');
  }
  const reports = ctx.sms.sender?.reports;
  const publicUrl = ctx.config.PUBLIC_URL;
  if (!reports || !publicUrl) throw new AppError('smsCallbackRefused', 'This server asks for no delivery reports');
  if (!reports.verify(`${publicUrl}${report.requestUrl}`, report.form, report.signature)) {
    throw new AppError('smsCallbackRefused', 'The status callback signature does not verify');
  }
  const delivery = reports.read(report.form);
  // A status the tab does not show (e.g. `scheduled`): taken, nothing changes.
  if (delivery) await recordTextDelivery(ctx.db, report.deliveryId, delivery, ctx.now());
}

/** The last delivery report of a send of the session's practice. */
export async function textDeliveryFor(
  ctx: ServerContext,
  practice: PracticeRow,
  deliveryId: string,
): Promise<TextDeliveryData> {
  const delivery = await findTextDelivery(ctx.db, deliveryId, practice.id);
  if (!delivery) throw new AppError('noTextDelivery', 'No delivery report of this practice by that id');
  return { ...delivery, final: delivery.status === 'delivered' || delivery.status === 'failed' };
}
