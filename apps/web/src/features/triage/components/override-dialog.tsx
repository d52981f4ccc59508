/**
 * The Override Disposition dialog (spec sections 4 and 5): a disposition from core's
 * overrideOptions (the dispositions list's override dispositions plus the selected ones of the
 * call), one of the 17 reasons, optional notes. Save Override refuses a draft with a missing
 * disposition or reason and marks the field '*Required'; Clear Override removes the override.
 * When the dispositions list cannot be loaded, the 'Error' dialog shows instead.
 */
import { type Disposition, type DispositionOverride, OVERRIDE_REASONS } from '@triage/contracts';
import { type OverrideErrors, overrideApplies, overrideOptions, saveOverride } from '@triage/core';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { dispositionLevelClasses } from '../../../components/ui/disposition-colours.ts';
import { cn } from '../../../lib/cn.ts';
import { useCallStore } from '../../call/index.ts';

const OVERRIDE_TITLE = 'Override Disposition';
const DISPOSITIONS_ERROR_TITLE = 'Error';
const DISPOSITIONS_ERROR_TEXT = 'Failed to load dispositions. Please try again.';

const LEVEL_GROUPS: ReadonlyArray<{ level: number; label: string }> = [
  { level: 1, label: 'Level 1 (red)' },
  { level: 2, label: 'Level 2 (yellow)' },
  { level: 3, label: 'Level 3 (green)' },
];

interface DispositionsState {
  data: Disposition[] | undefined;
  isError: boolean;
  isFetching: boolean;
}

export interface OverrideDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dispositions: DispositionsState;
}

export function OverrideDialog({ open, onOpenChange, dispositions }: OverrideDialogProps) {
  if (!open) return null;
  if (dispositions.isError && !dispositions.isFetching) {
    return (
      <Dialog
        open
        onOpenChange={onOpenChange}
        title={DISPOSITIONS_ERROR_TITLE}
        footer={<Button onClick={() => onOpenChange(false)}>Close</Button>}
        className="max-w-md"
      >
        <p role="alert" className="text-sm text-slate-800">
          {DISPOSITIONS_ERROR_TEXT}
        </p>
      </Dialog>
    );
  }
  return <OverrideForm onClose={() => onOpenChange(false)} dispositions={dispositions.data} />;
}

/** The override's disposition as stored: without the protocol's questions (and their answers). */
function asOverrideDisposition(disposition: Disposition): Disposition {
  return { ...disposition, questions: [] };
}

function Field({
  label,
  htmlFor,
  error,
  errorId,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string | undefined;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline gap-2">
        <label htmlFor={htmlFor} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {error ? (
          <span id={errorId} className="text-xs font-bold text-red-700">
            {error}
          </span>
        ) : null}
      </div>
      {children}
    </div>
  );
}

const SELECT_CLASSES =
  'h-9 w-full rounded-[var(--radius-app)] border bg-white px-2.5 text-sm text-slate-900 shadow-xs focus:border-primary-600 focus:ring-2 focus:ring-primary-200 focus:outline-none disabled:bg-slate-100';

