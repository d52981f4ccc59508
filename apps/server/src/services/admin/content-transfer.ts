/**
 * The console's export of a practice's protocols (issue 34, ADR 0047): a content set as the
 * practice's nurses get it (its published versions in place of the licensed ones) in the import
 * format (docs/content-format.md), and each of its protocols as the FHIR R4 Questionnaire served for it.
 */
import type { ContentSet, Disposition } from '@triage/contracts';
import { protocolQuestionnaire } from '@triage/core';
import type { ServerContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { listContentSets } from '../../repositories/content.repository.ts';
import { listDispositionRows } from '../../repositories/dispositions.repository.ts';
import type { PracticeRow } from '../../repositories/practices.repository.ts';
import { practiceProtocolsOf } from '../protocols.service.ts';

async function entitledContentSet(ctx: ServerContext, practice: PracticeRow, name: string) {
  const contentSet = (await listContentSets(ctx.db)).find((set) => set.name === name);
  if (!contentSet) throw new AppError('noContentSets', `No content set ${name}`);
  if (!(await ctx.cache.entitledContentSetIds(practice.id)).includes(contentSet.id)) {
    throw new AppError('noAccessToContent', `Content set ${name} is not among the practice's`);
  }
  return contentSet;
}

export async function exportPracticeProtocols(ctx: ServerContext, practice: PracticeRow, name: string) {
  const contentSet = await entitledContentSet(ctx, practice, name);
  const protocols = await practiceProtocolsOf(ctx, practice, contentSet.id);
  const dispositions = (await listDispositionRows(ctx.db, null)).map((row) => row.data as Disposition);
  // Stored as imported (checked then); the answer is validated against the contract on the way out.
  return { contentSet: contentSet.data as ContentSet, protocols, dispositions };
}

export async function exportPracticeQuestionnaires(ctx: ServerContext, practice: PracticeRow, name: string) {
  const contentSet = await entitledContentSet(ctx, practice, name);
  const base = ctx.config.FHIR_CANONICAL_BASE;
  const questionnaires = (await practiceProtocolsOf(ctx, practice, contentSet.id)).map((protocol) =>
    protocolQuestionnaire(base, protocol),
  );
  return {
    resourceType: 'Bundle' as const,
    type: 'collection' as const,
    entry: questionnaires.map((resource) => ({
      fullUrl: String(resource.url),
      resource: { ...resource, resourceType: 'Questionnaire' as const },
    })),
  };
}
