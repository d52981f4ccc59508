import { describe, expect, it } from 'vitest';
import { signAsTwilio } from '../testing/sign-as-twilio.ts';
import { isTwilioSignatureValid } from './twilio-signature.ts';

/**
 * Twilio's own published example of request validation (twilio-samples/api-snippets,
 * security/signature_validation: Auth Token 12345, this URL and form, and the signature Twilio sent).
 */
const TOKEN = '12345';
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const FORM = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675310',
  Digits: '1234',
  From: '+14158675310',
  To: '+18005551212',
};
const SIGNATURE = 'GvWf1cFY/Q7PnoempGyD5oXAezc=';

describe("Twilio's request signature", () => {
  it("accepts Twilio's published example, whatever the order the form's fields came in", () => {
    expect(isTwilioSignatureValid(TOKEN, URL, FORM, SIGNATURE)).toBe(true);
    const reversed = Object.fromEntries(Object.entries(FORM).reverse());
    expect(isTwilioSignatureValid(TOKEN, URL, reversed, SIGNATURE)).toBe(true);
    expect(signAsTwilio(TOKEN, URL, FORM)).toBe(SIGNATURE);
  });

  it('refuses a missing, malformed or wrong signature', () => {
    for (const header of [undefined, '', 'not base64 at all', `${SIGNATURE}=`, SIGNATURE.slice(1)]) {
      expect(isTwilioSignatureValid(TOKEN, URL, FORM, header), String(header)).toBe(false);
    }
    expect(isTwilioSignatureValid(TOKEN, URL, FORM, signAsTwilio('another token', URL, FORM))).toBe(false);
    expect(isTwilioSignatureValid(TOKEN, URL, FORM, 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=')).toBe(false);
  });

  it('refuses a tampered field, an added or removed one, or another URL', () => {
    expect(isTwilioSignatureValid(TOKEN, URL, { ...FORM, Digits: '1235' }, SIGNATURE)).toBe(false);
    expect(isTwilioSignatureValid(TOKEN, URL, { ...FORM, ErrorCode: '30003' }, SIGNATURE)).toBe(false);
    const { Digits: _dropped, ...fewer } = FORM;
    expect(isTwilioSignatureValid(TOKEN, URL, fewer, SIGNATURE)).toBe(false);
    expect(isTwilioSignatureValid(TOKEN, 'https://mycompany.com/myapp.php?foo=1&bar=3', FORM, SIGNATURE)).toBe(false);
    expect(isTwilioSignatureValid(TOKEN, 'http://mycompany.com/myapp.php?foo=1&bar=2', FORM, SIGNATURE)).toBe(false);
  });

  it("accepts a signature over the URL with or without its scheme's default port, as Twilio's libraries do", () => {
    const bare = 'https://triage.example.org/api/handouts/text/AbCdEfGhIjKl/status';
    const withPort = 'https://triage.example.org:443/api/handouts/text/AbCdEfGhIjKl/status';
    expect(isTwilioSignatureValid(TOKEN, bare, FORM, signAsTwilio(TOKEN, withPort, FORM))).toBe(true);
    expect(isTwilioSignatureValid(TOKEN, withPort, FORM, signAsTwilio(TOKEN, bare, FORM))).toBe(true);
    const otherPort = 'https://triage.example.org:8443/api/handouts/text/AbCdEfGhIjKl/status';
    expect(isTwilioSignatureValid(TOKEN, bare, FORM, signAsTwilio(TOKEN, otherPort, FORM))).toBe(false);
    expect(isTwilioSignatureValid(TOKEN, otherPort, FORM, signAsTwilio(TOKEN, bare, FORM))).toBe(false);
  });

  it('binds each value to its name, not to its place in the form', () => {
    const first = signAsTwilio(TOKEN, URL, { a: '1', b: '2' });
    expect(isTwilioSignatureValid(TOKEN, URL, { b: '2', a: '1' }, first)).toBe(true);
    expect(isTwilioSignatureValid(TOKEN, URL, { a: '2', b: '1' }, first)).toBe(false);
  });
});
