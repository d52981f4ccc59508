/** The console's protocol editor (issue 34): read, save a draft, publish. */
import { getProtocolEditor, publishProtocol, saveProtocolDraft } from '@triage/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import * as protocolEditor from '../../services/admin/protocol-editor.ts';

export function protocolEditorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, getProtocolEditor, ({ params, admin, practice }) =>
    protocolEditor.readProtocolEditor(ctx, practice, params, admin.auth.admin.medicalDirector),
  );
  registerCall(app, ctx, saveProtocolDraft, ({ params, body, admin, practice, editor }) =>
    protocolEditor.saveProtocolDraft(ctx, practice, params, {
      ...body,
      editor,
      medicalDirector: admin.auth.admin.medicalDirector,
    }),
  );
  registerCall(app, ctx, publishProtocol, ({ params, body, admin, practice, editor }) =>
    protocolEditor.publishProtocolDraft(ctx, practice, params, {
      ...body,
      editor,
      medicalDirector: admin.auth.admin.medicalDirector,
    }),
  );
}
