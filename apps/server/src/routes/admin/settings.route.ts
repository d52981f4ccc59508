/** The console's Settings: a practice's options, read and saved (audited, conflicts refused). */
import {
  getPracticeSettings,
  getProtocolNotes,
  savePracticeSettings,
  saveProtocolNotes,
} from '@triage/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { readPracticeSettings, savePracticeOptions } from '../../services/admin/practice-settings.ts';
import { readProtocolNotes, saveProtocolNotes as saveNotes } from '../../services/admin/protocol-notes.ts';

export function settingsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, getPracticeSettings, ({ practice }) => readPracticeSettings(ctx.db, practice));

  registerCall(app, ctx, savePracticeSettings, ({ body, practice, editor, now }) =>
    savePracticeOptions(ctx.db, practice, {
      baseVersion: body.baseVersion,
      options: body.options,
      editor,
      now,
    }),
  );

  registerCall(app, ctx, getProtocolNotes, ({ practice }) => readProtocolNotes(ctx.db, practice));

  registerCall(app, ctx, saveProtocolNotes, ({ body, practice, editor, now }) =>
    saveNotes(ctx.db, practice, {
      baseVersion: body.baseVersion,
      notes: body.notes,
      editor,
      now,
    }),
  );
}
