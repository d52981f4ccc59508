/** Patient handouts (issue 36, ADR 0046): a signed, expiring link to the protocols' care advice. */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { protocolErrors } from './content.ts';

/** The languages a handout can be in; content provides English only for now. */
export const HandoutLanguage = z.enum(['en']);
export type HandoutLanguage = z.infer<typeof HandoutLanguage>;

const Id = z.number().int().positive().max(999_999_999);

/** How a handout reaches the patient: a link the nurse reads out or pastes, a printed page, an e-mail or a text message. */
export const HandoutChannel = z.enum(['link', 'print', 'email', 'text']);
export type HandoutChannel = z.infer<typeof HandoutChannel>;

export const HandoutProtocolRef = z.strictObject({ contentSetId: Id, protocolId: Id });
export type HandoutProtocolRef = z.infer<typeof HandoutProtocolRef>;

export const HandoutLinkRequest = z.strictObject({
  /** The protocols whose care advice the handout holds (source protocol ids within their content sets). */
  protocols: z.array(HandoutProtocolRef).min(1).max(5),
  language: HandoutLanguage.default('en'),
});
export type HandoutLinkRequest = z.infer<typeof HandoutLinkRequest>;

export const HandoutLinkData = z.object({
  /** The handout page's path on this server (`/handout/<signed token>`): the practice, protocols, language and expiry only. */
  path: z.string().startsWith('/handout/'),
  expiresAt: z.iso.datetime(),
});
export type HandoutLinkData = z.infer<typeof HandoutLinkData>;

export const createHandoutLink = defineCall({
  id: 'CreateHandoutLink',
  method: 'POST',
  path: '/api/handouts/links',
  summary: "A signed, expiring link to a patient handout of the session practice's protocols",
  description:
    'The link carries the practice, the protocols, the language and the expiry, signed by the server; nothing about the patient. It shows the protocols’ care advice with the practice’s name and phone.',
  tags: ['content'],
  auth: 'session',
  body: HandoutLinkRequest,
  data: HandoutLinkData,
  errors: protocolErrors,
});

export const HandoutEmailRequest = HandoutLinkRequest.extend({
  /** The patient's address: used for this send only, never stored or logged. */
  to: z.email().max(254),
});
export type HandoutEmailRequest = z.infer<typeof HandoutEmailRequest>;

export const HandoutEmailData = z.object({
  outcome: z.literal('sent'),
  expiresAt: z.iso.datetime(),
});
export type HandoutEmailData = z.infer<typeof HandoutEmailData>;

export const emailHandout = defineCall({
  id: 'EmailHandout',
  method: 'POST',
  path: '/api/handouts/email',
  summary: "E-mails a signed, expiring handout link from the session's practice",
  description:
    'Through the deployment’s SMTP server (TLS), From the practice. The address is used for this send only: never stored, logged or reported.',
  tags: ['content'],
  auth: 'session',
  body: HandoutEmailRequest,
  data: HandoutEmailData,
  errors: [...protocolErrors, 'handoutEmailUnavailable', 'handoutEmailFailed'],
});

export const HandoutTextRequest = HandoutLinkRequest.extend({
  /**
   * The patient's mobile number: `+` and the country code then 7 to 14 digits (E.164), or a 10-digit
   * North American number; spaces, dots, dashes and parentheses allowed. Used for this send only.
   */
  to: z
    .string()
    .max(30)
    .regex(/^(\+[1-9]|\(?[2-9])[\d\s().-]{6,24}$/, 'a mobile phone number'),
});
export type HandoutTextRequest = z.infer<typeof HandoutTextRequest>;

/** The short id of a texted handout link (`/h/<id>`): 12 base64url characters, 72 random bits. */
export const ShortLinkId = z.string().regex(/^[A-Za-z0-9_-]{12}$/, 'a short link id');

export const HandoutTextData = z.object({
  /** What the SMS provider said of the message: taken to send later ('queued') or already sent. */
  outcome: z.enum(['queued', 'sent']),
  expiresAt: z.iso.datetime(),
  /**
   * The send's id for GetTextDelivery when the provider will report the delivery (ADR 0064); null
   * when this server asks for no delivery reports.
   */
  deliveryId: ShortLinkId.nullable(),
});
export type HandoutTextData = z.infer<typeof HandoutTextData>;

export const textHandout = defineCall({
  id: 'TextHandout',
  method: 'POST',
  path: '/api/handouts/text',
  summary: "Texts a short link to a handout from the session's practice",
  description:
    'Through the deployment’s SMS provider (SMS_PROVIDER), the message a short link to the signed handout link (ADR 0051). The number is used for this send only: never stored, logged or reported.',
  tags: ['content'],
  auth: 'session',
  body: HandoutTextRequest,
  data: HandoutTextData,
  errors: [...protocolErrors, 'handoutTextUnavailable', 'handoutTextFailed'],
});

/** A texted handout's delivery as the SMS provider last reported it (ADR 0064). */
export const TextDeliveryStatus = z.enum(['queued', 'sent', 'delivered', 'failed']);
export type TextDeliveryStatus = z.infer<typeof TextDeliveryStatus>;

export const TextDeliveryData = z.object({
  status: TextDeliveryStatus,
  /** The provider's error code of a failed delivery (Twilio's ErrorCode, e.g. 30003), else null. */
  errorCode: z.number().int().nonnegative().nullable(),
  /** No later report will change it: delivered or failed. */
  final: z.boolean(),
});
export type TextDeliveryData = z.infer<typeof TextDeliveryData>;

export const getTextDelivery = defineCall({
  id: 'GetTextDelivery',
  method: 'GET',
  path: '/api/handouts/text/:deliveryId',
  summary: "A texted handout's delivery as the SMS provider reported it",
  description:
    'The deliveryId TextHandout answered; only the practice that sent it may read it. The status is queued until the provider reports sent, delivered or failed (with its error code). Nothing about the patient is kept.',
  tags: ['content'],
  auth: 'session',
  params: z.strictObject({ deliveryId: ShortLinkId }),
  data: TextDeliveryData,
  errors: ['unauthorized', 'badData', 'noTextDelivery', 'tooManyRequests'],
});
