/**
 * Disposition scripts in the spec's light markdown (section 5): '**Heading**' lines, '* ' bullets,
 * '*italic line with spaces*', plain paragraphs, blank lines ending a list. No HTML.
 */
import { plainTextProblem } from './sanitize-html.ts';

/** Problems of a script, each with its 1-based line. */
export function scriptProblems(script: string): { line: number; message: string }[] {
  const problems: { line: number; message: string }[] = [];
  const lines = script.split(/\r?\n/);
  if (!/^\*\*[^*].*\*\*$/.test((lines[0] ?? '').trim())) {
    problems.push({ line: 1, message: "a script starts with a '**Heading**' line" });
  }
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const html = plainTextProblem(line);
    if (html) problems.push({ line: index + 1, message: `${html}: scripts use light markdown` });
    if (!line.startsWith('*')) return;
    const isHeading = /^\*\*[^*].*\*\*$/.test(line);
    const isBullet = /^\* \S/.test(line);
    const isItalic = /^\*[^*\s][^*]* [^*]*[^*\s]\*$/.test(line);
    if (!isHeading && !isBullet && !isItalic) {
      problems.push({
        line: index + 1,
        message: "a line starting with '*' must be a '**Heading**', a '* bullet' or an '*italic line*'",
      });
    }
  });
  return problems;
}
