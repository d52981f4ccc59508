/**
 * A straightforward reference implementation of the search rules, built on Fuse.js itself: Fuse.js
 * over every protocol for every term, `Fuse.match` for every per-field check, no index, no
 * shortlist. Slow on purpose; the equivalence test checks the fast engine returns exactly what this
 * returns. Shares only query cleaning, the rule table, Fuse.js's field weighting (itself checked
 * against Fuse.js in core's tests) and the constants with the engine.
 */

import { NO_PROTOCOL_DELAY_MS, type ProtocolSearch, type SearchHit } from '@triage/core';
import Fuse from 'fuse.js';
// The search engine's internals, which the package does not export: imported from their modules.
import { type AgeGroup, ageGroupOf } from '../packages/core/src/content-set/age-group.ts';
import {
  FUZZY_OPTIONS,
  KEYWORD_THRESHOLD,
  MULTI_TERM_RESULT_LIMIT,
  TITLE_THRESHOLD,
} from '../packages/core/src/search/constants.ts';
import { fuseFieldNorm, fuseScoreFactor } from '../packages/core/src/search/fuse-score.ts';
import { normalizeText, normalizeWords, splitWords } from '../packages/core/src/search/normalize.ts';
import { parseSearchQuery } from '../packages/core/src/search/query.ts';
import {
  compareRank,
  directScoreOf,
  orderingScoreOf,
  type RankKey,
  titleBonusOf,
} from '../packages/core/src/search/ranking.ts';
import type { SearchableProtocol, SearchMatch } from '../packages/core/src/search/types.ts';
import { escapeHtml } from '../packages/core/src/text/escape-html.ts';

interface Evaluated extends RankKey {
  readonly pureScore: number;
  readonly matches: SearchMatch[];
  readonly isWordMatched: boolean[];
}

