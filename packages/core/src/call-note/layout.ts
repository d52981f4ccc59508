/**
 * Lays out a call note from a practice's template (spec sections 3 and 8). The layout is a tree of
 * nodes:
 * - a 'root' node renders its template, then its child nodes, with the current context: the call,
 *   or inside a 'protocols' node the protocol;
 * - a 'protocols' node renders its template and its child nodes once per protocol, with the
 *   protocol as context, and joins the protocols with `custom.betweenProtocols` (a 'protocols'
 *   node inside another is empty);
 * - `betweenSections` joins a node's sections (its own template's output, then each child's);
 * - `mimeType` sets the node's format (inherited; text/plain by default).
 * Each section's trailing blank space is removed and sections that render to blank space are left
 * out, so the separators alone decide the spacing between sections.
 *
 * Failures never stop the note: a template that fails to compile or render empties its own
 * section; a separator that fails joins with nothing; an unknown node type, a missing template or
 * an unsupported mime type is skipped (or read as text/plain). Each is reported as a problem.
 */
import type { CallNoteLayoutNode } from '@triage/contracts';
import type { CallNoteContext } from './note-context.ts';
import { htmlAsProtectedText, unprotectPlainText } from './sanitize.ts';
import type { TemplateCache, TemplateMode } from './template-engine.ts';

export type CallNoteProblemCode =
  | 'template-compile-failed'
  | 'template-render-failed'
  | 'template-missing'
  | 'separator-compile-failed'
  | 'separator-render-failed'
  | 'unknown-layout-node'
  | 'nested-protocols-node'
  | 'layout-too-deep'
  | 'unsupported-mime-type'
  | 'html-sanitizer-missing';

/** Something that went wrong while making the note; the note is still produced. */
export interface CallNoteProblem {
  code: CallNoteProblemCode;
  /** 'error' when part of the note is missing or changed; 'warning' otherwise. */
  severity: 'error' | 'warning';
  /** Where in the layout tree: 'layout', 'layout.layout[1]', ... */
  path: string;
  /** The template name or separator concerned, when there is one. */
  subject?: string;
  message: string;
  /** The line of the template (or separator) the problem is on, when the parser gives one. */
  line?: number;
}

export type NoteMimeType = 'text/plain' | 'text/html';

/** The template context in each mode: text-mode data is protected for the plain-text sanitiser. */
export interface LayoutContexts {
  text: CallNoteContext;
  html: CallNoteContext;
}

interface Scope {
  templates: Readonly<Record<string, string>>;
  cache: TemplateCache;
  contexts: LayoutContexts;
  problems: CallNoteProblem[];
}

const MAX_DEPTH = 16;

function modeOf(mimeType: NoteMimeType): TemplateMode {
  return mimeType === 'text/html' ? 'html' : 'text';
}

/** The node's format: its own mime type, else its parent's. Unsupported types read as text/plain. */
function mimeTypeOf(node: CallNoteLayoutNode, parent: NoteMimeType, path: string, scope: Scope): NoteMimeType {
  const own = node.mimeType;
  if (own === undefined) return parent;
  if (own === 'text/plain' || own === 'text/html') return own;
  scope.problems.push({
    code: 'unsupported-mime-type',
    severity: 'warning',
    path,
    subject: own,
    message: `Mime type '${own}' is not supported; the node is rendered as text/plain`,
  });
  return 'text/plain';
}

/** The node's own template name: `template`, else its `mimeType` when the templates hold that key. */
function templateNameOf(node: CallNoteLayoutNode, templates: Readonly<Record<string, string>>): string | null {
  if (typeof node.template === 'string') return node.template;
  if (typeof node.mimeType === 'string' && Object.hasOwn(templates, node.mimeType)) return node.mimeType;
  return null;
}

function renderTemplate(
  node: CallNoteLayoutNode,
  context: unknown,
  mimeType: NoteMimeType,
  path: string,
  scope: Scope,
): string {
  const name = templateNameOf(node, scope.templates);
  if (name === null) return '';
  const source = Object.hasOwn(scope.templates, name) ? scope.templates[name] : undefined;
  if (typeof source !== 'string') {
    scope.problems.push({
      code: 'template-missing',
      severity: 'warning',
      path,
      subject: name,
      message: `Template '${name}' does not exist; its section is empty`,
    });
    return '';
  }
  const compiled = scope.cache.get(source, modeOf(mimeType));
  const failure = (code: CallNoteProblemCode, message: string) => {
    scope.problems.push({ code, severity: 'error', path, subject: name, message });
    return '';
  };
  if (!compiled.ok) return failure('template-compile-failed', compiled.message);
  try {
    return compiled.render(context, { call: scope.contexts[modeOf(mimeType)], mimeType });
  } catch (error) {
    return failure('template-render-failed', error instanceof Error ? error.message : String(error));
  }
}

