import type { Protocol } from '@triage/contracts';
import { lazy, Suspense, useMemo } from 'react';

// The nurse's components, loaded only when an editor opens a protocol: the console's own chunk
// stays small (scripts/bundle-budget.mjs), and the plan chunk is the one nurses load anyway.
const ProtocolPreview = lazy(() =>
  import('../../plan/index.ts').then(({ ProtocolPreview }) => ({ default: ProtocolPreview })),
);

/** What the preview shows for a question whose text is not written yet (its checkbox needs a name). */
const UNWRITTEN_QUESTION = '(This question has no text yet.)';

/** The draft with every question that has no text yet shown as UNWRITTEN_QUESTION; the rest as it is. */
function previewOf(protocol: Protocol): Protocol {
  const dispositions = protocol.content.dispositions;
  if (!dispositions?.some((disposition) => disposition.questions.some((question) => question.text.trim() === ''))) {
    return protocol;
  }
  return {
    ...protocol,
    content: {
      ...protocol.content,
      dispositions: dispositions.map((disposition) => ({
        ...disposition,
        questions: disposition.questions.map((question) =>
          question.text.trim() === '' ? { ...question, text: UNWRITTEN_QUESTION } : question,
        ),
      })),
    },
  };
}

/**
 * Preview (issue 34): the draft as it is being edited, shown as a nurse will see it — the same
 * components as the nurse's Triage and Plan screens, live as the draft changes, before any save.
 */
export function ProtocolPreviewPane({ protocol }: { protocol: Protocol }) {
  const shown = useMemo(() => previewOf(protocol), [protocol]);
  return (
    <section aria-labelledby="protocol-preview" className="flex flex-col gap-2">
      <h2 id="protocol-preview" className="text-base font-semibold text-slate-900">
        Preview: as a nurse will see it
      </h2>
      <p className="text-sm text-slate-600">
        The draft as you edit it, before it is saved. Answer a question Yes to see the care advice it links.
      </p>
      <div className="rounded-[var(--radius-app)] border border-slate-300 bg-slate-50 p-3">
        <Suspense fallback={<p className="text-sm text-slate-600">Loading the preview…</p>}>
          <ProtocolPreview protocol={shown} />
        </Suspense>
      </div>
    </section>
  );
}