/** The reference search over a protocol list. */
export function createReferenceSearch<P extends SearchableProtocol>(protocols: readonly P[]): ProtocolSearch<P> {
  const docs = protocols.map((protocol) => ({
    title: normalizeText(protocol.title),
    keywords: protocol.keywords.map(normalizeText),
  }));
  const fuse = new Fuse(docs, { keys: ['title', 'keywords'], ...FUZZY_OPTIONS, includeScore: true });
  const memo = new Map<string, number | null>();
  /** Fuse.match's score of a term in a text (fuzzy threshold 0.38), or null when it does not match. Memoised. */
  const matchScore = (term: string, text: string): number | null => {
    const key = `${term}\u0000${text}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const result = Fuse.match(term, text, FUZZY_OPTIONS);
    const score = result.isMatch ? (result.score ?? 0) : null;
    memo.set(key, score);
    return score;
  };
  /** The field score (Fuse.js weighting) of a term on one title or keyword, or null when it does not match. */
  const fieldScoreOf = (term: string, text: string, norm = fuseFieldNorm(text)): number | null => {
    const score = matchScore(term, text);
    return score === null ? null : fuseScoreFactor(score, norm);
  };
  const fuseMemo = new Map<string, Map<number, number>>();
  /** Fuse.js's results for one term: record index to record score. Memoised. */
  const fuseResults = (term: string): Map<number, number> => {
    const known = fuseMemo.get(term);
    if (known !== undefined) return known;
    const results = new Map(fuse.search(term).map((result) => [result.refIndex, result.score ?? 1]));
    fuseMemo.set(term, results);
    return results;
  };
  const isAccepted = (score: number | null, threshold: number): score is number => score !== null && score <= threshold;
  const isAllowed = (index: number, ageGroups: readonly AgeGroup[]): boolean => {
    const ageGroup = ageGroupOf(protocols[index]?.contentSet.name ?? '');
    return ageGroups.length === 0 || (ageGroup !== null && ageGroups.includes(ageGroup));
  };
  const render = (title: string, isWordMatched: readonly boolean[]): string => {
    let html = '';
    let position = 0;
    splitWords(title).forEach((word, i) => {
      html += escapeHtml(title.slice(position, word.start));
      const text = escapeHtml(title.slice(word.start, word.end));
      html += isWordMatched[i] === true ? `<b>${text}</b>` : text;
      position = word.end;
    });
    return html + escapeHtml(title.slice(position));
  };

  return {
    size: protocols.length,
    // Nothing to build ahead: the reference runs Fuse.js at every search.
    prepare() {},
    search(query, options) {
      const parsed = parseSearchQuery(query);
      const limit = (hits: SearchHit<P>[]) =>
        options.limit === undefined ? hits : hits.slice(0, Math.max(0, options.limit));
      if (parsed.kind !== 'terms') {
        const ageGroups = parsed.kind === 'age-group' ? parsed.ageGroups : [];
        const hits: SearchHit<P>[] = [];
        protocols.forEach((protocol, index) => {
          if (!isAllowed(index, ageGroups)) return;
          const hit = { protocol, index, searchTitle: escapeHtml(protocol.title) };
          if (options.debug !== true) {
            hits.push(hit);
            return;
          }
          const directScore = directScoreOf({
            isTitleExact: false,
            isTitleForward: false,
            hasAllTermsInTitle: false,
            isKeywordExact: false,
            isKeywordForward: false,
            titleScore: null,
            matchedTermShare: 0,
            isNoProtocol: protocol.noProtocolOrder != null,
            isContentSetMatch: ageGroups.length > 0,
            hasKeywordMatch: false,
          });
          hits.push({ ...hit, debug: { directScore, score: orderingScoreOf(1, 0), pureScore: 1, matches: [] } });
        });
        return { query: parsed, isFiltered: parsed.kind === 'age-group', hits: limit(hits) };
      }

      const { terms, phrases, ageGroups } = parsed;
      // Fuse.js finds each term's candidates; a candidate is a result when a title or keyword accepts the term.
      const perTerm = terms.map((term) => fuseResults(term));
      const isMember = (index: number): boolean => {
        const doc = docs[index];
        if (doc === undefined) return false;
        return terms.some(
          (term, t) =>
            perTerm[t]?.has(index) === true &&
            (isAccepted(fieldScoreOf(term, doc.title), TITLE_THRESHOLD) ||
              doc.keywords.some((keyword) => isAccepted(fieldScoreOf(term, keyword), KEYWORD_THRESHOLD))),
        );
      };
      const evaluate = (index: number): Evaluated => {
        const protocol = protocols[index];
        const doc = docs[index];
        if (protocol === undefined || doc === undefined) throw new Error('no such protocol');
        const { title, keywords } = doc;
        const titleScores = terms
          .map((term) => fieldScoreOf(term, title))
          .filter((score): score is number => isAccepted(score, TITLE_THRESHOLD));
        const directScore = directScoreOf({
          isTitleExact: phrases.includes(title),
          isTitleForward: phrases.some((phrase) => title.startsWith(phrase)),
          hasAllTermsInTitle: terms.length >= 2 && terms.every((term) => title.includes(term)),
          isKeywordExact: keywords.some((keyword) => phrases.includes(keyword)),
          isKeywordForward: keywords.some((keyword) => phrases.some((phrase) => keyword.startsWith(phrase))),
          titleScore: titleScores.length > 0 ? Math.min(...titleScores) : null,
          matchedTermShare:
            terms.filter(
              (term) =>
                isAccepted(fieldScoreOf(term, title), TITLE_THRESHOLD) ||
                keywords.some((keyword) => isAccepted(fieldScoreOf(term, keyword), KEYWORD_THRESHOLD)),
            ).length / terms.length,
          isNoProtocol: protocol.noProtocolOrder != null,
          isContentSetMatch: ageGroups.length > 0,
          hasKeywordMatch: terms.some((term) =>
            keywords.some((keyword) => isAccepted(fieldScoreOf(term, keyword), KEYWORD_THRESHOLD)),
          ),
        });
        const pureScore = perTerm.reduce((sum, scores) => sum + (scores.get(index) ?? 1), 0) / terms.length;
        // A title word is matched when a term accepted on the title would be accepted on that word alone.
        const acceptingTerms = terms.filter((term) => isAccepted(fieldScoreOf(term, title), TITLE_THRESHOLD));
        const isWordMatched = normalizeWords(protocol.title).map((word) =>
          acceptingTerms.some((term) => isAccepted(fieldScoreOf(term, word, 1), TITLE_THRESHOLD)),
        );
        const matches: SearchMatch[] = [];
        for (const term of terms) {
          const onTitle = fieldScoreOf(term, title);
          if (isAccepted(onTitle, TITLE_THRESHOLD))
            matches.push({ term, field: 'title', value: title, score: onTitle });
          for (const keyword of keywords) {
            const onKeyword = fieldScoreOf(term, keyword);
            if (isAccepted(onKeyword, KEYWORD_THRESHOLD)) {
              matches.push({ term, field: 'keyword', value: keyword, score: onKeyword });
            }
          }
        }
        return {
          index,
          directScore,
          score: orderingScoreOf(pureScore, titleBonusOf(isWordMatched)),
          pureScore,
          noProtocolOrder: protocol.noProtocolOrder ?? null,
          matches,
          isWordMatched,
        };
      };

      let ranked: Evaluated[] = [];
      protocols.forEach((_, index) => {
        if (isAllowed(index, ageGroups) && isMember(index)) ranked.push(evaluate(index));
      });
      ranked.sort(compareRank);
      if (terms.length > 1) ranked = ranked.slice(0, MULTI_TERM_RESULT_LIMIT);
      if (options.elapsedMs >= NO_PROTOCOL_DELAY_MS) {
        const present = new Set(ranked.map((item) => item.index));
        protocols.forEach((protocol, index) => {
          if (protocol.noProtocolOrder != null && !present.has(index) && isAllowed(index, ageGroups)) {
            ranked.push(evaluate(index));
          }
        });
        ranked.sort(compareRank);
      }
      const hits = ranked.map((item): SearchHit<P> => {
        const protocol = protocols[item.index];
        if (protocol === undefined) throw new Error('no such protocol');
        const hit = { protocol, index: item.index, searchTitle: render(protocol.title, item.isWordMatched) };
        if (options.debug !== true) return hit;
        const { directScore, score, pureScore, matches } = item;
        return { ...hit, debug: { directScore, score, pureScore, matches } };
      });
      return { query: parsed, isFiltered: true, hits: limit(hits) };
    },
  };
}
