/** The console's protocol editor (issue 34): read, save a draft, publish, restore a version as a draft, approve a draft. */
import {
  approveProtocolDraft,
  getProtocolEditor,
  publishProtocol,
  restoreProtocolVersion,
  saveProtocolDraft,
} from '@triage/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import * as editor from '../../services/admin/protocol-editor.ts';
import * as review from '../../services/admin/protocol-review.ts';
import { type AdminScope, editorOf, practiceInScope } from '../../services/admin-guard.ts';

/** Who changes the protocol, as every change of the editor takes it: the audit's editor and the role. */
function by(admin: AdminScope, ip: string | null) {
  return { editor: editorOf(admin, ip), medicalDirector: admin.auth.admin.medicalDirector };
}

export function protocolEditorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, getProtocolEditor, ({ admin, params }) =>
    editor.readProtocolEditor(ctx, practiceInScope(admin), params, {
      adminId: admin.auth.admin.id,
      medicalDirector: admin.auth.admin.medicalDirector,
    }),
  );
  registerCall(app, ctx, saveProtocolDraft, ({ admin, params, body, ip }) =>
    editor.saveProtocolDraft(ctx, practiceInScope(admin), params, { ...body, ...by(admin, ip) }),
  );
  registerCall(app, ctx, publishProtocol, ({ admin, params, body, ip }) =>
    editor.publishProtocolDraft(ctx, practiceInScope(admin), params, { ...body, ...by(admin, ip) }),
  );
  registerCall(app, ctx, restoreProtocolVersion, ({ admin, params, body, ip }) =>
    editor.restoreProtocolVersion(ctx, practiceInScope(admin), params, { ...body, ...by(admin, ip) }),
  );
  registerCall(app, ctx, approveProtocolDraft, ({ admin, params, body, ip }) =>
    review.approveProtocolDraft(ctx, practiceInScope(admin), params, { ...body, ...by(admin, ip) }),
  );
}
