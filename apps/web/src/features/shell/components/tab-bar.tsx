import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SELECT_PROTOCOL_FIRST, selectProtocolFirstToast } from '../../../components/ui/toast/index.ts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
import { type ShortcutId, shortcutKeys } from '../../../lib/shortcuts.ts';
import { useShortcut } from '../../../lib/use-shortcut.ts';
import { useHasActiveProtocol } from '../../call/index.ts';
import { MAIN_TABS, type MainTab, type MainTabId, mainTabOf } from '../lib/tabs.ts';

const TAB_SHORTCUTS: Record<MainTabId, ShortcutId> = {
  protocols: 'tab-protocols',
  triage: 'tab-triage',
  plan: 'tab-plan',
};

/** A tab's shortcut: the tab, or the 'Select a protocol first' toast where a click gives it. */
function useTabShortcut(tab: MainTab, hasProtocol: boolean): void {
  const navigate = useNavigate();
  useShortcut(TAB_SHORTCUTS[tab.id], () => {
    if (tab.needsProtocol && !hasProtocol) selectProtocolFirstToast();
    else void navigate(tab.path);
  });
}

const TAB_CLASSES =
  'relative -mb-px inline-flex h-10 items-center border-b-2 px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600';

/**
 * Protocols, Triage and Plan; Triage and Plan are disabled (tooltip and toast) without an active
 * protocol. Each tab has its keyboard shortcut (lib/shortcuts.ts).
 */
export function TabBar({ userMenu }: { userMenu?: ReactNode }) {
  const { pathname } = useLocation();
  const current = mainTabOf(pathname).id;
  const hasProtocol = useHasActiveProtocol();
  const [protocols, triage, plan] = MAIN_TABS as [MainTab, MainTab, MainTab];
  useTabShortcut(protocols, hasProtocol);
  useTabShortcut(triage, hasProtocol);
  useTabShortcut(plan, hasProtocol);
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
                  aria-keyshortcuts={shortcutKeys(TAB_SHORTCUTS[tab.id])}
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
              aria-keyshortcuts={shortcutKeys(TAB_SHORTCUTS[tab.id])}
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
