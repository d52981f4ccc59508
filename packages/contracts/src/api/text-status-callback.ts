/**
 * The SMS provider's delivery reports (ADR 0064): a call only the provider makes, in a module of its
 * own so that the nurses' app, which never calls it, does not carry it.
 */
import { z } from 'zod';
import { defineCall } from './call.ts';
import { ShortLinkId } from './handouts.ts';

/** The form Twilio posts to a message's StatusCallback: MessageSid, MessageStatus, ErrorCode and more, all kept for the signature. */
const TwilioStatusForm = z.looseObject({
  MessageSid: z.string().min(1).max(64),
  MessageStatus: z.string().min(1).max(32),
  ErrorCode: z.string().max(10).optional(),
});

export const textStatusCallback = defineCall({
  id: 'TextStatusCallback',
  method: 'POST',
  path: '/api/handouts/text/:deliveryId/status',
  summary: "The SMS provider's delivery report of a texted handout (Twilio's StatusCallback)",
  description:
    "Called by the SMS provider, not a browser: Twilio's form-encoded status callback, signed in X-Twilio-Signature with the account's Auth Token (SMS_CALLBACK_AUTH_TOKEN) over this full URL and the form (ADR 0064). A signature that does not verify is smsCallbackRefused and nothing is stored; a valid report records the status and error code against the send, never the number.",
  tags: ['content'],
  auth: 'none',
  params: z.strictObject({ deliveryId: ShortLinkId }),
  body: TwilioStatusForm,
  data: z.object({}),
  errors: ['missingParams', 'badData', 'smsCallbackRefused', 'noTextDelivery', 'tooManyRequests'],
});
