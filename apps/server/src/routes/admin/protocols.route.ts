/** The console's protocol editor (issue 34): read, save a draft, publish. */
import { getProtocolEditor, publishProtocol, saveProtocolDraft } from '@triage/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import * as editor from '../../services/admin/protocol-editor.ts';
import { editorOf, practiceInScope } from '../../services/admin-guard.ts';

export function protocolEditorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, getProtocolEditor, ({ admin, params }) =>
    editor.readProtocolEditor(ctx, practiceInScope(admin), params, admin.auth.admin.medicalDirector),
  );
  registerCall(app, ctx, saveProtocolDraft, ({ admin, params, body, ip }) =>
    editor.saveProtocolDraft(ctx, practiceInScope(admin), params, {
      ...body,
      editor: editorOf(admin, ip),
      medicalDirector: admin.auth.admin.medicalDirector,
    }),
  );
  registerCall(app, ctx, publishProtocol, ({ admin, params, body, ip }) =>
    editor.publishProtocolDraft(ctx, practiceInScope(admin), params, {
      ...body,
      editor: editorOf(admin, ip),
      medicalDirector: admin.auth.admin.medicalDirector,
    }),
  );
}