function OverrideForm({ onClose, dispositions }: { onClose: () => void; dispositions: Disposition[] | undefined }) {
  const selectedProtocols = useCallStore((state) => state.selectedProtocols);
  const current = useCallStore((state) => state.dispositionOverride);
  const setDispositionOverride = useCallStore((state) => state.setDispositionOverride);
  const clearDispositionOverride = useCallStore((state) => state.clearDispositionOverride);
  const [dispositionId, setDispositionId] = useState(current?.disposition ? String(current.disposition.id) : '');
  const [reason, setReason] = useState(current?.reason ?? '');
  const [notes, setNotes] = useState(current?.notes ?? '');
  const [errors, setErrors] = useState<OverrideErrors>({});
  const ids = { form: useId(), disposition: useId(), reason: useId(), notes: useId() };
  const errorIds = { disposition: useId(), reason: useId() };

  const options = useMemo(() => {
    if (!dispositions) return null;
    const listed = overrideOptions(dispositions, selectedProtocols);
    const kept = current?.disposition;
    return kept && !listed.some((d) => d.id === kept.id) ? [...listed, kept] : listed;
  }, [dispositions, selectedProtocols, current]);
  const chosen = options?.find((d) => String(d.id) === dispositionId) ?? null;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const result = saveOverride({
      disposition: chosen ? asOverrideDisposition(chosen) : null,
      reason: reason === '' ? null : reason,
      notes: notes.trim() === '' ? null : notes.trim(),
    });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setDispositionOverride(result.override satisfies DispositionOverride);
    onClose();
  };

  const grouped = LEVEL_GROUPS.map((group) => ({
    ...group,
    options: (options ?? []).filter((d) => d.dispositionLevelId === group.level),
  }));
  const others = (options ?? []).filter((d) => !LEVEL_GROUPS.some((g) => g.level === d.dispositionLevelId));

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={OVERRIDE_TITLE}
      description="Replace the call disposition that the triage answers give."
      footer={
        <>
          {overrideApplies(current) ? (
            <Button
              variant="ghost"
              className="mr-auto text-red-700 hover:bg-red-50"
              onClick={() => {
                clearDispositionOverride();
                onClose();
              }}
            >
              Clear Override
            </Button>
          ) : null}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={ids.form}>
            Save Override
          </Button>
        </>
      }
    >
      <form id={ids.form} onSubmit={save} noValidate className="flex flex-col gap-4">
        <Field label="Disposition" htmlFor={ids.disposition} error={errors.disposition} errorId={errorIds.disposition}>
          <div className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={cn(
                'size-4 shrink-0 rounded-full border',
                chosen ? dispositionLevelClasses(chosen.dispositionLevelId).titleBar : 'border-slate-300 bg-white',
              )}
            />
            <select
              id={ids.disposition}
              value={dispositionId}
              disabled={!options}
              aria-invalid={errors.disposition ? true : undefined}
              aria-describedby={errors.disposition ? errorIds.disposition : undefined}
              onChange={(event) => {
                setDispositionId(event.target.value);
                setErrors(({ disposition: _dropped, ...rest }) => rest);
              }}
              className={cn(SELECT_CLASSES, errors.disposition ? 'border-red-600' : 'border-slate-300')}
            >
              <option value="">{options ? 'Choose a disposition' : 'Loading dispositions...'}</option>
              {grouped.map((group) =>
                group.options.length > 0 ? (
                  <optgroup key={group.level} label={group.label}>
                    {group.options.map((d) => (
                      <option key={d.id} value={String(d.id)}>
                        {d.title}
                      </option>
                    ))}
                  </optgroup>
                ) : null,
              )}
              {others.map((d) => (
                <option key={d.id} value={String(d.id)}>
                  {d.title}
                </option>
              ))}
            </select>
          </div>
        </Field>
        <Field label="Reason" htmlFor={ids.reason} error={errors.reason} errorId={errorIds.reason}>
          <select
            id={ids.reason}
            value={reason}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? errorIds.reason : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setErrors(({ reason: _dropped, ...rest }) => rest);
            }}
            className={cn(SELECT_CLASSES, errors.reason ? 'border-red-600' : 'border-slate-300')}
          >
            <option value="">Choose a reason</option>
            {OVERRIDE_REASONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </Field>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.notes} className="text-sm font-semibold text-slate-800">
            Notes <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <textarea
            id={ids.notes}
            value={notes}
            rows={3}
            maxLength={1000}
            onChange={(event) => setNotes(event.target.value)}
            className="w-full resize-y rounded-[var(--radius-app)] border border-slate-300 bg-white px-2.5 py-1.5 text-sm shadow-xs focus:border-primary-600 focus:ring-2 focus:ring-primary-200 focus:outline-none"
          />
        </div>
      </form>
    </Dialog>
  );
}
