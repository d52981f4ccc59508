import { HoverCard as RadixHoverCard } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface HoverCardProps {
  /** One focusable element that accepts a ref: the card also opens on keyboard focus. */
  trigger: ReactElement;
  children: ReactNode;
  /** Default 200 ms (reason card); the suggestion card uses 500. */
  openDelay?: number;
  /** Default 100 ms. */
  closeDelay?: number;
  /** Pixels; default 350 (spec section 9). */
  maxWidth?: number;
  /** Pixels; a fixed width, e.g. 350 for the suggestion card. */
  width?: number;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** A card of extra detail shown on hover or focus (Radix HoverCard), e.g. a question's reasons. */
export function HoverCard({
  trigger,
  children,
  openDelay = 200,
  closeDelay = 100,
  maxWidth = 350,
  width,
  side = 'bottom',
  align = 'start',
  open,
  onOpenChange,
  className,
}: HoverCardProps) {
  return (
    <RadixHoverCard.Root open={open} onOpenChange={onOpenChange} openDelay={openDelay} closeDelay={closeDelay}>
      <RadixHoverCard.Trigger asChild>{trigger}</RadixHoverCard.Trigger>
      <RadixHoverCard.Portal>
        <RadixHoverCard.Content
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          style={{ maxWidth, width }}
          className={cn(
            'z-50 rounded-[var(--radius-app)] border border-slate-200 bg-white p-3 text-sm text-slate-800 shadow-lg',
            'motion-safe:animate-pop-in',
            className,
          )}
        >
          {children}
        </RadixHoverCard.Content>
      </RadixHoverCard.Portal>
    </RadixHoverCard.Root>
  );
}
