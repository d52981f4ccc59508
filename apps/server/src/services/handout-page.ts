/**
 * The patient handout page (issue 36, ADR 0046): core's handouts of the protocols as a plain HTML
 * document with the practice's name and phone, under the handout CSP (no inline script or style:
 * the stylesheet is /handout.css, the one script /handout.js prints the page when asked). Every text is escaped; nothing about the patient is in it.
 */
import { DEMO_CONTENT_LABEL } from '@triage/contracts';
import { escapeHtml, type Handout } from '@triage/core';

export const HANDOUT_STYLESHEET_PATH = '/handout.css';
export const HANDOUT_SCRIPT_PATH = '/handout.js';

/**
 * The page's only script (no inline script): opened from the Handouts sub-tab's Print (`#print`), it
 * prints itself; its 'Save as PDF or print' link opens the browser's print dialog, where the PDF is
 * made (ADR 0052).
 */
export const HANDOUT_SCRIPT = `if (location.hash === '#print') addEventListener('load', () => print());
document.getElementById('save-pdf')?.addEventListener('click', (event) => { event.preventDefault(); print(); });
`;

interface HandoutPractice {
  name: string;
  /** The phone patients call (the practice's handoutPhone option); null when not set. */
  phone: string | null;
}

export interface HandoutPage {
  practice: HandoutPractice;
  handouts: Handout[];
  isDemo: boolean;
  expiresAt: Date;
}

const list = (lines: readonly string[]) => `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;

function handoutSection(handout: Handout): string {
  const topics = handout.topics
    .map((topic) => `<section class="topic"><h3>${escapeHtml(topic.title)}</h3>${list(topic.lines)}</section>`)
    .join('');
  const callBack =
    handout.reasonsToCallBack.length > 0
      ? `<section class="call-back"><h2>Call us back if</h2>${list(handout.reasonsToCallBack)}</section>`
      : '';
  const related =
    handout.relatedHandouts.length > 0
      ? `<section class="related"><h2>Related handouts</h2>${list(handout.relatedHandouts)}</section>`
      : '';
  return `<article><h1>${escapeHtml(handout.title)}</h1>${topics ? `<h2>What you can do at home</h2>${topics}` : ''}${callBack}${related}</article>`;
}

function callLine(practice: HandoutPractice): string {
  return practice.phone
    ? `Questions? Call <a href="tel:${escapeHtml(practice.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(practice.phone)}</a>.`
    : 'Questions? Call your doctor’s office.';
}

function documentOf(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${HANDOUT_STYLESHEET_PATH}"><script src="${HANDOUT_SCRIPT_PATH}" defer></script></head>
<body><main>${body}</main></body></html>
`;
}

const dateText = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The handout document. */
export function handoutPageHtml(page: HandoutPage): string {
  const titles = page.handouts.map((handout) => handout.title).join(', ');
  const body = [
    `<header><p class="practice">${escapeHtml(page.practice.name)}</p><p>${callLine(page.practice)}</p><p class="save"><a id="save-pdf" href="#print">Save as PDF or print</a></p></header>`,
    page.isDemo ? `<p class="demo">${DEMO_CONTENT_LABEL}</p>` : '',
    ...page.handouts.map(handoutSection),
    `<footer><p>Call 911 for an emergency. This page gives general care advice; it holds nothing about you. The link works until ${dateText(page.expiresAt)}.</p></footer>`,
  ].join('\n');
  return documentOf(`${titles} — ${page.practice.name}`, body);
}

/** The page of a link that cannot be shown, with the catalogue's message. */
export function handoutErrorHtml(message: string): string {
  return documentOf(
    'Handout not available',
    `<h1>Handout not available</h1><p class="error">${escapeHtml(message)}</p>`,
  );
}

/** The handout stylesheet: readable on a phone, and a clean print (no link colours, no page furniture). */
export const HANDOUT_CSS = `
:root { color-scheme: light; }
body { margin: 0; font: 1.0625rem/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1b1b; background: #fff; }
main { max-width: 42rem; margin: 0 auto; padding: 1.25rem 1rem 2rem; }
header { border-bottom: 2px solid #1f5f8b; margin-bottom: 1rem; }
header p { margin: 0.25rem 0; }
.practice { font-size: 1.25rem; font-weight: 700; }
.demo { border: 2px solid #8a4b00; color: #8a4b00; font-weight: 700; padding: 0.5rem 0.75rem; }
h1 { font-size: 1.6rem; margin: 1rem 0 0.5rem; }
h2 { font-size: 1.25rem; margin: 1.25rem 0 0.5rem; }
h3 { font-size: 1.05rem; margin: 0.75rem 0 0.25rem; }
ul { margin: 0.25rem 0 0.75rem; padding-left: 1.4rem; }
li { margin: 0.2rem 0; }
.call-back { border-left: 4px solid #b3261e; padding-left: 0.75rem; }
a { color: #1f5f8b; }
footer { border-top: 1px solid #ccc; margin-top: 2rem; font-size: 0.9rem; color: #444; }
.error { font-size: 1.1rem; }
@media print {
  body { font-size: 11pt; color: #000; }
  main { max-width: none; padding: 0; }
  a { color: #000; text-decoration: none; }
  .save { display: none; }
  header { border-color: #000; }
  .call-back { border-color: #000; }
  article { break-inside: auto; }
  article + article { break-before: page; }
  h1, h2, h3 { break-after: avoid; }
  li { break-inside: avoid; }
  @page { margin: 1.5cm; }
}
`;
