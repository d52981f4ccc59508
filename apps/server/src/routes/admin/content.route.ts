/** The console's content screens: call-note template (with restore), instructions, protocol titles and keywords. */
import {
  getCallNoteTemplate,
  getPracticeInstructions,
  getProtocolMetadata,
  restoreCallNoteTemplate,
  saveCallNoteTemplate,
  savePracticeInstructions,
  saveProtocolMetadata,
} from '@triage/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import * as template from '../../services/admin/call-note-template.ts';
import * as instructions from '../../services/admin/instructions.ts';
import * as metadata from '../../services/admin/protocol-metadata.ts';
import { editorOf, practiceInScope } from '../../services/admin-guard.ts';

export function contentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, getCallNoteTemplate, ({ admin }) =>
    template.readCallNoteTemplate(ctx.db, practiceInScope(admin)),
  );
  registerCall(app, ctx, saveCallNoteTemplate, ({ admin, body, ip }) =>
    template.saveCallNoteTemplate(ctx.db, practiceInScope(admin), {
      baseVersion: body.baseVersion,
      template: body.template,
      editor: editorOf(admin, ip),
      now: ctx.now(),
    }),
  );
  registerCall(app, ctx, restoreCallNoteTemplate, ({ admin, body, ip }) =>
    template.restoreCallNoteTemplate(ctx.db, practiceInScope(admin), {
      baseVersion: body.baseVersion,
      version: body.version,
      editor: editorOf(admin, ip),
      now: ctx.now(),
    }),
  );

  registerCall(app, ctx, getPracticeInstructions, ({ admin }) =>
    instructions.readPracticeInstructions(ctx.db, practiceInScope(admin)),
  );
  registerCall(app, ctx, savePracticeInstructions, ({ admin, body, ip }) =>
    instructions.savePracticeInstructions(ctx.db, practiceInScope(admin), {
      baseVersion: body.baseVersion,
      html: body.html,
      editor: editorOf(admin, ip),
      now: ctx.now(),
    }),
  );

  registerCall(app, ctx, getProtocolMetadata, ({ admin }) =>
    metadata.readProtocolMetadata(ctx.db, practiceInScope(admin)),
  );
  registerCall(app, ctx, saveProtocolMetadata, ({ admin, body, ip }) =>
    metadata.saveProtocolMetadata(ctx.db, practiceInScope(admin), {
      baseVersion: body.baseVersion,
      metadata: body.metadata,
      editor: editorOf(admin, ip),
      now: ctx.now(),
    }),
  );
}
