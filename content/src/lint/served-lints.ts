/**
 * Lints of served content (the JSON the API serves and the admin CLI imports): ids, fullIds and
 * references consistent within a content set, dispositions at levels 1–3, keywords present, no
 * empty advice, references well formed and, optionally, HTML that survives sanitising unchanged.
 * Inputs have already been parsed with the contracts' schemas.
 */
import type { ContentSet, Disposition, Protocol } from '@triage/contracts';
import { parseInitialAssessment } from './assessment.ts';
import { joinPath, quote } from './problem.ts';
import { htmlProblem } from './sanitize-html.ts';
import { scriptProblems } from './script.ts';

/** Reports a problem of protocol `index` (or of the file when index is null) at a path inside it. */
export type ServedReport = (index: number | null, path: string, rule: string, message: string) => void;

export interface ServedLintOptions {
  /**
   * Also check the content rules: HTML survives sanitising, keywords present, references well formed,
   * no empty advice. Off for our built content, whose sources were checked with better paths.
   */
  checkContentRules: boolean;
  /** Only this protocol's own lints run (the rules across protocols still see them all). */
  only?: number | undefined;
}

export function lintServedContentSet(
  contentSet: ContentSet,
  protocols: readonly Protocol[],
  report: ServedReport,
  options: ServedLintOptions,
): void {
  const bySourceId = new Map<number, number>();
  const ids = new Map<number, number>();
  const fullIds = new Map<string, number>();
  const questionIds = new Map<number, string>();
  const noProtocolOrders = new Map<number, number>();
  protocols.forEach((protocol, index) => {
    const unique = <K>(seen: Map<K, number>, key: K, path: string, what: string) => {
      const first = seen.get(key);
      if (first !== undefined)
        report(index, path, 'unique-id', `duplicate ${what} ${String(key)} (also protocols[${first}])`);
      else seen.set(key, index);
    };
    unique(ids, protocol.id, 'id', 'protocol id');
    unique(fullIds, protocol.fullId, 'fullId', 'fullId');
    unique(bySourceId, protocol.sourceProtocolId, 'sourceProtocolId', 'sourceProtocolId');
    if (protocol.noProtocolOrder !== null && protocol.noProtocolOrder !== undefined) {
      unique(noProtocolOrders, protocol.noProtocolOrder, 'noProtocolOrder', 'noProtocolOrder');
    }
    for (const disposition of protocol.content.dispositions ?? []) {
      disposition.questions.forEach((question) => {
        const first = questionIds.get(question.id);
        if (first !== undefined)
          report(index, 'content.dispositions', 'unique-id', `duplicate question id ${question.id} (also ${first})`);
        else questionIds.set(question.id, protocol.fullId);
      });
    }
    if (options.only !== undefined && options.only !== index) return;
    const expectedFullId = `${contentSet.name}${protocol.sourceProtocolId}`;
    if (protocol.fullId !== expectedFullId) report(index, 'fullId', 'full-id', `fullId must be '${expectedFullId}'`);
    if (protocol.contentSetId !== contentSet.id)
      report(index, 'contentSetId', 'content-set', `must be ${contentSet.id}`);
    if (protocol.contentSet.id !== contentSet.id || protocol.contentSet.name !== contentSet.name) {
      report(index, 'contentSet', 'content-set', `must be content set ${contentSet.id} '${contentSet.name}'`);
    }
    if (protocol.content.contentSet !== contentSet.id)
      report(index, 'content.contentSet', 'content-set', `must be ${contentSet.id}`);
    if (protocol.content.id !== protocol.id)
      report(index, 'content.id', 'unique-id', `must equal the protocol id ${protocol.id}`);
    if (options.checkContentRules && protocol.keywords.length === 0) {
      report(index, 'keywords', 'keywords', 'a protocol needs keywords');
    }
  });
  protocols.forEach((protocol, index) => {
    if (options.only !== undefined && options.only !== index) return;
    lintServedProtocol(protocol, (path, rule, message) => report(index, path, rule, message), bySourceId, options);
  });
}

