/**
 * The call disposition in the selection row (spec sections 2 and 4): the call's highest-acuity
 * disposition across the selected protocols, in its level colour, '(override)' when an override
 * replaces it, and the Override Disposition button (unavailable until a triage question is
 * answered yes). The disposition names its basis — the protocol and question that set it, or the
 * override's reason — on hover, on keyboard focus and to screen readers (its description).
 * Hosts the Override Disposition dialog. The 'Caution' dialog lives in {@link OverrideCaution},
 * mounted with the call screens, so it opens wherever the conflict arises.
 */
import type { CallState, SelectedProtocol } from '@triage/contracts';
import {
  type DispositionBasis,
  dispositionBasis,
  isOverrideAvailable,
  overrideApplies,
  overrideDisposition,
} from '@triage/core';
import { type ComponentProps, memo, useDeferredValue, useId, useMemo, useState } from 'react';
import { dispositionLevelClasses } from '../../../components/ui/disposition-colours.ts';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
import { shortcutKeys } from '../../../lib/shortcuts.ts';
import { useShortcut } from '../../../lib/use-shortcut.ts';
import { useCallStore } from '../../call/index.ts';
import { useDispositions } from '../api/dispositions.ts';
import { useOverrideConflict } from '../hooks/use-override-conflict.ts';
import { CautionDialog } from './caution-dialog.tsx';
import { OverrideDialog } from './override-dialog.tsx';

const OVERRIDE_BUTTON_LABEL = 'Override Disposition';
/** @internal */
export const OVERRIDE_UNAVAILABLE_TIP = 'Answer a triage question yes before overriding the disposition';

/**
 * The call's basis, computed once per change of the protocols or the override and shared by every
 * part that shows it (the store's selectors then return the same object while nothing changed).
 */
let basisCache: {
  protocols: SelectedProtocol[] | null;
  override: unknown;
  basis: DispositionBasis<SelectedProtocol> | null;
} = { protocols: null, override: undefined, basis: null };

function currentBasis(
  state: Pick<CallState, 'selectedProtocols' | 'dispositionOverride'>,
): DispositionBasis<SelectedProtocol> | null {
  if (state.selectedProtocols !== basisCache.protocols || state.dispositionOverride !== basisCache.override) {
    basisCache = {
      protocols: state.selectedProtocols,
      override: state.dispositionOverride,
      basis: dispositionBasis(state.selectedProtocols, state.dispositionOverride),
    };
  }
  return basisCache.basis;
}

/**
 * The frame renders again only when the level, the override marker or the presence of a basis
 * changes; the title with its tooltip is one element made once, and the title and the basis text
 * follow the store themselves, so an answer renders them and not the tooltip's machinery (ADR 0022).
 */
export function CallDisposition() {
  const level = useCallStore((state) => currentBasis(state)?.disposition?.dispositionLevelId ?? null);
  const hasBasis = useCallStore((state) => currentBasis(state) !== null);
  const isOverridden = useCallStore((state) => overrideApplies(state.dispositionOverride));
  const basisId = useId();
  const titleWithTip = useMemo(
    () => (
      <Tooltip content={<CurrentBasisText />}>
        <DispositionTitle aria-describedby={basisId} />
      </Tooltip>
    ),
    [basisId],
  );

  return (
    <div className="flex min-w-0 items-center gap-2">
      <span className="shrink-0 text-xs font-semibold tracking-wide text-slate-500 uppercase">Disposition</span>
      <div
        role="status"
        aria-label="Call disposition"
        data-level={level ?? undefined}
        className="flex min-w-0 items-center gap-1.5"
      >
        {level !== null ? titleWithTip : <span className="text-sm text-slate-500">None yet</span>}
        {isOverridden ? <span className="shrink-0 text-xs font-semibold text-slate-700">(override)</span> : null}
      </div>
      {hasBasis ? (
        <span id={basisId} className="sr-only">
          <CurrentBasisText />
        </span>
      ) : null}
      <OverrideControl />
    </div>
  );
}

