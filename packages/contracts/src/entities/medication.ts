/**
 * Over-the-counter dosing data shown on the Medication sub-tab (issue 36; ADR 0044): per medicine,
 * pediatric weight bands, adult doses, maximum daily doses and warnings, every figure with the
 * public source it was taken from. The data lives in the content package; the rules over it in
 * core's `medication` module.
 */
import { z } from 'zod';

/** A public page a figure was read from. */
export const DosingSource = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  url: z.url(),
});
export type DosingSource = z.infer<typeof DosingSource>;

/** A product form and its strength, e.g. a liquid of 160 mg per 5 mL, a chewable tablet of 80 mg. */
export const DosingForm = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  kind: z.enum(['liquid', 'tablet']),
  /** mg per `perMl` mL (liquid) or per tablet. */
  mg: z.number().positive(),
  /** mL the `mg` are in; liquids only. */
  perMl: z.number().positive().optional(),
});
export type DosingForm = z.infer<typeof DosingForm>;

/** One form's amount in a band: mL of a liquid or a number of tablets. */
export const DosingAmount = z.object({ formId: z.string().min(1), amount: z.number().positive() });
export type DosingAmount = z.infer<typeof DosingAmount>;

/** A pediatric weight band: from `fromLb` up to (not including) the next band's `fromLb`. */
export const DosingBand = z.object({
  fromLb: z.number().positive(),
  /** The last whole pound of the band as the source writes it; null for an open band ('96 lb and over'). */
  toLb: z.number().positive().nullable(),
  /** The kg label of the band, derived from the pounds (1 lb = 0.4536 kg), one decimal. */
  kgLabel: z.string().min(1),
  ageLabel: z.string().min(1),
  mg: z.number().positive(),
  amounts: z.array(DosingAmount),
  sourceIds: z.array(z.string().min(1)).min(1),
  /** Set when the band's mg is outside the source's mg/kg range at one of its weights: why it stays. */
  mgPerKgDeviation: z.string().optional(),
  /** The band's own limit, replacing the medicine's pediatricMaxDoses where that would pass the adult daily maximum. */
  maxDoses: z.string().min(1).optional(),
  /** Set where the band departs from a cited source (e.g. the label's wording): what and why. */
  deviation: z.string().optional(),
});
export type DosingBand = z.infer<typeof DosingBand>;

export const AgeUnit = z.enum(['weeks', 'months', 'years']);
export type AgeUnit = z.infer<typeof AgeUnit>;

/** An age: a number of weeks, months or years. */
export const Age = z.object({ value: z.number().nonnegative(), unit: AgeUnit });
export type Age = z.infer<typeof Age>;

/** A warning; `underAge` makes it apply only under that age (always shown when the age is not given). */
export const DosingWarning = z.object({
  id: z.string().min(1),
  text: z.string().min(1),
  underAge: Age.optional(),
  /** True for a warning that forbids the medicine under `underAge`: no dose is offered then. */
  blocksDosing: z.boolean().default(false),
  sourceIds: z.array(z.string().min(1)).min(1),
});
export type DosingWarning = z.infer<typeof DosingWarning>;

export const MedicineDosing = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Other names the care advice may use for it (brand names), matched as whole words. */
  aliases: z.array(z.string().min(1)),
  /** The mg/kg range per dose the source states, for the data check. */
  mgPerKgRange: z.object({ min: z.number().positive(), max: z.number().positive(), sourceId: z.string() }),
  frequency: z.string().min(1),
  pediatricMaxDoses: z.string().min(1),
  forms: z.array(DosingForm),
  bands: z.array(DosingBand),
  /** What to tell the caller below the lowest band. */
  belowLowestBand: z.string().min(1),
  adult: z.object({ dose: z.string().min(1), maxDaily: z.string().min(1), sourceIds: z.array(z.string()).min(1) }),
  warnings: z.array(DosingWarning),
  frequencySourceIds: z.array(z.string().min(1)).min(1),
});
export type MedicineDosing = z.infer<typeof MedicineDosing>;

/**
 * A product a label dose is measured in, e.g. a children's oral solution of 5 mg per 5 mL (ADR 0058).
 * 'application' is a skin product's: one application to the affected area (hydrocortisone cream).
 */
export const LabelProduct = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  unit: z.enum(['mL', 'tablet', 'application']),
  sourceIds: z.array(z.string().min(1)).min(1),
});
export type LabelProduct = z.infer<typeof LabelProduct>;

/**
 * One age band of a Drug Facts label (ADR 0058): from `fromMonths` up to (not including) `toMonths`
 * (null: no upper limit). A 'dose' band has a dose and its 24-hour limit; an 'ask-doctor' or
 * 'do-not-use' band offers no dose (it blocks, as ibuprofen under 6 months does).
 */
export const LabelAgeBand = z.object({
  fromMonths: z.number().int().nonnegative(),
  toMonths: z.number().int().positive().nullable(),
  /** The label's own words for the ages, e.g. 'children 2 to under 6 years'. */
  ageLabel: z.string().min(1),
  action: z.enum(['dose', 'ask-doctor', 'do-not-use']),
  dose: z
    .object({
      productId: z.string().min(1),
      /** The (first) dose in the product's unit; `upTo` where the label gives a range ('5 mL to 10 mL'). */
      amount: z.number().positive(),
      upTo: z.number().positive().optional(),
      /** The label's directions in plain words: the amount and how often. */
      text: z.string().min(1),
    })
    .optional(),
  /**
   * The label's 24-hour limit: an amount in the product's unit, or a number of doses, and its words;
   * `noLimit` where the label sets none ('as often as needed', calamine) and the words say so.
   */
  maxPer24h: z
    .object({
      amount: z.number().positive().optional(),
      doses: z.number().int().positive().optional(),
      noLimit: z.literal(true).optional(),
      text: z.string().min(1),
    })
    .optional(),
  sourceIds: z.array(z.string().min(1)).min(1),
  deviation: z.string().optional(),
  /**
   * The row's weights where the label doses by weight first ('If possible, use weight to dose;
   * otherwise use age'): from `fromLb` up to (not including) `toLb` (null: no upper limit).
   */
  weightLb: z.object({ fromLb: z.number().nonnegative(), toLb: z.number().positive().nullable() }).optional(),
});
export type LabelAgeBand = z.infer<typeof LabelAgeBand>;

/** A medicine dosed by age from its over-the-counter Drug Facts label (cetirizine, loperamide…; ADR 0058). */
export const LabelMedicine = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)),
  products: z.array(LabelProduct).min(1),
  bands: z.array(LabelAgeBand).min(1),
  warnings: z.array(DosingWarning),
});
export type LabelMedicine = z.infer<typeof LabelMedicine>;

/** Something the care advice names that gets no dosing on the panel, and why (honey; a label not read). */
export const NotDosedRemedy = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)),
  reason: z.string().min(1),
});
export type NotDosedRemedy = z.infer<typeof NotDosedRemedy>;

export const MedicationDosing = z.object({
  sources: z.array(DosingSource),
  /** Warnings about no single medicine of the tables (e.g. aspirin for children). */
  generalWarnings: z.array(DosingWarning),
  medicines: z.array(MedicineDosing),
  /** Medicines dosed by age from their labels (ADR 0058). */
  labelMedicines: z.array(LabelMedicine),
  /** Named in care advice, no dosing: not a medicine, or no label read. */
  notDosed: z.array(NotDosedRemedy),
});
export type MedicationDosing = z.infer<typeof MedicationDosing>;
