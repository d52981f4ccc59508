/**
 * Disposition script rendering (spec section 5): light markdown to HTML, and to plain text for the
 * host (one grammar for both).
 * - a line wrapped in double asterisks is a heading: <p><strong>…</strong></p>;
 * - a line starting with an asterisk and a space is a bullet; consecutive bullets form one <ul>;
 * - a line wrapped in single asterisks that contains a space is an italic paragraph: <p><em>…</em></p>;
 * - any other line is a plain paragraph;
 * - a blank line ends a list (so does any line that is not a bullet).
 * Everything else is escaped, so the output holds only strong, em, ul, li, p and br tags.
 */
import { escapeHtml } from './escape-html.ts';

type ScriptLine = { kind: 'blank' } | { kind: 'heading' | 'bullet' | 'italic' | 'paragraph'; text: string };

function classify(rawLine: string): ScriptLine {
  const line = rawLine.trim();
  if (line === '') return { kind: 'blank' };
  if (line.length > 4 && line.startsWith('**') && line.endsWith('**')) {
    return { kind: 'heading', text: line.slice(2, -2).trim() };
  }
  if (line.startsWith('* ')) return { kind: 'bullet', text: line.slice(2).trim() };
  const isSingleWrapped =
    line.length > 2 && line.startsWith('*') && line.endsWith('*') && !line.startsWith('**') && !line.endsWith('**');
  if (isSingleWrapped && line.slice(1, -1).includes(' ')) return { kind: 'italic', text: line.slice(1, -1).trim() };
  return { kind: 'paragraph', text: line };
}

function blockHtml(line: Exclude<ScriptLine, { kind: 'blank' }>): string {
  const text = escapeHtml(line.text);
  switch (line.kind) {
    case 'heading':
      return `<p><strong>${text}</strong></p>`;
    case 'bullet':
      return `<li>${text}</li>`;
    case 'italic':
      return `<p><em>${text}</em></p>`;
    case 'paragraph':
      return `<p>${text}</p>`;
  }
}

/** Renders a disposition script to HTML ('' for a missing or blank script). */
export function dispositionScriptHtml(script: string | null | undefined): string {
  let html = '';
  let isInList = false;
  for (const rawLine of (script ?? '').split(/\r\n|\r|\n/)) {
    const line = classify(rawLine);
    const isBullet = line.kind === 'bullet';
    if (isInList && !isBullet) {
      html += '</ul>';
      isInList = false;
    }
    if (line.kind === 'blank') continue;
    if (isBullet && !isInList) {
      html += '<ul>';
      isInList = true;
    }
    html += blockHtml(line);
  }
  return isInList ? `${html}</ul>` : html;
}

/**
 * A disposition script as plain text (the guidance the host bridge sends): one line per heading,
 * bullet, italic or plain paragraph, their markers removed by the same grammar as the HTML; blank
 * lines dropped.
 */
export function dispositionScriptText(script: string | null | undefined): string {
  const lines: string[] = [];
  for (const rawLine of (script ?? '').split(/\r\n|\r|\n/)) {
    const line = classify(rawLine);
    if (line.kind !== 'blank') lines.push(line.text);
  }
  return lines.join('\n');
}
