/**
 * The instructions page's HTML (spec section 2, 'Instructions panel'): sanitised by the app's
 * sanitiser (lib/sanitize-html.ts) against the content allow-list widened for headings, sections and tables, plus what inline
 * modals need: an element marked `data-modal-target="<id>"` opens the element with that id (hidden
 * in the page) in a modal titled by `data-modal-title` or the marked element's text. Shared by the
 * nurse's Help (features/support) and the admin console's preview of the page (features/admin).
 */
import { sanitizeContentFragment } from './sanitize-html.ts';

/** How the instructions page is styled (the nurse's Instructions and the console's preview). */
export const INSTRUCTIONS_CLASS = [
  'text-sm leading-relaxed text-slate-800',
  '[&_h1]:mt-3 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-3 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mt-3 [&_h3]:font-semibold [&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_a]:text-primary-700 [&_a]:underline [&_[data-modal-target]]:cursor-pointer [&_[data-modal-target]]:text-primary-700 [&_[data-modal-target]]:underline',
].join(' ');

const INSTRUCTIONS_EXTRA_TAGS: readonly string[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'span',
  'section',
  'hr',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'button',
];

const INSTRUCTIONS_EXTRA_ATTRIBUTES: readonly string[] = [
  'id',
  'hidden',
  'title',
  'colspan',
  'rowspan',
  'data-modal-target',
  'data-modal-title',
];

/** Attributes whose values are not addresses ('#faq', a modal title), so not checked as links. */
const NON_ADDRESS_ATTRIBUTES = ['colspan', 'rowspan', 'data-modal-target', 'data-modal-title'];

export const MODAL_TARGET_ATTRIBUTE = 'data-modal-target';
export const MODAL_TITLE_ATTRIBUTE = 'data-modal-title';

/** The id a marked element points to ('#faq' and 'faq' both mean id faq). */
export function modalTargetId(trigger: Element): string {
  return (trigger.getAttribute(MODAL_TARGET_ATTRIBUTE) ?? '').trim().replace(/^#/, '');
}

/** Finds the element of an id inside `container` (never elsewhere in the page). */
export function findModalTarget(container: ParentNode, id: string): Element | null {
  if (!id) return null;
  for (const element of container.querySelectorAll('[id]')) if (element.id === id) return element;
  return null;
}

/** The instructions sanitised: the content allow-list, widened for headings, tables and modal markers. */
function sanitizeInstructionsHtml(html: string): DocumentFragment {
  const fragment = sanitizeContentFragment(html, {
    extraTags: INSTRUCTIONS_EXTRA_TAGS,
    extraAttributes: INSTRUCTIONS_EXTRA_ATTRIBUTES,
    nonAddressAttributes: NON_ADDRESS_ATTRIBUTES,
  });
  for (const button of fragment.querySelectorAll('button')) button.setAttribute('type', 'button');
  return fragment;
}

/** Sanitises the instructions and hides every modal's content in the page (it shows in its modal). */
export function prepareInstructionsHtml(html: string): string {
  const holder = document.createElement('div');
  holder.appendChild(sanitizeInstructionsHtml(html));
  for (const trigger of holder.querySelectorAll(`[${MODAL_TARGET_ATTRIBUTE}]`)) {
    findModalTarget(holder, modalTargetId(trigger))?.setAttribute('hidden', '');
  }
  return holder.innerHTML;
}

/** A modal's content: sanitised again (it comes from the page's DOM), shown, not hidden. */
export function prepareModalHtml(html: string): string {
  const holder = document.createElement('div');
  holder.appendChild(sanitizeInstructionsHtml(html));
  return holder.innerHTML;
}
