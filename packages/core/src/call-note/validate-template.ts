/**
 * Checks a call-note template without a call: every node of the layout is known, every template
 * it names exists and compiles, every separator compiles. For a template editor, or for the
 * server before it stores a practice's template. Failures found only while rendering (a helper
 * that is unknown, a missing partial) are not found here.
 */
import type { CallNoteLayoutNode, CallNoteTemplate } from '@triage/contracts';
import type { CallNoteProblem } from './layout.ts';
import { compileTemplate, type TemplateMode } from './template-engine.ts';

function modeOf(mimeType: string | undefined, parent: TemplateMode): TemplateMode {
  if (mimeType === undefined) return parent;
  return mimeType === 'text/html' ? 'html' : 'text';
}

function checkNode(
  node: unknown,
  templates: Readonly<Record<string, string>>,
  parentMode: TemplateMode,
  path: string,
  depth: number,
  isInsideProtocols: boolean,
  problems: CallNoteProblem[],
): void {
  const isNode = node !== null && typeof node === 'object' && 'type' in node;
  const type = isNode ? (node as { type: unknown }).type : undefined;
  if (!isNode || (type !== 'root' && type !== 'protocols') || depth > 16) {
    const subject = String(type);
    const message = `Unknown layout node type '${subject}' (or layout too deep); the node is empty`;
    problems.push({ code: 'unknown-layout-node', severity: 'warning', path, subject, message });
    return;
  }
  if (type === 'protocols' && isInsideProtocols) {
    const message = "A 'protocols' node inside another 'protocols' node is empty";
    problems.push({ code: 'nested-protocols-node', severity: 'warning', path, subject: 'protocols', message });
    return;
  }
  const layoutNode = node as CallNoteLayoutNode;
  const mode = modeOf(layoutNode.mimeType, parentMode);
  const own = layoutNode.mimeType;
  if (own !== undefined && own !== 'text/plain' && own !== 'text/html') {
    const message = `Mime type '${own}' is not supported; the node is rendered as text/plain`;
    problems.push({ code: 'unsupported-mime-type', severity: 'warning', path, subject: own, message });
  }
  const name = layoutNode.template ?? (own !== undefined && Object.hasOwn(templates, own) ? own : undefined);
  if (name !== undefined) {
    const source = Object.hasOwn(templates, name) ? templates[name] : undefined;
    if (typeof source !== 'string') {
      const message = `Template '${name}' does not exist; its section is empty`;
      problems.push({ code: 'template-missing', severity: 'warning', path, subject: name, message });
    } else {
      const compiled = compileTemplate(source, mode);
      if (!compiled.ok) {
        problems.push({
          code: 'template-compile-failed',
          severity: 'error',
          path,
          subject: name,
          message: compiled.message,
          ...(compiled.line === undefined ? {} : { line: compiled.line }),
        });
      }
    }
  }
  const separators = {
    betweenSections: layoutNode.betweenSections,
    betweenProtocols: layoutNode.custom?.betweenProtocols,
  };
  for (const [subject, separator] of Object.entries(separators)) {
    if (separator === undefined) continue;
    const compiled = compileTemplate(separator, mode);
    if (!compiled.ok) {
      const message = `${compiled.message}; sections joined with nothing`;
      const line = compiled.line === undefined ? {} : { line: compiled.line };
      problems.push({ code: 'separator-compile-failed', severity: 'error', path, subject, message, ...line });
    }
  }
  const children = Array.isArray(layoutNode.layout) ? layoutNode.layout : [];
  children.forEach((child, index) => {
    checkNode(
      child,
      templates,
      mode,
      `${path}.layout[${index}]`,
      depth + 1,
      isInsideProtocols || type === 'protocols',
      problems,
    );
  });
}

/** The problems a call-note template would report on every call (empty when it is sound). */
export function validateCallNoteTemplate(template: CallNoteTemplate): CallNoteProblem[] {
  const problems: CallNoteProblem[] = [];
  checkNode(template.layout, template.templates, 'text', 'layout', 0, false, problems);
  return problems;
}
