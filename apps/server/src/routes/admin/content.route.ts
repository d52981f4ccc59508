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

export function contentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, getCallNoteTemplate, ({ practice }) => template.readCallNoteTemplate(ctx.db, practice));
  registerCall(app, ctx, saveCallNoteTemplate, ({ body, practice, editor, now }) =>
    template.saveCallNoteTemplate(ctx.db, practice, {
      baseVersion: body.baseVersion,
      template: body.template,
      editor,
      now,
    }),
  );
  registerCall(app, ctx, restoreCallNoteTemplate, ({ body, practice, editor, now }) =>
    template.restoreCallNoteTemplate(ctx.db, practice, {
      baseVersion: body.baseVersion,
      version: body.version,
      editor,
      now,
    }),
  );

  registerCall(app, ctx, getPracticeInstructions, ({ practice }) =>
    instructions.readPracticeInstructions(ctx.db, practice),
  );
  registerCall(app, ctx, savePracticeInstructions, ({ body, practice, editor, now }) =>
    instructions.savePracticeInstructions(ctx.db, practice, {
      baseVersion: body.baseVersion,
      html: body.html,
      editor,
      now,
    }),
  );

  registerCall(app, ctx, getProtocolMetadata, ({ practice }) => metadata.readProtocolMetadata(ctx.db, practice));
  registerCall(app, ctx, saveProtocolMetadata, ({ body, practice, editor, now }) =>
    metadata.saveProtocolMetadata(ctx.db, practice, {
      baseVersion: body.baseVersion,
      metadata: body.metadata,
      editor,
      now,
    }),
  );
}
