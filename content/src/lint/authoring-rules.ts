/**
 * The authoring rules of triage questions (docs/content-format.md, 'Authoring rules'): thresholds
 * worded one way, a home-care question for the mild, uncomplicated presentation, and no red-flag
 * question that names only a body area. Red flags first (tier order, the life-threatening screen),
 * levels 1 and 3 and resolvable alternative-protocol links are checked in source-lints.ts,
 * built-lints.ts and the build.
 */
import type { SourceProtocol, Tier } from '../source/define-protocol.ts';
import { readableText, thresholdProblems } from './thresholds.ts';

type Report = (path: (string | number)[], rule: string, message: string) => void;

/** Tiers whose questions are red flags (level 1 in every content set). */
const RED_FLAG_TIERS: readonly Tier[] = ['call-911', 'ed-now'];

/**
 * Words a home-care question uses when it describes the common mild case positively: 'Mild cough
 * with no other symptoms', 'Cold with no complications', 'Normal crying that stops with feeding'.
 */
const MILD_CASE = /\b(?:mild|minor|normal|uncomplicated|no complications|no other|only)\b/i;

/** Body areas a caller names ('pain in the chest', 'tummy ache'). */
const BODY_AREAS = new Set(
  (
    'abdomen abdominal arm arms back belly bladder breast breastbone calf chest ear ears eye eyes face ' +
    'finger fingers flank foot feet groin hand hands head heart hip jaw joint knee leg legs lip lips ' +
    'mouth neck nose pelvis penis rib ribs scrotum shoulder side skin stomach testicle testicles ' +
    'throat toe toes tongue tooth teeth tummy vagina wrist ankle elbow thigh spine upper lower left right'
  ).split(' '),
);

/** Words that say something hurts or is wrong, without saying what makes it dangerous. */
const COMPLAINT_WORDS = new Set(
  (
    'pain pains painful ache aches aching achy hurt hurts hurting discomfort sore soreness problem problems ' +
    'symptom symptoms complaint trouble feels feel feeling'
  ).split(' '),
);

/** Words that carry no clinical feature. */
const FILLER = new Set('a an the in on of at to or and with any my his her their has have is are there new'.split(' '));

/**
 * Whether a question names only a body area and a complaint, without the feature that makes it
 * dangerous ('Pain in the chest', 'Belly ache'). A heuristic: it flags a question made only of
 * body-area, complaint and filler words, so it misses a question that adds a feature that is not
 * the dangerous one ('Chest pain when coughing'); the reviewer judges those.
 */
function namesOnlyBodyArea(html: string): boolean {
  const words = readableText(html)
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word !== '');
  if (!words.some((word) => BODY_AREAS.has(word))) return false;
  return words.every((word) => BODY_AREAS.has(word) || COMPLAINT_WORDS.has(word) || FILLER.has(word));
}

export function lintAuthoringRules(protocol: SourceProtocol, report: Report): void {
  protocol.triage.forEach((block, tierIndex) => {
    block.questions.forEach((question, questionIndex) => {
      const path = ['triage', tierIndex, 'questions', questionIndex];
      for (const problem of thresholdProblems(question.text)) report([...path, 'text'], 'threshold-wording', problem);
      if (question.reason !== undefined) {
        for (const problem of thresholdProblems(question.reason)) {
          report([...path, 'reason'], 'threshold-wording', problem);
        }
      }
      if (RED_FLAG_TIERS.includes(block.tier) && namesOnlyBodyArea(question.text)) {
        report(
          [...path, 'text'],
          'body-area-only',
          `a '${block.tier}' question names only a body area: add the feature that makes it dangerous (e.g. 'Chest pain with sweating, shortness of breath or spreading to the arm, jaw or back')`,
        );
      }
    });
  });
  lintHomeCare(protocol, report);
}

function lintHomeCare(protocol: SourceProtocol, report: Report): void {
  // An exemption from level 3 (dispositionLevelsExemption) also exempts from the home-care question.
  if (!protocol.triage.some((block) => block.questions.length > 0) || protocol.dispositionLevelsExemption) return;
  const index = protocol.triage.findIndex((block) => block.tier === 'home-care');
  const homeCare = protocol.triage[index];
  if (homeCare === undefined || homeCare.questions.length === 0) {
    report(
      ['triage'],
      'home-care-question',
      "a protocol with triage questions needs a 'home-care' question for the mild, uncomplicated presentation",
    );
    return;
  }
  if (!homeCare.questions.some((question) => MILD_CASE.test(readableText(question.text)))) {
    report(
      ['triage', index, 'questions'],
      'home-care-question',
      "no 'home-care' question describes the mild, uncomplicated presentation positively (say 'mild', 'minor', 'normal', 'no complications', 'no other' or 'only', e.g. 'Mild cough with no other symptoms')",
    );
  }
}
