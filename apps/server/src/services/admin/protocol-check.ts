/**
 * A practice's draft of a protocol against the content check the shipped content passes (the
 * import format's check, content/src/import: the contracts' schemas, HTML, references and links,
 * the consistency rules), run on the whole content set as the practice's nurses would get it with
 * the draft in it. Only the draft's problems are reported, each named by the question or
 * disposition it concerns.
 */
import { parseContentSetFiles } from '@triage/content';
import type { Protocol } from '@triage/contracts';
import type { ServerContext } from '../../context.ts';
import type { ContentSetRow } from '../../repositories/content.repository.ts';
import { listDispositionRows } from '../../repositories/dispositions.repository.ts';
import type { PracticeRow } from '../../repositories/practices.repository.ts';
import { practiceProtocolsOf } from '../protocols.service.ts';

const QUESTION_PATH = /^content\.dispositions\[(\d+)\](?:\.questions\[(\d+)\])?(.*)$/;

const TOPIC_PATH = /^content\.adviceSections\[(\d+)\]\.adviceTopics\[(\d+)\](?:\.adviceNuggets\[(\d+)\])?(.*)$/;

/** "Care advice topic 'Fever': advice 2: empty nugget" for 'content.adviceSections[0].adviceTopics[1]…'. */
function topicPlaceOf(draft: Protocol, match: RegExpExecArray): string {
  const topic = draft.content.adviceSections[Number(match[1])]?.adviceTopics[Number(match[2])];
  const title = topic?.title.trim();
  const kind = topic?.isReasonsToCallBack ? 'Reasons to call back topic' : 'Care advice topic';
  const named = title ? `${kind} '${title}'` : `A care advice topic with no title (id ${topic?.id})`;
  const nugget = match[3] === undefined ? '' : `: advice ${Number(match[3]) + 1}`;
  const rest = (match[4] ?? '').replace(/^\./, '');
  // 'text' and 'title' are said by the message itself.
  return `${named}${nugget}${rest && rest !== 'text' && rest !== 'title' ? `: ${rest}` : ''}`;
}

/** "Question 'Any fever?' in 'See Today in Office': text" for 'content.dispositions[1].questions[0].text'. */
function placeOf(draft: Protocol, path: string): string {
  const topic = TOPIC_PATH.exec(path);
  if (topic) return topicPlaceOf(draft, topic);
  const match = QUESTION_PATH.exec(path);
  if (!match) return path || 'protocol';
  const disposition = draft.content.dispositions?.[Number(match[1])];
  const question = match[2] === undefined ? undefined : disposition?.questions[Number(match[2])];
  const rest = (match[3] ?? '').replace(/^\./, '');
  const text = question?.text.replace(/<[^>]*>/g, '').trim();
  const named = text ? `Question '${text}'` : `A question with no text (id ${question?.id})`;
  const where = question ? `${named} in '${disposition?.title}'` : `Disposition '${disposition?.title}'`;
  return rest ? `${where}: ${rest}` : where;
}

export async function checkPracticeDraft(
  ctx: ServerContext,
  practice: PracticeRow,
  contentSet: ContentSetRow,
  draft: Protocol,
): Promise<string[]> {
  const current = await practiceProtocolsOf(ctx, practice, contentSet.id);
  const index = current.findIndex((protocol) => protocol.sourceProtocolId === draft.sourceProtocolId);
  const protocols = current.map((protocol, at) => (at === index ? draft : protocol));
  const dispositions = (await listDispositionRows(ctx.db, null)).map((row) => row.data);
  // The draft's own checks, and the rules across protocols with the practice's others.
  const result = parseContentSetFiles(
    { contentSet: contentSet.data, protocols, dispositions },
    index >= 0 ? { focus: index } : {},
  );
  const prefix = `protocols[${index}]`;
  return result.problems
    .filter((problem) => problem.path === prefix || problem.path.startsWith(`${prefix}.`))
    .map((problem) => `${placeOf(draft, problem.path.slice(prefix.length + 1))}: ${problem.message}`);
}
