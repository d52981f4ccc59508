/**
 * What the API contracts say of each call for the server only (`defineCall({ … })` in
 * packages/contracts): its `summary` and `description` (the OpenAPI document's text, which the server
 * serves), its `tags` and its catalogue `errors` (the OpenAPI document and the server's error-coverage
 * tests). The web app reads none of them at run time; this build step leaves them out of its bundle
 * (about 3 kB gzip): it removes those properties of every `defineCall` argument, found with the
 * TypeScript parser, with a source map for what is left.
 */
import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

const CONTRACTS = /[/\\]packages[/\\]contracts[/\\]src[/\\].+\.ts$/;
const SERVER_ONLY = new Set(['summary', 'description', 'tags', 'errors']);

/** The source without the server-only properties of its `defineCall` specs; null when it has none. */
export function stripCallDocs(code: string, fileName: string): MagicString | null {
  if (!code.includes('defineCall(')) return null;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edited = new MagicString(code);
  let removed = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineCall') {
      const [spec] = node.arguments;
      if (spec && ts.isObjectLiteralExpression(spec)) {
        for (const property of spec.properties) {
          if (
            ts.isPropertyAssignment(property) &&
            ts.isIdentifier(property.name) &&
            SERVER_ONLY.has(property.name.text)
          ) {
            // The property and its comma: the next property starts after it.
            const end = code[property.end] === ',' ? property.end + 1 : property.end;
            edited.remove(property.getStart(source), end);
            removed += 1;
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return removed === 0 ? null : edited;
}

export function stripCallDocsPlugin(): Plugin {
  return {
    name: 'triage-strip-call-docs',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACTS.test(id)) return null;
      const edited = stripCallDocs(code, id);
      return edited ? { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) } : null;
    },
  };
}
