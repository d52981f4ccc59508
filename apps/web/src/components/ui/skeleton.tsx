import { cn } from '../../lib/cn.ts';

/** One grey placeholder bar; size it with className (default full width, 1rem high). */
function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('h-4 rounded bg-slate-200 motion-safe:animate-pulse', className)} />;
}

const WIDTHS = ['w-full', 'w-11/12', 'w-3/4', 'w-5/6', 'w-2/3'];

export interface SkeletonLinesProps {
  /** Number of bars; the Instructions panel shows three. */
  lines?: number;
  /** Announced to screen readers. */
  label?: string;
  className?: string;
}

/** Placeholder bars while content loads, announced once as a status. */
export function SkeletonLines({ lines = 3, label = 'Loading...', className }: SkeletonLinesProps) {
  return (
    <div role="status" className={cn('flex flex-col gap-2.5', className)}>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the bars are identical and never reorder
        <Skeleton key={index} className={WIDTHS[index % WIDTHS.length]} />
      ))}
      <span className="sr-only">{label}</span>
    </div>
  );
}
