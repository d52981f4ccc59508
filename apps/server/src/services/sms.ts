/**
 * The SMS provider handouts are texted through (ADR 0051), chosen by SMS_PROVIDER and made once from
 * the configuration. `twilio`: Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json,
 * form-encoded To, From, Body; HTTP Basic with the Account SID, or an API key, and its secret). A new
 * provider is another case here behind the same SmsSender. Without the provider's settings and
 * PUBLIC_URL there is no sender, and the reason says which is missing. With SMS_CALLBACK_AUTH_TOKEN
 * each message asks for Twilio's status callbacks, whose signature is checked here (ADR 0064).
 */
import { request } from 'undici';
import { type Config, smsUnavailableReason } from '../config.ts';
import type { SmsSetup, TextDeliveryReport } from '../context.ts';
import { isTwilioSignatureValid } from './twilio-signature.ts';

/** A provider's refusal: its reason (the number taken out by the caller), never the request. */
export class SmsRefused extends Error {
  override name = 'SmsRefused';
}

const TIMEOUT_MS = 20_000;

/** Twilio's statuses of a message it has taken; `sent` and later are sent, the others still queued. */
const SENT_STATUSES = new Set(['sent', 'delivered', 'read']);

/** Twilio's message statuses as the Handouts tab shows them; others (e.g. `scheduled`, `read`) are left as they were. */
const DELIVERY_OF_STATUS: Record<string, TextDeliveryReport['status']> = {
  accepted: 'queued',
  queued: 'queued',
  sending: 'queued',
  sent: 'sent',
  delivered: 'delivered',
  undelivered: 'failed',
  failed: 'failed',
  canceled: 'failed',
};

interface TwilioSettings {
  apiUrl: string;
  account: string;
  user: string;
  secret: string;
  from: string;
  /** The account's Auth Token that signs status callbacks; null: none are asked for. */
  callbackToken: string | null;
}

/** Twilio's status callbacks (ADR 0064): signed with the account's Auth Token. */
function twilioReports(authToken: string) {
  return {
    verify: (url: string, form: Record<string, string>, signature: string | undefined) =>
      isTwilioSignatureValid(authToken, url, form, signature),
    read(form: Record<string, string>): TextDeliveryReport | null {
      const status = DELIVERY_OF_STATUS[form.MessageStatus ?? ''];
      if (!status) return null;
      const code = /^\d{1,9}$/.test(form.ErrorCode ?? '') ? Number(form.ErrorCode) : null;
      return { status, errorCode: status === 'failed' ? code : null };
    },
  };
}

function twilioSender(settings: TwilioSettings) {
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.account)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.user}:${settings.secret}`).toString('base64')}`;
  const fromField = settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    reports: settings.callbackToken ? twilioReports(settings.callbackToken) : null,
    async send(message: { to: string; body: string; statusCallback?: string }): Promise<'queued' | 'sent'> {
      const form = new URLSearchParams({ To: message.to, [fromField]: settings.from, Body: message.body });
      if (message.statusCallback) form.set('StatusCallback', message.statusCallback);
      let response: Awaited<ReturnType<typeof request>>;
      try {
        response = await request(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          headersTimeout: TIMEOUT_MS,
          bodyTimeout: TIMEOUT_MS,
        });
      } catch (error) {
        throw new SmsRefused(`The SMS provider could not be reached (${(error as Error).message})`);
      }
      const text = await response.body.text();
      let json: { status?: unknown; message?: unknown; code?: unknown } = {};
      try {
        json = JSON.parse(text) as typeof json;
      } catch {
        // Not JSON: the status code says enough.
      }
      if (response.statusCode < 200 || response.statusCode >= 300) {
        const code = typeof json.code === 'number' || typeof json.code === 'string' ? ` ${json.code}` : '';
        const why = typeof json.message === 'string' ? `: ${json.message}` : '';
        throw new SmsRefused(`The SMS provider refused the message (HTTP ${response.statusCode}${code})${why}`);
      }
      if (json.status === 'failed' || json.status === 'undelivered') {
        throw new SmsRefused(`The SMS provider could not send the message (${json.status})`);
      }
      return typeof json.status === 'string' && SENT_STATUSES.has(json.status) ? 'sent' : 'queued';
    },
  };
}

export function smsFromConfig(config: Config): SmsSetup {
  const reason = smsUnavailableReason(config);
  const { SMS_ACCOUNT: account, SMS_AUTH_TOKEN: secret, SMS_FROM: from } = config;
  if (reason !== null || !account || !secret || !from) return { sender: null, reason: reason ?? 'No SMS provider' };
  // SMS_PROVIDER is checked above; 'twilio' is the one provider so far.
  return {
    reason: null,
    sender: twilioSender({
      apiUrl: config.SMS_API_URL,
      account,
      user: config.SMS_API_KEY ?? account,
      secret,
      from,
      callbackToken: config.SMS_CALLBACK_AUTH_TOKEN ?? null,
    }),
  };
}
