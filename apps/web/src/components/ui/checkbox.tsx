/**
 * A checkbox: a `<button role="checkbox">` (WAI-ARIA checkbox pattern) — Space or a click toggles
 * it, Enter does not; 'indeterminate' shows a dash and reads as mixed. Written here rather than
 * taken from Radix (ADR 0022): a triage question's box renders at every answer, and Radix's
 * checkbox (scope, context, presence, composed refs) was the largest part of that render at 4×
 * CPU slowdown. It keeps Radix's markup (`data-state` on the box and its indicator), so styles,
 * labels (`htmlFor` reaches a button) and a wrapping Tooltip trigger work as before.
 */
import { Check, Minus } from 'lucide-react';
import { type ComponentProps, type KeyboardEvent, type MouseEvent, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps
  extends Omit<ComponentProps<'button'>, 'type' | 'role' | 'value' | 'defaultChecked' | 'onChange'> {
  checked: CheckedState;
  /** The state a press asks for: an indeterminate box becomes checked. */
  onCheckedChange?: (checked: boolean) => void;
  /** A visible label. Without one, pass aria-label or aria-labelledby. */
  label?: ReactNode;
}

const stateOf = (checked: CheckedState) =>
  checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked';

export function Checkbox({
  label,
  className,
  id,
  checked,
  onCheckedChange,
  onClick,
  onKeyDown,
  ...props
}: CheckboxProps) {
  const generated = useId();
  const checkboxId = id ?? generated;
  const state = stateOf(checked);
  const box = (
    // biome-ignore lint/a11y/useSemanticElements: Radix's markup, kept (a button with the checkbox role, the WAI-ARIA pattern): selectors, styles and the indeterminate state stay as they were
    <button
      // First, so that the box's own state wins over a wrapping trigger's (a Tooltip's data-state).
      {...props}
      type="button"
      role="checkbox"
      id={checkboxId}
      aria-checked={checked === 'indeterminate' ? 'mixed' : checked}
      data-state={state}
      data-disabled={props.disabled ? '' : undefined}
      className={cn(
        'peer inline-flex size-5 shrink-0 items-center justify-center rounded border-2 border-slate-500 bg-white',
        'hover:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        'data-[state=checked]:border-primary-600 data-[state=checked]:bg-primary-600 data-[state=checked]:text-white',
        'data-[state=indeterminate]:border-primary-600 data-[state=indeterminate]:bg-primary-600 data-[state=indeterminate]:text-white',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        // A checkbox toggles with Space only (WAI-ARIA); a button would also click on Enter.
        if (event.key === 'Enter') event.preventDefault();
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(checked === 'indeterminate' ? true : !checked);
      }}
    >
      {/* Always there, hidden while unchecked: a toggle changes one attribute, nothing mounts. */}
      <span data-state={state} className="pointer-events-none data-[state=unchecked]:hidden">
        {checked === 'indeterminate' ? (
          <Minus aria-hidden="true" className="size-3.5" strokeWidth={3} />
        ) : (
          <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
        )}
      </span>
    </button>
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
