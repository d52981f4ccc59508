/** The layout tree as the editor's JSON text: parsed and checked, a problem placed at its line. */
import { CallNoteLayoutNode } from '@triage/contracts';

export type ParsedLayout = { ok: true; value: CallNoteLayoutNode } | { ok: false; message: string };

/**
 * Where JSON text stops being JSON (the browser's parser does not always say): a small scanner of
 * the JSON grammar that returns the offset of the first character it cannot accept.
 */
function jsonErrorOffset(text: string): number {
  let at = 0;
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text.charAt(at))) at += 1;
  };
  const fail = (): never => {
    throw at;
  };
  const literal = (word: string) => {
    if (!text.startsWith(word, at)) fail();
    at += word.length;
  };
  const string = () => {
    at += 1;
    while (at < text.length && text.charAt(at) !== '"') {
      if (text.charAt(at) < ' ') fail();
      at += text.charAt(at) === '\\' ? 2 : 1;
    }
    if (at >= text.length) fail();
    at += 1;
  };
  const value = (): void => {
    space();
    const c = text.charAt(at);
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      at += 1;
      space();
      if (text.charAt(at) === close) {
        at += 1;
        return;
      }
      for (;;) {
        if (c === '{') {
          space();
          if (text.charAt(at) !== '"') fail();
          string();
          space();
          if (text.charAt(at) !== ':') fail();
          at += 1;
        }
        value();
        space();
        if (text.charAt(at) === ',') at += 1;
        else if (text.charAt(at) === close) {
          at += 1;
          return;
        } else fail();
      }
    }
    if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else number();
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at));
    if (!match) fail();
    at += match?.[0].length ?? 0;
  };
  try {
    value();
    space();
    return at < text.length ? at : -1;
  } catch (offset) {
    return offset as number;
  }
}

export function layoutOf(text: string): ParsedLayout {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const offset = Math.max(0, jsonErrorOffset(text));
    const line = text.slice(0, offset).split('\n').length;
    return { ok: false, message: `Line ${line}: not valid JSON` };
  }
  const parsed = CallNoteLayoutNode.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: `${issue?.path.join('.') || 'layout'}: ${issue?.message ?? 'invalid'}` };
}
