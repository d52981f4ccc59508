/**
 * The console's protocol editor (issue 34): read, save a draft, publish, restore a version as a
 * draft, approve a draft, retire a protocol or bring it back; the drafts waiting for a medical director.
 */
import {
  approveProtocolDraft,
  getProtocolEditor,
  listPendingProtocolDrafts,
  publishProtocol,
  restoreProtocolVersion,
  retireProtocol,
  saveProtocolDraft,
} from '@triage/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import * as protocolEditor from '../../services/admin/protocol-editor.ts';
import { readPendingProtocolDrafts } from '../../services/admin/protocol-pending.ts';
import { setProtocolRetired } from '../../services/admin/protocol-retire.ts';
import * as review from '../../services/admin/protocol-review.ts';
import type { Editor } from '../../services/admin/revisions.ts';
import type { AdminScope } from '../../services/admin-guard.ts';

/** Who changes the protocol, as every change of the editor takes it: the audit's editor and the role. */
function by(admin: AdminScope, editor: Editor) {
  return { editor, medicalDirector: admin.auth.admin.medicalDirector };
}

export function protocolEditorRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, getProtocolEditor, ({ admin, practice, params }) =>
    protocolEditor.readProtocolEditor(ctx, practice, params, {
      adminId: admin.auth.admin.id,
      medicalDirector: admin.auth.admin.medicalDirector,
    }),
  );
  registerCall(app, ctx, saveProtocolDraft, ({ admin, practice, editor, params, body }) =>
    protocolEditor.saveProtocolDraft(ctx, practice, params, { ...body, ...by(admin, editor) }),
  );
  registerCall(app, ctx, publishProtocol, ({ admin, practice, editor, params, body }) =>
    protocolEditor.publishProtocolDraft(ctx, practice, params, { ...body, ...by(admin, editor) }),
  );
  registerCall(app, ctx, restoreProtocolVersion, ({ admin, practice, editor, params, body }) =>
    protocolEditor.restoreProtocolVersion(ctx, practice, params, { ...body, ...by(admin, editor) }),
  );
  registerCall(app, ctx, approveProtocolDraft, ({ admin, practice, editor, params, body }) =>
    review.approveProtocolDraft(ctx, practice, params, { ...body, ...by(admin, editor) }),
  );
  registerCall(app, ctx, retireProtocol, ({ admin, practice, editor, params, body }) =>
    setProtocolRetired(ctx, practice, params, { ...body, ...by(admin, editor) }),
  );
  registerCall(app, ctx, listPendingProtocolDrafts, ({ practice }) => readPendingProtocolDrafts(ctx, practice));
}
