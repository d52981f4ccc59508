/**
 * What the handout journeys' SMTP server (e2e/mail-catcher) and SMS gateway stand-in
 * (e2e/sms-gateway) received; their ports come from the Playwright configuration.
 */
const CATCHER_URL = `http://127.0.0.1:${Number(process.env.SMTP_CATCHER_PORT ?? 2525) + 1}`;
const GATEWAY_URL = `http://127.0.0.1:${Number(process.env.SMS_GATEWAY_PORT ?? 3875)}`;

export interface CaughtMail {
  from: string;
  to: string[];
  secure: boolean;
  raw: string;
}

export interface CaughtText {
  to: string;
  from: string;
  body: string;
}

async function read<T>(url: string): Promise<T[]> {
  const response = await fetch(`${url}/messages`);
  if (!response.ok) throw new Error(`${url}/messages answered ${response.status}`);
  return (await response.json()) as T[];
}

/** The e-mails the SMTP server took, oldest first. */
export const caughtMail = () => read<CaughtMail>(CATCHER_URL);

/** The text messages the SMS gateway took, oldest first. */
export const caughtTexts = () => read<CaughtText>(GATEWAY_URL);

/** An e-mail's text body: quoted-printable soft line breaks and =3D undone. */
export function mailBody(mail: CaughtMail): string {
  return mail.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
}
