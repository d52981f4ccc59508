/**
 * The console's Settings: the practice options of spec section 3, read with their version and last
 * change, saved against the version the administrator started from (a change made meanwhile by
 * someone else is a conflict, never overwritten). The nurses' app follows changes through
 * `watchPractice` (practice-changes.ts).
 */
import { z } from 'zod';
import { ProtocolNote } from '../entities/account.ts';
import { callSummaryProblems } from '../entities/exact-origin.ts';
import { CallSummaryOptions, PracticeOptions, PracticeOptionsSet } from '../entities/practice-options.ts';
import { defineCall } from './call.ts';

/** An IANA time zone name the JavaScript runtime knows (e.g. America/Denver). */
const TimeZone = z.string().refine((name) => {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}, 'must be a time zone such as America/Denver');

/**
 * What the console saves: the practice options, with the call-summary rules the command line obeys
 * (exact origins, a known summary version, origins named for postMessage; exact-origin.ts). The
 * console checks them before saving and the server again.
 */
export const AdminPracticeOptions = PracticeOptions.extend({
  callSummaryOptions: CallSummaryOptions.superRefine((summary, ctx) => {
    for (const { path, message } of callSummaryProblems(summary)) ctx.addIssue({ code: 'custom', path, message });
  }).optional(),
  columbiaScaleProtocols: z.array(z.number().int().positive()).optional(),
  timeZone: TimeZone.optional(),
});
export type AdminPracticeOptions = z.infer<typeof AdminPracticeOptions>;

/** Who last changed something, and when; null when it was never changed in the console or CLI. */
export const LastChange = z.object({ by: z.string(), at: z.string() }).nullable();

export const PracticeParams = z.object({ practiceId: z.string().min(1).max(100) });

export const PracticeSettingsData = z.object({
  /** What the practice set (no default applied: the console shows the defaults and keeps them unset). */
  options: PracticeOptionsSet,
  /** The version the console edits; saving sends it back. */
  version: z.number().int(),
  lastChange: LastChange,
  /** The practice's protocols (to choose columbiaScaleProtocols from), by source id. */
  protocols: z.array(z.object({ sourceProtocolId: z.number().int(), title: z.string() })),
});
export type PracticeSettingsData = z.infer<typeof PracticeSettingsData>;

export const getPracticeSettings = defineCall({
  id: 'GetPracticeSettings',
  method: 'GET',
  path: '/api/admin/practices/:practiceId/settings',
  summary: "A practice's options, their version and last change",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  data: PracticeSettingsData,
  errors: ['unauthorized', 'tooManyRequests'],
});

const SavePracticeSettingsRequest = z.object({
  baseVersion: z.number().int().min(0),
  options: AdminPracticeOptions,
});

/** Saved (the new version), or refused because someone saved since baseVersion (their change is shown). */
export const SaveResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('saved'), version: z.number().int(), lastChange: LastChange }),
  z.object({ status: z.literal('conflict'), version: z.number().int(), lastChange: LastChange }),
]);
export type SaveResult = z.infer<typeof SaveResult>;

export const savePracticeSettings = defineCall({
  id: 'SavePracticeSettings',
  method: 'POST',
  path: '/api/admin/practices/:practiceId/settings',
  summary: "Saves a practice's options (audited; a conflict when changed since baseVersion)",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  body: SavePracticeSettingsRequest,
  data: SaveResult,
  errors: ['unauthorized', 'missingParams', 'badData', 'tooManyRequests'],
});

export const ProtocolNotesData = z.object({
  notes: z.array(ProtocolNote),
  version: z.number().int(),
  lastChange: LastChange,
  /** The practice's protocols per content set, to write notes on. */
  protocols: z.array(z.object({ contentSet: z.string(), sourceProtocolId: z.number().int(), title: z.string() })),
});
export type ProtocolNotesData = z.infer<typeof ProtocolNotesData>;

export const getProtocolNotes = defineCall({
  id: 'GetProtocolNotes',
  method: 'GET',
  path: '/api/admin/practices/:practiceId/protocol-notes',
  summary: "The practice's notes on protocols, their version and its protocols",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  data: ProtocolNotesData,
  errors: ['unauthorized', 'tooManyRequests'],
});

export const saveProtocolNotes = defineCall({
  id: 'SaveProtocolNotes',
  method: 'POST',
  path: '/api/admin/practices/:practiceId/protocol-notes',
  summary: "Saves the practice's notes on protocols (audited; a conflict when changed since baseVersion)",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  body: z.object({ baseVersion: z.number().int().min(0), notes: z.array(ProtocolNote).max(2000) }),
  data: SaveResult,
  errors: ['unauthorized', 'missingParams', 'badData', 'tooManyRequests'],
});
