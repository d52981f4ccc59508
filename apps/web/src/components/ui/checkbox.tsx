import { Check, Minus } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

export interface CheckboxProps extends ComponentProps<typeof RadixCheckbox.Root> {
  /** A visible label. Without one, pass aria-label or aria-labelledby. */
  label?: ReactNode;
}

/** A checkbox (Radix Checkbox): Space toggles it; supports 'indeterminate'. */
export function Checkbox({ label, className, id, ...props }: CheckboxProps) {
  const generated = useId();
  const checkboxId = id ?? generated;
  const box = (
    <RadixCheckbox.Root
      id={checkboxId}
      className={cn(
        'peer inline-flex size-5 shrink-0 items-center justify-center rounded border-2 border-slate-500 bg-white',
        'hover:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        'data-[state=checked]:border-primary-600 data-[state=checked]:bg-primary-600 data-[state=checked]:text-white',
        'data-[state=indeterminate]:border-primary-600 data-[state=indeterminate]:bg-primary-600 data-[state=indeterminate]:text-white',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      {/* Always mounted, hidden while unchecked: mounting it at every toggle made Radix Presence read
          the computed style (a forced style recalculation) inside the answer's commit (ADR 0022). */}
      <RadixCheckbox.Indicator forceMount className="data-[state=unchecked]:hidden">
        {props.checked === 'indeterminate' ? (
          <Minus aria-hidden="true" className="size-3.5" strokeWidth={3} />
        ) : (
          <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
        )}
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
  if (label === undefined) return box;
  return (
    <div className="inline-flex items-center gap-2">
      {box}
      <label htmlFor={checkboxId} className="text-sm text-slate-800 select-none peer-disabled:opacity-50">
        {label}
      </label>
    </div>
  );
}
