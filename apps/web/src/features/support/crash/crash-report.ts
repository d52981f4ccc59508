/**
 * The crash screen's error report (spec sections 3 and 7, route id LogClientError): errorMessage,
 * errorStack, route, userAgent, state {session without sessionId, call without freeNote, version},
 * createdAt. Patient details never leave the browser, so the report is built from non-patient
 * facts only: the practice, the route's path (never its query string, which may carry an EHR's
 * patient context), the version and the call's counts and flags. Any patient text the call holds
 * is redacted from the message and the stack, should an error quote it.
 */
import { type ClientErrorPayload, defaultFriendlyMessage } from '@triage/contracts';
import { CLIENT_VERSION } from '@triage/core';
import { appConfig } from '../../../lib/app-config.ts';
import { isEmbeddedApp } from '../../../lib/embedded.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useSessionStore } from '../../session/index.ts';
import { crashCallFacts, crashPatientTexts } from './crash-call.ts';

/**
 * The catalogue's default friendly error, with the configured support phone.
 * @internal
 */
export const DEFAULT_CRASH_MESSAGE = defaultFriendlyMessage(appConfig.supportPhone);

const MAX_MESSAGE = 20_000;
const MAX_STACK = 100_000;
/** Shorter texts are too common to redact without mangling the message. */
const MIN_REDACTED_LENGTH = 3;
const REDACTED = '[redacted]';

/** The text shown and reported for an error of any kind. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  if (typeof error === 'object' && error !== null && 'statusText' in error && typeof error.statusText === 'string') {
    const status = 'status' in error && typeof error.status === 'number' ? `${error.status} ` : '';
    if (error.statusText.trim()) return `${status}${error.statusText}`;
  }
  return DEFAULT_CRASH_MESSAGE;
}

/** An SSO launch link's token (and a signed launch's JWT), wherever a text quotes the link. */
const SSO_LAUNCH_PATH = /\/app\/login\/sso\/[^/?#\s"'`)]*/g;
const LAUNCH_JWT = /\b(launch=)[^&#\s"'`)]*/g;

/** The text with every SSO launch token replaced by ':token': a crash report never carries one. */
function withoutLaunchTokens(text: string): string {
  return text.replace(SSO_LAUNCH_PATH, '/app/login/sso/:token').replace(LAUNCH_JWT, '$1:token');
}

/** Replaces every occurrence of each secret (longest first) by '[redacted]'. */
function redact(text: string, secrets: readonly string[]): string {
  const parts = [...new Set(secrets.map((secret) => secret.trim()))]
    .filter((secret) => secret.length >= MIN_REDACTED_LENGTH)
    .sort((a, b) => b.length - a.length);
  let result = text;
  for (const secret of parts) result = result.split(secret).join(REDACTED);
  return result;
}

export interface CrashReportContext {
  /** The page's path (no query string, no hash). */
  route: string;
  userAgent: string;
  /** Milliseconds since the epoch. */
  now: number;
}

function browserContext(): CrashReportContext {
  return { route: window.location.pathname, userAgent: window.navigator.userAgent, now: Date.now() };
}

/** The session part of the report: who the practice is and the session's standing, never the session id. */
function sessionFacts(): Record<string, string | number | boolean | null> {
  const account = useSessionStore.getState().account;
  return {
    practiceId: account?.practiceId ?? null,
    organizationId: account?.organizationId ?? null,
    locationId: account?.locationId ?? null,
    subscriptionType: account?.subscriptionType ?? null,
    authStatus: useAuthStore.getState().status,
    isEmbedded: isEmbeddedApp(),
  };
}

/** Builds the report of an error: non-patient facts only, patient texts redacted, lengths capped. */
export function buildCrashReport(error: unknown, context: CrashReportContext = browserContext()): ClientErrorPayload {
  const secrets = crashPatientTexts();
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : null;
  return {
    errorMessage: withoutLaunchTokens(redact(errorText(error), secrets)).slice(0, MAX_MESSAGE),
    errorStack: stack === null ? null : withoutLaunchTokens(redact(stack, secrets)).slice(0, MAX_STACK),
    route: withoutLaunchTokens(context.route.split(/[?#]/, 1)[0] ?? ''),
    userAgent: context.userAgent.slice(0, 1_000),
    state: {
      session: sessionFacts(),
      call: crashCallFacts(),
      version: CLIENT_VERSION,
    },
    createdAt: new Date(context.now).toISOString(),
  };
}
