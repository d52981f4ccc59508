import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { SELECT_PROTOCOL_FIRST, selectProtocolFirstToast } from '../../../components/ui/toast/index.ts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
import { useHasActiveProtocol } from '../../call/index.ts';
import { MAIN_TABS, mainTabOf } from '../lib/tabs.ts';

const TAB_CLASSES =
  'relative -mb-px inline-flex h-10 items-center border-b-2 px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600';

/** Protocols, Triage and Plan; Triage and Plan are disabled (tooltip and toast) without an active protocol. */
export function TabBar({ userMenu }: { userMenu?: ReactNode }) {
  const { pathname } = useLocation();
  const current = mainTabOf(pathname).id;
  const hasProtocol = useHasActiveProtocol();
  return (
    <div className="flex shrink-0 items-end border-b border-slate-200 bg-white px-3">
      <nav aria-label="Main" className="flex items-end gap-1">
        {MAIN_TABS.map((tab) => {
          const isCurrent = tab.id === current;
          if (tab.needsProtocol && !hasProtocol) {
            return (
              <Tooltip key={tab.id} content={SELECT_PROTOCOL_FIRST} side="bottom">
                <button
                  type="button"
                  aria-disabled="true"
                  onClick={() => selectProtocolFirstToast()}
                  className={cn(TAB_CLASSES, 'cursor-not-allowed border-transparent text-slate-400')}
                >
                  {tab.label}
                </button>
              </Tooltip>
            );
          }
          return (
            <Link
              key={tab.id}
              to={tab.path}
              aria-current={isCurrent ? 'page' : undefined}
              className={cn(
                TAB_CLASSES,
                isCurrent
                  ? 'border-primary-600 text-primary-700'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {tab.label}
            </Link>
          );
        })}
      </nav>
      <div className="ml-auto flex items-center self-center">{userMenu}</div>
    </div>
  );
}
