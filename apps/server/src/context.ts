/** What every route and service needs: the database, the clock, the configuration and the caches. */
import type { TextDeliveryStatus } from '@triage/contracts';
import type { ContextCache } from './cache/context-cache.ts';
import type { PracticeChangeFeed } from './cache/practice-changes.ts';
import type { ProtocolCache } from './cache/protocol-cache.ts';
import type { SessionActivity } from './cache/session-activity.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';

/** One e-mail of the server (services/mailer.ts sends it through SMTP). */
interface Mail {
  fromName: string;
  to: string;
  subject: string;
  text: string;
}

interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The mailer, or why there is none (no SMTP set up). */
export type MailerSetup = { mailer: Mailer; reason: null } | { mailer: null; reason: string };

/** One text message of the server (services/sms.ts sends it through the SMS provider). */
interface TextMessage {
  to: string;
  body: string;
  /** Where the provider reports the message's delivery (ADR 0064); only when `reports` is set. */
  statusCallback?: string;
}

/** A delivery report as the server keeps it: the status and the provider's error code, never the number. */
export interface TextDeliveryReport {
  status: TextDeliveryStatus;
  errorCode: number | null;
}

/** The provider's delivery reports (status callbacks, ADR 0064). */
interface DeliveryReports {
  /** Whether a report posted to `url` with these form fields carries the provider's signature. */
  verify(url: string, form: Record<string, string>, signature: string | undefined): boolean;
  /** The delivery a verified report says, or null for a status the server does not show. */
  read(form: Record<string, string>): TextDeliveryReport | null;
}

interface SmsSender {
  /** What the provider says of the message: taken to send later, or already sent. */
  send(message: TextMessage): Promise<'queued' | 'sent'>;
  /** Null when this server asks for no delivery reports (no signing token). */
  readonly reports: DeliveryReports | null;
}

/** The SMS sender, or why there is none (no provider set up). */
export type SmsSetup = { sender: SmsSender; reason: null } | { sender: null; reason: string };

export interface ServerContext {
  readonly db: Database;
  /** The clock; injected so session tests can move time. */
  readonly now: () => Date;
  readonly config: Config;
  /** Parsed protocols by (content set, protocol, version); one per app instance. */
  readonly protocolCache: ProtocolCache;
  /** Sessions, practices, entitlements, subscriptions and content keys; one per app instance. */
  readonly cache: ContextCache;
  /** Session activity not written to the database yet; one per app instance. */
  readonly activity: SessionActivity;
  /** The key that encrypts administrators' TOTP secrets (services/totp.ts). */
  readonly totpKey: () => Promise<Buffer>;
  /** The key that signs patient handout links (services/handout-link.ts). */
  readonly handoutKey: () => Promise<Buffer>;
  /** The key that seals identity providers' client secrets and refresh tokens (services/oidc-client.ts). */
  readonly oidcKey: () => Promise<Buffer>;
  /** The SMTP mailer of handout e-mails, or why there is none (services/mailer.ts). */
  readonly mail: MailerSetup;
  /** The SMS sender of handout text messages, or why there is none (services/sms.ts). */
  readonly sms: SmsSetup;
  /** Wakes the nurses' long polls when their practice changes; one per app instance. */
  readonly practiceChanges: PracticeChangeFeed;
}
