/**
 * Twilio's request signature (ADR 0064), as Twilio documents it for webhooks: HMAC-SHA1 keyed with the
 * account's Auth Token over the full URL Twilio was given, then each POST parameter's name and value
 * appended, sorted by name; base64. The scheme is Twilio's; the HMAC is node:crypto's, and the
 * comparison is constant-time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature Twilio sends in `X-Twilio-Signature` for a form POST to `url` (raw bytes). */
function twilioSignature(authToken: string, url: string, params: Record<string, string>): Buffer {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => `${text}${name}${params[name]}`, url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest();
}

/** Whether `header` is Twilio's signature of this request; a missing or malformed header is not. */
export function isTwilioSignatureValid(
  authToken: string,
  url: string,
  params: Record<string, string>,
  header: string | undefined,
): boolean {
  if (!header || !/^[A-Za-z0-9+/]{27}=$/.test(header)) return false;
  const expected = twilioSignature(authToken, url, params);
  const given = Buffer.from(header, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
