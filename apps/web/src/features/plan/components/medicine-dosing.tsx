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
import { AddToNoteButton, DosingTable, SourcesDetails, WarningsList } from './dosing-parts.tsx';
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
  const usedSources = [
    ...medicine.bands.flatMap((band) => band.sourceIds),
    ...medicine.adult.sourceIds,
    ...medicine.frequencySourceIds,
    ...medicine.warnings.flatMap((warning) => warning.sourceIds),
  ];
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
      <DosingTable
        caption={`${medicine.name} doses by weight`}
        headers={['Weight (lb)', 'Weight (kg)', 'Age', 'Dose', ...medicine.forms.map((form) => form.label)]}
        rows={medicine.bands.map((band) => ({
          key: band.fromLb,
          isMatch: band === match,
          label: weightLabel(band),
          cells: [
            band.kgLabel,
            band.ageLabel,
            `${band.mg} mg`,
            ...medicine.forms.map((form) => amountCell(medicine, band, form.id)),
          ],
        }))}
        matchNote=" (the typed weight)"
      />
      {lookup !== null && lookup.kind !== 'band' ? (
        <p className="rounded bg-slate-100 px-2 py-1 text-sm text-slate-800">{lookup.message}</p>
      ) : null}
      {match?.deviation === undefined ? null : (
        // Where the picked row departs from a cited source (ADR 0044's blind review).
        <p className="rounded border-l-4 border-slate-400 bg-slate-50 px-2 py-1 text-sm text-slate-800">
          Where this row departs from a source: {match.deviation}
        </p>
      )}
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
              return (
                <AddToNoteButton
                  key={amount.formId}
                  text={text}
                  added={added}
                  onAdd={onAdd}
                  label={doseAmountText(medicine, amount)}
                  name={`${doseAmountText(medicine, amount)} — ${medicine.name} ${match.mg} mg`}
                />
              );
            })}
          </div>
        ) : (
          <p className="text-sm font-semibold text-red-900">
            No {medicine.name.toLowerCase()} dose is offered at this age.
          </p>
        )
      ) : null}
      <WarningsList name={medicine.name} warnings={warnings} blockingId={blocked?.id} />
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
      <SourcesDetails name={medicine.name} sources={sources} usedIds={usedSources} />
    </section>
  );
}
