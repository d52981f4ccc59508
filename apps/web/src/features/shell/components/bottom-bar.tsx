/**
 * The bottom bar (spec sections 2, 4 and 5): RESET, the logo, PREV, NEXT and COPY (or the
 * practice's custom label). PREV and NEXT are disabled until a protocol is selected; COPY until the
 * call has something to note (core's hasNoteContent: a protocol used in the call or a free note);
 * clicking a disabled one shows 'Select a protocol first'. A practice with the option
 * confirmCopyWithoutPositive (ADR 0034) is asked 'No Positive Triage Question' first when no
 * triage question of the call is answered yes. After a copy,
 * 'Call notes are copied.' with '(Now what?)' shows for 5 seconds; a note sent to a host that has
 * not completed its handshake shows 'Waiting for the EHR…' instead, and the tooltip once delivered.
 * Each button has its keyboard shortcut (lib/shortcuts.ts), which does exactly what a click does.
 * '(Now what?)' is reached from the keyboard too: the status follows COPY in the page, so Tab from
 * COPY lands on it (and it stays while it has the focus), and Alt+W opens it once the call is copied.
 */
import { hasNoteContent } from '@triage/core';
import { ChevronLeft, ChevronRight, RotateCcw } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ButtonHTMLAttributes, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { AfterFirstPaint } from '../../../components/ui/after-first-paint.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ProductLogo } from '../../../components/ui/product-logo.tsx';
import { SummaryButtonIcon } from '../../../components/ui/summary-button-icon.tsx';
import { selectProtocolFirstToast } from '../../../components/ui/toast/index.ts';
import { cn } from '../../../lib/cn.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { shortcutKeys } from '../../../lib/shortcuts.ts';
import { useShortcut } from '../../../lib/use-shortcut.ts';
import { useCallStore, useHasActiveProtocol } from '../../call/index.ts';
import { useIsCopyBlockedByColumbia } from '../../columbia-scale/index.ts';
import { useSessionOptions } from '../../session/index.ts';
import { SendToChartButton } from '../../smart/index.ts';
import { useCopyCall, usePreparedCallNote } from '../hooks/use-copy-call.ts';
import { mainTabOf } from '../lib/tabs.ts';
import { onCurrentNoteDelivered } from '../stores/note-delivery.ts';
import { CallNoteReadyDialog } from './call-note-ready-dialog.tsx';
import { ResetDialog } from './reset-dialog.tsx';
import { WaitingForHost } from './waiting-for-host.tsx';

const COPIED_TEXT = 'Call notes are copied.';
const COPIED_VISIBLE_MS = 5000;
const SILENT_CALL_TITLE = 'No Positive Triage Question';
const SILENT_CALL_TEXT =
  'No triage question is answered yes in the protocols of this call, so the call note gives no reason for a disposition. Copy the call note anyway?';

interface BarButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  ref?: Ref<HTMLButtonElement>;
  /** Disabled look and aria-disabled; the click still runs `onDisabledClick`. */
  isDisabled?: boolean;
  onDisabledClick?: () => void;
  tone?: 'quiet' | 'primary' | 'reset';
  icon: ReactNode;
}

function BarButton({
  isDisabled = false,
  onDisabledClick,
  tone = 'quiet',
  icon,
  children,
  onClick,
  className,
  ...props
}: BarButtonProps) {
  return (
    <button
      type="button"
      aria-disabled={isDisabled || undefined}
      onClick={(event) => {
        if (isDisabled) onDisabledClick?.();
        else onClick?.(event);
      }}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-[var(--radius-app)] px-3 text-sm font-bold tracking-wide',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        tone === 'primary' && 'bg-primary-600 text-white hover:bg-primary-700',
        tone === 'quiet' && 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
        tone === 'reset' &&
          'border border-slate-300 bg-white text-slate-700 hover:border-red-300 hover:bg-red-50 hover:text-red-800',
        isDisabled && 'cursor-not-allowed opacity-45 hover:bg-inherit',
        isDisabled && tone === 'primary' && 'hover:bg-primary-600',
        className,
      )}
      {...props}
    >
      {icon}
      {children}
    </button>
  );
}

