/**
 * Initial Assessment (spec section 2): the numbered questions parsed by core (numbering stripped,
 * labels bold, bullets nested, quotes italic, examples styled), then the authors' note with a link
 * that requests the Clinical Users' Guide for the account.
 */
import { initialAssessmentHtml } from '@triage/core';
import { ExternalLink } from 'lucide-react';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useActiveProtocol } from '../../call/index.ts';
import { useSessionStore } from '../../session/index.ts';
import { CONTENT_PROSE, PANEL_HEADING } from '../lib/prose.ts';

/** Where the Clinical Users' Guide is requested; the account id is added as `accountId`. */
export const CLINICAL_USERS_GUIDE_URL = 'https://triagedesk.example/clinical-users-guide/request';

export function clinicalUsersGuideUrl(accountId: string | null | undefined): string {
  const url = new URL(CLINICAL_USERS_GUIDE_URL);
  if (accountId) url.searchParams.set('accountId', accountId);
  return url.toString();
}

/** The tags core's assessment HTML uses beyond content HTML: the example span and its class. */
const ASSESSMENT_TAGS = ['span'];
const ASSESSMENT_ATTRIBUTES = ['class'];

export function InitialAssessmentPanel() {
  const active = useActiveProtocol();
  const accountId = useSessionStore((state) => state.account?.practiceId ?? null);
  const html = initialAssessmentHtml(active?.content?.initialAssessmentQuestions);
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <section aria-labelledby="initial-assessment-heading">
        <h3 id="initial-assessment-heading" className={PANEL_HEADING}>
          Initial Assessment Questions
        </h3>
        <SafeHtml
          html={html}
          extraTags={ASSESSMENT_TAGS}
          extraAttributes={ASSESSMENT_ATTRIBUTES}
          className={`${CONTENT_PROSE} [&>ol]:space-y-1.5 [&>ol>li]:marker:font-semibold [&>ol>li]:marker:text-slate-500 [&_ul]:mt-1 [&_ul]:mb-0 [&_ul_li]:mb-0.5`}
        />
      </section>
      <aside
        aria-label="Authors' note"
        className="rounded-[var(--radius-app)] border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
      >
        <p>
          <strong>Authors' note:</strong> These questions are provided for nurse training and education. Not every
          question needs to be asked on every call. Paying customers can find more about them in the FAQ of the Clinical
          Users' Guide.{' '}
          <a
            href={clinicalUsersGuideUrl(accountId)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-0.5 font-semibold text-primary-800 underline underline-offset-2"
          >
            Request the Clinical Users' Guide
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </p>
      </aside>
    </div>
  );
}
