/**
 * References (spec section 2): numbered; author, title and source cleaned by core; a 'PubMed'
 * outline button for an entry with a pubMedId, otherwise 'Web' for an address in the source.
 * (The pane scrolls to the top when the active protocol changes.)
 */
import { referenceView } from '@triage/core';
import { ExternalLink } from 'lucide-react';
import { useActiveProtocol } from '../../call/index.ts';
import { PANEL_HEADING } from '../lib/prose.ts';

/** The text ending with a full stop (unless it already ends with punctuation), to separate the parts. */
function sentence(text: string): string {
  return /[.?!]$/.test(text) ? text : `${text}.`;
}

export function ReferencesPanel() {
  const active = useActiveProtocol();
  const references = active?.content?.references ?? [];
  if (references.length === 0) return null;
  return (
    <section aria-labelledby="references-heading" className="max-w-3xl">
      <h3 id="references-heading" className={PANEL_HEADING}>
        References
      </h3>
      <ol className="flex list-decimal flex-col gap-2.5 pl-6 text-sm text-slate-800 marker:text-slate-500">
        {references.map((reference, index) => {
          const view = referenceView(reference);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: references are fixed content in a fixed order
            <li key={index} className="pl-1">
              <div className="flex items-start gap-3">
                <p className="min-w-0 flex-1 leading-snug">
                  {view.author ? <span className="text-slate-600">{sentence(view.author)} </span> : null}
                  <span className="font-medium text-slate-900">{sentence(view.title)}</span>
                  {view.source ? <span className="text-slate-600"> {view.source}</span> : null}
                </p>
                {view.link ? (
                  <a
                    href={view.link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${view.link.label}: ${view.title}`}
                    className="inline-flex shrink-0 items-center gap-1 rounded-md border border-primary-600 bg-white px-2 py-0.5 text-xs font-semibold text-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600"
                  >
                    {view.link.label}
                    <ExternalLink aria-hidden="true" className="size-3" />
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
