/**
 * The helpers a call-note template may call (docs/call-note.md, "Helpers"). Each is a pure function
 * of its arguments; `multiline` also needs the output format. The block helpers (`if`, `unless`,
 * `each`, `with`) are part of the interpreter, not listed here.
 */

/** Text that is already HTML: written as it is, never escaped again. */
export class SafeHtml {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

interface HelperCall {
  args: readonly unknown[];
  hash: Readonly<Record<string, unknown>>;
  html: boolean;
}

type Helper = (call: HelperCall) => unknown;

/** A value as Handlebars writes it: null and undefined are empty, everything else as String(). */
export function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '`': '&#x60;',
  '=': '&#x3D;',
};

/** Handlebars' HTML escaping (the same seven characters). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`=]/g, (c) => HTML_ESCAPES[c] ?? c);
}

function lookup(object: unknown, key: unknown): unknown {
  if (object === null || object === undefined) return undefined;
  if (typeof key !== 'string' && typeof key !== 'number') return undefined;
  return Object.hasOwn(Object(object), key) ? (object as Record<string | number, unknown>)[key] : undefined;
}

const HELPERS: Readonly<Record<string, Helper>> = {
  eq: ({ args }) => args[0] === args[1],
  ne: ({ args }) => args[0] !== args[1],
  not: ({ args }) => !args[0],
  and: ({ args }) => args.every(Boolean),
  or: ({ args }) => args.some(Boolean),
  upper: ({ args }) => text(args[0]).toUpperCase(),
  lower: ({ args }) => text(args[0]).toLowerCase(),
  default: ({ args }) => {
    const [value, fallback] = args;
    return value === null || value === undefined || value === '' ? fallback : value;
  },
  join: ({ args }) => {
    const [list, separator] = args;
    if (!Array.isArray(list)) return text(list);
    return list.map(text).join(typeof separator === 'string' ? separator : ', ');
  },
  yesNo: ({ args }) => {
    if (args[0] === true) return 'Yes';
    if (args[0] === false) return 'No';
    return 'Not answered';
  },
  indent: ({ args }) => {
    const [value, width] = args;
    const pad = ' '.repeat(typeof width === 'number' && width >= 0 && width <= 40 ? Math.floor(width) : 2);
    return text(value)
      .split('\n')
      .map((line) => (line === '' ? line : pad + line))
      .join('\n');
  },
  multiline: ({ args, html }) => {
    const value = text(args[0]);
    if (!html) return value;
    return new SafeHtml(escapeHtml(value).replace(/\r\n?|\n/g, '<br>\n'));
  },
  lookup: ({ args }) => lookup(args[0], args[1]),
  log: () => '',
};

/** The helper of that name, or undefined (only the note helpers' own names count). */
export function helperNamed(name: string): Helper | undefined {
  return Object.hasOwn(HELPERS, name) ? HELPERS[name] : undefined;
}

/** The block helpers the interpreter knows. */
export const BLOCK_HELPERS: ReadonlySet<string> = new Set(['if', 'unless', 'each', 'with']);

/** Own property of an object or array, never an inherited one (no `constructor`, `__proto__`). */
export { lookup as ownProperty };
