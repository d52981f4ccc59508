/**
 * The console's protocol editor (issue 34): a practice's copy of a protocol, saved as drafts that
 * nurses never get, published as a separate step by a medical director with a change note once the
 * draft passes the content check. Every version is kept (who, when, why, the readable diff).
 */
import { z } from 'zod';
import { Disposition, Protocol } from '../entities/protocol.ts';
import { defineCall } from './call.ts';

const ProtocolVersionEntry = z.object({
  version: z.number().int(),
  /** 'approved': a second medical director's approval of the draft before it (two-person review). */
  state: z.enum(['draft', 'approved', 'published']),
  by: z.string(),
  at: z.string(),
  /** A published version's change note. */
  note: z.string().nullable(),
});

/** One item of the readable diff (core's diffProtocols): values as plain text. */
export const ProtocolChange = z.object({
  kind: z.enum(['protocol', 'disposition', 'question', 'topic']),
  id: z.number().int(),
  change: z.enum(['added', 'removed', 'changed']),
  label: z.string(),
  fields: z.array(z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
});

export const ProtocolEditorData = z.object({
  contentSet: z.string(),
  sourceProtocolId: z.number().int(),
  /** What nurses get now: the practice's published version, or the licensed protocol. */
  published: Protocol,
  /** The practice's unpublished draft; null when there is none. */
  draft: Protocol.nullable(),
  /** The draft against what nurses get now. */
  changes: z.array(ProtocolChange),
  /** The latest version (draft or published; 0 for none): the base of the next save or publish. */
  version: z.number().int(),
  /** Every version, newest first. */
  history: z.array(ProtocolVersionEntry),
  /** Whether the signed-in administrator holds the medical-director role (publishing needs it). */
  canPublish: z.boolean(),
  /** The practice's two-person review option (ADR 0045): publishing needs another's approval. */
  review: z.boolean(),
  /** Who approved the draft (two-person review); null while it is not approved. */
  approvedBy: z.string().nullable(),
  /** Whether the signed-in administrator may approve the draft: a medical director, not its author. */
  canApprove: z.boolean(),
  /** Whether the practice retired the protocol from its list: its nurses no longer find it. */
  retired: z.boolean(),
  /** The dispositions list (global): the dispositions a protocol may have present. */
  dispositions: z.array(Disposition),
});
export type ProtocolEditorData = z.infer<typeof ProtocolEditorData>;

const EDITOR_PATH = '/api/admin/practices/:practiceId/protocols/:contentSet/:sourceProtocolId';

const ProtocolParams = z.object({
  practiceId: z.string().min(1).max(100),
  contentSet: z.string().min(1).max(100),
  sourceProtocolId: z.coerce.number().int().min(0),
});

export const getProtocolEditor = defineCall({
  id: 'GetProtocolEditor',
  method: 'GET',
  path: EDITOR_PATH,
  summary: "A practice's protocol as nurses get it, its draft, the diff between them and every version",
  tags: ['admin'],
  auth: 'admin',
  params: ProtocolParams,
  data: ProtocolEditorData,
  errors: ['unauthorized', 'noProtocol', 'noAccessToContent', 'tooManyRequests'],
});

export const saveProtocolDraft = defineCall({
  id: 'SaveProtocolDraft',
  method: 'POST',
  path: `${EDITOR_PATH}/draft`,
  summary: "Saves the practice's draft of a protocol as a new version nurses do not get (audited)",
  tags: ['admin'],
  auth: 'admin',
  params: ProtocolParams,
  body: z.object({ baseVersion: z.number().int().min(0), protocol: Protocol }),
  data: z.object({ status: z.enum(['saved', 'conflict']), editor: ProtocolEditorData }),
  errors: ['unauthorized', 'noProtocol', 'noAccessToContent', 'missingParams', 'badData', 'tooManyRequests'],
});

export const publishProtocol = defineCall({
  id: 'PublishProtocol',
  method: 'POST',
  path: `${EDITOR_PATH}/publish`,
  summary: "Publishes the practice's draft to its nurses (medical director only; the content check first; audited)",
  description:
    "Blocked, with the content check's problems, when the draft does not pass the check the shipped content passes.",
  tags: ['admin'],
  auth: 'admin',
  params: ProtocolParams,
  body: z.object({
    baseVersion: z.number().int().min(0),
    note: z.string().trim().min(1, 'is required').max(2000),
  }),
  data: z.object({
    /** 'awaiting-approval': two-person review is on and the draft is not approved. */
    status: z.enum(['published', 'blocked', 'awaiting-approval', 'conflict']),
    /** The content check's problems of a blocked publish, one line each. */
    problems: z.array(z.string()),
    editor: ProtocolEditorData,
  }),
  errors: ['unauthorized', 'noProtocol', 'noAccessToContent', 'missingParams', 'badData', 'tooManyRequests'],
});

export const restoreProtocolVersion = defineCall({
  id: 'RestoreProtocolVersion',
  method: 'POST',
  path: `${EDITOR_PATH}/restore`,
  summary: "Saves a published version of the practice's protocol as a new draft (audited), published as any draft",
  tags: ['admin'],
  auth: 'admin',
  params: ProtocolParams,
  body: z.object({
    baseVersion: z.number().int().min(0),
    /** The published version to restore. */
    version: z.number().int().min(1),
  }),
  data: z.object({ status: z.enum(['restored', 'conflict']), editor: ProtocolEditorData }),
  errors: ['unauthorized', 'noProtocol', 'noAccessToContent', 'missingParams', 'badData', 'tooManyRequests'],
});

export const approveProtocolDraft = defineCall({
  id: 'ApproveProtocolDraft',
  method: 'POST',
  path: `${EDITOR_PATH}/approve`,
  summary:
    "Approves the practice's draft for publishing under two-person review (a medical director, not its author; audited)",
  tags: ['admin'],
  auth: 'admin',
  params: ProtocolParams,
  body: z.object({ baseVersion: z.number().int().min(0) }),
  data: z.object({ status: z.enum(['approved', 'conflict']), editor: ProtocolEditorData }),
  errors: ['unauthorized', 'noProtocol', 'noAccessToContent', 'missingParams', 'badData', 'tooManyRequests'],
});

export const retireProtocol = defineCall({
  id: 'RetireProtocol',
  method: 'POST',
  path: `${EDITOR_PATH}/retire`,
  summary:
    "Retires the protocol from the practice's list, or brings it back (medical director only, with a change note; audited)",
  description:
    "A retired protocol is left out of the practice's nurses' protocol list and search from their next request; a call that has it keeps it.",
  tags: ['admin'],
  auth: 'admin',
  params: ProtocolParams,
  body: z.object({
    /** true: retire it; false: bring it back to the list. */
    retired: z.boolean(),
    note: z.string().trim().min(1, 'is required').max(2000),
  }),
  data: z.object({ editor: ProtocolEditorData }),
  errors: ['unauthorized', 'noProtocol', 'noAccessToContent', 'missingParams', 'badData', 'tooManyRequests'],
});

/** A protocol draft waiting for a medical director: for approval (two-person review) or to be published. */
const PendingProtocolDraft = z.object({
  contentSet: z.string(),
  sourceProtocolId: z.number().int(),
  title: z.string(),
  /** The latest version: the draft, or the approval of it. */
  version: z.number().int(),
  /** 'draft': waiting for a second medical director's approval; 'approved': ready to publish. */
  state: z.enum(['draft', 'approved']),
  /** Who saved the draft (or approved it), and when. */
  by: z.string(),
  at: z.string(),
});

export const PendingProtocolDrafts = z.object({
  /** The practice's two-person review option. */
  review: z.boolean(),
  drafts: z.array(PendingProtocolDraft),
});
export type PendingProtocolDrafts = z.infer<typeof PendingProtocolDrafts>;

export const listPendingProtocolDrafts = defineCall({
  id: 'ListPendingProtocolDrafts',
  method: 'GET',
  path: '/api/admin/practices/:practiceId/protocol-drafts',
  summary: "The practice's protocol drafts waiting for a medical director's approval or publish, oldest first",
  tags: ['admin'],
  auth: 'admin',
  params: z.object({ practiceId: z.string().min(1).max(100) }),
  data: PendingProtocolDrafts,
  errors: ['unauthorized', 'tooManyRequests'],
});
