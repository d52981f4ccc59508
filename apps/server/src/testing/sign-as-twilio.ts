/**
 * Twilio's side of a status callback for the tests: the X-Twilio-Signature Twilio would send, written
 * apart from the server's check (services/twilio-signature.ts) and held to Twilio's published example.
 */
import { createHmac } from 'node:crypto';

export function signAsTwilio(authToken: string, url: string, form: Record<string, string>): string {
  const text =
    url +
    Object.entries(form)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => name + value)
      .join('');
  return createHmac('sha1', authToken).update(text).digest('base64');
}