function lintServedProtocol(
  protocol: Protocol,
  report: (path: string, rule: string, message: string) => void,
  bySourceId: ReadonlyMap<number, number>,
  options: ServedLintOptions,
): void {
  const { content } = protocol;
  const html = (value: string | null | undefined, path: string) => {
    if (!options.checkContentRules || value === null || value === undefined) return;
    const problem = htmlProblem(value);
    if (problem) report(path, 'html', `${problem}: ${quote(value)}`);
  };
  html(protocol.definition, 'definition');
  html(content.definition, 'content.definition');
  html(content.background, 'content.background');
  html(content.firstAid, 'content.firstAid');
  if (options.checkContentRules && content.initialAssessmentQuestions) {
    for (const item of parseInitialAssessment(content.initialAssessmentQuestions).items) {
      html(item.text, `content.initialAssessmentQuestions (line ${item.line})`);
      for (const bullet of item.bullets) html(bullet, `content.initialAssessmentQuestions (question ${item.number})`);
    }
  }
  const smapLists: [string, typeof protocol.smaps][] = [
    ['smaps', protocol.smaps],
    ['content.smaps', content.smaps],
  ];
  for (const [listPath, smaps] of smapLists) {
    smaps.forEach((smap, index) => {
      html(smap.text, joinPath(listPath, index, 'text'));
      if (!bySourceId.has(smap.smapAlgorithmId)) {
        report(
          joinPath(listPath, index, 'smapAlgorithmId'),
          'smap',
          `no protocol with sourceProtocolId ${smap.smapAlgorithmId} in this content set`,
        );
      }
    });
  }
  const contentRule = (path: string, rule: string, message: string) => {
    if (options.checkContentRules) report(path, rule, message);
  };
  content.references.forEach((reference, index) => {
    if (reference.title.trim() === '')
      contentRule(joinPath('content.references', index, 'title'), 'reference', 'a reference needs a title');
    if (reference.pubMedId && !/^\d+$/.test(reference.pubMedId)) {
      contentRule(
        joinPath('content.references', index, 'pubMedId'),
        'reference',
        `pubMedId must be digits only, got ${quote(reference.pubMedId)}`,
      );
    }
  });
  const topicIds = new Set<number>();
  content.adviceSections.forEach((section, sectionIndex) => {
    const sectionPath = joinPath('content.adviceSections', sectionIndex);
    if (section.adviceTopics.length === 0) contentRule(sectionPath, 'empty', 'advice section has no topics');
    section.adviceTopics.forEach((topic, topicIndex) => {
      const topicPath = joinPath(sectionPath, 'adviceTopics', topicIndex);
      if (topicIds.has(topic.id))
        report(joinPath(topicPath, 'id'), 'unique-id', `duplicate advice topic id ${topic.id}`);
      topicIds.add(topic.id);
      if (topic.title.trim() === '')
        contentRule(joinPath(topicPath, 'title'), 'empty', 'an advice topic needs a title');
      if (topic.adviceNuggets.length === 0) contentRule(topicPath, 'empty', 'advice topic has no nuggets');
      topic.adviceNuggets.forEach((nugget, nuggetIndex) => {
        const path = joinPath(topicPath, 'adviceNuggets', nuggetIndex, 'text');
        if (nugget.text.trim() === '') contentRule(path, 'empty', 'empty nugget');
        html(nugget.text, path);
      });
    });
  });
  (content.dispositions ?? []).forEach((disposition, dispositionIndex) => {
    const dispositionPath = joinPath('content.dispositions', dispositionIndex);
    if (![1, 2, 3].includes(disposition.dispositionLevelId)) {
      report(joinPath(dispositionPath, 'dispositionLevelId'), 'disposition', 'disposition level must be 1, 2 or 3');
    }
    if (disposition.questions.length === 0)
      contentRule(joinPath(dispositionPath, 'questions'), 'empty', 'disposition has no questions');
    disposition.questions.forEach((question, questionIndex) => {
      const path = joinPath(dispositionPath, 'questions', questionIndex);
      if (question.text.replace(/<[^>]*>/g, '').trim() === '')
        contentRule(joinPath(path, 'text'), 'empty', 'a question needs text');
      html(question.text, joinPath(path, 'text'));
      question.advice.forEach((advice, adviceIndex) => {
        if (typeof advice === 'number' && !topicIds.has(advice)) {
          report(
            joinPath(path, 'advice', adviceIndex),
            'advice-id',
            `no advice topic with id ${advice} in this protocol`,
          );
        }
      });
      if (typeof question.smapAlgorithmId === 'number' && !bySourceId.has(question.smapAlgorithmId)) {
        report(
          joinPath(path, 'smapAlgorithmId'),
          'smap',
          `no protocol with sourceProtocolId ${question.smapAlgorithmId} in this content set`,
        );
      }
    });
  });
}

/** The global dispositions list: unique ids and titles, levels 1–3, scripts in light markdown. */
export function lintDispositionList(
  dispositions: readonly Disposition[],
  report: (path: string, rule: string, message: string) => void,
): void {
  const ids = new Set<number>();
  const titles = new Set<string>();
  dispositions.forEach((disposition, index) => {
    const path = joinPath('dispositions', index);
    if (ids.has(disposition.id))
      report(joinPath(path, 'id'), 'unique-id', `duplicate disposition id ${disposition.id}`);
    ids.add(disposition.id);
    if (titles.has(disposition.title))
      report(joinPath(path, 'title'), 'unique-id', `duplicate disposition title '${disposition.title}'`);
    titles.add(disposition.title);
    if (![1, 2, 3].includes(disposition.dispositionLevelId)) {
      report(joinPath(path, 'dispositionLevelId'), 'disposition', 'disposition level must be 1, 2 or 3');
    }
    if (!disposition.script) return;
    for (const problem of scriptProblems(disposition.script)) {
      report(joinPath(path, `script (line ${problem.line})`), 'script', problem.message);
    }
  });
}
