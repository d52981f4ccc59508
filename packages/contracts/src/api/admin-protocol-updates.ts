/**
 * The yearly update in the console (issue 34, ADR 0043, ADR 0047): the practice's protocols the
 * last content update merged — drafted, or held with conflicts shown side by side (base, the
 * practice's, the update's) until the administrator picks a side for each — and the practice's
 * protocols exported (the import format; FHIR R4 Questionnaires), and a content set file imported
 * by an organization administrator, checked before anything changes.
 */
import { z } from 'zod';
import { ContentSet, Disposition, Protocol } from '../entities/protocol.ts';
import { ProtocolChange } from './admin-protocols.ts';
import { defineCall } from './call.ts';

const ItemKind = z.enum(['protocol', 'disposition', 'question', 'topic']);
const MergeSide = z.enum(['base', 'ours', 'theirs']);

/** One conflicting field of an item, each side as plain text (null: absent or removed on that side). */
const ConflictField = z.object({
  /** The field's key, the one a pick names ('(item)' for the whole item). */
  field: z.string(),
  label: z.string(),
  base: z.string().nullable(),
  ours: z.string().nullable(),
  theirs: z.string().nullable(),
});

const ProtocolUpdate = z.object({
  id: z.number().int(),
  contentSet: z.string(),
  sourceProtocolId: z.number().int(),
  title: z.string(),
  /** 'held': conflicts to resolve; 'drafted': a draft to publish in the protocol editor. */
  state: z.enum(['held', 'drafted']),
  at: z.string(),
  /** The practice's draft the merge became (drafted). */
  draftVersion: z.number().int().nullable(),
  /** What the update changed for this practice: its protocol → the merge (conflicts excluded). */
  changes: z.array(ProtocolChange),
  conflicts: z.array(
    z.object({ kind: ItemKind, id: z.number().int(), label: z.string(), fields: z.array(ConflictField) }),
  ),
});

export const ProtocolUpdatesData = z.object({ updates: z.array(ProtocolUpdate) });
export type ProtocolUpdatesData = z.infer<typeof ProtocolUpdatesData>;

const PracticeParams = z.object({ practiceId: z.string().min(1).max(100) });
const UPDATES_PATH = '/api/admin/practices/:practiceId/protocol-updates';

export const listProtocolUpdates = defineCall({
  id: 'ListProtocolUpdates',
  method: 'GET',
  path: UPDATES_PATH,
  summary: "The practice's protocols merged with a content update: held with conflicts, or drafted",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams,
  data: ProtocolUpdatesData,
  errors: ['unauthorized', 'tooManyRequests'],
});

export const resolveProtocolUpdate = defineCall({
  id: 'ResolveProtocolUpdate',
  method: 'POST',
  path: `${UPDATES_PATH}/:mergeId/resolve`,
  summary: 'Resolves a held merge with a side picked for every conflict: a new draft, published as any draft (audited)',
  description:
    "'conflict' when the practice's protocol changed since the update was merged, or the merge is no longer held: nothing is kept.",
  tags: ['admin'],
  auth: 'admin',
  params: PracticeParams.extend({ mergeId: z.coerce.number().int().min(1) }),
  body: z.object({
    picks: z
      .array(z.object({ kind: ItemKind, id: z.number().int(), field: z.string().min(1).max(200), side: MergeSide }))
      .max(1000),
  }),
  data: z.object({
    status: z.enum(['drafted', 'conflict']),
    draftVersion: z.number().int().nullable(),
    updates: z.array(ProtocolUpdate),
  }),
  errors: ['unauthorized', 'noProtocol', 'missingParams', 'badData', 'tooManyRequests'],
});

/** A content set in the import format (docs/content-format.md). */
const ContentSetFileData = z.object({
  contentSet: ContentSet,
  protocols: z.array(Protocol),
  dispositions: z.array(Disposition),
});

const ExportParams = PracticeParams.extend({ contentSet: z.string().min(1).max(100) });

export const exportPracticeProtocols = defineCall({
  id: 'ExportPracticeProtocols',
  method: 'GET',
  path: '/api/admin/practices/:practiceId/protocol-export/:contentSet',
  summary: "A content set's protocols as the practice's nurses get them, in the import format",
  tags: ['admin'],
  auth: 'admin',
  params: ExportParams,
  data: ContentSetFileData,
  errors: ['unauthorized', 'noContentSets', 'noAccessToContent', 'tooManyRequests'],
});

export const exportPracticeQuestionnaires = defineCall({
  id: 'ExportPracticeQuestionnaires',
  method: 'GET',
  path: '/api/admin/practices/:practiceId/protocol-export/:contentSet/questionnaires',
  summary:
    "Each of a content set's protocols as the practice's nurses get them as a FHIR R4 Questionnaire (a collection Bundle)",
  tags: ['admin'],
  auth: 'admin',
  params: ExportParams,
  data: z.looseObject({
    resourceType: z.literal('Bundle'),
    type: z.literal('collection'),
    entry: z.array(z.looseObject({ resource: z.looseObject({ resourceType: z.literal('Questionnaire') }) })),
  }),
  errors: ['unauthorized', 'noContentSets', 'noAccessToContent', 'tooManyRequests'],
});

/** The largest content set file the console imports (the demo content set is well under). */
export const CONTENT_SET_FILE_LIMIT = 16 * 1024 * 1024;

export const importContentSetFile = defineCall({
  id: 'ImportContentSetFile',
  method: 'POST',
  path: '/api/admin/content-sets/import',
  summary:
    'Imports a content set file (organization administrators): checked first; a licensed update is merged into practices',
  description:
    "'invalid' with every problem of the file, one per row, when it does not pass the content check: nothing changes. Otherwise the content set is imported in one transaction and each practice's own versions of its protocols are merged with it (drafted, or held with conflicts).",
  tags: ['admin'],
  auth: 'admin',
  body: z.object({ fileName: z.string().trim().min(1, 'is required').max(255), file: z.unknown() }),
  data: z.object({
    status: z.enum(['imported', 'invalid']),
    problems: z.array(z.object({ row: z.string(), message: z.string() })),
    contentSet: z.string().nullable(),
    protocols: z.number().int(),
    changed: z.number().int(),
    removed: z.number().int(),
    merges: z.array(
      z.object({
        practiceId: z.string(),
        fullId: z.string(),
        status: z.enum(['drafted', 'held']),
        changes: z.number().int(),
        conflicts: z.number().int(),
      }),
    ),
  }),
  errors: ['unauthorized', 'missingParams', 'badData', 'tooManyRequests'],
});
