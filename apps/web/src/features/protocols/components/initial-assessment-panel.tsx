/**
 * Initial Assessment (spec section 2): the numbered questions parsed by core (numbering stripped,
 * labels bold, bullets nested, quotes italic, examples styled), then the authors' note with a link
 * that requests the Clinical Users' Guide for the account.
 */
import { initialAssessmentHtml } from '@triage/core';
import { ExternalLink } from 'lucide-react';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { appConfig } from '../../../lib/app-config.ts';
import { useActiveProtocol } from '../../call/index.ts';
import { useSessionStore } from '../../session/index.ts';
import { CONTENT_PROSE, PANEL_HEADING } from '../lib/prose.ts';

/**
 * Where the Clinical Users' Guide is requested, with the account id as `accountId`: the server's
 * CLINICAL_USERS_GUIDE_URL (app-config meta tag), or null when none is configured (no link).
 */
function clinicalUsersGuideUrl(
  accountId: string | null | undefined,
  base: string | null = appConfig.clinicalUsersGuideUrl,
): string | null {
  if (!base) return null;
  const url = new URL(base);
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
  const guideUrl = clinicalUsersGuideUrl(accountId);
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
          {guideUrl ? (
            <a
              href={guideUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-0.5 font-semibold text-primary-800 underline underline-offset-2"
            >
              Request the Clinical Users' Guide
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          ) : null}
        </p>
      </aside>
    </div>
  );
}
