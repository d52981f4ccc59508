/**
 * The bypass reason of the screening dialog in 'bypass' mode (spec section 5): one of the five
 * reasons; Other shows the 'Other Reason' field ('Please specify the other reason'); changing the
 * reason clears the other text (core's setColumbiaBypassReason).
 */
import { COLUMBIA_BYPASS_REASONS, type ColumbiaBypass, type ColumbiaBypassReason } from '@triage/contracts';
import {
  type ColumbiaBypassError,
  isOtherReasonShown,
  OTHER_REASON_LABEL,
  OTHER_REASON_PLACEHOLDER,
} from '@triage/core';
import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';

const BYPASS_REASON_REQUIRED = 'Choose a reason to bypass the screening.';
const OTHER_REASON_REQUIRED = 'Please specify the other reason.';

export interface BypassReasonFormProps {
  bypass: ColumbiaBypass;
  errors: readonly ColumbiaBypassError[];
  onReasonChange: (reason: ColumbiaBypassReason | null) => void;
  onOtherReasonChange: (text: string) => void;
}

const FIELD =
  'w-full rounded-[var(--radius-app)] border bg-white px-2.5 text-sm text-slate-900 shadow-xs focus:border-primary-600 focus:ring-2 focus:ring-primary-200 focus:outline-none';

export function BypassReasonForm({ bypass, errors, onReasonChange, onOtherReasonChange }: BypassReasonFormProps) {
  const reasonId = useId();
  const otherId = useId();
  const reasonErrorId = useId();
  const otherErrorId = useId();
  const isReasonMissing = errors.includes('reason-required');
  const isOtherMissing = errors.includes('other-reason-required');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={reasonId} className="text-sm font-semibold text-slate-800">
          Bypass reason
        </label>
        <select
          id={reasonId}
          value={bypass.reason ?? ''}
          aria-invalid={isReasonMissing || undefined}
          aria-describedby={isReasonMissing ? reasonErrorId : undefined}
          onChange={(event) => onReasonChange((event.target.value || null) as ColumbiaBypassReason | null)}
          className={cn(FIELD, 'h-9', isReasonMissing ? 'border-red-600' : 'border-slate-300')}
        >
          <option value="">Choose a reason</option>
          {COLUMBIA_BYPASS_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </select>
        {isReasonMissing ? (
          <p id={reasonErrorId} className="text-xs font-semibold text-red-700">
            {BYPASS_REASON_REQUIRED}
          </p>
        ) : null}
      </div>
      {isOtherReasonShown(bypass) ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={otherId} className="text-sm font-semibold text-slate-800">
            {OTHER_REASON_LABEL}
          </label>
          <input
            id={otherId}
            type="text"
            value={bypass.otherReason ?? ''}
            placeholder={OTHER_REASON_PLACEHOLDER}
            maxLength={500}
            aria-invalid={isOtherMissing || undefined}
            aria-describedby={isOtherMissing ? otherErrorId : undefined}
            onChange={(event) => onOtherReasonChange(event.target.value)}
            className={cn(FIELD, 'h-9', isOtherMissing ? 'border-red-600' : 'border-slate-300')}
          />
          {isOtherMissing ? (
            <p id={otherErrorId} className="text-xs font-semibold text-red-700">
              {OTHER_REASON_REQUIRED}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