/** The disposition's title, the tooltip's trigger (it takes the trigger's props and ref). */
function DispositionTitle({ className, ...props }: ComponentProps<'span'>) {
  const disposition = useCallStore((state) => currentBasis(state)?.disposition ?? null);
  if (disposition === null) return null;
  return (
    <span
      {...props}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so that keyboard users reach its basis (tooltip and description)
      tabIndex={0}
      className={cn(
        'truncate rounded-md px-2.5 py-1 text-sm leading-5 font-bold',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        dispositionLevelClasses(disposition.dispositionLevelId).titleBar,
        className,
      )}
    >
      {disposition.title}
    </span>
  );
}

function CurrentBasisText() {
  return <BasisText basis={useCallStore(currentBasis)} />;
}

/**
 * The Override Disposition button, its dialog and the dispositions list the dialog offers. It reads
 * only whether an override is possible, so an answer renders it again only when that changes (the
 * first yes), not at every change of the call disposition (ADR 0022).
 */
const OverrideControl = memo(function OverrideControl() {
  const canOverride = useCallStore(
    (state) => overrideApplies(state.dispositionOverride) || isOverrideAvailable(state.selectedProtocols),
  );
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [isTipOpen, setIsTipOpen] = useState(false);
  // The tip is only for the unavailable button: an available one closes it for good.
  if (canOverride && isTipOpen) setIsTipOpen(false);
  // Loaded as soon as an override is possible, so the dialog opens with its options ready; the
  // request starts in the deferred render that follows the first yes, not in the answer's own.
  const isNeededSoon = useDeferredValue(canOverride);
  const dispositions = useDispositions(isNeededSoon || isDialogOpen);

  const openDialog = () => {
    if (!canOverride) return;
    if (dispositions.isError) void dispositions.refetch();
    setIsDialogOpen(true);
  };
  useShortcut('override', openDialog);

  return (
    <>
      {/* Always the same tree, so the first yes does not replace the button: the tip is only kept closed. */}
      <Tooltip
        content={OVERRIDE_UNAVAILABLE_TIP}
        open={isTipOpen && !canOverride}
        onOpenChange={(open) => setIsTipOpen(open && !canOverride)}
      >
        <button
          type="button"
          aria-disabled={!canOverride}
          aria-keyshortcuts={shortcutKeys('override')}
          onClick={openDialog}
          className={cn(
            'h-8 shrink-0 rounded-[var(--radius-app)] border px-2.5 text-sm font-semibold',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
            canOverride
              ? 'border-primary-600 bg-white text-primary-700 hover:bg-primary-50'
              : 'cursor-not-allowed border-slate-300 bg-white text-slate-400',
          )}
        >
          {OVERRIDE_BUTTON_LABEL}
        </button>
      </Tooltip>
      <OverrideDialog open={isDialogOpen} onOpenChange={setIsDialogOpen} dispositions={dispositions} />
    </>
  );
});

/** 'Set by Chest Pain: <question>' or 'Set by the override: <reason>'. */
function BasisText({ basis }: { basis: DispositionBasis<SelectedProtocol> | null }) {
  if (basis === null) return null;
  if (basis.kind === 'override') return <>Set by the override: {basis.reason}</>;
  return (
    <>
      Set by {basis.protocol.title}
      {basis.question ? (
        <>
          : <SafeHtml as="span" html={basis.question.text} />
        </>
      ) : null}
    </>
  );
}

/**
 * The 'Caution' dialog and its trigger, on every call screen (Protocols, Triage, Plan, C-SSRS):
 * a more acute answer given anywhere while an override applies asks Keep or Remove.
 */
export function OverrideCaution() {
  const override = useCallStore((state) => state.dispositionOverride);
  const clearDispositionOverride = useCallStore((state) => state.clearDispositionOverride);
  const { conflict, dismiss } = useOverrideConflict();
  return (
    <CautionDialog
      conflict={conflict}
      overrideTitle={overrideDisposition(override)?.title ?? null}
      onRemoveOverride={() => {
        clearDispositionOverride();
        dismiss();
      }}
      onKeepOverride={dismiss}
    />
  );
}
