/**
 * Rules across protocols (docs/content-format.md, 'Authoring rules'): the catch-all question in
 * every protocol with triage questions (`catch-all`), one finding one tier wherever it is asked
 * (`shared-finding`, from the shared vocabulary), questions a caller can answer with one thing
 * (`question-wording`), 'mild', 'moderate' and 'severe' defined for the caller in the initial
 * assessment (`severity-defined`), and protocols named in text exist (`protocol-reference`).
 */
import {
  ANTIBIOTIC_REQUEST_TEXT,
  ANTIBIOTIC_REQUEST_TIER,
  FINDINGS_WORDED_DIFFERENTLY,
  NONE_OF_THE_ABOVE_TEXT,
  SHARED_FINDINGS,
  UNCLEAR_SYMPTOM_TEXT,
  UNCLEAR_SYMPTOM_TIER,
  UNKNOWN_LABEL,
  unknownDetailKinds,
} from '../protocols/shared/findings.ts';
import type { SourceProtocol } from '../source/define-protocol.ts';
import type { LocatedSource } from '../sources/locate.ts';
import { classifyFinding } from './finding-levels.ts';
import { type ContentProblem, joinPath, ProblemSink, quote } from './problem.ts';
import { readableText } from './thresholds.ts';

type Report = (path: (string | number)[], rule: string, message: string) => void;

/** Every shared finding, the catch-all and the antibiotic request, as phrase → tier. */
const VOCABULARY = [
  ...SHARED_FINDINGS.map(({ phrase, tier }) => ({ phrase, tier })),
  { phrase: UNCLEAR_SYMPTOM_TEXT.toLowerCase(), tier: UNCLEAR_SYMPTOM_TIER },
  { phrase: ANTIBIOTIC_REQUEST_TEXT.toLowerCase(), tier: ANTIBIOTIC_REQUEST_TIER },
];

