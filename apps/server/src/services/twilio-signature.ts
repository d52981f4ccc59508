/**
 * Twilio's request signature (ADR 0064), as Twilio documents it for webhooks: HMAC-SHA1 keyed with the
 * account's Auth Token over the full URL Twilio was given, then each POST parameter's name and value
 * appended, sorted by name; base64. The scheme is Twilio's; the HMAC is node:crypto's, and the
 * comparison is constant-time. As Twilio's own helper libraries do, the URL is tried with and without
 * its scheme's default port (Twilio may sign `https://host:443/…` for `https://host/…`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature Twilio sends in `X-Twilio-Signature` for a form POST to `url` (raw bytes). */
function twilioSignature(authToken: string, url: string, params: Record<string, string>): Buffer {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => `${text}${name}${params[name]}`, url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest();
}

/** The URL as given and with its default port written out, or without it. */
function urlForms(url: string): string[] {
  const parsed = new URL(url);
  const defaultPort = parsed.protocol === 'https:' ? '443' : '80';
  const rest = `${parsed.pathname}${parsed.search}`;
  const bare = `${parsed.protocol}//${parsed.hostname}`;
  if (parsed.port !== '' && parsed.port !== defaultPort) return [url];
  return [url, `${bare}${rest}`, `${bare}:${defaultPort}${rest}`].filter((form, i, all) => all.indexOf(form) === i);
}

/** Whether `header` is Twilio's signature of this request; a missing or malformed header is not. */
export function isTwilioSignatureValid(
  authToken: string,
  url: string,
  params: Record<string, string>,
  header: string | undefined,
): boolean {
  if (!header || !/^[A-Za-z0-9+/]{27}=$/.test(header)) return false;
  const given = Buffer.from(header, 'base64');
  return urlForms(url).some((form) => {
    const expected = twilioSignature(authToken, form, params);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
