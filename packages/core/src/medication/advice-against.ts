/**
 * The Medication sub-tab never contradicts the protocol's own advice (ADR 0058): a medicine the
 * care advice names only to forbid it — 'Avoid aspirin and ibuprofen for the first 24 hours',
 * 'Do not give anti-diarrhea medicines such as loperamide (Imodium) to children' — is offered no
 * dose; the panel shows the advice's words instead. Where the advice also recommends it, its
 * forbidding sentences ('Do not take ibuprofen … if you have stomach ulcers') are shown with the
 * medicine's warnings. A sentence forbids a medicine when its first clause (up to a ';') names it
 * and starts with 'Do not', "Don't", 'Never' or 'Avoid', or asks for a doctor's word first ('Ask your
 * provider before giving ibuprofen…', 'If a doctor advises acetaminophen…'), or says it makes the
 * problem worse ('Ibuprofen … can make fluid retention worse'). Measured against a blind reviewer's
 * reading of every sentence of the content naming a dosed medicine (ADR 0058).
 */
import type { DosingWarning, MedicineDosing, ProtocolContent } from '@triage/contracts';
import { adviceTexts } from '../care-advice/advice-texts.ts';
import { namesMedicine } from './dosing.ts';

/** A clause that bans it, asks for a doctor's word first, or says it makes the problem worse. */
const FORBIDS = [
  /^(?:do not|don't|never|avoid)\b/i,
  /^(?:ask (?:a|your) (?:doctor|provider)\b.*\bbefore\b|if a (?:doctor|provider) (?:advises|says|tells))/i,
  /\b(?:can|may|will) make\b.*\bworse\b/i,
];

/** What the advice says of one medicine: every sentence naming it, and those that forbid it. */
interface MedicineAdvice {
  /** True when every sentence naming it forbids it: no dose is offered. */
  isAgainst: boolean;
  /** The sentences that forbid it (all of them when isAgainst), in the advice's order. */
  forbidding: string[];
}

/** @internal The sentences of a text (split after '.', '!' or '?'). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/** The advice's sentences, read once for every medicine asked about. */
function adviceSentences(content: Pick<ProtocolContent, 'adviceSections'> | null | undefined): string[] {
  return adviceTexts(content).flatMap(sentencesOf);
}

/** What these sentences say of one medicine. */
function adviceIn(sentences: readonly string[], medicine: Pick<MedicineDosing, 'name' | 'aliases'>): MedicineAdvice {
  const naming = sentences.filter((sentence) => namesMedicine(sentence, medicine));
  const forbidding = naming.filter((sentence) => {
    const firstClause = sentence.split(';')[0] ?? sentence;
    return FORBIDS.some((pattern) => pattern.test(firstClause)) && namesMedicine(firstClause, medicine);
  });
  return { isAgainst: naming.length > 0 && forbidding.length === naming.length, forbidding };
}

/** @internal What the advice says of one medicine (`splitByAdvice` applies it to each). */
export function adviceOnMedicine(
  content: Pick<ProtocolContent, 'adviceSections'> | null | undefined,
  medicine: Pick<MedicineDosing, 'name' | 'aliases'>,
): MedicineAdvice {
  return adviceIn(adviceSentences(content), medicine);
}

/** @internal The medicine with the advice's forbidding sentences first among its warnings ('The care advice says: …'). */
export function withAdviceWarnings<M extends { warnings: DosingWarning[] }>(medicine: M, advice: MedicineAdvice): M {
  if (advice.forbidding.length === 0) return medicine;
  const fromAdvice = advice.forbidding.map((sentence, index) => ({
    id: `care-advice-${index}`,
    text: `The care advice says: ${sentence}`,
    blocksDosing: false,
    // The protocol's own words: cited by the protocol, not by a dosing source.
    sourceIds: [],
  }));
  return { ...medicine, warnings: [...fromAdvice, ...medicine.warnings] };
}

/** A medicine the advice forbids, with the advice's words. */
export interface AdvisedAgainst {
  name: string;
  id: string;
  forbidding: string[];
}

/**
 * The medicines the advice names, split: those to dose (each with the advice's forbidding
 * sentences among its warnings) and those the advice is against (no dose offered), in order.
 */
export function splitByAdvice<
  M extends Pick<MedicineDosing, 'id' | 'name' | 'aliases'> & { warnings: DosingWarning[] },
>(
  content: Pick<ProtocolContent, 'adviceSections'> | null | undefined,
  medicines: readonly M[],
): { dosed: M[]; against: AdvisedAgainst[] } {
  const dosed: M[] = [];
  const against: AdvisedAgainst[] = [];
  const sentences = adviceSentences(content);
  for (const medicine of medicines) {
    const advice = adviceIn(sentences, medicine);
    if (advice.isAgainst) against.push({ id: medicine.id, name: medicine.name, forbidding: advice.forbidding });
    else dosed.push(withAdviceWarnings(medicine, advice));
  }
  return { dosed, against };
}