export function BottomBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = mainTabOf(pathname);
  const hasProtocol = useHasActiveProtocol();
  const hasNoteContentNow = useCallStore(hasNoteContent);
  const options = useSessionOptions();
  const isCopyBlocked = useIsCopyBlockedByColumbia();
  const copy = useCopyCall();
  usePreparedCallNote();
  const [isCopying, setIsCopying] = useState(false);
  const [isCopiedShown, setIsCopiedShown] = useState(false);
  const [isNowWhatOpen, setIsNowWhatOpen] = useState(false);
  const [isSilentCallOpen, setIsSilentCallOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const copyRef = useRef<HTMLButtonElement>(null);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const showCopied = () => {
    setIsCopiedShown(true);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setIsCopiedShown(false), COPIED_VISIBLE_MS);
  };
  // A note that waited for the host: the tooltip shows when it is delivered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: showCopied only sets state and the timer ref
  useEffect(() => onCurrentNoteDelivered(showCopied), []);

  // COPY only when it produces a note: a protocol in the call or a free note. A protocol only opened
  // by clicking its row (toggle mode) is in the call too: it enables COPY and the note records it as
  // reviewed (core's hasNoteContent and protocolsInCall).
  const canCopy = hasNoteContentNow && !isCopyBlocked;
  const copyLabel = options?.callSummaryOptions?.buttonText?.trim() || 'COPY';

  const runCopy = async (allowSilentCall = false) => {
    if (isCopying) return;
    setIsCopying(true);
    try {
      const outcome = await copy({ allowSilentCall });
      if (outcome === 'silent-call') setIsSilentCallOpen(true);
      // Rendered at once, not in a later task: the confirmation is the moment COPY is timed to (ADR 0022).
      if (outcome === 'copied' || outcome === 'sent') flushSync(showCopied);
    } finally {
      setIsCopying(false);
    }
  };

  const reset = () => {
    if (useCallStore.getState().reset() === 'reset') void navigate(ROUTES.protocols.criteria);
  };
  const isPrevDisabled = !hasProtocol || tab.previousPath === null;
  const isNextDisabled = !hasProtocol || tab.nextPath === null;
  const onDisabledMove = hasProtocol ? undefined : selectProtocolFirstToast;
  const prev = () => (isPrevDisabled ? onDisabledMove?.() : tab.previousPath && void navigate(tab.previousPath));
  const next = () => (isNextDisabled ? onDisabledMove?.() : tab.nextPath && void navigate(tab.nextPath));
  const onDisabledCopy = isCopyBlocked ? undefined : selectProtocolFirstToast;
  const copyNow = () => (canCopy ? void runCopy() : onDisabledCopy?.());
  useShortcut('reset', reset);
  useShortcut('prev', prev);
  useShortcut('next', next);
  useShortcut('copy', copyNow);
  // '(Now what?)' once the call's note is copied (the status may be gone already).
  useShortcut('now-what', () => {
    if (isCopiedShown || useCallStore.getState().copyHasOccurred) setIsNowWhatOpen(true);
  });
  const openNowWhat = () => {
    // Focus goes back to COPY when the dialog closes: the status, and the button in it, are gone.
    copyRef.current?.focus();
    setIsCopiedShown(false);
    setIsNowWhatOpen(true);
  };

  return (
    <footer className="flex shrink-0 items-center gap-2 border-t border-slate-200 bg-white px-3 py-2">
      <BarButton
        tone="reset"
        icon={<RotateCcw aria-hidden="true" className="size-4" />}
        onClick={reset}
        aria-keyshortcuts={shortcutKeys('reset')}
      >
        RESET
      </BarButton>
      <div className="flex flex-1 justify-center">
        <ProductLogo className="size-7 opacity-90" />
      </div>
      <BarButton
        icon={<ChevronLeft aria-hidden="true" className="-ml-1 size-4" />}
        isDisabled={isPrevDisabled}
        onDisabledClick={prev}
        onClick={prev}
        aria-keyshortcuts={shortcutKeys('prev')}
      >
        PREV
      </BarButton>
      <BarButton
        icon={null}
        isDisabled={isNextDisabled}
        onDisabledClick={next}
        onClick={next}
        aria-keyshortcuts={shortcutKeys('next')}
      >
        NEXT
        <ChevronRight aria-hidden="true" className="-mr-1 size-4" />
      </BarButton>
      <WaitingForHost />
      <Popover.Root open={isCopiedShown} onOpenChange={setIsCopiedShown}>
        <Popover.Anchor asChild>
          <BarButton
            ref={copyRef}
            tone="primary"
            icon={<SummaryButtonIcon name={options?.callSummaryOptions?.buttonIcon} />}
            isDisabled={!canCopy}
            onDisabledClick={copyNow}
            onClick={copyNow}
            aria-keyshortcuts={shortcutKeys('copy')}
            aria-busy={isCopying || undefined}
            className="min-w-24 justify-center"
          >
            {copyLabel}
          </BarButton>
        </Popover.Anchor>
        {/* Not in a portal: the status follows COPY in the page, so Tab from COPY reaches '(Now what?)'. */}
        <Popover.Content
          side="top"
          align="end"
          sideOffset={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          // While the keyboard is on '(Now what?)' the status stays (it closes when focus leaves it).
          onFocus={() => clearTimeout(hideTimer.current)}
          role="status"
          className="z-50 rounded-md bg-slate-900 px-3 py-2 text-sm font-medium text-white shadow-lg motion-safe:animate-pop-in"
        >
          {COPIED_TEXT}{' '}
          <button
            type="button"
            onClick={openNowWhat}
            aria-keyshortcuts={shortcutKeys('now-what')}
            className="rounded-sm font-semibold text-sky-300 underline underline-offset-2 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
          >
            (Now what?)
          </button>
          <Popover.Arrow className="fill-slate-900" width={10} height={5} />
        </Popover.Content>
      </Popover.Root>
      <SendToChartButton />
      <AfterFirstPaint>
        <ConfirmDialog
          open={isSilentCallOpen}
          onOpenChange={setIsSilentCallOpen}
          title={SILENT_CALL_TITLE}
          text={SILENT_CALL_TEXT}
          cancelLabel="Return to Call"
          confirmLabel="Copy Anyway"
          onConfirm={() => {
            setIsSilentCallOpen(false);
            void runCopy(true);
          }}
        />
        <ResetDialog onReset={() => void navigate(ROUTES.protocols.criteria)} />
        <CallNoteReadyDialog open={isNowWhatOpen} onOpenChange={setIsNowWhatOpen} />
      </AfterFirstPaint>
    </footer>
  );
}
