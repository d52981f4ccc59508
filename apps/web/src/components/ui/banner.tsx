import { Info, TriangleAlert } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type BannerTone = 'info' | 'warning';

const TONES: Record<BannerTone, { bar: string; icon: string; role: 'note' | 'status' }> = {
  info: { bar: 'border-sky-200 bg-sky-100 text-sky-950', icon: 'text-sky-700', role: 'note' },
  warning: { bar: 'border-yellow-300 bg-yellow-100 text-yellow-950', icon: 'text-yellow-700', role: 'status' },
};

export interface BannerProps {
  /** 'info': the light blue top and bottom banners; 'warning': yellow, e.g. the new-version notice. */
  tone?: BannerTone;
  children: ReactNode;
  /** Buttons at the end of the bar; use BannerAction. */
  actions?: ReactNode;
  /** Shows the tone's icon; default on for warnings. */
  hasIcon?: boolean;
  /** Defaults: 'note' for info, 'status' (announced politely) for warnings. */
  role?: 'note' | 'status' | 'alert' | 'region';
  className?: string;
}

/** A full-width strip of text above or below the page. */
export function Banner({
  tone = 'info',
  children,
  actions,
  hasIcon = tone === 'warning',
  role,
  className,
}: BannerProps) {
  const style = TONES[tone];
  const Icon = tone === 'warning' ? TriangleAlert : Info;
  return (
    <div
      role={role ?? style.role}
      className={cn('flex items-center gap-2 border-y px-3 py-1.5 text-sm', style.bar, className)}
    >
      {hasIcon ? <Icon aria-hidden="true" className={cn('size-4 shrink-0', style.icon)} /> : null}
      <div className="min-w-0 flex-1">{children}</div>
      {actions ? <div className="flex shrink-0 items-center gap-1.5">{actions}</div> : null}
    </div>
  );
}

export interface BannerActionProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'primary' for the main action (Update), 'quiet' for the other (Dismiss). */
  emphasis?: 'primary' | 'quiet';
}

/** A compact button sized for a banner. */
export function BannerAction({ emphasis = 'quiet', className, type = 'button', ...props }: BannerActionProps) {
  return (
    <button
      type={type}
      className={cn(
        'rounded-md px-2.5 py-1 text-xs font-semibold',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        emphasis === 'primary'
          ? 'bg-primary-600 text-white hover:bg-primary-700'
          : 'border border-current/30 bg-white/60 hover:bg-white',
        className,
      )}
      {...props}
    />
  );
}
