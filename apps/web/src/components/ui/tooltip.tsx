import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** Tooltip delays of spec section 9: 200 ms (default), 300 ms (sub-tabs, care advice), 800 ms (search panel). */
export const TOOLTIP_DELAY_MS = { short: 200, medium: 300, long: 800 } as const;

export interface TooltipProps {
  /** The tip. Nothing (null, '') renders the trigger alone. */
  content: ReactNode;
  /**
   * The trigger, one focusable element that accepts a ref (a button, a link). A disabled button
   * gets no pointer events: wrap it in a <span tabIndex={0}> or use aria-disabled instead.
   */
  children: ReactElement;
  /** Milliseconds of hover before the tip shows; default 200. */
  delayDuration?: number;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled mode, e.g. to show a tip for a fixed time after an action. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** A short text tip on hover or keyboard focus (Radix Tooltip); Escape hides it. */
export function Tooltip({
  content,
  children,
  delayDuration = TOOLTIP_DELAY_MS.short,
  side = 'top',
  open,
  onOpenChange,
  className,
}: TooltipProps) {
  if (content === null || content === undefined || content === '' || content === false) return children;
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cn(
              'z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs leading-snug font-medium text-white shadow-md',
              'motion-safe:animate-pop-in',
              className,
            )}
          >
            {content}
            <RadixTooltip.Arrow className="fill-slate-900" width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
