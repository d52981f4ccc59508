/**
 * One medicine dosed by age from its Drug Facts label on the Medication sub-tab (ADR 0058): the
 * label's age rows with the row of the typed age (or of the typed weight, where the label doses by
 * weight first; or, on an adult protocol with no age typed, the adult row) highlighted, 'ask a
 * doctor' / 'do not use' rows offering no dose, the warnings — read before the dose is added — and
 * the button that adds the dose to the call.
 */
import type { Age, DosingSource, LabelAgeBand, LabelMedicine } from '@triage/contracts';
import {
  applicableWarnings,
  labelBlockText,
  labelProductOf,
  labelRecommendationText,
  lookupLabelBand,
  type Weight,
} from '@triage/core';
import { AddToNoteButton, DosingTable, SourcesDetails, WarningsList } from './dosing-parts.tsx';

interface LabelMedicineProps {
  medicine: LabelMedicine;
  age: Age | null;
  weight: Weight | null;
  isAdultProtocol: boolean;
  sources: readonly DosingSource[];
  added: readonly string[];
  onAdd: (text: string) => void;
}

function doseCell(medicine: LabelMedicine, band: LabelAgeBand): string {
  if (band.action === 'ask-doctor') return 'Ask a doctor';
  if (band.action === 'do-not-use') return 'Do not use';
  const text = band.dose?.text ?? '';
  return medicine.products.length > 1 ? `${text} (${labelProductOf(medicine, band).label})` : text;
}

function AddLabelDose({
  medicine,
  band,
  added,
  onAdd,
}: Pick<LabelMedicineProps, 'medicine' | 'added' | 'onAdd'> & { band: LabelAgeBand }) {
  const text = labelRecommendationText(medicine, band);
  if (text === null) {
    return <p className="text-sm font-semibold text-red-900">{labelBlockText(medicine, band)}</p>;
  }
  return (
    <div>
      <AddToNoteButton
        text={text}
        added={added}
        onAdd={onAdd}
        label={band.dose?.text ?? ''}
        name={`${band.dose?.text} — ${medicine.name}, ${band.ageLabel}`}
      />
    </div>
  );
}

export function LabelMedicineSection(props: LabelMedicineProps) {
  const { medicine, age, weight, isAdultProtocol, sources, added, onAdd } = props;
  const headingId = `label-medicine-${medicine.id}`;
  const lookup = lookupLabelBand(medicine, age, isAdultProtocol, weight);
  const match = lookup.kind === 'band' ? lookup.band : null;
  const warnings = applicableWarnings(medicine.warnings, age);
  const usedSources = [
    ...medicine.bands.flatMap((band) => band.sourceIds),
    ...medicine.products.flatMap((product) => product.sourceIds),
    ...medicine.warnings.flatMap((warning) => warning.sourceIds),
  ];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {medicine.name}
      </h2>
      <p className="text-sm text-slate-700">
        By age, from its Drug Facts label: {medicine.products.map((product) => product.label).join('; ')}.
      </p>
      <DosingTable
        caption={`${medicine.name} doses by age`}
        headers={['Age', 'Dose', 'Most in 24 hours']}
        rows={medicine.bands.map((band) => ({
          key: band.fromMonths,
          isMatch: band === match,
          label: band.ageLabel,
          cells: [doseCell(medicine, band), band.maxPer24h?.text ?? '—'],
        }))}
        matchNote={
          lookup.kind === 'band' && lookup.by === 'weight' ? ' (the patient’s weight)' : ' (the patient’s age)'
        }
      />
      <WarningsList name={medicine.name} warnings={warnings} />
      {lookup.kind === 'none' ? (
        <p className="rounded bg-slate-100 px-2 py-1 text-sm text-slate-800">{lookup.message}</p>
      ) : (
        <AddLabelDose medicine={medicine} band={lookup.band} added={added} onAdd={onAdd} />
      )}
      <SourcesDetails name={medicine.name} sources={sources} usedIds={usedSources} />
    </section>
  );
}
