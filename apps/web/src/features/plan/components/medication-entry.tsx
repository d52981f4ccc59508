/**
 * The weight (kg or lb) and the optional age typed on the Medication sub-tab, with core's
 * validation messages. The message area keeps its height so the tables below do not move.
 */
import type { Age, AgeUnit } from '@triage/contracts';
import { parseAge, parseWeight, type Weight, type WeightUnit } from '@triage/core';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn.ts';

export interface MedicationEntry {
  /** The weight when one valid weight is typed; else null. */
  weight: Weight | null;
  /** The age when given and valid; else null (not given). */
  age: Age | null;
}

const FIELD =
  'rounded-[var(--radius-app)] border border-slate-300 bg-white px-2 py-1.5 text-base shadow-sm focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-200';

export function useMedicationEntry() {
  const [weightText, setWeightText] = useState('');
  const [weightUnit, setWeightUnit] = useState<WeightUnit>('kg');
  const [ageText, setAgeText] = useState('');
  const [ageUnit, setAgeUnit] = useState<AgeUnit>('months');
  const weight = parseWeight(weightText, weightUnit);
  const age = parseAge(ageText, ageUnit);
  return {
    fields: { weightText, setWeightText, weightUnit, setWeightUnit, ageText, setAgeText, ageUnit, setAgeUnit },
    weightMessage: weightText.trim() === '' || weight.ok ? null : weight.message,
    ageMessage: age.ok ? null : age.message,
    entry: { weight: weight.ok ? weight.value : null, age: age.ok ? age.value : null } satisfies MedicationEntry,
  };
}

type EntryState = ReturnType<typeof useMedicationEntry>;

interface NumberWithUnitProps<U extends string> {
  label: string;
  unitLabel: string;
  text: string;
  onText: (text: string) => void;
  unit: U;
  units: readonly U[];
  onUnit: (unit: U) => void;
  message: string | null;
  widthClass: string;
}

/** A number, its unit and the message under them (the message keeps its line, empty or not). */
function NumberWithUnit<U extends string>(props: NumberWithUnitProps<U>) {
  const messageId = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {props.label}
          <input
            className={cn(FIELD, props.widthClass)}
            inputMode="decimal"
            autoComplete="off"
            value={props.text}
            aria-invalid={props.message !== null}
            aria-describedby={messageId}
            onChange={(event) => props.onText(event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          <span className="sr-only">{props.unitLabel}</span>
          <select className={FIELD} value={props.unit} onChange={(event) => props.onUnit(event.target.value as U)}>
            {props.units.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p id={messageId} className="min-h-5 text-sm text-red-700">
        {props.message}
      </p>
    </div>
  );
}

const WEIGHT_UNITS: readonly WeightUnit[] = ['kg', 'lb'];
const AGE_UNITS: readonly AgeUnit[] = ['weeks', 'months', 'years'];

interface EntryFieldsProps {
  state: EntryState;
  /** False when no medicine of the protocol is dosed by weight (only label medicines, dosed by age). */
  showWeight: boolean;
  /** True when a label medicine is dosed by age: the age is then not optional. */
  ageNeeded: boolean;
}

export function MedicationEntryFields({ state, showWeight, ageNeeded }: EntryFieldsProps) {
  const { fields, weightMessage, ageMessage } = state;
  return (
    <fieldset className="flex flex-wrap items-start gap-x-6 gap-y-2">
      <legend className="sr-only">{showWeight ? 'The patient’s weight and age' : 'The patient’s age'}</legend>
      {showWeight ? (
        <NumberWithUnit
          label="Weight"
          unitLabel="Weight unit"
          text={fields.weightText}
          onText={fields.setWeightText}
          unit={fields.weightUnit}
          units={WEIGHT_UNITS}
          onUnit={fields.setWeightUnit}
          message={weightMessage}
          widthClass="w-28"
        />
      ) : null}
      <NumberWithUnit
        label={ageNeeded ? 'Age' : 'Age (optional)'}
        unitLabel="Age unit"
        text={fields.ageText}
        onText={fields.setAgeText}
        unit={fields.ageUnit}
        units={AGE_UNITS}
        onUnit={fields.setAgeUnit}
        message={ageMessage}
        widthClass="w-24"
      />
    </fieldset>
  );
}
