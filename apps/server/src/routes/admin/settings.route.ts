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
import { editorOf, practiceInScope } from '../../services/admin-guard.ts';

export function settingsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, getPracticeSettings, ({ admin }) => readPracticeSettings(ctx.db, practiceInScope(admin)));

  registerCall(app, ctx, savePracticeSettings, ({ admin, body, ip }) =>
    savePracticeOptions(ctx.db, practiceInScope(admin), {
      baseVersion: body.baseVersion,
      options: body.options,
      editor: editorOf(admin, ip),
      now: ctx.now(),
    }),
  );

  registerCall(app, ctx, getProtocolNotes, ({ admin }) => readProtocolNotes(ctx.db, practiceInScope(admin)));

  registerCall(app, ctx, saveProtocolNotes, ({ admin, body, ip }) =>
    saveNotes(ctx.db, practiceInScope(admin), {
      baseVersion: body.baseVersion,
      notes: body.notes,
      editor: editorOf(admin, ip),
      now: ctx.now(),
    }),
  );
}
