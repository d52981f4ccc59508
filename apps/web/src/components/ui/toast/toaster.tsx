import { CircleAlert, CircleCheck, Info, type LucideIcon, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '../../../lib/cn.ts';
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastItem,
  type ToastVariant,
  useToastStore,
} from './toast-store.ts';

const VARIANTS: Record<ToastVariant, { card: string; icon: LucideIcon; iconClass: string }> = {
  default: { card: 'border-slate-200 bg-white text-slate-900', icon: Info, iconClass: 'text-primary-600' },
  destructive: { card: 'border-red-300 bg-red-50 text-red-950', icon: CircleAlert, iconClass: 'text-red-700' },
  success: { card: 'border-green-300 bg-green-50 text-green-950', icon: CircleCheck, iconClass: 'text-green-700' },
};

function ToastCard({ item }: { item: ToastItem }) {
  const variant = VARIANTS[item.variant];
  const Icon = variant.icon;
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      duration={item.duration}
      type={item.variant === 'destructive' ? 'foreground' : 'background'}
      data-variant={item.variant}
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-[var(--radius-app)] border py-3 pr-2 pl-3 shadow-lg',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        'motion-safe:data-[state=open]:animate-toast-in motion-safe:data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
        'data-[swipe=cancel]:transition-transform motion-safe:data-[swipe=end]:animate-toast-swipe-out',
        variant.card,
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', variant.iconClass)} />
      <div className="min-w-0 flex-1">
        <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
        {item.description ? <Toast.Description className="mt-0.5 text-sm">{item.description}</Toast.Description> : null}
      </div>
      {item.action ? (
        <Toast.Action
          altText={item.altText}
          onClick={item.action.onClick}
          className="shrink-0 rounded-md border border-current px-2 py-1 text-xs font-semibold hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          {item.action.label}
        </Toast.Action>
      ) : null}
      <Toast.Close
        aria-label="Dismiss notification"
        className="shrink-0 rounded-md p-1 opacity-70 hover:bg-black/5 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <X aria-hidden="true" className="size-4" />
      </Toast.Close>
    </Toast.Root>
  );
}

/**
 * Renders the toasts, top right (spec section 2). F8 moves focus to them; a swipe of 50px to the
 * right dismisses one. Mount once, near the root of the app.
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <Toast.Provider
      label="Notification"
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      <Toast.Viewport
        hotkey={TOAST_HOTKEY}
        label="Notifications ({hotkey})"
        className="pointer-events-none fixed top-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
