/**
 * The one way thresholds are worded in triage questions (docs/content-format.md, 'Wording of
 * thresholds'), so that a nurse reads every cut-off the same way in every protocol and no patient
 * falls between two wordings:
 *   ages       'N years or older', 'younger than N months'
 *   durations  'N days or more' (the caller at exactly N days lands on the safer side), 'less than N hours',
 *              'N years ago or longer'
 *   fever      '100 °F (37.8 °C) or higher' / 'or lower'; an 'or higher' cut-off is a whole °F number,
 *              the way a caller reads a thermometer ('it says 100'), so no caller falls just below it
 * `thresholdProblems` names each other form it finds, in the order found.
 */

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const TIME_UNIT = '(?:minutes?|hours?|days?|weeks?|months?|years?)';

/** A refused form: the pattern (on tag-free text) and what to write instead. */
interface RefusedForm {
  pattern: RegExp;
  instead: string;
}

const REFUSED: readonly RefusedForm[] = [
  {
    // Issue 25, blind set 2: '160/110 or higher' read as 'both numbers' missed 164/106.
    pattern: /\b\d{2,3}\/\d{2,3}\b/g,
    instead: "write 'the top number N or higher, or the bottom number N or higher' (either number counts)",
  },
  {
    pattern: new RegExp(String.raw`\b(?:over|above|greater than)\s+${NUMBER}`, 'gi'),
    instead: "write 'N years or older', 'N days or more' or 'N °F (N °C) or higher'",
  },
  {
    pattern: new RegExp(String.raw`\bunder\s+(?:age\s+)?${NUMBER}`, 'gi'),
    instead: "write 'younger than N months' or 'less than N days'",
  },
  {
    pattern: new RegExp(String.raw`\bolder than\s+${NUMBER}`, 'gi'),
    instead: "write 'N years or older'",
  },
  {
    pattern: new RegExp(String.raw`\bless than\s+${NUMBER}\s+${TIME_UNIT}\s+old\b`, 'gi'),
    instead: "write 'younger than N years'",
  },
  {
    pattern: new RegExp(String.raw`\bat least\s+${NUMBER}\s+${TIME_UNIT}`, 'gi'),
    instead: "write 'N years or older' or 'N days or more'",
  },
  {
    // 'more than 3 days' leaves the caller at exactly 3 days between two questions.
    pattern: new RegExp(String.raw`\b(?:more|longer) than\s+${NUMBER}\s+${TIME_UNIT}`, 'gi'),
    instead: "write 'N days or more' (or 'N years ago or longer'): a caller at exactly N days lands on the safer side",
  },
  {
    pattern: new RegExp(String.raw`\b${NUMBER}\s+${TIME_UNIT}\s+or\s+longer\b`, 'gi'),
    instead: "write 'N days or more'",
  },
  {
    pattern: new RegExp(String.raw`\b${NUMBER}\s+or\s+more\s+${TIME_UNIT}`, 'gi'),
    instead: "write 'N days or more'",
  },
  {
    pattern: new RegExp(String.raw`\b${NUMBER}\s*\+(?!\s*\d)`, 'g'),
    instead: "write 'N years or older' or 'more than N'",
  },
  { pattern: /[<>≤≥]/g, instead: "write the threshold in words ('more than', 'younger than', 'or higher')" },
];

/** A temperature as it must be written: '100 °F (37.8 °C)' or a range '97.5 to 99.4 °F (36.4 to 37.4 °C)'. */
const TEMPERATURE = new RegExp(
  String.raw`${NUMBER}(?: to ${NUMBER})? °F \(${NUMBER}(?: to ${NUMBER})? °C\)(?<after>[^.;:,]{0,12})`,
  'g',
);
const ANY_TEMPERATURE = /°\s*[FC]\b|\b\d+(?:[.,]\d+)?\s*(?:degrees|deg)\b/gi;

/** The text of an HTML fragment as a nurse reads it (inline tags removed, block tags a space, a few entities decoded). */
export function readableText(html: string): string {
  return html
    .replace(/<\/?(?:b|strong|i|em|u|sup|sub|a)(?:\s[^>]*)?>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&deg;/g, '°')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every threshold in the text that is not worded the one way, with what to write instead. */
export function thresholdProblems(html: string): string[] {
  const text = readableText(html).replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  const found: { index: number; message: string }[] = [];
  for (const { pattern, instead } of REFUSED) {
    for (const match of text.matchAll(pattern)) {
      found.push({ index: match.index, message: `threshold '${match[0]}' is worded another way: ${instead}` });
    }
  }
  found.push(...temperatureProblems(text));
  return found.sort((a, b) => a.index - b.index).map((entry) => entry.message);
}

function temperatureProblems(text: string): { index: number; message: string }[] {
  const wellFormed: [number, number][] = [];
  const problems: { index: number; message: string }[] = [];
  for (const match of text.matchAll(TEMPERATURE)) {
    const start = match.index;
    wellFormed.push([start, start + match[0].length]);
    const isRange = / to /.test(match[0].slice(0, match[0].indexOf('°F')));
    const after = (match.groups?.after ?? '').trim();
    const fahrenheit = match[0].slice(0, match[0].indexOf(' °F'));
    if (!isRange && /^or higher\b/.test(after) && /[.,]/.test(fahrenheit)) {
      problems.push({
        index: start,
        message: `temperature cut-off '${fahrenheit} °F' is not a whole number: callers read whole degrees ('it says 100'), so round an 'or higher' cut-off down (100.4 → '100 °F (37.8 °C) or higher')`,
      });
    }
    if (!isRange && !/^or (?:higher|lower)\b/.test(after)) {
      problems.push({
        index: start,
        message: `temperature '${match[0].slice(0, match[0].length - (match.groups?.after ?? '').length)}' must be followed by 'or higher' or 'or lower'`,
      });
    }
  }
  let lastReported = Number.NEGATIVE_INFINITY;
  for (const match of text.matchAll(ANY_TEMPERATURE)) {
    const index = match.index;
    if (wellFormed.some(([start, end]) => index >= start && index < end)) continue;
    // '100.4°F (38°C)': one problem for the pair.
    if (index - lastReported < 16) continue;
    lastReported = index;
    const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, index - 2)) + 1);
    problems.push({
      index,
      message: `temperature '${text.slice(start, index + match[0].length)}' must be written 'N °F (N °C) or higher' (space before °F and °C, Celsius in brackets)`,
    });
  }
  return problems;
}