/** Wordings a caller cannot answer as one thing, with why. */
const REFUSED_WORDING: readonly { pattern: RegExp; why: string }[] = [
  {
    pattern: /\b(?:al)?though\b/i,
    why: "'though' joins two findings of different kinds: split the question or say which one matters",
  },
  {
    pattern:
      /\b(?:not|no|never|without|cannot)\b(?:(?!\b(?:and|or|but)\b)[^.,;:()]){0,25}?\b(?:not|no|never|without|none|unable|cannot|can't|doesn't|isn't|un(?:able|well|usual|common|clear|known))\b/i,
    why: 'a double negative: say the finding positively',
  },
  {
    pattern:
      /\b(?:first[- ]ever|(?:for )?the first time|the first one|never (?:been )?diagnosed|not been diagnosed|undiagnosed|never been made)\b/i,
    why: "a history the caller does not volunteer ('first-ever', 'never diagnosed'): ask what the caller can report (the symptom, how often it comes back)",
  },
  {
    pattern:
      /\b(?:fade (?:with|when|on|under) (?:pressure|pressed)|do(?:es)? not fade|blanch\w*|white patches|(?:on|of) the tonsils|tonsils? (?:look|are)|(?:swollen|large|enlarged|red) tonsils|capillary refill|eardrum)/i,
    why: 'an examination finding a caller cannot see without guidance: ask what the caller sees, or give the guidance in the question',
  },
  {
    pattern: /\b(?:the )?cause is (?:not known|unknown)|\bno known cause\b|\bunknown cause\b/i,
    why: "a judgement the caller cannot make ('the cause is not known'): name the causes the other questions answer ('without a new medicine or urinary symptoms to explain it')",
  },
  {
    pattern: /\bvery (?:dizzy|weak|sick|ill|unwell|tired)\b(?! and floppy)(?!\s*\()/i,
    why: "a severity word callers do not use the same way ('very dizzy', 'very weak'): say what the person can or cannot do ('too weak to stand', 'so dizzy on standing that they nearly faint'), or describe it in brackets right after",
  },
  {
    pattern: /\bfussy\b/i,
    why: "'fussy' fits every grumpy child: say what the caller sees ('cranky most of the time and not playing', 'cannot be comforted', 'feeding poorly')",
  },
];

/**
 * Severity tied to a failed treatment (issue 31): 'severe pain not helped by pain medicine' leaves a
 * caller in severe pain who has taken nothing below the question. Severity reaches its level on its
 * own; a failed treatment is asked as its own question.
 */
const SEVERITY_WITH_CONDITION =
  /\b(?:severe|worst|excruciating|writhing)\b[^.;,]{0,30}?\b(?:pain|ache|headache|toothache|earache|bellyache)\b[^.;,]{0,40}?\b(?:not (?:helped|relieved)|no better|despite|even after)\b/i;

/** Severity words a caller needs defined. */
const SEVERITY_WORD = /\b(?:mild|moderate|severe)(?:ly)?\b/i;

/** 'use the Poisoning protocol', 'the Head Injury protocol' */
const PROTOCOL_NAME = /\b(?:the|a|use)\s+((?:[A-Z][\w()'’/-]*\s+)+)protocol\b/g;

export function lintVocabulary(located: readonly LocatedSource[]): ContentProblem[] {
  const sink = new ProblemSink();
  const titles = {
    adult: located.filter((e) => e.source.audience === 'adult').map((e) => e.source.title.toLowerCase()),
    peds: located.filter((e) => e.source.audience === 'peds').map((e) => e.source.title.toLowerCase()),
  };
  for (const entry of located) {
    const report: Report = (path, rule, message) =>
      sink.add(entry.file, joinPath(entry.pathPrefix, ...path), rule, message);
    lintQuestions(entry.source, report);
    lintReferences(entry.source, titles[entry.source.audience] ?? [], report);
  }
  return sink.problems;
}

function lintQuestions(protocol: SourceProtocol, report: Report): void {
  let hasCatchAll = false;
  protocol.triage.forEach((block, tierIndex) => {
    block.questions.forEach((question, questionIndex) => {
      const path = ['triage', tierIndex, 'questions', questionIndex, 'text'];
      const text = readableText(question.text);
      const lower = text.toLowerCase();
      if (text === UNCLEAR_SYMPTOM_TEXT && block.tier === UNCLEAR_SYMPTOM_TIER) hasCatchAll = true;
      for (const { phrase, tier } of VOCABULARY) {
        if (lower.includes(phrase) && block.tier !== tier) {
          report(
            path,
            'shared-finding',
            `the shared finding '${phrase}' is '${tier}' in every protocol, not '${block.tier}' (content/src/protocols/shared/findings.ts): move the question, or ask a different finding`,
          );
        }
      }
      for (const finding of FINDINGS_WORDED_DIFFERENTLY) {
        const found = classifyFinding(finding, `${protocol.audience}/${protocol.slug}`, block.tier, text);
        if (found?.status === 'lower') {
          report(
            path,
            'shared-finding',
            `${quote(found.match)} asks the shared finding '${finding.finding}', which is '${finding.tier}' or more acute in every protocol, not '${block.tier}' (content/src/protocols/shared/findings.ts): move the question, or word the finding so it is not asked`,
          );
        } else if (found?.status === 'higher') {
          report(
            path,
            'finding-pair',
            `${quote(found.match)} asks the shared finding '${finding.finding}' at '${block.tier}', but it is '${finding.tier}' elsewhere and the question adds none of its further danger signs (higherWith): make it one finding at one tier, or justify the tier with a public source (justified, content/src/protocols/shared/findings.ts)`,
          );
        }
      }
      const conditioned = SEVERITY_WITH_CONDITION.exec(text);
      if (conditioned) {
        report(
          path,
          'severity-alone',
          `${quote(conditioned[0])}: severe pain reaches its level on its own, whether or not a medicine was taken (a writhing caller who has taken nothing was sent lower); say what the pain stops ('writhing, cannot get comfortable', 'cannot sleep or play') and ask a failed treatment as its own question`,
        );
      }
      for (const { pattern, why } of REFUSED_WORDING) {
        const match = pattern.exec(text);
        if (match) report(path, 'question-wording', `${quote(match[0])}: ${why}`);
      }
    });
  });
  const usesSeverity = protocol.triage.some((block) =>
    block.questions.some((question) => SEVERITY_WORD.test(readableText(question.text))),
  );
  const assessment = protocol.initialAssessment ?? '';
  const undefinedLevels = ['MILD', 'MODERATE', 'SEVERE'].filter(
    (level) => !new RegExp(`^\\s*'?- ${level}\\b[^,\\n]*:`, 'mi').test(assessment),
  );
  if (usesSeverity && undefinedLevels.length > 0) {
    report(
      ['initialAssessment'],
      'severity-defined',
      `questions say 'mild', 'moderate' or 'severe', but the initial assessment does not define ${undefinedLevels.join(', ')} for the caller (bullets '- MILD: …', '- MODERATE: …', '- SEVERE: …')`,
    );
  }
  const kinds = unknownDetailKinds(protocol);
  const unknownAt = assessment.search(new RegExp(`^\\s*\\d+\\.\\s*${UNKNOWN_LABEL}:`, 'm'));
  const unknownItem = unknownAt < 0 ? '' : assessment.slice(unknownAt).toLowerCase();
  const unsaid = kinds.filter((kind) => !unknownItem.includes(kind));
  if (unknownAt < 0 && unsaid.length === 0 && protocol.triage.some((block) => block.questions.length > 0)) {
    report(
      ['initialAssessment'],
      'unknown-answer',
      `every protocol with triage questions has the '${UNKNOWN_LABEL}:' item in its initial assessment (unknown is answered at the safer level), one rule in every protocol (withUnknownAnswers from content/src/protocols/shared/findings.ts, applied in each batch)`,
    );
  }
  if (unsaid.length > 0) {
    report(
      ['initialAssessment'],
      'unknown-answer',
      `questions ask a detail the caller may not know (${unsaid.join(', ')}), but the initial assessment has no '${UNKNOWN_LABEL}:' item saying what the nurse does then (withUnknownAnswers from content/src/protocols/shared/findings.ts, applied in each batch)`,
    );
  }
  const lastBlock = protocol.triage.filter((block) => block.questions.length > 0).at(-1);
  const lastQuestion = lastBlock?.questions.at(-1);
  if (lastQuestion !== undefined && readableText(lastQuestion.text) !== NONE_OF_THE_ABOVE_TEXT) {
    report(
      ['triage'],
      'final-path',
      "a protocol's last question is the 'none of the above' path (noneOfTheAbove() from content/src/protocols/shared/findings.ts, added by withFinalPath in each batch), so that a caller who answers no to every question still reaches a disposition",
    );
  }
  if (protocol.triage.some((block) => block.questions.length > 0) && !hasCatchAll) {
    report(
      ['triage'],
      'catch-all',
      `a protocol with triage questions needs the catch-all question in its '${UNCLEAR_SYMPTOM_TIER}' tier (unclearSymptom() from content/src/protocols/shared/findings.ts), so that an unclear call still gets a disposition`,
    );
  }
}

function lintReferences(protocol: SourceProtocol, titles: readonly string[], report: Report): void {
  const texts: [string, (string | number)[]][] = [
    [protocol.definition, ['definition']],
    [protocol.background ?? '', ['background']],
    [protocol.firstAid ?? '', ['firstAid']],
    ...protocol.useDifferentProtocolIf.map((e, i): [string, (string | number)[]] => [
      e.text,
      ['useDifferentProtocolIf', i, 'text'],
    ]),
    ...protocol.triage.flatMap((block, t) =>
      block.questions.flatMap((q, i): [string, (string | number)[]][] => [
        [q.text, ['triage', t, 'questions', i, 'text']],
        [q.reason ?? '', ['triage', t, 'questions', i, 'reason']],
      ]),
    ),
    ...protocol.advice.flatMap((section, s) =>
      section.topics.flatMap((topic, t) =>
        topic.nuggets.map((nugget, n): [string, (string | number)[]] => [
          nugget,
          ['advice', s, 'topics', t, 'nuggets', n],
        ]),
      ),
    ),
  ];
  for (const [html, path] of texts) {
    for (const match of readableText(html).matchAll(PROTOCOL_NAME)) {
      const name = (match[1] ?? '').trim().toLowerCase();
      if (!titles.some((title) => title === name || title.startsWith(`${name} `))) {
        report(
          path,
          'protocol-reference',
          `names the '${match[1]?.trim()}' protocol, but no ${protocol.audience} protocol has that title`,
        );
      }
    }
  }
}
