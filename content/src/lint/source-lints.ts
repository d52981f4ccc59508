/**
 * Lints of source protocols (the authoring format), reported against the protocol's file with the
 * path inside it. Shape is checked before (source-schema.ts) and references are resolved by the
 * build; these are the content rules: HTML safety, plain text, no empty parts, tier order, the
 * life-threatening screen, reasons, references, initial assessment and reasons to call back.
 */
import { type SourceProtocol, TIERS, type Tier } from '../source/define-protocol.ts';
import type { LocatedSource } from '../sources/locate.ts';
import { parseInitialAssessment } from './assessment.ts';
import { lintAuthoringRules } from './authoring-rules.ts';
import { type ContentProblem, joinPath, ProblemSink, quote } from './problem.ts';
import { reasonProblem } from './reason.ts';
import { htmlProblem, plainTextProblem } from './sanitize-html.ts';

/** The standard first question of every protocol's call-911 tier must mention this. */
const LIFE_THREATENING_SCREEN = /life[- ]threatening/i;

/** Tiers whose questions send the patient home for now, so they must give care advice. */
const TIERS_NEEDING_ADVICE: readonly Tier[] = ['see-today', 'see-3-days', 'home-care'];
const EMERGENCY_TIERS: readonly Tier[] = ['call-911', 'ed-now'];
const NO_PROTOCOL_IDS = { min: 900, max: 999 };
/** The 'no protocol' protocols that carry a generic red-flag screen with dispositions. */
const NO_PROTOCOL_FITS = /^no-protocol-fits-/;

type Report = (path: (string | number)[], rule: string, message: string) => void;

export function lintSources(located: readonly LocatedSource[]): ContentProblem[] {
  const sink = new ProblemSink();
  for (const entry of located) {
    const report: Report = (path, rule, message) =>
      sink.add(entry.file, joinPath(entry.pathPrefix, ...path), rule, message);
    lintProtocol(entry.source, report);
  }
  return sink.problems;
}

function lintProtocol(protocol: SourceProtocol, report: Report): void {
  const html = (value: string | undefined, ...path: (string | number)[]) => {
    if (value === undefined) return;
    if (value.trim() === '') report(path, 'empty', 'must not be empty (leave the field out instead)');
    const problem = htmlProblem(value);
    if (problem) report(path, 'html', `${problem}: ${quote(value)}`);
  };
  const plain = (value: string | undefined, ...path: (string | number)[]) => {
    if (value === undefined) return;
    if (value.trim() === '') report(path, 'empty', 'must not be empty');
    const problem = plainTextProblem(value);
    if (problem) report(path, 'plain-text', `${problem}: ${quote(value)}`);
  };

  plain(protocol.title, 'title');
  lintKeywords(protocol, report, plain);
  html(protocol.definition, 'definition');
  html(protocol.background, 'background');
  html(protocol.firstAid, 'firstAid');
  if (protocol.initialAssessment !== undefined) lintAssessment(protocol.initialAssessment, report, html);
  protocol.useDifferentProtocolIf.forEach((entry, index) => {
    html(entry.text, 'useDifferentProtocolIf', index, 'text');
    if (entry.protocol === protocol.slug) {
      report(['useDifferentProtocolIf', index, 'protocol'], 'smap-slug', 'a protocol cannot send the nurse to itself');
    }
  });
  protocol.references.forEach((reference, index) => {
    plain(reference.title, 'references', index, 'title');
    plain(reference.author, 'references', index, 'author');
    plain(reference.source, 'references', index, 'source');
    if (reference.pubMedId !== undefined && !/^\d+$/.test(reference.pubMedId)) {
      report(
        ['references', index, 'pubMedId'],
        'reference',
        `pubMedId must be digits only, got ${quote(reference.pubMedId)}`,
      );
    }
  });
  lintNoProtocol(protocol, report);
  lintTriage(protocol, report, html, plain);
  lintAdvice(protocol, report, html, plain);
  lintAuthoringRules(protocol, report);
}

function lintKeywords(protocol: SourceProtocol, report: Report, plain: (v: string, ...p: (string | number)[]) => void) {
  if (protocol.keywords.length === 0) report(['keywords'], 'keywords', 'a protocol needs keywords');
  const seen = new Set<string>();
  protocol.keywords.forEach((keyword, index) => {
    plain(keyword, 'keywords', index);
    const key = keyword.trim().toLowerCase();
    if (seen.has(key)) report(['keywords', index], 'keywords', `duplicate keyword ${quote(keyword)}`);
    seen.add(key);
  });
}

function lintAssessment(text: string, report: Report, html: (v: string, ...p: (string | number)[]) => void) {
  const parsed = parseInitialAssessment(text);
  for (const problem of parsed.problems) {
    report([`initialAssessment (line ${problem.line})`], 'initial-assessment', problem.message);
  }
  for (const item of parsed.items) {
    if (item.text !== '') html(item.text, `initialAssessment (line ${item.line})`);
    for (const bullet of item.bullets) {
      if (bullet !== '') html(bullet, `initialAssessment (question ${item.number} bullet)`);
    }
  }
}

