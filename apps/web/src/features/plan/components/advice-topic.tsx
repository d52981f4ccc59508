/**
 * One advice topic of the care advice panel (spec sections 2 and 4): its checkbox, its accordion
 * header and, when open, its nuggets (core's nuggetText). Nuggets get checkboxes where the care
 * advice mode lets the nurse select them (core's isNuggetSelectable); otherwise they are a list.
 * In detailed mode, double-clicking the checkbox of an open topic selects it with all its nuggets;
 * its tooltip then says so (300 ms delay).
 */
import type { AdviceTopic as AdviceTopicData, CareAdviceMode } from '@triage/contracts';
import { isNuggetSelectable, nuggetText, topicCheckboxTooltip } from '@triage/core';
import { ChevronRight, PhoneCall } from 'lucide-react';
import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TOOLTIP_DELAY_MS, Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';

export interface AdviceTopicProps {
  topic: AdviceTopicData;
  mode: CareAdviceMode;
  isExpanded: boolean;
  onToggleExpanded: () => void;
  onTopicSelected: (selected: boolean) => void;
  onTopicDoubleClick: () => void;
  onNuggetSelected: (nuggetText: string, selected: boolean) => void;
}

export function AdviceTopic({
  topic,
  mode,
  isExpanded,
  onToggleExpanded,
  onTopicSelected,
  onTopicDoubleClick,
  onNuggetSelected,
}: AdviceTopicProps) {
  const titleId = useId();
  const nuggetsId = useId();
  const areNuggetsSelectable = isNuggetSelectable(mode, topic);
  const selectedCount = topic.adviceNuggets.filter((n) => n.selected).length;
  return (
    <li data-topic-id={topic.id} className={cn(topic.selected && 'bg-primary-50/50')}>
      <div className="flex items-center gap-2.5 px-3 py-1">
        <Tooltip content={topicCheckboxTooltip(mode, isExpanded)} delayDuration={TOOLTIP_DELAY_MS.medium}>
          <Checkbox
            aria-labelledby={titleId}
            checked={topic.selected}
            onCheckedChange={(checked) => onTopicSelected(checked === true)}
            onDoubleClick={onTopicDoubleClick}
          />
        </Tooltip>
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={nuggetsId}
          onClick={onToggleExpanded}
          className="flex min-h-8 min-w-0 flex-1 items-center gap-2 rounded-md px-1 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <ChevronRight
            aria-hidden="true"
            className={cn('size-4 shrink-0 text-slate-500 transition-transform', isExpanded && 'rotate-90')}
          />
          {topic.isReasonsToCallBack ? (
            <PhoneCall aria-hidden="true" className="size-3.5 shrink-0 text-red-700" />
          ) : null}
          <span
            id={titleId}
            className={cn('min-w-0 flex-1 text-[0.9375rem] text-slate-900', topic.selected && 'font-semibold')}
          >
            {topic.title}
          </span>
          {areNuggetsSelectable && selectedCount > 0 ? (
            <span className="shrink-0 text-xs text-slate-500">
              {selectedCount} of {topic.adviceNuggets.length}
            </span>
          ) : null}
        </button>
      </div>
      {isExpanded ? (
        <ul id={nuggetsId} className={cn('m-0 flex list-none flex-col gap-1 pt-0.5 pr-3 pb-2 pl-[3.25rem]')}>
          {topic.adviceNuggets.map((nugget) => {
            const text = nuggetText(nugget.text);
            return (
              <li key={nugget.text} className="text-sm leading-snug text-slate-800">
                {areNuggetsSelectable ? (
                  <SelectableNugget
                    text={text}
                    selected={nugget.selected}
                    onSelected={(selected) => onNuggetSelected(nugget.text, selected)}
                  />
                ) : (
                  <span className="flex gap-2">
                    <span aria-hidden="true" className="mt-[0.45rem] size-1.5 shrink-0 rounded-full bg-slate-400" />
                    <span>{text}</span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

function SelectableNugget({
  text,
  selected,
  onSelected,
}: {
  text: string;
  selected: boolean;
  onSelected: (selected: boolean) => void;
}) {
  const id = useId();
  return (
    <span className="flex items-start gap-2">
      <Checkbox id={id} checked={selected} onCheckedChange={(checked) => onSelected(checked === true)} />
      <label htmlFor={id} className="cursor-pointer pt-px select-none">
        {text}
      </label>
    </span>
  );
}
