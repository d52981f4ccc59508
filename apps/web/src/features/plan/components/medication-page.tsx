/**
 * The Plan tab's Medication screen (/plan/medication; issue 36, ADR 0044): over-the-counter dosing
 * for the medicines the active protocol's care advice names — the weight typed in kg or lb picks
 * the table row, the warnings follow the age when given — and the doses the nurse adds go to the
 * call (the protocol's otcRecommendations: the call summary and the note). Without an active
 * protocol, the prompt to choose one; a protocol without medicine advice goes to Education (the
 * sub-tab is hidden then).
 */
import type { LabelMedicine, MedicationDosing, NotDosedRemedy, SelectedProtocol } from '@triage/contracts';
import {
  addOtcRecommendation,
  applicableWarnings,
  hasMedicationAdvice,
  labelDosesByWeight,
  lookupBand,
  lookupLabelBand,
  medicinesNamedInAdvice,
  namedInAdvice,
  removeOtcRecommendation,
  splitByAdvice,
} from '@triage/core';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonLines } from '../../../components/ui/skeleton.tsx';
import { ROUTES } from '../../../lib/routes.ts';
import { useActiveProtocol, useCallStore } from '../../call/index.ts';
import { ActiveProtocolContent } from '../../triage/index.ts';
import { useMedicationDosing } from '../api/medication-dosing.ts';
import { AdvisedAgainstSection } from './advised-against.tsx';
import { LabelMedicineSection } from './label-medicine-dosing.tsx';
import { type MedicationEntry, MedicationEntryFields, useMedicationEntry } from './medication-entry.tsx';
import { MedicineDosingSection } from './medicine-dosing.tsx';
import { PlanPanelHeading } from './plan-panel-heading.tsx';

/** What a screen reader hears when the weight or the age picks rows: the row of each medicine. */
function announcement(
  medicines: MedicationDosing['medicines'],
  labelMedicines: readonly LabelMedicine[],
  entry: MedicationEntry,
): string {
  const { weight } = entry;
  const byWeight =
    weight === null
      ? []
      : medicines.map((medicine) => {
          const lookup = lookupBand(medicine, weight);
          if (lookup.kind !== 'band') return `${medicine.name}: ${lookup.message}`;
          const band = lookup.band;
          const range = band.toLb === null ? `${band.fromLb} lb and over` : `${band.fromLb} to ${band.toLb} lb`;
          return `${medicine.name}: row ${range}, ${band.mg} mg.`;
        });
  // The rows a typed age (or, on a label that doses by weight first, the weight) picks; an adult
  // protocol's adult row shows without one, and is not announced.
  const { age } = entry;
  const byAge = labelMedicines
    .filter((medicine) => age !== null || (weight !== null && labelDosesByWeight(medicine)))
    .map((medicine) => {
      const lookup = lookupLabelBand(medicine, age, false, weight);
      return `${medicine.name}: ${lookup.kind === 'band' ? `row ${lookup.band.ageLabel}.` : lookup.message}`;
    });
  return [...byWeight, ...byAge].join(' ');
}

/** The remedies the advice names that the panel does not dose, and why (honey, saline, no label read). */
function NotDosedList({ items }: { items: readonly NotDosedRemedy[] }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Also named in the advice" className="flex flex-col gap-1 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item.id}>
          {item.name}: {item.reason}
        </li>
      ))}
    </ul>
  );
}

/**
 * What the protocol's advice names, read once per protocol (not at every key of the weight): the
 * medicines to dose and, the advice's words winning, those it names only to forbid (ADR 0058).
 */
function useNamedInAdvice(content: SelectedProtocol['content'], dosing: MedicationDosing) {
  return useMemo(() => {
    const byWeight = splitByAdvice(content, medicinesNamedInAdvice(content, dosing));
    const byLabel = splitByAdvice(content, namedInAdvice(content, dosing.labelMedicines));
    return {
      medicines: byWeight.dosed,
      labelMedicines: byLabel.dosed,
      advisedAgainst: [...byWeight.against, ...byLabel.against],
      notDosed: namedInAdvice(content, dosing.notDosed),
    };
  }, [content, dosing]);
}

