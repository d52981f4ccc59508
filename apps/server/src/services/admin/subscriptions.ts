/** Admin: an organization's subscriptions (the command line changes them; the console shows them). */
import { SubscriptionType } from '@triage/contracts';
import type { SubscriptionsData } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { countSeatsInUse } from '../../repositories/live-sessions.repository.ts';
import type { PracticeRow } from '../../repositories/practices.repository.ts';
import {
  findSubscription,
  insertSubscription,
  listSubscriptions,
  type SubscriptionRow,
  updateSubscription,
} from '../../repositories/subscriptions.repository.ts';
import { IDLE_TIMEOUT_MS } from '../session-policy.ts';
import { isActive, subscriptionStatus } from '../subscription-status.ts';
import { requireOrganization } from './lookups.ts';

export interface AddSubscriptionInput {
  organization: string;
  type: string;
  seats: number;
  startDate: Date;
  endDate: Date | null;
}

export async function addSubscription(db: Database, input: AddSubscriptionInput): Promise<SubscriptionRow> {
  const type = SubscriptionType.safeParse(input.type);
  if (!type.success) throw new AppError('badData', `The type must be one of ${SubscriptionType.options.join(', ')}`);
  if (!Number.isInteger(input.seats) || input.seats < 0) throw new AppError('badData', 'Seats must be a whole number');
  if (Number.isNaN(input.startDate.getTime()) || (input.endDate && Number.isNaN(input.endDate.getTime()))) {
    throw new AppError('badData', 'Dates must look like 2026-01-31');
  }
  if (input.endDate && input.endDate.getTime() <= input.startDate.getTime()) {
    throw new AppError('badData', 'The end date must be after the start date');
  }
  if (type.data === 'perpetual' && input.endDate)
    throw new AppError('badData', 'A perpetual subscription has no end date');
  const organization = await requireOrganization(db, input.organization);
  return insertSubscription(db, {
    organizationId: organization.id,
    type: type.data,
    seats: input.seats,
    startDate: input.startDate,
    endDate: input.endDate,
  });
}

export interface ChangeSubscriptionInput {
  seats?: number | undefined;
  /** A new end date; null: it never ends (perpetual or open-ended). */
  endDate?: Date | null | undefined;
}

/** Changes a subscription's seats or end date (ending it now: an end date of now). */
export async function changeSubscription(
  db: Database,
  id: number,
  input: ChangeSubscriptionInput,
): Promise<SubscriptionRow> {
  const current = await findSubscription(db, id);
  if (!current) throw new AppError('noOrganization', `No subscription ${id}`);
  if (input.seats !== undefined && (!Number.isInteger(input.seats) || input.seats < 0)) {
    throw new AppError('badData', 'Seats must be a whole number');
  }
  if (input.endDate && input.endDate.getTime() <= current.startDate.getTime()) {
    throw new AppError('badData', 'The end date must be after the start date');
  }
  return updateSubscription(db, id, {
    ...(input.seats !== undefined ? { seats: input.seats } : {}),
    ...(input.endDate !== undefined ? { endDate: input.endDate } : {}),
  });
}

/** The organization's subscriptions as the console shows them (read only), with the seats in use. */
export async function readSubscriptions(db: Database, practice: PracticeRow, now: Date): Promise<SubscriptionsData> {
  const rows = await listSubscriptions(db, practice.organizationId);
  const status = subscriptionStatus(rows, now);
  const options = (practice.options ?? {}) as Record<string, unknown>;
  return {
    subscriptions: rows.map((row) => ({
      id: row.id,
      type: row.type,
      status: isActive(row, now) ? 'active' : row.startDate.getTime() > now.getTime() ? 'not-started' : 'ended',
      seats: row.seats,
      startDate: row.startDate.toISOString(),
      endDate: row.endDate?.toISOString() ?? null,
    })),
    seats: status.hasActive ? (status.type === 'perpetual' ? 0 : status.count) : null,
    seatsInUse: await countSeatsInUse(db, practice.organizationId, new Date(now.getTime() - IDLE_TIMEOUT_MS), now),
    enforced: options.enforceSubscriptions === true,
  };
}
