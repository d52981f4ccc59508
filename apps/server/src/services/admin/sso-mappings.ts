/** Admin: single sign-on mappings. The token is printed once; only its sha-256 is stored. */
import { PracticeOptions } from '@triage/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertSsoMapping } from '../../repositories/sso-mappings.repository.ts';
import { newSecret, sha256Hex } from '../secrets.ts';
import { SsoMappingConfig } from '../sso-fields.ts';
import { requireLocation, requirePractice } from './lookups.ts';
import { problemsOf } from './practices.ts';

export interface CreateSsoMappingInput {
  practiceId: string;
  /** The configuration fields (JSON array); none: the launch needs only firstName. */
  fields?: unknown;
  /** Options that override the practice's for sessions of this mapping (partial options). */
  optionsOverride?: unknown;
  locationId?: number | undefined;
  description?: string | undefined;
}

export async function createSsoMapping(
  db: Database,
  input: CreateSsoMappingInput,
): Promise<{ token: string; id: number }> {
  const practice = await requirePractice(db, input.practiceId);
  const fields = SsoMappingConfig.safeParse(input.fields ?? []);
  if (!fields.success) throw new AppError('badData', `Invalid SSO fields:\n${problemsOf(fields.error)}`);
  let optionsOverride: Record<string, unknown> | null = null;
  if (input.optionsOverride !== undefined) {
    const override = PracticeOptions.partial().safeParse(input.optionsOverride);
    if (!override.success) throw new AppError('badData', `Invalid options override:\n${problemsOf(override.error)}`);
    optionsOverride = input.optionsOverride as Record<string, unknown>;
  }
  const location =
    input.locationId === undefined ? null : await requireLocation(db, input.locationId, practice.organizationId);
  const token = newSecret();
  const row = await insertSsoMapping(db, {
    tokenHash: sha256Hex(token),
    practiceId: practice.id,
    config: fields.data,
    practiceOptionsOverride: optionsOverride,
    locationId: location?.id ?? null,
    description: input.description ?? null,
  });
  return { token, id: row.id };
}