/** Joins sections with a separator template; a separator that fails joins with nothing. */
function joinSections(
  sections: readonly string[],
  separator: string | undefined,
  context: unknown,
  mimeType: NoteMimeType,
  path: string,
  subject: 'betweenSections' | 'betweenProtocols',
  scope: Scope,
): string {
  const kept = sections.map((section) => section.trimEnd()).filter((section) => section.trim() !== '');
  if (kept.length < 2 || separator === undefined || separator === '') return kept.join('');
  const compiled = scope.cache.get(separator, modeOf(mimeType));
  const failure = (code: CallNoteProblemCode, message: string) => {
    scope.problems.push({
      code,
      severity: 'error',
      path,
      subject,
      message: `${message}; sections joined with nothing`,
    });
    return kept.join('');
  };
  if (!compiled.ok) return failure('separator-compile-failed', compiled.message);
  try {
    return kept.join(compiled.render(context, { call: scope.contexts[modeOf(mimeType)], mimeType }));
  } catch (error) {
    return failure('separator-render-failed', error instanceof Error ? error.message : String(error));
  }
}

/** A child's output converted to its parent's format. */
function convert(output: string, from: NoteMimeType, to: NoteMimeType): string {
  if (from === to) return output;
  if (to === 'text/plain') return htmlAsProtectedText(output);
  return unprotectPlainText(output)
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
    .replace(/\n/g, '<br>\n');
}

function isLayoutNode(node: unknown): node is CallNoteLayoutNode {
  return node !== null && typeof node === 'object' && 'type' in node;
}

/** Where a node renders: at call level, or for one protocol (by index) inside a 'protocols' node. */
type Place = { protocolIndex: number | null };

function contextAt(place: Place, mimeType: NoteMimeType, scope: Scope): unknown {
  const call = scope.contexts[modeOf(mimeType)];
  return place.protocolIndex === null ? call : call.protocols[place.protocolIndex];
}

function renderSections(
  node: CallNoteLayoutNode,
  place: Place,
  mimeType: NoteMimeType,
  path: string,
  depth: number,
  scope: Scope,
): string {
  const children = Array.isArray(node.layout) ? node.layout : [];
  const context = contextAt(place, mimeType, scope);
  const sections = [
    renderTemplate(node, context, mimeType, path, scope),
    ...children.map((child, index) => renderNode(child, place, mimeType, `${path}.layout[${index}]`, depth + 1, scope)),
  ];
  return joinSections(sections, node.betweenSections, context, mimeType, path, 'betweenSections', scope);
}

function skip(code: CallNoteProblemCode, path: string, message: string, scope: Scope, subject?: string): string {
  scope.problems.push({ code, severity: 'warning', path, message, ...(subject === undefined ? {} : { subject }) });
  return '';
}

/** Renders one node, converted to its parent's format. */
function renderNode(
  node: unknown,
  place: Place,
  parentMimeType: NoteMimeType,
  path: string,
  depth: number,
  scope: Scope,
): string {
  if (depth > MAX_DEPTH) {
    return skip('layout-too-deep', path, `Layout nested deeper than ${MAX_DEPTH} levels; the node is empty`, scope);
  }
  const type = isLayoutNode(node) ? node.type : undefined;
  if (!isLayoutNode(node) || (type !== 'root' && type !== 'protocols')) {
    const subject = String(type);
    return skip(
      'unknown-layout-node',
      path,
      `Unknown layout node type '${subject}'; the node is empty`,
      scope,
      subject,
    );
  }
  if (node.type === 'protocols' && place.protocolIndex !== null) {
    const message = "A 'protocols' node inside another 'protocols' node is empty";
    return skip('nested-protocols-node', path, message, scope, 'protocols');
  }
  const mimeType = mimeTypeOf(node, parentMimeType, path, scope);
  let output: string;
  if (node.type === 'root') {
    output = renderSections(node, place, mimeType, path, depth, scope);
  } else {
    const call = scope.contexts[modeOf(mimeType)];
    const protocols = call.protocols.map((_protocol, protocolIndex) =>
      renderSections(node, { protocolIndex }, mimeType, path, depth, scope),
    );
    const separator = node.custom?.betweenProtocols;
    output = joinSections(protocols, separator, call, mimeType, path, 'betweenProtocols', scope);
  }
  return convert(output, mimeType, parentMimeType);
}

/** The note's layout rendered, in the top node's format, with the problems met on the way. */
export function renderLayout(
  layout: CallNoteLayoutNode,
  templates: Readonly<Record<string, string>>,
  contexts: LayoutContexts,
  cache: TemplateCache,
): { output: string; mimeType: NoteMimeType; problems: CallNoteProblem[] } {
  const scope: Scope = { templates, cache, contexts, problems: [] };
  const mimeType = isLayoutNode(layout)
    ? mimeTypeOf(layout, 'text/plain', 'layout', { ...scope, problems: [] })
    : 'text/plain';
  const output = renderNode(layout, { protocolIndex: null }, mimeType, 'layout', 0, scope);
  return { output, mimeType, problems: scope.problems };
}
