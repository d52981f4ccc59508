/**
 * A strip of sub-tabs (spec section 2): shown only when at least two are visible; a disabled one
 * shows its reason (or '{label} is Inactive') as a tooltip, or goes to its redirect path; labels
 * are cut at core's `subTabLabelMaxWidth` with the full label as a tooltip.
 */
import { subTabLabelMaxWidth } from '@triage/core';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { TOOLTIP_DELAY_MS, Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';

export interface SubTab {
  label: string;
  to: string;
  /** Hidden sub-tabs are not shown (and do not count towards the two needed for a strip). */
  isHidden?: boolean;
  isDisabled?: boolean;
  /** Why it is disabled; default '{label} is Inactive'. */
  disabledReason?: string | null;
  /** A disabled sub-tab with a redirect path goes there instead of doing nothing. */
  disabledRedirect?: string | null;
  /** What using a disabled sub-tab does (mouse or keyboard), e.g. the 'Select a protocol first' toast. */
  onDisabledUse?: () => void;
  /** Tooltip of an enabled sub-tab (e.g. 'C-SSRS required but not yet completed'). */
  tooltip?: string | null;
  /** Shown after the label (e.g. the C-SSRS check icon). */
  icon?: ReactNode;
  /** Match only the exact path (the first sub-tab of a tab, whose path prefixes the others). */
  isEnd?: boolean;
}

export interface SubTabStripProps {
  tabs: readonly SubTab[];
  /** Accessible name of the strip, e.g. 'Protocol sections'. */
  label: string;
  className?: string;
}

/**
 * '{label} is Inactive', the tooltip of a disabled sub-tab without a reason.
 * @internal
 */
export function inactiveReason(label: string): string {
  return `${label} is Inactive`;
}

const TAB_CLASSES =
  'relative inline-flex h-8 items-center gap-1 rounded-md px-2.5 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600';

function Label({ text, icon }: { text: string; icon: ReactNode }) {
  return (
    <>
      <span className="truncate" style={{ maxWidth: subTabLabelMaxWidth(text) }}>
        {text}
      </span>
      {icon}
    </>
  );
}

export function SubTabStrip({ tabs, label, className }: SubTabStripProps) {
  const navigate = useNavigate();
  const visible = tabs.filter((tab) => !tab.isHidden);
  if (visible.length < 2) return null;
  return (
    <nav aria-label={label} className={cn('flex min-w-0 items-center gap-1 overflow-x-auto', className)}>
      {visible.map((tab) => {
        const isCut = subTabLabelMaxWidth(tab.label) < tab.label.length * 8;
        if (tab.isDisabled) {
          const reason = tab.disabledReason || inactiveReason(tab.label);
          return (
            <Tooltip key={tab.to} content={reason} delayDuration={TOOLTIP_DELAY_MS.medium} side="bottom">
              <button
                type="button"
                aria-disabled="true"
                onClick={() => {
                  tab.onDisabledUse?.();
                  if (tab.disabledRedirect) void navigate(tab.disabledRedirect);
                }}
                className={cn(TAB_CLASSES, 'cursor-not-allowed text-slate-400')}
              >
                <Label text={tab.label} icon={tab.icon} />
              </button>
            </Tooltip>
          );
        }
        const tip = tab.tooltip ?? (isCut ? tab.label : null);
        return (
          <Tooltip key={tab.to} content={tip} delayDuration={TOOLTIP_DELAY_MS.short} side="bottom">
            <NavLink
              to={tab.to}
              end={tab.isEnd ?? false}
              className={({ isActive }) =>
                cn(
                  TAB_CLASSES,
                  isActive
                    ? 'bg-primary-50 text-primary-800 ring-1 ring-primary-200 ring-inset'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              <Label text={tab.label} icon={tab.icon} />
            </NavLink>
          </Tooltip>
        );
      })}
    </nav>
  );
}
