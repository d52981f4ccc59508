/**
 * The care advice panel (spec sections 2 and 4) of one protocol, in the session's care advice
 * mode (simple, headings, detailed): core's careAdviceView gives the sections and their topics;
 * each section has its title, an 'Expand All' / 'Collapse All' button and accordion topics, with
 * the reasons-to-call-back topic open at first. With no care advice for the selected positive
 * questions (or none selected) it shows the spec's message instead.
 */
import type { CareAdviceMode, SelectedProtocol } from '@triage/contracts';
import {
  type AdviceSectionView,
  adviceExpansionReducer,
  careAdviceView,
  expandAllLabel,
  hasAdviceForSelectedQuestions,
  initialAdviceExpansion,
  isAdviceSectionExpanded,
  isAdviceTopicExpanded,
  selectAdviceTopicWithNuggets,
  setAdviceNuggetSelected,
  setAdviceTopicSelected,
} from '@triage/core';
import { ChevronDown } from 'lucide-react';
import { type Dispatch, useId, useMemo, useReducer } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useCallStore } from '../../call/index.ts';
import { PracticeNote } from '../../practice-changes/index.ts';
import { AdviceTopic } from './advice-topic.tsx';

/** @internal */
export const NO_CARE_ADVICE_TEXT =
  'There is no care advice available for the positive triage questions you selected, or you did not select any positive triage questions.';

/** A change of the protocol's care-advice selections (core's reducers). */
export type AdviceUpdate = (change: (protocol: SelectedProtocol) => SelectedProtocol) => void;

export interface CareAdvicePanelProps {
  protocol: SelectedProtocol;
  mode: CareAdviceMode;
  /** Where selections go: the call's protocol unless given (the console's preview keeps its own). */
  onUpdate?: AdviceUpdate;
}

export function CareAdvicePanel({ protocol, mode, onUpdate }: CareAdvicePanelProps) {
  const view = useMemo(() => careAdviceView(protocol), [protocol]);
  if (!hasAdviceForSelectedQuestions(protocol) || view.length === 0) {
    return (
      <p
        role="status"
        className="rounded-[var(--radius-app)] border border-slate-200 bg-white p-4 text-[0.9375rem] text-slate-700"
      >
        {NO_CARE_ADVICE_TEXT}
      </p>
    );
  }
  // Keyed by protocol: another protocol starts with its own reasons-to-call-back topic open.
  return (
    <>
      <PracticeNote protocol={protocol} kind="caNote" />
      <AdviceSections key={protocol.fullId} fullId={protocol.fullId} view={view} mode={mode} onUpdate={onUpdate} />
    </>
  );
}

type ExpansionDispatch = Dispatch<Parameters<typeof adviceExpansionReducer>[1]>;

function AdviceSections({
  fullId,
  view,
  mode,
  onUpdate,
}: {
  fullId: string;
  view: AdviceSectionView[];
  mode: CareAdviceMode;
  onUpdate: AdviceUpdate | undefined;
}) {
  const [expansion, dispatch] = useReducer(adviceExpansionReducer, view, initialAdviceExpansion);
  return (
    <div className="flex flex-col gap-3">
      {view.map((section) => (
        <AdviceSection
          key={section.key}
          fullId={fullId}
          section={section}
          mode={mode}
          isExpanded={isAdviceSectionExpanded(expansion, section.key)}
          isTopicExpanded={(topicId) => isAdviceTopicExpanded(expansion, topicId)}
          expandAllLabel={expandAllLabel(
            expansion,
            section.topics.map((t) => t.id),
          )}
          dispatch={dispatch}
          onUpdate={onUpdate}
        />
      ))}
    </div>
  );
}

interface AdviceSectionProps {
  fullId: string;
  section: AdviceSectionView;
  mode: CareAdviceMode;
  isExpanded: boolean;
  isTopicExpanded: (topicId: number) => boolean;
  expandAllLabel: 'Expand All' | 'Collapse All';
  dispatch: ExpansionDispatch;
  onUpdate: AdviceUpdate | undefined;
}

function AdviceSection({
  fullId,
  section,
  mode,
  isExpanded,
  isTopicExpanded,
  expandAllLabel: allLabel,
  dispatch,
  onUpdate,
}: AdviceSectionProps) {
  const updateCallProtocol = useCallStore((state) => state.updateProtocol);
  const update: AdviceUpdate = onUpdate ?? ((change) => updateCallProtocol(fullId, change));
  const headingId = useId();
  const topicsId = useId();
  const topicIds = section.topics.map((t) => t.id);
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-[var(--radius-app)] border border-slate-200 bg-white shadow-xs"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-2 py-1">
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={topicsId}
          onClick={() => dispatch({ type: 'toggle-section', section: section.key })}
          className="flex min-w-0 flex-1 items-center gap-1.5 rounded-md px-1 py-1 text-left focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 shrink-0 text-slate-500 transition-transform', !isExpanded && '-rotate-90')}
          />
          <h2 id={headingId} className="text-sm font-bold tracking-wide text-slate-700 uppercase">
            {section.title}
          </h2>
        </button>
        <button
          type="button"
          onClick={() => {
            if (isExpanded) {
              dispatch({ type: 'toggle-all-topics', topicIds });
              return;
            }
            // A collapsed section opens with every topic shown.
            dispatch({ type: 'toggle-section', section: section.key });
            dispatch({ type: 'set-topics', topicIds, expanded: true });
          }}
          className="shrink-0 rounded-md px-2 py-1 text-xs font-semibold text-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          {allLabel}
        </button>
      </header>
      {isExpanded ? (
        <ul id={topicsId} className="m-0 list-none divide-y divide-slate-100 p-0">
          {section.topics.map((topic) => {
            const isTopicOpen = isTopicExpanded(topic.id);
            return (
              <AdviceTopic
                key={topic.id}
                topic={topic}
                mode={mode}
                isExpanded={isTopicOpen}
                onToggleExpanded={() => dispatch({ type: 'toggle-topic', topicId: topic.id })}
                onTopicSelected={(selected) => update((p) => setAdviceTopicSelected(p, topic.id, selected, mode))}
                onTopicDoubleClick={() => update((p) => selectAdviceTopicWithNuggets(p, topic.id, mode, isTopicOpen))}
                onNuggetSelected={(text, selected) =>
                  update((p) => setAdviceNuggetSelected(p, topic.id, text, selected, mode))
                }
              />
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
