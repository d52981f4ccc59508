import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { returnFocusAfterDialog } from '../../lib/focus-return.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal dialog over Radix Dialog: focus trapped, Escape closes, title announced. Padding from the
 * theme (spec section 9: 1rem, 0.5rem for the title and button bars).
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, className }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          onCloseAutoFocus={returnFocusAfterDialog}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] max-w-[600px] -translate-x-1/2 -translate-y-1/2',
            'flex-col rounded-[var(--radius-app)] bg-white shadow-xl focus:outline-none',
            className,
          )}
        >
          <div className="border-b border-slate-200 px-app py-app-compact">
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="text-sm text-slate-600">{description}</RadixDialog.Description>
            ) : (
              <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
            )}
          </div>
          <div className="overflow-y-auto p-app">{children}</div>
          {footer ? (
            <div className="flex justify-end gap-2 border-t border-slate-200 px-app py-app-compact">{footer}</div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
