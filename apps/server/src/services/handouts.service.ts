/**
 * Patient handouts (issue 36, ADR 0046): the signed link a nurse gives the patient, and the page
 * the link opens. Both check the protocols against the practice's entitlements, so a link names
 * only content the practice may hand out; the page shows the protocols as the practice's nurses
 * get them (its published versions), with the practice's name and handout phone.
 */
import type { HandoutEmailData, HandoutEmailRequest, HandoutLinkData, HandoutLinkRequest } from '@triage/contracts';
import { handoutOf } from '@triage/core';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { findPracticeById, type PracticeRow } from '../repositories/practices.repository.ts';
import { HANDOUT_PATH_PREFIX, type HandoutLink, signHandoutLink, verifyHandoutLink } from './handout-link.ts';
import { handoutPageHtml } from './handout-page.ts';
import { getProtocolFor } from './protocols.service.ts';

const DAY_MS = 86_400_000;

async function protocolsOf(ctx: ServerContext, practice: PracticeRow, refs: HandoutLink['protocols']) {
  return Promise.all(refs.map((ref) => getProtocolFor(ctx, practice, ref.contentSetId, ref.protocolId)));
}

/** A signed link to the handouts of the practice's protocols, valid HANDOUT_LINK_DAYS. */
export async function createHandoutLinkFor(
  ctx: ServerContext,
  practice: PracticeRow,
  request: HandoutLinkRequest,
): Promise<HandoutLinkData> {
  await protocolsOf(ctx, practice, request.protocols);
  const expiresAt = new Date(ctx.now().getTime() + ctx.config.HANDOUT_LINK_DAYS * DAY_MS);
  const token = await signHandoutLink(await ctx.handoutKey(), {
    practiceId: practice.id,
    protocols: request.protocols,
    language: request.language,
    expiresAt,
  });
  return { path: `${HANDOUT_PATH_PREFIX}${token}`, expiresAt: expiresAt.toISOString() };
}

export function handoutPhoneOf(practice: PracticeRow): string | null {
  const phone = (practice.options as { handoutPhone?: unknown } | null)?.handoutPhone;
  return typeof phone === 'string' && phone.trim() !== '' ? phone.trim() : null;
}

/** The handout page of a link's token; a catalogue error when it does not verify or names what is gone. */
export async function handoutPageFor(ctx: ServerContext, token: string): Promise<string> {
  const link = await verifyHandoutLink(await ctx.handoutKey(), token, ctx.now());
  const practice = await findPracticeById(ctx.db, link.practiceId);
  if (!practice || practice.deletedAt) throw new AppError('invalidHandoutLink', 'The practice of the link is gone');
  const protocols = await protocolsOf(ctx, practice, link.protocols);
  return handoutPageHtml({
    practice: { name: practice.name, phone: handoutPhoneOf(practice) },
    handouts: protocols.map((protocol) => handoutOf(protocol.content)),
    isDemo: protocols.some((protocol) => protocol.contentSet.isDemo === true),
    expiresAt: link.expiresAt,
  });
}

/** Any text with the recipient's address (in each of its forms) taken out: a refusal often quotes it. */
export function withoutRecipient(text: string, forms: readonly string[], placeholder: string): string {
  return forms
    .filter((form) => form.length >= 4)
    .reduce((result, form) => result.replace(new RegExp(escapeRegExp(form), 'gi'), placeholder), text);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * E-mails a signed link to the handouts through the deployment's SMTP server, From the practice.
 * The address is used for this send only: it is in no return value, error, log or table.
 */
export async function emailHandoutFor(
  ctx: ServerContext,
  practice: PracticeRow,
  request: HandoutEmailRequest,
): Promise<HandoutEmailData> {
  const { to, ...linkRequest } = request;
  // The protocols are checked first: a bad request says so whether or not e-mail is set up.
  const link = await createHandoutLinkFor(ctx, practice, linkRequest);
  const { mailer, reason } = ctx.mail;
  if (!mailer || !ctx.config.PUBLIC_URL) throw new AppError('handoutEmailUnavailable', reason ?? 'No PUBLIC_URL');
  const phone = handoutPhoneOf(practice);
  const text = [
    `${practice.name} sends you care advice to read at home:`,
    '',
    `${ctx.config.PUBLIC_URL}${link.path}`,
    '',
    `The link works until ${new Date(link.expiresAt).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}.`,
    phone ? `Questions? Call ${phone}.` : 'Questions? Call your doctor’s office.',
    'Call 911 for an emergency.',
  ].join('\n');
  try {
    await mailer.send({ fromName: practice.name, to, subject: `Care advice from ${practice.name}`, text });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new AppError('handoutEmailFailed', withoutRecipient(why, [to], '<the address>'));
  }
  return { outcome: 'sent', expiresAt: link.expiresAt };
}
