/**
 * One finding, one level (issue 31): where a question asks a finding listed with its wordings
 * (`FINDINGS_WORDED_DIFFERENTLY`), it is at the finding's tier, or more acute with a further danger
 * sign the finding lists (`higherWith`), or at another tier a sourced justification names
 * (`justified`). Anything else is a pair of questions that paraphrase one finding at two levels:
 * a less acute one is `shared-finding`, a more acute one `finding-pair`. `findingUses` lists every
 * question that asks a listed finding, for the check's report.
 */
import { FINDINGS_WORDED_DIFFERENTLY, type FindingWordings } from '../protocols/shared/findings.ts';
import { TIERS, type Tier } from '../source/define-protocol.ts';
import type { LocatedSource } from '../sources/locate.ts';
import { readableText } from './thresholds.ts';

type FindingStatus = 'at-tier' | 'further-sign' | 'justified' | 'lower' | 'higher';

export interface FindingMatch {
  /** The wording that matched. */
  match: string;
  status: FindingStatus;
}

/** How a question at `tier` in protocol '<audience>/<slug>' asks the finding, or undefined when it does not. */
export function classifyFinding(
  finding: FindingWordings,
  protocol: string,
  tier: Tier,
  text: string,
): FindingMatch | undefined {
  const found = finding.wordings.map((wording) => wording.exec(text)).find((m) => m !== null);
  if (!found) return undefined;
  const match = found[0];
  if (tier === finding.tier) return { match, status: 'at-tier' };
  if (finding.justified?.some((entry) => entry.protocol === protocol && entry.tier === tier)) {
    return { match, status: 'justified' };
  }
  if (TIERS.indexOf(tier) > TIERS.indexOf(finding.tier)) return { match, status: 'lower' };
  if (finding.higherWith?.some((sign) => sign.test(text))) return { match, status: 'further-sign' };
  return { match, status: 'higher' };
}

export interface FindingUse {
  finding: string;
  findingTier: Tier;
  protocol: string;
  file: string;
  /** 1-based question number in the protocol (the built question id is sourceProtocolId × 1000 + n). */
  questionNumber: number;
  sourceProtocolId: number;
  tier: Tier;
  text: string;
  status: FindingStatus;
}

/** Every question of the given protocols that asks a finding listed with its wordings. */
export function findingUses(located: readonly LocatedSource[]): FindingUse[] {
  const uses: FindingUse[] = [];
  for (const { source, file } of located) {
    const protocol = `${source.audience}/${source.slug}`;
    let n = 0;
    for (const block of source.triage) {
      for (const question of block.questions) {
        n += 1;
        const text = readableText(question.text);
        for (const finding of FINDINGS_WORDED_DIFFERENTLY) {
          const found = classifyFinding(finding, protocol, block.tier, text);
          if (!found) continue;
          uses.push({
            finding: finding.finding,
            findingTier: finding.tier,
            protocol,
            file,
            questionNumber: n,
            sourceProtocolId: source.sourceProtocolId,
            tier: block.tier,
            text,
            status: found.status,
          });
        }
      }
    }
  }
  return uses;
}

/**
 * The findings asked at more than one tier, as printed lines: each finding's tiers with the
 * questions at each and why a tier other than the finding's is allowed (a further danger sign, a
 * sourced justification) or not (reported by the check).
 */
export function formatFindingPairs(uses: readonly FindingUse[]): string[] {
  const lines: string[] = [];
  const byFinding = new Map<string, FindingUse[]>();
  for (const use of uses) byFinding.set(use.finding, [...(byFinding.get(use.finding) ?? []), use]);
  let several = 0;
  for (const [finding, list] of byFinding) {
    const tiers = new Set(list.map((use) => use.tier));
    if (tiers.size < 2) continue;
    several += 1;
    lines.push(`  '${finding}' (${list[0]?.findingTier}): ${list.length} questions at ${[...tiers].join(', ')}`);
    for (const use of list.filter((u) => u.status !== 'at-tier')) {
      lines.push(
        `    ${use.protocol} ${use.sourceProtocolId * 1000 + use.questionNumber} at ${use.tier}: ${STATUS_WORDS[use.status]}`,
      );
    }
  }
  return [
    `Findings asked in several protocols (${byFinding.size} listed with their wordings): ${several} asked at more than one tier`,
    ...lines,
  ];
}

const STATUS_WORDS: Record<FindingStatus, string> = {
  'at-tier': "at the finding's tier",
  'further-sign': 'more acute with a further danger sign the finding lists',
  justified: 'at another tier with a sourced justification',
  lower: 'LESS ACUTE (reported: shared-finding)',
  higher: 'MORE ACUTE without a further sign (reported: finding-pair)',
};
