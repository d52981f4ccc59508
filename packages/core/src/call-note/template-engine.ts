/**
 * Call-note templates: Handlebars syntax, parsed by the Handlebars project's own parser and
 * interpreted here — no code is generated at run time, so notes render under a Content Security
 * Policy without 'unsafe-eval' (docs/adr/0005-call-note-template-interpreter.md).
 *
 * A template is parsed and checked once per text (`checkTemplate`: only the documented subset is
 * accepted); rendering walks the tree with a budget of steps and output characters, so a hostile
 * template ends in bounded time with an error instead of hanging the page. Only own properties of
 * the data are read: nothing reaches a prototype.
 */
import { type AST, parse } from '@handlebars/parser';
import { checkTemplate, MAX_TEMPLATE_CHARS, simpleName, TemplateRefused } from './template-check.ts';
import { escapeHtml, helperNamed, ownProperty, SafeHtml, text } from './template-helpers.ts';

/** 'text' writes values as they are; 'html' escapes every `{{value}}` ( `{{{value}}}` is raw). */
export type TemplateMode = 'text' | 'html';

/** Data variables available to every template (`@call`, `@mimeType`). */
interface TemplateData {
  call: unknown;
  mimeType: string;
}

export type CompiledTemplate =
  | { ok: true; render: (context: unknown, data: TemplateData) => string }
  | { ok: false; message: string; line?: number | undefined };

/** Most steps (statements, values, loop turns) one render may take. */
export const MAX_RENDER_STEPS = 200_000;
/** Most characters one render may write. */
export const MAX_RENDER_CHARS = 500_000;

interface Frame {
  context: unknown;
  parent: Frame | null;
  data: Readonly<Record<string, unknown>>;
  blockParams: ReadonlyMap<string, unknown> | null;
}

interface Run {
  html: boolean;
  root: unknown;
  steps: number;
  chars: number;
  out: string[];
}

function step(run: Run): void {
  run.steps += 1;
  if (run.steps > MAX_RENDER_STEPS) throw new Error(`The template takes more than ${MAX_RENDER_STEPS} steps`);
}

function write(run: Run, value: string): void {
  run.chars += value.length;
  if (run.chars > MAX_RENDER_CHARS) throw new Error(`The template writes more than ${MAX_RENDER_CHARS} characters`);
  run.out.push(value);
}

function walk(value: unknown, parts: readonly (string | AST.SubExpression)[], from: number): unknown {
  let current = value;
  for (let i = from; i < parts.length && current !== undefined; i += 1) current = ownProperty(current, parts[i]);
  return current;
}

function resolvePath(path: AST.PathExpression, frame: Frame, run: Run): unknown {
  if (path.data) {
    const head = path.parts[0] as string;
    const base = head === 'root' ? run.root : frame.data[head];
    return walk(base, path.parts, 1);
  }
  const head = path.parts[0];
  if (typeof head === 'string' && path.depth === 0 && !/^(\.|this\b)/.test(path.original)) {
    for (let f: Frame | null = frame; f !== null; f = f.parent) {
      if (f.blockParams?.has(head)) return walk(f.blockParams.get(head), path.parts, 1);
    }
  }
  let target: Frame | null = frame;
  for (let up = 0; up < path.depth && target !== null; up += 1) target = target.parent;
  return target === null ? undefined : walk(target.context, path.parts, 0);
}

function evaluate(node: AST.Expression, frame: Frame, run: Run): unknown {
  step(run);
  switch (node.type) {
    case 'PathExpression':
      return resolvePath(node as AST.PathExpression, frame, run);
    case 'SubExpression':
      return call(node as AST.SubExpression, frame, run);
    case 'StringLiteral':
    case 'NumberLiteral':
    case 'BooleanLiteral':
      return (node as AST.StringLiteral).value;
    case 'NullLiteral':
      return null;
    default:
      return undefined;
  }
}

function hashOf(node: { hash: AST.Hash }, frame: Frame, run: Run): Record<string, unknown> {
  const hash: Record<string, unknown> = {};
  for (const pair of node.hash?.pairs ?? []) hash[pair.key] = evaluate(pair.value, frame, run);
  return hash;
}

/** A mustache or sub-expression: a helper call when its name is a helper, else a variable. */
function call(node: AST.MustacheStatement | AST.SubExpression, frame: Frame, run: Run): unknown {
  const path = node.path as AST.PathExpression;
  const name = simpleName(path);
  const helper = name === null ? undefined : helperNamed(name);
  if (helper === undefined) return resolvePath(path, frame, run);
  const args = node.params.map((param) => evaluate(param, frame, run));
  return helper({ args, hash: hashOf(node, frame, run), html: run.html });
}

function isEmpty(value: unknown): boolean {
  return (!value && value !== 0) || (Array.isArray(value) && value.length === 0);
}

