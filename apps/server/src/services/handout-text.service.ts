/**
 * Handouts by text message (issue 36, ADR 0051): the message is a short link, /h/<id>, that the
 * server maps to the signed handout link (a row of handout_short_links: the practice and the token,
 * nothing about the patient). The number is used for this send only: it is in no return value,
 * error, log or table.
 */
import { randomBytes } from 'node:crypto';
import type { HandoutTextData, HandoutTextRequest } from '@triage/contracts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { findHandoutShortLinkToken, insertHandoutShortLink } from '../repositories/handout-short-links.repository.ts';
import type { PracticeRow } from '../repositories/practices.repository.ts';
import { HANDOUT_PATH_PREFIX } from './handout-link.ts';
import { createHandoutLinkFor, handoutPhoneOf, withoutRecipient } from './handouts.service.ts';
import { SmsRefused } from './sms.ts';
import { textStatusCallbackUrl } from './text-delivery.service.ts';

/** The page of a short link: `/h/<id>`, the id 12 base64url characters (72 random bits). */
export const HANDOUT_SHORT_PATH_PREFIX = '/h/';
const SHORT_ID = /^[A-Za-z0-9_-]{12}$/;
/** Rows are kept this long after their link expires, so an old text still gets the expiry page. */
const KEEP_AFTER_EXPIRY_MS = 30 * 86_400_000;

/** The number as E.164 (`+` and digits), or null; a 10-digit number is taken as North American. */
function e164(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  if (/^\+[1-9]\d{6,14}$/.test(compact)) return compact;
  if (/^[2-9]\d{9}$/.test(compact)) return `+1${compact}`;
  return null;
}

/** The forms a provider's refusal may quote the number in. */
function numberForms(input: string, number: string): string[] {
  return [input, number, number.slice(1), number.startsWith('+1') ? number.slice(2) : number];
}

/** Texts a short link to the handouts through the deployment's SMS provider, from the practice. */
export async function textHandoutFor(
  ctx: ServerContext,
  practice: PracticeRow,
  request: HandoutTextRequest,
): Promise<HandoutTextData> {
  const { to, ...linkRequest } = request;
  const number = e164(to);
  if (!number) throw new AppError('badData', 'Not a mobile phone number');
  // The protocols are checked first: a bad request says so whether or not texting is set up.
  const link = await createHandoutLinkFor(ctx, practice, linkRequest);
  const { sender, reason } = ctx.sms;
  if (!sender || !ctx.config.PUBLIC_URL) throw new AppError('handoutTextUnavailable', reason ?? 'No PUBLIC_URL');
  const id = randomBytes(9).toString('base64url');
  const expiresAt = new Date(link.expiresAt);
  const reported = sender.reports !== null;
  await insertHandoutShortLink(
    ctx.db,
    {
      id,
      practiceId: practice.id,
      token: link.path.slice(HANDOUT_PATH_PREFIX.length),
      expiresAt,
      deliveryStatus: reported ? 'queued' : null,
    },
    new Date(ctx.now().getTime() - KEEP_AFTER_EXPIRY_MS),
  );
  const phone = handoutPhoneOf(practice);
  const body = [
    `${practice.name}: your care advice ${ctx.config.PUBLIC_URL}${HANDOUT_SHORT_PATH_PREFIX}${id}`,
    phone ? `Questions? Call ${phone}.` : 'Questions? Call your doctor’s office.',
    'Emergency: call 911.',
  ].join(' ');
  try {
    const statusCallback = reported ? textStatusCallbackUrl(ctx.config.PUBLIC_URL, id) : undefined;
    const outcome = await sender.send({ to: number, body, ...(statusCallback ? { statusCallback } : {}) });
    return { outcome, expiresAt: link.expiresAt, deliveryId: reported ? id : null };
  } catch (error) {
    const why = error instanceof SmsRefused ? error.message : 'The SMS provider could not be reached';
    throw new AppError('handoutTextFailed', withoutRecipient(why, numberForms(to, number), '<the number>'));
  }
}

/** The signed handout page a short link opens (`/handout/<token>`), or invalidHandoutLink. */
export async function handoutPathOfShortLink(ctx: ServerContext, id: string): Promise<string> {
  const token = SHORT_ID.test(id) ? await findHandoutShortLinkToken(ctx.db, id) : null;
  if (!token) throw new AppError('invalidHandoutLink', 'No such short handout link');
  return `${HANDOUT_PATH_PREFIX}${token}`;
}
