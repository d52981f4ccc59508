/**
 * One medicine on the Medication sub-tab: the weight-band table with the row of the typed weight
 * highlighted (and named for screen readers), the warnings that apply, how often and how much a
 * day, the adult dose, and the buttons that add a dose to the call.
 */
import type { DosingBand, DosingSource, MedicineDosing } from '@triage/contracts';
import {
  adultRecommendationText,
  applicableWarnings,
  blockingWarning,
  doseAmountText,
  lookupBand,
  otcRecommendationText,
} from '@triage/core';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { MedicationEntry } from './medication-entry.tsx';

interface MedicineDosingProps {
  medicine: MedicineDosing;
  entry: MedicationEntry;
  sources: readonly DosingSource[];
  added: readonly string[];
  onAdd: (text: string) => void;
}

function weightLabel(band: DosingBand): string {
  return band.toLb === null ? `${band.fromLb} lb and over` : `${band.fromLb}–${band.toLb} lb`;
}

function amountCell(medicine: MedicineDosing, band: DosingBand, formId: string): string {
  const amount = band.amounts.find((candidate) => candidate.formId === formId);
  if (amount === undefined) return '—';
  const form = medicine.forms.find((candidate) => candidate.id === formId);
  return form?.kind === 'liquid' ? `${amount.amount} mL` : `${amount.amount}`;
}

export function MedicineDosingSection({ medicine, entry, sources, added, onAdd }: MedicineDosingProps) {
  const headingId = `medicine-${medicine.id}`;
  const lookup = entry.weight === null ? null : lookupBand(medicine, entry.weight);
  const match = lookup?.kind === 'band' ? lookup.band : null;
  const blocked = blockingWarning(medicine, entry.age);
  const warnings = applicableWarnings(medicine.warnings, entry.age);
  const usedSources = new Set([
    ...medicine.bands.flatMap((band) => band.sourceIds),
    ...medicine.adult.sourceIds,
    ...medicine.frequencySourceIds,
    ...medicine.warnings.flatMap((warning) => warning.sourceIds),
  ]);
  const adultText = adultRecommendationText(medicine);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {medicine.name}
      </h2>
      <p className="text-sm text-slate-700">
        Children: {medicine.frequency}; {medicine.pediatricMaxDoses}.
      </p>
      {medicine.bands
        .filter((band) => band.maxDoses !== undefined)
        .map((band) => (
          <p key={band.fromLb} className="text-sm text-slate-700">
            {weightLabel(band)}: {band.maxDoses}.
          </p>
        ))}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{medicine.name} doses by weight</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left text-slate-600">
              <th scope="col" className="px-2 py-1 font-medium">
                Weight (lb)
              </th>
              <th scope="col" className="px-2 py-1 font-medium">
                Weight (kg)
              </th>
              <th scope="col" className="px-2 py-1 font-medium">
                Age
              </th>
              <th scope="col" className="px-2 py-1 font-medium">
                Dose
              </th>
              {medicine.forms.map((form) => (
                <th key={form.id} scope="col" className="px-2 py-1 font-medium">
                  {form.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {medicine.bands.map((band) => {
              const isMatch = band === match;
              return (
                <tr
                  key={band.fromLb}
                  aria-current={isMatch ? 'true' : undefined}
                  className={cn(
                    'border-b border-slate-100',
                    isMatch && 'bg-primary-100 font-semibold text-slate-950 outline-2 outline-primary-600',
                  )}
                >
                  <th scope="row" className="px-2 py-1 text-left font-[inherit]">
                    {weightLabel(band)}
                    {isMatch ? <span className="sr-only"> (the typed weight)</span> : null}
                  </th>
                  <td className="px-2 py-1">{band.kgLabel}</td>
                  <td className="px-2 py-1">{band.ageLabel}</td>
                  <td className="px-2 py-1">{band.mg} mg</td>
                  {medicine.forms.map((form) => (
                    <td key={form.id} className="px-2 py-1">
                      {amountCell(medicine, band, form.id)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {lookup !== null && lookup.kind !== 'band' ? (
        <p className="rounded bg-slate-100 px-2 py-1 text-sm text-slate-800">{lookup.message}</p>
      ) : null}
      {match !== null && entry.weight !== null ? (
        blocked === null ? (
          <div className="flex flex-wrap gap-2">
            {match.amounts.map((amount) => {
              const text = otcRecommendationText(
                medicine,
                match,
                amount,
                entry.weight as NonNullable<typeof entry.weight>,
              );
              const isAdded = added.includes(text);
              return (
                <Button
                  key={amount.formId}
                  variant="outline"
                  className="h-8 px-3 aria-disabled:cursor-default aria-disabled:opacity-60"
                  // aria-disabled, not disabled: the focus stays on the button the nurse pressed.
                  aria-disabled={isAdded}
                  aria-label={`${isAdded ? 'Added' : 'Add to note'}: ${doseAmountText(medicine, amount)} — ${medicine.name} ${match.mg} mg`}
                  onClick={() => (isAdded ? undefined : onAdd(text))}
                >
                  {isAdded ? 'Added' : 'Add to note'}: {doseAmountText(medicine, amount)}
                </Button>
              );
            })}
          </div>
        ) : (
          <p className="text-sm font-semibold text-red-900">
            No {medicine.name.toLowerCase()} dose is offered at this age.
          </p>
        )
      ) : null}
      {warnings.length > 0 ? (
        <ul aria-label={`${medicine.name} warnings`} className="flex flex-col gap-1">
          {warnings.map((warning) => (
            <li
              key={warning.id}
              className={cn(
                'rounded border-l-4 px-2 py-1 text-sm',
                warning.blocksDosing && blocked?.id === warning.id
                  ? 'border-red-600 bg-red-50 font-semibold text-red-900'
                  : 'border-amber-500 bg-amber-50 text-amber-950',
              )}
            >
              {warning.text}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>
          Adults: {medicine.adult.dose}; no more than {medicine.adult.maxDaily}.
        </span>
        <Button
          variant="ghost"
          className="h-7 px-2 text-primary-700 aria-disabled:cursor-default aria-disabled:opacity-60"
          aria-disabled={added.includes(adultText)}
          aria-label={`${added.includes(adultText) ? 'Added adult dose' : 'Add adult dose to note'}: ${medicine.name}`}
          onClick={() => (added.includes(adultText) ? undefined : onAdd(adultText))}
        >
          {added.includes(adultText) ? 'Added adult dose' : 'Add adult dose to note'}
        </Button>
      </div>
      <details className="text-xs text-slate-600">
        <summary className="cursor-pointer">Sources for {medicine.name}</summary>
        <ul className="mt-1 list-disc pl-5">
          {sources
            .filter((source) => usedSources.has(source.id))
            .map((source) => (
              <li key={source.id}>
                <a href={source.url} target="_blank" rel="noopener noreferrer" className="underline">
                  {source.title}
                </a>
              </li>
            ))}
        </ul>
      </details>
    </section>
  );
}
