/**
 * Call-taker queries and the protocol each should find, for the search quality figures (top-1 and
 * top-3 hit rates over the demo content) and, typed letter by letter, for the speed benchmark.
 * Lay terms, misspellings, age words and multi-word queries, as nurses type them mid-call.
 */
import type { AgeGroup } from '../packages/core/src/content-set/age-group.ts';

export interface QualityQuery {
  readonly query: string;
  /** Titles that count as a hit (any of them). */
  readonly expect: readonly string[];
  /** When set, the hit must also be in a content set of this age group. */
  readonly ageGroup?: AgeGroup;
}

export const SEARCH_QUERIES: readonly QualityQuery[] = [
  // lay terms
  { query: 'tummy ache', expect: ['Abdominal Pain'] },
  { query: 'throwing up', expect: ['Vomiting'] },
  { query: 'cant breathe', expect: ['Breathing Difficulty'] },
  { query: 'ear hurts', expect: ['Earache'] },
  { query: 'belly pain', expect: ['Abdominal Pain'] },
  { query: 'stomach ache', expect: ['Abdominal Pain'] },
  { query: 'short of breath', expect: ['Breathing Difficulty'] },
  { query: 'shortness of breath', expect: ['Breathing Difficulty'] },
  { query: 'wheezing', expect: ['Asthma Attack'] },
  { query: 'lower back hurts', expect: ['Back Pain'] },
  { query: 'strep', expect: ['Sore Throat'] },
  { query: 'runny nose', expect: ['Common Cold', 'Colds'] },
  { query: 'stuffy nose', expect: ['Common Cold', 'Colds'] },
  { query: 'confused', expect: ['Confusion (Delirium)'] },
  { query: 'suicidal', expect: ['Depression and Suicide Concerns', 'Suicide Concerns (Teen)'] },
  { query: 'wants to kill himself', expect: ['Depression and Suicide Concerns', 'Suicide Concerns (Teen)'] },
  { query: 'depressed', expect: ['Depression and Suicide Concerns'] },
  { query: 'the runs', expect: ['Diarrhea'] },
  { query: 'loose stools', expect: ['Diarrhea'] },
  { query: 'dizzy', expect: ['Dizziness'] },
  { query: 'lightheaded', expect: ['Dizziness'] },
  { query: 'high temp', expect: ['Fever', 'Fever (3 Months or Older)'] },
  { query: 'migraine', expect: ['Headache'] },
  { query: 'allergic reaction', expect: ['Hives and Allergic Reaction', 'Hives'] },
  { query: 'flu', expect: ['Influenza'] },
  { query: 'bee sting', expect: ['Insect Bite and Sting'] },
  { query: 'mosquito bite', expect: ['Insect Bite and Sting'] },
  { query: 'bug bite', expect: ['Insect Bite and Sting'] },
  { query: 'swollen leg', expect: ['Leg Swelling and Pain'] },
  { query: 'calf pain', expect: ['Leg Swelling and Pain'] },
  { query: 'rash all over', expect: ['Rash (Widespread)'] },
  { query: 'burning when peeing', expect: ['Urination Pain'] },
  { query: 'uti', expect: ['Urination Pain'] },
  { query: 'yeast infection', expect: ['Vaginal Discharge and Itching'] },
  { query: 'puking', expect: ['Vomiting'] },
  { query: 'bloody poop', expect: ['Blood in Stool'] },
  { query: 'barky cough', expect: ['Croup'] },
  { query: 'baby wont stop crying', expect: ['Crying Baby'] },
  { query: 'fussy baby', expect: ['Crying Baby'] },
  { query: 'ear infection', expect: ['Earache'] },
  { query: 'hit head', expect: ['Head Injury'] },
  { query: 'concussion', expect: ['Head Injury'] },
  { query: 'swallowed a coin', expect: ['Poisoning and Swallowed Object'] },
  { query: 'ate pills', expect: ['Poisoning and Swallowed Object'] },
  { query: 'heart attack', expect: ['Chest Pain'] },
  // misspellings
  { query: 'diarhea', expect: ['Diarrhea'] },
  { query: 'asthama', expect: ['Asthma Attack'] },
  { query: 'head ache', expect: ['Headache'] },
  { query: 'feaver', expect: ['Fever', 'Fever (3 Months or Older)', 'Fever (Newborn)'] },
  { query: 'vomitting', expect: ['Vomiting'] },
  { query: 'dizzyness', expect: ['Dizziness'] },
  { query: 'confusion delerium', expect: ['Confusion (Delirium)'] },
  { query: 'urinaton pain', expect: ['Urination Pain'] },
  { query: 'poisning', expect: ['Poisoning and Swallowed Object'] },
  { query: 'influensa', expect: ['Influenza'] },
  // age words
  { query: 'peds fever', expect: ['Fever (3 Months or Older)', 'Fever (Newborn)'], ageGroup: 'Pediatric' },
  { query: 'adult cough', expect: ['Cough'], ageGroup: 'Adult' },
  { query: 'peds rash', expect: ['Rash (Widespread)'], ageGroup: 'Pediatric' },
  { query: 'adult headache', expect: ['Headache'], ageGroup: 'Adult' },
  { query: 'peds vomiting', expect: ['Vomiting'], ageGroup: 'Pediatric' },
  { query: 'adult abdominal pain', expect: ['Abdominal Pain'], ageGroup: 'Adult' },
  { query: 'peds belly ache', expect: ['Abdominal Pain'], ageGroup: 'Pediatric' },
  { query: 'pediatric asthma', expect: ['Asthma Attack'], ageGroup: 'Pediatric' },
  { query: 'adults sore throat', expect: ['Sore Throat'], ageGroup: 'Adult' },
  // titles and multi-word queries
  { query: 'chest pain', expect: ['Chest Pain'] },
  { query: 'chest pain and short of breath', expect: ['Chest Pain', 'Breathing Difficulty'] },
  { query: 'sore throat and fever', expect: ['Sore Throat'] },
  { query: 'newborn fever', expect: ['Fever (Newborn)'] },
  { query: 'blood in stool', expect: ['Blood in Stool'] },
  { query: 'leg swelling', expect: ['Leg Swelling and Pain'] },
  { query: 'vaginal itching', expect: ['Vaginal Discharge and Itching'] },
  { query: 'painful urination', expect: ['Urination Pain'] },
  { query: 'teen suicide', expect: ['Suicide Concerns (Teen)'] },
  { query: 'fell and hit his head', expect: ['Head Injury'] },
  { query: 'insect sting', expect: ['Insect Bite and Sting'] },
  { query: 'hives', expect: ['Hives and Allergic Reaction', 'Hives'] },
  { query: 'croup', expect: ['Croup'] },
  { query: 'common cold', expect: ['Common Cold'] },
];
