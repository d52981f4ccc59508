/**
 * The C-SSRS result block (spec section 2): only once a score exists, a red POSITIVE or green
 * NEGATIVE badge with the reasons below. A bypass, when recorded, is stated beside it.
 */
import type { ColumbiaBypass, ColumbiaResult as ColumbiaResultData } from '@triage/contracts';
import { columbiaBypassNoteText } from '@triage/core';
import { useEffect, useRef } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';

export function ColumbiaResult({ result, bypass }: { result: ColumbiaResultData; bypass: ColumbiaBypass }) {
  const bypassText = columbiaBypassNoteText(bypass);
  const resultRef = useRef<HTMLElement>(null);
  // A new score comes into view, as the newest question does.
  useEffect(() => {
    if (result.score !== null) resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [result.score]);
  if (result.score === null && bypassText === null) return null;
  return (
    <div className="flex flex-col gap-2">
      {result.score !== null ? (
        <section
          ref={resultRef}
          aria-label="C-SSRS result"
          data-score={result.score}
          className="rounded-[var(--radius-app)] border border-slate-200 bg-white px-3 py-2"
        >
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-700">
            Result
            <Badge tone={result.score === 'positive' ? 'red' : 'green'} className="px-2 py-1 text-sm">
              {result.score === 'positive' ? 'POSITIVE' : 'NEGATIVE'}
            </Badge>
          </p>
          {result.reasons.length > 0 ? (
            <ul className="mt-1.5 list-disc pl-5 text-sm text-slate-800">
              {result.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {bypassText !== null ? (
        <p className="rounded-[var(--radius-app)] border border-yellow-300 bg-yellow-50 px-3 py-2 text-sm text-yellow-950">
          Screening bypassed: {bypassText}
        </p>
      ) : null}
    </div>
  );
}
