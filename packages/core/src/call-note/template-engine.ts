/**
 * Handlebars for call-note templates: one isolated environment with the note helpers, templates
 * compiled once per text and mode. Handlebars' full compiler is large, which is why it lives only
 * in this module's import graph (the web app loads call-note lazily).
 *
 * Nothing here writes to the console: the `log` helper is a no-op and prototype access is denied
 * explicitly (which also silences Handlebars' warning about it).
 */
import Handlebars from 'handlebars';

/** 'text' renders without HTML escaping (noEscape); 'html' escapes every value. */
export type TemplateMode = 'text' | 'html';

/** Data variables available to every template (`@call`, `@mimeType`). */
export interface TemplateData {
  call: unknown;
  mimeType: string;
}

export type CompiledTemplate =
  | { ok: true; render: (context: unknown, data: TemplateData) => string }
  | { ok: false; message: string };

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/** The helper's own arguments, without Handlebars' trailing options object. */
function argsOf(args: readonly unknown[]): unknown[] {
  return args.slice(0, -1);
}

function isHtml(args: readonly unknown[]): boolean {
  const options = args[args.length - 1] as { data?: { mimeType?: unknown } } | undefined;
  return options?.data?.mimeType === 'text/html';
}

function createEnvironment(): typeof Handlebars {
  const env = Handlebars.create();
  env.registerHelper({
    eq: (...args: unknown[]) => argsOf(args)[0] === argsOf(args)[1],
    ne: (...args: unknown[]) => argsOf(args)[0] !== argsOf(args)[1],
    not: (...args: unknown[]) => !argsOf(args)[0],
    and: (...args: unknown[]) => argsOf(args).every(Boolean),
    or: (...args: unknown[]) => argsOf(args).some(Boolean),
    upper: (...args: unknown[]) => text(argsOf(args)[0]).toUpperCase(),
    lower: (...args: unknown[]) => text(argsOf(args)[0]).toLowerCase(),
    default: (...args: unknown[]) => {
      const [value, fallback] = argsOf(args);
      return value === null || value === undefined || value === '' ? fallback : value;
    },
    join: (...args: unknown[]) => {
      const [list, separator] = argsOf(args);
      if (!Array.isArray(list)) return text(list);
      return list.map(text).join(typeof separator === 'string' ? separator : ', ');
    },
    yesNo: (...args: unknown[]) => {
      const value = argsOf(args)[0];
      if (value === true) return 'Yes';
      if (value === false) return 'No';
      return 'Not answered';
    },
    indent: (...args: unknown[]) => {
      const [value, width] = argsOf(args);
      const pad = ' '.repeat(typeof width === 'number' && width >= 0 && width <= 40 ? Math.floor(width) : 2);
      return text(value)
        .split('\n')
        .map((line) => (line === '' ? line : pad + line))
        .join('\n');
    },
    multiline: (...args: unknown[]) => {
      const value = text(argsOf(args)[0]);
      if (!isHtml(args)) return value;
      return new env.SafeString(env.escapeExpression(value).replace(/\r\n?|\n/g, '<br>\n'));
    },
    log: () => '',
  });
  return env;
}

const environment = createEnvironment();

/** Runtime options: prototype access denied explicitly, so that Handlebars does not log about it. */
const RUNTIME_OPTIONS = { allowProtoPropertiesByDefault: false, allowProtoMethodsByDefault: false } as const;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Compiles a template. Syntax errors are found here; a failure while rendering (an unknown helper
 * called with arguments, a missing partial) is thrown by `render`.
 */
export function compileTemplate(source: string, mode: TemplateMode): CompiledTemplate {
  let ast: ReturnType<typeof environment.parse>;
  try {
    ast = environment.parse(source);
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
  const delegate = environment.compile(ast, { noEscape: mode === 'text' });
  return {
    ok: true,
    render: (context, data) => delegate(context, { ...RUNTIME_OPTIONS, data: { ...data } }),
  };
}

/**
 * Compiled templates by mode and text, so each text is compiled once however often the practice's
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