function MedicationPanel({ protocol, dosing }: { protocol: SelectedProtocol; dosing: MedicationDosing }) {
  const entryState = useMedicationEntry();
  const updateProtocol = useCallStore((state) => state.updateProtocol);
  const { medicines, labelMedicines, advisedAgainst, notDosed } = useNamedInAdvice(protocol.content, dosing);
  const isAdultProtocol = protocol.contentSet.isAdult === true;
  const added = protocol.otcRecommendations ?? [];
  const add = (text: string) => updateProtocol(protocol.fullId, (p) => addOtcRecommendation(p, text));
  const remove = (text: string) => updateProtocol(protocol.fullId, (p) => removeOtcRecommendation(p, text));
  const generalWarnings = applicableWarnings(dosing.generalWarnings, entryState.entry.age);
  return (
    <section aria-labelledby="medication-title" className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-3">
      <PlanPanelHeading
        id="medication-title"
        title={`Medication: ${protocol.title}`}
        isDemo={protocol.contentSet.isDemo === true}
      />
      {medicines.length > 0 || labelMedicines.length > 0 ? (
        <MedicationEntryFields
          state={entryState}
          showWeight={medicines.length > 0 || labelMedicines.some(labelDosesByWeight)}
          ageNeeded={labelMedicines.length > 0}
        />
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement(medicines, labelMedicines, entryState.entry)}
      </p>
      {generalWarnings.length > 0 ? (
        <ul aria-label="Warnings" className="flex flex-col gap-1">
          {generalWarnings.map((warning) => (
            <li key={warning.id} className="rounded border-l-4 border-amber-500 bg-amber-50 px-2 py-1 text-sm">
              {warning.text}
            </li>
          ))}
        </ul>
      ) : null}
      {medicines.length === 0 && labelMedicines.length === 0 && advisedAgainst.length === 0 ? (
        <p className="text-sm text-slate-700">This protocol’s advice names no medicine with a dosing table.</p>
      ) : null}
      {medicines.map((medicine) => (
        <MedicineDosingSection
          key={medicine.id}
          medicine={medicine}
          entry={entryState.entry}
          sources={dosing.sources}
          added={added}
          onAdd={add}
        />
      ))}
      {labelMedicines.map((medicine) => (
        <LabelMedicineSection
          key={medicine.id}
          medicine={medicine}
          age={entryState.entry.age}
          weight={entryState.entry.weight}
          isAdultProtocol={isAdultProtocol}
          sources={dosing.sources}
          added={added}
          onAdd={add}
        />
      ))}
      {advisedAgainst.map((medicine) => (
        <AdvisedAgainstSection key={medicine.id} medicine={medicine} />
      ))}
      <NotDosedList items={notDosed} />
      <section aria-labelledby="otc-added" className="flex flex-col gap-1 border-t border-slate-200 pt-3">
        <h2 id="otc-added" className="text-base font-semibold text-slate-900">
          In the note
        </h2>
        {added.length === 0 ? (
          <p className="text-sm text-slate-600">No medication added to this call yet.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {added.map((text) => (
              <li key={text} className="flex items-start justify-between gap-2 text-sm text-slate-800">
                <span>{text}</span>
                <Button
                  variant="ghost"
                  className="h-7 shrink-0 px-2"
                  aria-label={`Remove from the note: ${text}`}
                  onClick={() => remove(text)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

function MedicationDosingLoader({ protocol }: { protocol: SelectedProtocol }) {
  const query = useMedicationDosing();
  if (query.data) return <MedicationPanel protocol={protocol} dosing={query.data} />;
  if (query.isError) {
    return (
      <div role="alert" className="m-4 flex flex-col items-start gap-2 text-sm text-red-800">
        <p>The dosing tables could not be loaded. {query.error.message}</p>
        <Button variant="outline" className="h-8 px-3" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <SkeletonLines lines={6} label="Loading the dosing tables..." className="m-4 max-w-3xl" />;
}

export function MedicationPage() {
  const content = useActiveProtocol()?.content;
  if (content && !hasMedicationAdvice(content)) return <Navigate to={ROUTES.plan.education} replace />;
  return <ActiveProtocolContent>{(protocol) => <MedicationDosingLoader protocol={protocol} />}</ActiveProtocolContent>;
}
