/**
 * A question's reason (spec sections 2 and 5): an icon that opens a hover card (200 ms open, 100 ms
 * close, at most 350px wide) listing the parsed R/O, FIRST AID, REASON, NOTE and NOTES parts. A
 * reason with a FIRST AID part shows the first-aid icon, and so does that part in the card.
 */
import { isFirstAidReason, parseReason, type ReasonPart } from '@triage/core';
import { BriefcaseMedical, Info } from 'lucide-react';
import { memo } from 'react';
import { HoverCard } from '../../../components/ui/hover-card.tsx';
import { cn } from '../../../lib/cn.ts';

const LABEL_TEXT: Record<NonNullable<ReasonPart['label']>, string> = {
  'R/O': 'Rule out',
  'FIRST AID': 'First aid',
  REASON: 'Reason',
  NOTE: 'Note',
  NOTES: 'Notes',
};

/** Memoised: a question row renders again at every answer to it, its reason never changes (ADR 0022). */
export const ReasonCard = memo(function ReasonCard({ reason }: { reason: string | null | undefined }) {
  const parts = parseReason(reason);
  if (parts.length === 0) return <span aria-hidden="true" className="size-7 shrink-0" />;
  const hasFirstAid = parts.some(isFirstAidReason);
  const Icon = hasFirstAid ? BriefcaseMedical : Info;
  return (
    <HoverCard
      side="left"
      align="start"
      trigger={
        <button
          type="button"
          aria-label={hasFirstAid ? 'Reason, with first aid' : 'Reason'}
          data-first-aid={hasFirstAid || undefined}
          className={cn(
            'inline-flex size-7 shrink-0 items-center justify-center rounded-md',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600',
            hasFirstAid ? 'text-red-700 hover:bg-red-50' : 'text-slate-500 hover:bg-slate-100 hover:text-slate-700',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      }
    >
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {parts.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder; the same label may repeat
          <li key={index} data-label={part.label ?? 'none'} className="flex gap-2">
            {isFirstAidReason(part) ? (
              <BriefcaseMedical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
            ) : (
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
            )}
            <div className="min-w-0">
              {part.label ? (
                <div className="text-xs font-bold tracking-wide text-slate-500 uppercase">
                  <abbr title={LABEL_TEXT[part.label]} className="no-underline">
                    {part.label}
                  </abbr>
                </div>
              ) : null}
              <p className="m-0 whitespace-pre-line text-slate-800">{part.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </HoverCard>
  );
});