function child(
  frame: Frame,
  context: unknown,
  params: readonly unknown[],
  names: readonly string[],
  data?: object,
): Frame {
  const blockParams = names.length === 0 ? null : new Map(names.map((name, i) => [name, params[i]]));
  return { context, parent: frame, data: data === undefined ? frame.data : { ...frame.data, ...data }, blockParams };
}

function renderEach(node: AST.BlockStatement, value: unknown, frame: Frame, run: Run): void {
  const names = node.program.blockParams ?? [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : value !== null && typeof value === 'object'
      ? Object.keys(value).map((key) => [key, (value as Record<string, unknown>)[key]])
      : [];
  if (entries.length === 0) {
    if (node.inverse) renderProgram(node.inverse, frame, run);
    return;
  }
  entries.forEach(([key, item], index) => {
    step(run);
    const data = { key, index, first: index === 0, last: index === entries.length - 1 };
    renderProgram(node.program, child(frame, item, [item, key], names, data), run);
  });
}

function renderBlock(node: AST.BlockStatement, frame: Frame, run: Run): void {
  const name = simpleName(node.path);
  const value = evaluate(node.params[0] as AST.Expression, frame, run);
  const hash = hashOf(node, frame, run);
  if (name === 'each') {
    renderEach(node, value, frame, run);
  } else if (name === 'with') {
    if (!isEmpty(value)) renderProgram(node.program, child(frame, value, [value], node.program.blockParams ?? []), run);
    else if (node.inverse) renderProgram(node.inverse, frame, run);
  } else {
    const falsy = (!value && hash.includeZero !== true) || isEmpty(value);
    const chosen = (name === 'if') === falsy ? node.inverse : node.program;
    if (chosen) renderProgram(chosen, frame, run);
  }
}

function renderProgram(program: AST.Program, frame: Frame, run: Run): void {
  for (const statement of program.body) {
    step(run);
    if (statement.type === 'ContentStatement') {
      write(run, (statement as AST.ContentStatement).value);
    } else if (statement.type === 'MustacheStatement') {
      const mustache = statement as AST.MustacheStatement;
      const value = call(mustache, frame, run);
      if (value instanceof SafeHtml) write(run, value.html);
      else if (typeof value !== 'function') {
        const written = text(value);
        write(run, run.html && mustache.escaped ? escapeHtml(written) : written);
      }
    } else if (statement.type === 'BlockStatement') {
      renderBlock(statement as AST.BlockStatement, frame, run);
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The line a parser error points at: a parse error's `hash.loc.first_line`, a mismatched block's
 * `lineNumber` (1-based).
 */
function parserLineOf(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const { lineNumber, hash } = error as { lineNumber?: unknown; hash?: { loc?: { first_line?: unknown } } };
  if (typeof lineNumber === 'number') return lineNumber;
  const line = hash?.loc?.first_line;
  return typeof line === 'number' ? line : undefined;
}

/**
 * Parses and checks a template. A syntax error or anything outside the documented subset is
 * reported here; `render` throws only when a render runs over its budget.
 */
export function compileTemplate(source: string, mode: TemplateMode): CompiledTemplate {
  if (source.length > MAX_TEMPLATE_CHARS) {
    return { ok: false, message: `The template is longer than ${MAX_TEMPLATE_CHARS} characters` };
  }
  let program: AST.Program;
  try {
    program = parse(source);
    checkTemplate(program);
  } catch (error) {
    if (error instanceof TemplateRefused) return { ok: false, message: error.message, line: error.line };
    if (error instanceof RangeError) return { ok: false, message: 'The template is nested too deeply' };
    return { ok: false, message: messageOf(error), line: parserLineOf(error) };
  }
  const html = mode === 'html';
  return {
    ok: true,
    render: (context, data) => {
      const run: Run = { html, root: context, steps: 0, chars: 0, out: [] };
      const frameData = { call: data.call, mimeType: data.mimeType };
      renderProgram(program, { context, parent: null, data: frameData, blockParams: null }, run);
      return run.out.join('');
    },
  };
}

/**
 * Parsed templates by mode and text, so each text is parsed once however often the practice's
 * template object is re-created (parsed from storage, rehydrated...). Holds at most `maxEntries`
 * texts; beyond that the least recently used is dropped.
 */
export class TemplateCache {
  private readonly compiled = new Map<string, CompiledTemplate>();

  constructor(private readonly maxEntries = 256) {}

  get(source: string, mode: TemplateMode): CompiledTemplate {
    const key = `${mode}\u0000${source}`;
    const cached = this.compiled.get(key);
    if (cached !== undefined) {
      this.compiled.delete(key);
      this.compiled.set(key, cached);
      return cached;
    }
    const template = compileTemplate(source, mode);
    this.compiled.set(key, template);
    if (this.compiled.size > this.maxEntries) {
      const oldest = this.compiled.keys().next();
      if (oldest.done !== true) this.compiled.delete(oldest.value);
    }
    return template;
  }
}
