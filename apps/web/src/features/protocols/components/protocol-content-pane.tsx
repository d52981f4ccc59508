/**
 * The right column of the Protocols screen: the active protocol's title (with its A/P marker when
 * the session has both), the sub-tab strip, the section (the nested route) and the content's demo
 * label and copyright. Without an active protocol: an empty state under the strip, whose sections
 * say 'Select a protocol'.
 */
import { DEMO_CONTENT_LABEL } from '@triage/contracts';
import { FileSearch } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { appConfig } from '../../../lib/app-config.ts';
import { cn } from '../../../lib/cn.ts';
import { ProtocolMarker, useActiveProtocol } from '../../call/index.ts';
import { SubTabStrip } from '../../shell/index.ts';
import { protocolSubTabs } from '../lib/protocol-sections.ts';

function EmptyState() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 p-8 text-center">
      <FileSearch aria-hidden="true" className="size-9 text-slate-300" />
      <p className="max-w-sm text-sm text-slate-500">
        Type the caller's main symptom in the search box, then choose the protocol that fits. Its criteria, assessment
        questions and background show here.
      </p>
    </div>
  );
}

export function ProtocolContentPane({ sessionHasBoth }: { sessionHasBoth: boolean }) {
  const active = useActiveProtocol();
  const { pathname } = useLocation();
  const bodyRef = useRef<HTMLDivElement>(null);
  const isMountedRef = useRef(false);

  // A new protocol or section starts at the top (the References panel's rule, applied to all). A
  // pane just mounted is at the top already: scrolling it then would force the style and layout of
  // the whole first screen inside the commit that mounts it (ADR 0065).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the protocol and path are the triggers
  useLayoutEffect(() => {
    if (!isMountedRef.current) {
      isMountedRef.current = true;
      return;
    }
    bodyRef.current?.scrollTo?.({ top: 0 });
  }, [active?.fullId, pathname]);

  const copyright = active?.contentSet.copyright;
  const demoLabel = active?.contentSet.isDemo ? (appConfig.demoContentLabel ?? DEMO_CONTENT_LABEL) : null;

  return (
    <section
      aria-labelledby="active-protocol-title"
      className="flex h-full min-h-0 flex-col overflow-hidden rounded-[var(--radius-app)] border border-slate-200 bg-white shadow-xs"
    >
      <header className="flex flex-col gap-1.5 border-b border-slate-200 px-4 pt-3 pb-1.5">
        <div className="flex items-center gap-2">
          {active ? <ProtocolMarker contentSetName={active.contentSet.name} sessionHasBoth={sessionHasBoth} /> : null}
          <h2
            id="active-protocol-title"
            className={cn('truncate text-lg leading-6 font-semibold', active ? 'text-slate-900' : 'text-slate-500')}
          >
            {active?.title ?? 'No protocol selected'}
          </h2>
          {active?.selectionMode === 'explicit' ? (
            <span className="ml-1 rounded bg-primary-50 px-1.5 py-0.5 text-xs font-medium text-primary-800">
              In this call
            </span>
          ) : null}
        </div>
        <SubTabStrip tabs={protocolSubTabs(active)} label="Protocol sections" className="-mx-1" />
      </header>
      <div ref={bodyRef} className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
        {active ? <Outlet /> : <EmptyState />}
      </div>
      {copyright || demoLabel ? (
        <footer className="flex flex-wrap items-center gap-x-3 border-t border-slate-100 px-4 py-1.5 text-xs text-slate-500">
          {demoLabel ? <span className="font-semibold text-sky-800">{demoLabel}</span> : null}
          {copyright ? <span>{copyright}</span> : null}
        </footer>
      ) : null}
    </section>
  );
}
