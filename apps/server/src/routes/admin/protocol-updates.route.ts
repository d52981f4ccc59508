/** The console's Content updates and the import and export of protocols (issue 34, ADR 0043, ADR 0047). */
import {
  CONTENT_SET_FILE_LIMIT,
  exportPracticeProtocols,
  exportPracticeQuestionnaires,
  importContentSetFile,
  listProtocolUpdates,
  resolveProtocolUpdate,
} from '@triage/contracts/admin';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';
import { registerCall } from '../../http/register-call.ts';
import { importContentSetFromConsole } from '../../services/admin/content-sets.ts';
import * as transfer from '../../services/admin/content-transfer.ts';
import * as updates from '../../services/admin/protocol-updates.ts';

export function protocolUpdateRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerCall(app, ctx, listProtocolUpdates, ({ practice }) => updates.readProtocolUpdates(ctx, practice));
  registerCall(app, ctx, resolveProtocolUpdate, ({ practice, editor, params, body }) =>
    updates.resolveProtocolUpdate(ctx, practice, params.mergeId, { picks: body.picks, editor }),
  );
  registerCall(app, ctx, exportPracticeProtocols, ({ practice, params }) =>
    transfer.exportPracticeProtocols(ctx, practice, params.contentSet),
  );
  registerCall(app, ctx, exportPracticeQuestionnaires, ({ practice, params }) =>
    transfer.exportPracticeQuestionnaires(ctx, practice, params.contentSet),
  );
  registerCall(
    app,
    ctx,
    importContentSetFile,
    ({ admin, editor, body, now }) =>
      importContentSetFromConsole(ctx.db, {
        role: admin.auth.admin.role,
        fileName: body.fileName,
        file: body.file,
        editor,
        now,
      }),
    { bodyLimit: CONTENT_SET_FILE_LIMIT },
  );
}