function lintNoProtocol(protocol: SourceProtocol, report: Report) {
  const isReservedId =
    protocol.sourceProtocolId >= NO_PROTOCOL_IDS.min && protocol.sourceProtocolId <= NO_PROTOCOL_IDS.max;
  const hasQuestions = protocol.triage.some((block) => block.questions.length > 0);
  const isNoProtocolFits = NO_PROTOCOL_FITS.test(protocol.slug);
  if (!hasQuestions)
    report(
      ['triage'],
      'no-triage',
      isNoProtocolFits
        ? "'No Protocol Fits' carries the generic red-flag screen (red-flag-screens.ts)"
        : 'a protocol a call can land in needs triage questions that end in a disposition, the administrative kinds too (admin-screens.ts)',
    );
  if (protocol.noTriageBecause !== undefined)
    report(
      ['noTriageBecause'],
      'no-triage',
      'no protocol is exempt from triage questions: every call ends in a disposition (issue 25, blind set 2)',
    );
  if (protocol.noProtocolOrder !== undefined) {
    if (!isReservedId) report(['sourceProtocolId'], 'no-protocol', "'no protocol' protocols use source ids 900–999");
  } else if (isReservedId) {
    report(['sourceProtocolId'], 'no-protocol', "source ids 900–999 are reserved for 'no protocol' protocols");
  }
}

function lintTriage(
  protocol: SourceProtocol,
  report: Report,
  html: (v: string | undefined, ...p: (string | number)[]) => void,
  plain: (v: string | undefined, ...p: (string | number)[]) => void,
) {
  const hasQuestions = protocol.triage.some((block) => block.questions.length > 0);
  let previousTier = -1;
  protocol.triage.forEach((block, tierIndex) => {
    const order = TIERS.indexOf(block.tier);
    if (order <= previousTier) {
      report(
        ['triage', tierIndex, 'tier'],
        'tier-order',
        `tier '${block.tier}' is out of order or repeated (most acute first: ${TIERS.join(', ')})`,
      );
    }
    previousTier = Math.max(previousTier, order);
    if (block.questions.length === 0)
      report(['triage', tierIndex, 'questions'], 'empty', `tier '${block.tier}' has no questions`);
    block.questions.forEach((question, questionIndex) => {
      const path = ['triage', tierIndex, 'questions', questionIndex];
      html(question.text, ...path, 'text');
      if (question.reason === undefined) {
        report(path, 'reason', "every triage question needs a reason ('R/O: ...', 'REASON: ...')");
      } else {
        plain(question.reason, ...path, 'reason');
        const problem = reasonProblem(question.reason);
        if (problem) report([...path, 'reason'], 'reason', problem);
      }
      const keys = question.advice ?? [];
      keys.forEach((key, adviceIndex) => {
        if (keys.indexOf(key) !== adviceIndex)
          report([...path, 'advice', adviceIndex], 'advice-key', `advice key '${key}' repeated`);
      });
      if (TIERS_NEEDING_ADVICE.includes(block.tier) && keys.length === 0) {
        report(
          [...path, 'advice'],
          'advice-missing',
          `a '${block.tier}' question names the advice topics it activates`,
        );
      }
      if (question.videoVisitEligible === true && EMERGENCY_TIERS.includes(block.tier)) {
        report(
          [...path, 'videoVisitEligible'],
          'video-visit',
          `a '${block.tier}' question cannot be video-visit eligible`,
        );
      }
    });
  });
  if (!hasQuestions) return;
  const first = protocol.triage[0];
  const firstQuestion = first?.questions[0];
  if (first?.tier !== 'call-911' || firstQuestion === undefined || !LIFE_THREATENING_SCREEN.test(firstQuestion.text)) {
    report(
      ['triage', 0, 'questions', 0],
      'life-threatening-screen',
      "the first tier is 'call-911' and begins with the life-threatening screen ('Sounds like a life-threatening emergency to the triager')",
    );
  }
}

function lintAdvice(
  protocol: SourceProtocol,
  report: Report,
  html: (v: string | undefined, ...p: (string | number)[]) => void,
  plain: (v: string | undefined, ...p: (string | number)[]) => void,
) {
  let hasCallBack = false;
  protocol.advice.forEach((section, sectionIndex) => {
    plain(section.title, 'advice', sectionIndex, 'title');
    if (section.topics.length === 0)
      report(['advice', sectionIndex, 'topics'], 'empty', 'advice section has no topics');
    section.topics.forEach((topic, topicIndex) => {
      const path = ['advice', sectionIndex, 'topics', topicIndex];
      plain(topic.title, ...path, 'title');
      if (topic.isReasonsToCallBack === true) hasCallBack = true;
      if (topic.nuggets.length === 0)
        report([...path, 'nuggets'], 'empty', `advice topic '${topic.key}' has no nuggets`);
      topic.nuggets.forEach((nugget, nuggetIndex) => {
        html(nugget, ...path, 'nuggets', nuggetIndex);
      });
    });
  });
  const hasQuestions = protocol.triage.some((block) => block.questions.length > 0);
  if (hasQuestions && !hasCallBack) {
    report(
      ['advice'],
      'call-back',
      'a protocol with triage questions needs a reasons-to-call-back topic (isReasonsToCallBack: true)',
    );
  }
}
