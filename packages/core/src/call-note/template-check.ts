/**
 * What a call-note template may use (docs/call-note.md, "The template language"), checked on the
 * parsed template before it is ever rendered: a template outside the subset is refused with a
 * message saying what is not allowed and where, so a practice can never store a template that
 * renders empty.
 */
import type { AST } from '@handlebars/parser';
import { BLOCK_HELPERS, helperNamed } from './template-helpers.ts';

/** Longest template (or separator) text accepted, in characters. */
export const MAX_TEMPLATE_CHARS = 65_536;
/** Deepest nesting of blocks and sub-expressions accepted. */
export const MAX_TEMPLATE_NESTING = 32;

/** Data variables a template may read (`@root.title`, `@index`...). */
const DATA_VARIABLES: ReadonlySet<string> = new Set(['root', 'call', 'mimeType', 'index', 'first', 'last', 'key']);

/** Path segments never followed, even when a value has them as its own property. */
const FORBIDDEN_SEGMENTS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

export class TemplateRefused extends Error {
  constructor(
    message: string,
    /** The line of the template the refused construct starts on (1-based), when known. */
    readonly line: number | undefined,
  ) {
    super(message);
  }
}

function where(node: AST.Node): string {
  const start = node.loc?.start;
  return start === undefined ? '' : ` (line ${start.line}, column ${start.column + 1})`;
}

function refuse(message: string, node: AST.Node): never {
  throw new TemplateRefused(`${message}${where(node)}`, node.loc?.start.line);
}

function checkPath(path: AST.PathExpression): void {
  for (const part of path.parts) {
    if (typeof part !== 'string') refuse(`A sub-expression inside the path '${path.original}' is not supported`, path);
    if (FORBIDDEN_SEGMENTS.has(part)) refuse(`The path '${path.original}' is not allowed`, path);
  }
  if (path.data) {
    const head = path.parts[0];
    if (typeof head !== 'string' || !DATA_VARIABLES.has(head)) {
      refuse(`Unknown data variable '@${String(head)}'`, path);
    }
  }
}

/** The helper name of a call's path, when it is a plain name (`upper`, not `a.b` or `@x`). */
function simpleName(path: AST.Expression): string | null {
  if (path.type !== 'PathExpression') return null;
  const p = path as AST.PathExpression;
  return !p.data &&
    p.depth === 0 &&
    p.parts.length === 1 &&
    typeof p.parts[0] === 'string' &&
    !/^(\.|this\b)/.test(p.original)
    ? p.parts[0]
    : null;
}

function checkCall(node: AST.MustacheStatement | AST.SubExpression, depth: number): void {
  const hasArguments = node.params.length > 0 || (node.hash?.pairs.length ?? 0) > 0;
  if (node.path.type !== 'PathExpression') {
    refuse('Only a variable or a helper call may stand in a mustache', node);
  }
  const name = simpleName(node.path);
  const isHelper = name !== null && helperNamed(name) !== undefined;
  if ((hasArguments || node.type === 'SubExpression') && !isHelper) {
    refuse(`Unknown helper '${(node.path as AST.PathExpression).original}'`, node);
  }
  checkPath(node.path as AST.PathExpression);
  checkArguments(node, depth);
}

function checkArguments(node: { params: AST.Expression[]; hash: AST.Hash }, depth: number): void {
  for (const param of node.params) checkExpression(param, depth + 1);
  for (const pair of node.hash?.pairs ?? []) checkExpression(pair.value, depth + 1);
}

function checkExpression(node: AST.Expression, depth: number): void {
  if (depth > MAX_TEMPLATE_NESTING) refuse(`Nested deeper than ${MAX_TEMPLATE_NESTING} levels`, node);
  if (node.type === 'PathExpression') checkPath(node as AST.PathExpression);
  else if (node.type === 'SubExpression') checkCall(node as AST.SubExpression, depth);
}

function checkBlock(node: AST.BlockStatement, depth: number): void {
  const name = simpleName(node.path);
  if (name === null || !BLOCK_HELPERS.has(name)) {
    refuse(`Unknown block helper '#${node.path.original}' (use #if, #unless, #each or #with)`, node);
  }
  if (node.params.length !== 1) refuse(`'#${name}' takes exactly one value`, node);
  if ((node.program?.blockParams?.length ?? 0) > 2) refuse(`'#${name}' names at most two block parameters`, node);
  checkArguments(node, depth);
  checkProgram(node.program, depth + 1);
  if (node.inverse) checkProgram(node.inverse, depth + 1);
}

function checkProgram(program: AST.Program, depth: number): void {
  if (depth > MAX_TEMPLATE_NESTING) refuse(`Nested deeper than ${MAX_TEMPLATE_NESTING} levels`, program);
  for (const statement of program.body) {
    switch (statement.type) {
      case 'ContentStatement':
      case 'CommentStatement':
        break;
      case 'MustacheStatement':
        checkCall(statement as AST.MustacheStatement, depth);
        break;
      case 'BlockStatement':
        checkBlock(statement as AST.BlockStatement, depth);
        break;
      case 'PartialStatement':
      case 'PartialBlockStatement':
        refuse('Partials ({{> name}}) are not supported: compose templates with layout nodes', statement);
        break;
      default:
        refuse(`'${statement.type}' is not supported`, statement);
    }
  }
}

/** Throws `TemplateRefused` when the parsed template uses anything outside the documented subset. */
export function checkTemplate(program: AST.Program): void {
  checkProgram(program, 0);
}

export { simpleName };
