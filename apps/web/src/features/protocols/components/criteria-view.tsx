/**
 * Criteria (spec section 2): 'Use This Protocol For...' with the definition, and 'Use A
 * Different Protocol If...' listing the alternatives, each with 'Use' + the protocol title.
 * Choosing one selects it (toggle); when it is not among the current results the search is
 * cleared first and the selection made 50 ms later. Shown from the list item while the content loads.
 */
import type { ProtocolListItem, SelectedProtocol, Smap } from '@triage/contracts';
import { ArrowRight } from 'lucide-react';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useActiveProtocol, useCallStore } from '../../call/index.ts';
import { PracticeNote } from '../../practice-changes/index.ts';
import { useProtocolList } from '../../session/index.ts';
import { searchOver } from '../hooks/use-protocol-search.ts';
import { CONTENT_PROSE, PANEL_HEADING } from '../lib/prose.ts';
import { useProtocolSearchStore } from '../stores/protocol-search-store.ts';
import { ProtocolLoading } from './protocol-loading.tsx';

/** Delay between clearing the search and selecting an alternative that was not in the results. */
const ALTERNATIVE_SELECT_DELAY_MS = 50;

/** The list item of an alternative: same content set as the active protocol first. */
function findAlternative(
  list: readonly ProtocolListItem[],
  active: Pick<SelectedProtocol, 'contentSet'>,
  smap: Pick<Smap, 'smapAlgorithmId'>,
): ProtocolListItem | undefined {
  const matches = list.filter((item) => item.sourceProtocolId === smap.smapAlgorithmId);
  return matches.find((item) => item.contentSet.id === active.contentSet.id) ?? matches[0];
}

export function CriteriaView() {
  const active = useActiveProtocol();
  const { data: list } = useProtocolList();
  const selectProtocol = useCallStore((state) => state.selectProtocol);

  if (!active) return null;
  const definition = active.content?.definition ?? active.definition;
  const smaps = active.content?.smaps.length ? active.content.smaps : active.smaps;

  // The current results are asked for at the choice, not followed: the search box's every keystroke
  // would otherwise render this screen and run the search a second time (ADR 0022).
  const isInResults = (item: ProtocolListItem) => {
    const { query, elapsedMs } = useProtocolSearchStore.getState();
    const { hits } = searchOver(list ?? []).search(query, { elapsedMs });
    return hits.some((hit) => hit.protocol.fullId === item.fullId);
  };

  const chooseAlternative = (item: ProtocolListItem) => {
    if (isInResults(item)) {
      void selectProtocol(item, 'toggle');
      return;
    }
    useProtocolSearchStore.getState().clear();
    setTimeout(() => void useCallStore.getState().selectProtocol(item, 'toggle'), ALTERNATIVE_SELECT_DELAY_MS);
  };

  return (
    <div className="flex max-w-3xl flex-col gap-5">
      {active.content ? null : <ProtocolLoading fullId={active.fullId} />}
      <section aria-labelledby="criteria-use-for">
        <h3 id="criteria-use-for" className={PANEL_HEADING}>
          Use This Protocol For...
        </h3>
        <SafeHtml html={definition} className={CONTENT_PROSE} />
        <PracticeNote protocol={active} kind="protocolNote" />
      </section>
      {smaps.length > 0 ? (
        <section aria-labelledby="criteria-use-different">
          <h3 id="criteria-use-different" className={PANEL_HEADING}>
            Use A Different Protocol If...
          </h3>
          <ul className="flex flex-col divide-y divide-slate-100 rounded-[var(--radius-app)] border border-slate-200">
            {smaps.map((smap) => {
              const item = list ? findAlternative(list, active, smap) : undefined;
              return (
                <li key={smap.id} className="flex items-center gap-3 px-3 py-2">
                  <SafeHtml html={smap.text} className={`${CONTENT_PROSE} min-w-0 flex-1 text-sm`} />
                  <button
                    type="button"
                    disabled={!item}
                    title={item ? undefined : 'This protocol is not available in your account'}
                    onClick={() => item && chooseAlternative(item)}
                    className="inline-flex shrink-0 items-center gap-1 rounded-md border border-primary-200 bg-primary-50 px-2.5 py-1 text-sm font-semibold text-primary-800 hover:border-primary-400 hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:cursor-not-allowed disabled:opacity-50"
                  >
                    Use {smap.protocolTitle}
                    <ArrowRight aria-hidden="true" className="size-3.5" />
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
