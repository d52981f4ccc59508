/**
 * The console's content screens (issue 22): the practice's call-note template (with its version
 * history and restore), its instructions page, and custom protocol titles and keywords
 * (`allowCustomProtocolMetadata`). Each is saved against the version the editor started from, like
 * the settings (a conflict is refused, never overwritten), and audited.
 */
import { z } from 'zod';
import { CallNoteTemplate, PracticeOptions } from '../entities/practice-options.ts';
import { LastChange, PracticeParams, SaveResult } from './admin-settings.ts';
import { defineCall } from './call.ts';

/** One saved version: who saved it and when. */
export const RevisionEntry = z.object({ version: z.number().int(), by: z.string(), at: z.string() });
export type RevisionEntry = z.infer<typeof RevisionEntry>;

const SAVE_ERRORS = ['unauthorized', 'missingParams', 'badData', 'tooManyRequests'] as const;

export const CallNoteTemplateData = z.object({
  /** The practice's template; null when it has none (then no note is produced). */
  template: CallNoteTemplate.nullable(),
  version: z.number().int(),
  lastChange: LastChange,
  /** Every saved version, newest first. */
  history: z.array(RevisionEntry),
  /** The practice's options in effect, which the note follows (the editor's preview uses them). */
  options: PracticeOptions,
});
export type CallNoteTemplateData = z.infer<typeof CallNoteTemplateData>;

const TEMPLATE_PATH = '/api/admin/practices/:practiceId/call-note-template';

export const getCallNoteTemplate = defineCall({
  id: 'GetCallNoteTemplate',
  method: 'GET',
  path: TEMPLATE_PATH,
  summary: "The practice's call-note template, its version and history",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  data: CallNoteTemplateData,
  errors: ['unauthorized', 'tooManyRequests'],
});

export const saveCallNoteTemplate = defineCall({
  id: 'SaveCallNoteTemplate',
  method: 'POST',
  path: TEMPLATE_PATH,
  summary: "Saves the practice's call-note template (checked by the note's renderer; audited; versioned)",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  body: z.object({ baseVersion: z.number().int().min(0), template: CallNoteTemplate }),
  data: SaveResult,
  errors: [...SAVE_ERRORS],
});

export const restoreCallNoteTemplate = defineCall({
  id: 'RestoreCallNoteTemplate',
  method: 'POST',
  path: `${TEMPLATE_PATH}/restore`,
  summary: 'Saves an earlier version of the call-note template as the newest (audited)',
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  body: z.object({ baseVersion: z.number().int().min(0), version: z.number().int().min(1) }),
  data: SaveResult,
  errors: [...SAVE_ERRORS],
});

export const InstructionsData = z.object({
  /** The practice's own page; '' when it has none (its nurses see the page for everyone, if any). */
  html: z.string(),
  version: z.number().int(),
  lastChange: LastChange,
  history: z.array(RevisionEntry),
});
export type InstructionsData = z.infer<typeof InstructionsData>;

const INSTRUCTIONS_PATH = '/api/admin/practices/:practiceId/instructions';

export const getPracticeInstructions = defineCall({
  id: 'GetPracticeInstructions',
  method: 'GET',
  path: INSTRUCTIONS_PATH,
  summary: "The practice's instructions page (HTML), its version and history",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  data: InstructionsData,
  errors: ['unauthorized', 'tooManyRequests'],
});

export const savePracticeInstructions = defineCall({
  id: 'SavePracticeInstructions',
  method: 'POST',
  path: INSTRUCTIONS_PATH,
  summary: "Saves the practice's instructions page (audited; versioned)",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  body: z.object({ baseVersion: z.number().int().min(0), html: z.string() }),
  data: SaveResult,
  errors: [...SAVE_ERRORS],
});

/** A practice's own title and keywords for one protocol (its nurses search and see them). */
export const ProtocolMetadata = z.object({
  contentSet: z.string().min(1).max(100),
  protocolId: z.number().int(),
  /** Replaces the protocol's title; null or absent keeps it. */
  title: z.string().trim().max(200).nullish(),
  /** Added to the protocol's own keywords. */
  keywords: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
});
export type ProtocolMetadata = z.infer<typeof ProtocolMetadata>;

export const ProtocolMetadataData = z.object({
  /** The practice option `allowCustomProtocolMetadata`: without it nothing can be saved. */
  allowed: z.boolean(),
  metadata: z.array(ProtocolMetadata),
  version: z.number().int(),
  lastChange: LastChange,
  /** The practice's protocols per content set, with their own keywords. */
  protocols: z.array(
    z.object({
      contentSet: z.string(),
      sourceProtocolId: z.number().int(),
      title: z.string(),
      keywords: z.array(z.string()),
    }),
  ),
});
export type ProtocolMetadataData = z.infer<typeof ProtocolMetadataData>;

const METADATA_PATH = '/api/admin/practices/:practiceId/protocol-metadata';

export const getProtocolMetadata = defineCall({
  id: 'GetProtocolMetadata',
  method: 'GET',
  path: METADATA_PATH,
  summary: "The practice's custom protocol titles and keywords, their version and its protocols",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  data: ProtocolMetadataData,
  errors: ['unauthorized', 'tooManyRequests'],
});

export const saveProtocolMetadata = defineCall({
  id: 'SaveProtocolMetadata',
  method: 'POST',
  path: METADATA_PATH,
  summary: 'Saves custom protocol titles and keywords (only with allowCustomProtocolMetadata; audited)',
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  body: z.object({ baseVersion: z.number().int().min(0), metadata: z.array(ProtocolMetadata).max(2000) }),
  data: SaveResult,
  errors: [...SAVE_ERRORS],
});
