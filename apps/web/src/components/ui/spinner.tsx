import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export interface SpinnerProps {
  /** Announced to screen readers; shown too when isLabelShown. Default 'Loading...'. */
  label?: string;
  isLabelShown?: boolean;
  size?: keyof typeof SIZES;
  className?: string;
}

/** A busy indicator with a status role, so screen readers hear that something is loading. */
export function Spinner({ label = 'Loading...', isLabelShown = false, size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-sm text-slate-600', className)}>
      <LoaderCircle aria-hidden="true" className={cn('animate-spin text-primary-600', SIZES[size])} />
      <span className={isLabelShown ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}
