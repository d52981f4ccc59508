/**
 * A practice's single sign-on launch links for the console and the command line: listed (never a
 * token or a secret: only their hashes are stored), created with an expiry (the token and a signed
 * link's derived secret are returned once), revoked (the link launches nothing more and the
 * sessions it opened end at once: they cascade, and the sessions trigger tells every instance).
 * Creating and revoking are audited with the administrator in the same transaction.
 */
import type { CreatedSsoLink, CreateSsoLinkRequest, SsoLink } from '@triage/contracts/admin';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { countSessionsOfSsoMapping } from '../../repositories/live-sessions.repository.ts';
import type { PracticeRow } from '../../repositories/practices.repository.ts';
import { deleteSsoMapping, listSsoMappings, setSsoMappingExpiry } from '../../repositories/sso-mappings.repository.ts';
import { auditChange } from './change-audit.ts';
import type { Editor } from './revisions.ts';
import { createSsoMapping, ssoLinkExpiry } from './sso-mappings.ts';

export async function listSsoLinks(db: Database, practice: PracticeRow, now: Date): Promise<SsoLink[]> {
  const rows = await listSsoMappings(db, practice.id);
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    launch: row.launch === 'signed' ? 'signed' : 'static',
    key: row.launch !== 'signed' ? 'none' : row.hasPublicKey ? 'public-key' : 'shared-secret',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    isExpired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime(),
  }));
}

function parsePublicKey(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError('badData', 'publicKey: is not JSON (paste the JWK)');
  }
}

/**
 * Creates a link. A static link is a practice-wide bearer credential: only an organization
 * administrator creates one, and it lives at most 90 days (`ssoLinkExpiry`; renewed with
 * `renewSsoLink`).
 */
export async function createSsoLink(
  db: Database,
  practice: PracticeRow,
  input: CreateSsoLinkRequest & { launchKey: string | undefined; editor: Editor; now: Date; isOrgAdmin: boolean },
): Promise<CreatedSsoLink> {
  const expiresAt = new Date(input.expiresAt);
  if (input.launch === 'static' && !input.isOrgAdmin) {
    throw new AppError('unauthorized', 'Only an organization administrator creates a static link');
  }
  const publicKey = input.launch === 'signed' ? parsePublicKey(input.publicKey) : undefined;
  return db.transaction(async (tx) => {
    const created = await createSsoMapping(tx, {
      practiceId: practice.practiceId,
      description: input.description.trim(),
      expiresAt,
      now: input.now,
      signed: input.launch === 'signed',
      publicKey,
      launchKey: input.launchKey,
    });
    await auditChange(tx, {
      practiceId: practice.practiceId,
      editor: input.editor,
      now: input.now,
      subject: 'sso-link',
      outcome: `${created.id} created`,
      after: { id: created.id, description: input.description.trim(), launch: input.launch, expiresAt },
    });
    return {
      id: created.id,
      token: created.token,
      launchPath: `/app/login/sso/${created.token}`,
      launchSecret: created.launchSecret,
    };
  });
}

/** A link of the practice (null: of any practice, the command line), or noSsoMapping. */
async function findLink(db: Database, practice: PracticeRow | null, id: number) {
  const link = (await listSsoMappings(db, practice?.id)).find((row) => row.id === id);
  if (!link) throw new AppError('noSsoMapping', `No SSO link ${id} of this practice`);
  return link;
}

/** Revokes a link of the practice (null: of any practice, the command line); returns the sessions ended. */
export async function revokeSsoLink(
  db: Database,
  practice: PracticeRow | null,
  input: { id: number; editor: Editor; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const link = await findLink(tx, practice, input.id);
    const sessionsEnded = await countSessionsOfSsoMapping(tx, link.id);
    await deleteSsoMapping(tx, link.id);
    await auditChange(tx, {
      practiceId: link.accountId,
      editor: input.editor,
      now: input.now,
      subject: 'sso-link',
      outcome: `${link.id} revoked`,
      before: { id: link.id, description: link.description, launch: link.launch },
      after: { sessionsEnded },
    });
    return sessionsEnded;
  });
}

/**
 * Renews a link (null practice: of any practice, the command line): the same token, a new expiry
 * under the rule of its creation (a static link: at most 90 days from now, 90 when none is asked).
 * Audited in the same transaction. Returns the new expiry (null: a signed link without one). Like
 * creating one, renewing a link is an organization administrator's decision (`isOrgAdmin`; the
 * command line is the operator's).
 */
export async function renewSsoLink(
  db: Database,
  practice: PracticeRow | null,
  input: { id: number; expiresAt: Date | undefined; editor: Editor; now: Date; isOrgAdmin: boolean },
): Promise<Date | null> {
  if (!input.isOrgAdmin) throw new AppError('unauthorized', 'Only an organization administrator renews an SSO link');
  return db.transaction(async (tx) => {
    const link = await findLink(tx, practice, input.id);
    const expiresAt = ssoLinkExpiry(link.launch === 'signed' ? 'signed' : 'static', input.expiresAt, input.now);
    await setSsoMappingExpiry(tx, link.id, expiresAt);
    await auditChange(tx, {
      practiceId: link.accountId,
      editor: input.editor,
      now: input.now,
      subject: 'sso-link',
      outcome: `${link.id} renewed`,
      before: { id: link.id, expiresAt: link.expiresAt },
      after: { id: link.id, expiresAt },
    });
    return expiresAt;
  });
}
