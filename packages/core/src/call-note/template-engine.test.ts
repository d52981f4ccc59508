import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TEMPLATE_CHARS, MAX_TEMPLATE_NESTING } from './template-check.ts';
import {
  compileTemplate,
  MAX_RENDER_CHARS,
  MAX_RENDER_STEPS,
  TemplateCache,
  type TemplateMode,
} from './template-engine.ts';

function run(source: string, context: unknown = {}, mode: TemplateMode = 'text'): string {
  const compiled = compileTemplate(source, mode);
  if (!compiled.ok) throw new Error(compiled.message);
  return compiled.render(context, { call: { tag: 'call' }, mimeType: mode === 'html' ? 'text/html' : 'text/plain' });
}

/** The console, reached without DOM or Node types (core compiles against neither). */
const consoleOf = (globalThis as unknown as { console: Record<'log' | 'info' | 'warn' | 'error', () => void> }).console;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('escaping', () => {
  it('writes values unescaped in text mode and escaped in HTML mode', () => {
    expect(run('{{v}}', { v: 'a & <b>' })).toBe('a & <b>');
    expect(run('{{v}}', { v: 'a & <b>' }, 'html')).toBe('a &amp; &lt;b&gt;');
  });

  it('reports a syntax error as a compile failure', () => {
    const compiled = compileTemplate('{{#if x}}', 'text');
    expect(compiled.ok).toBe(false);
  });
});

describe('note helpers', () => {
  it('compares and combines values', () => {
    const source =
      '{{#if (eq a 1)}}eq{{/if}} {{#if (ne a 2)}}ne{{/if}} {{#if (not b)}}not{{/if}} ' +
      '{{#if (and a c)}}and{{/if}} {{#if (or b a)}}or{{/if}} {{#if (and a b)}}x{{/if}}';
    expect(run(source, { a: 1, b: 0, c: 'y' })).toBe('eq ne not and or ');
  });

  it('changes case, joins lists and falls back to a default', () => {
    expect(run('{{upper s}} {{lower s}} {{upper n}}', { s: 'Rest', n: null })).toBe('REST rest ');
    expect(run('{{join l}}|{{join l " / "}}|{{join s}}', { l: ['a', 'b', 3], s: 'x' })).toBe('a, b, 3|a / b / 3|x');
    expect(run('{{default a "none"}} {{default b "none"}} {{default c "none"}}', { a: '', b: 'B' })).toBe(
      'none B none',
    );
  });

  it('writes answers as Yes, No or Not answered', () => {
    expect(run('{{yesNo a}} {{yesNo b}} {{yesNo c}}', { a: true, b: false, c: null })).toBe('Yes No Not answered');
  });

  it('indents every non-empty line', () => {
    expect(run('{{indent t 4}}|{{indent t}}|{{indent t 99}}', { t: 'a\n\nb' })).toBe(
      '    a\n\n    b|  a\n\n  b|  a\n\n  b',
    );
  });

  it('writes multi-line text with <br> in HTML mode and as it is in text mode', () => {
    expect(run('{{multiline t}}', { t: 'a <b>\nc' }, 'html')).toBe('a &lt;b&gt;<br>\nc');
    expect(run('{{multiline t}}', { t: 'a <b>\nc' })).toBe('a <b>\nc');
  });

  it('gives templates the call as @call and the format as @mimeType', () => {
    expect(run('{{@call.tag}} {{@mimeType}}')).toBe('call text/plain');
  });
});

describe('no console output', () => {
  it('turns the log helper into a no-op', () => {
    const spies = (['log', 'info', 'warn', 'error'] as const).map((method) => vi.spyOn(consoleOf, method));
    expect(run('a{{log "x" level="error"}}b')).toBe('ab');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('refuses prototype paths and never reads an inherited property', () => {
    const spies = (['log', 'info', 'warn', 'error'] as const).map((method) => vi.spyOn(consoleOf, method));
    for (const source of ['{{constructor}}', '{{list.constructor}}', '{{__proto__}}', '{{a.prototype.b}}']) {
      const compiled = compileTemplate(source, 'text');
      expect(compiled.ok ? '' : compiled.message).toMatch(/^The path '.+' is not allowed/);
    }
    expect(
      run('[{{toString}}][{{list.push}}][{{lookup list "constructor"}}][{{s.length}}]', { list: [], s: 'abc' }),
    ).toBe('[][][][3]');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('the language (docs/call-note.md)', () => {
  it('loops with @index, @first, @last and @key, else for an empty list, and block parameters', () => {
    const context = { l: ['a', 'b', 'c'], o: { x: 1, y: 2 }, e: [] };
    expect(run('{{#each l}}{{@index}}{{this}}{{#if @first}}F{{/if}}{{#if @last}}L{{/if}} {{/each}}', context)).toBe(
      '0aF 1b 2cL ',
    );
    expect(run('{{#each o}}{{@key}}={{this}};{{/each}}', context)).toBe('x=1;y=2;');
    expect(run('{{#each e}}x{{else}}empty{{/each}}', context)).toBe('empty');
    expect(run('{{#each l as |item i|}}{{i}}:{{item}} {{/each}}', context)).toBe('0:a 1:b 2:c ');
  });

  it('reads parent contexts, @root and @call, and chains else if', () => {
    const context = { title: 'T', items: [{ n: 1 }, { n: 0 }] };
    const source =
      '{{#each items}}{{#if n}}{{../title}}{{n}}{{else if @first}}first{{else}}{{@root.title}}0{{/if}},{{/each}}{{@call.tag}}';
    expect(run(source, context)).toBe('T1,T0,call');
    expect(
      run('{{#with person}}{{name}}{{else}}nobody{{/with}}|{{#with none}}x{{else}}nobody{{/with}}', {
        person: { name: 'Ann' },
      }),
    ).toBe('Ann|nobody');
  });

  it('treats 0 and empty lists as false, unless includeZero', () => {
    expect(
      run('{{#if z}}y{{else}}n{{/if}}{{#if z includeZero=true}}y{{/if}}{{#unless l}}u{{/unless}}', { z: 0, l: [] }),
    ).toBe('nyu');
  });

  it('writes {{{raw}}} unescaped in HTML, and removes standalone block lines and ~-trimmed space', () => {
    expect(run('{{{v}}}|{{v}}', { v: '<b>' }, 'html')).toBe('<b>|&lt;b&gt;');
    expect(run('a\n{{#if t}}\nb\n{{/if}}\nc {{~ t ~}} d', { t: 'T' })).toBe('a\nb\ncTd');
    expect(run('{{v}}', { v: `&<>"'\`=` }, 'html')).toBe('&amp;&lt;&gt;&quot;&#x27;&#x60;&#x3D;');
  });

  it('renders without generating code (no eval, no Function): the browser CSP forbids both', () => {
    const global = globalThis as unknown as { Function: unknown; eval: unknown };
    const saved = { Function: global.Function, eval: global.eval };
    const forbidden = () => {
      throw new Error('code generation');
    };
    global.Function = forbidden;
    global.eval = forbidden;
    try {
      expect(run('{{#each l}}{{upper this}}{{/each}}', { l: ['a', 'b'] })).toBe('AB');
    } finally {
      global.Function = saved.Function;
      global.eval = saved.eval;
    }
  });
});

describe('templates outside the language are refused with a clear message', () => {
  it.each([
    ['{{> header}}', 'Partials ({{> name}}) are not supported'],
    ['{{#* inline "x"}}y{{/inline}}', "'DecoratorBlock' is not supported"],
    ['{{shout title}}', "Unknown helper 'shout' (line 1, column 1)"],
    ['{{#repeat l}}x{{/repeat}}', "Unknown block helper '#repeat'"],
    ['{{@secret}}', "Unknown data variable '@secret'"],
    ['{{(upper a)}}', 'Only a variable or a helper call may stand in a mustache'],
  ])('%s', (source, message) => {
    const compiled = compileTemplate(source, 'text');
    expect(compiled.ok ? '' : compiled.message).toContain(message);
  });
});

describe('hostile templates end in bounded time', () => {
  it('refuses a text over 64 KiB, such as 1 MB', () => {
    const compiled = compileTemplate('x'.repeat(1_000_000), 'text');
    expect(compiled.ok ? '' : compiled.message).toBe(`The template is longer than ${MAX_TEMPLATE_CHARS} characters`);
  });

  it('refuses blocks nested deeper than the limit', () => {
    const depth = MAX_TEMPLATE_NESTING + 1;
    const compiled = compileTemplate(`${'{{#if a}}'.repeat(depth)}x${'{{/if}}'.repeat(depth)}`, 'text');
    expect(compiled.ok ? '' : compiled.message).toMatch(/^Nested deeper than 32 levels/);
    const deepest = compileTemplate(`${'{{#if a}}'.repeat(5000)}x${'{{/if}}'.repeat(5000)}`, 'text');
    expect(deepest.ok).toBe(false);
  });

  it('stops a loop that would take too many steps, or write too much', () => {
    const loops = `${'{{#each @root.l}}'.repeat(8)}x${'{{/each}}'.repeat(8)}`;
    const list = Array.from({ length: 10 }, (_v, i) => i);
    expect(() => run(loops, { l: list })).toThrow(`The template takes more than ${MAX_RENDER_STEPS} steps`);
    const big = 'y'.repeat(60_000);
    expect(() => run(`{{#each l}}${big}{{/each}}`, { l: list })).toThrow(
      `The template writes more than ${MAX_RENDER_CHARS} characters`,
    );
  });
});

describe('compile cache', () => {
  it('compiles a text once per mode', () => {
    const cache = new TemplateCache();
    const text = cache.get('{{a}}', 'text');
    expect(cache.get('{{a}}', 'text')).toBe(text);
    expect(cache.get('{{a}}', 'html')).not.toBe(text);
    const broken = cache.get('{{#if}}', 'text');
    expect(cache.get('{{#if}}', 'text')).toBe(broken);
  });

  it('drops the least recently used text beyond its size', () => {
    const cache = new TemplateCache(2);
    const a = cache.get('a', 'text');
    const b = cache.get('b', 'text');
    expect(cache.get('a', 'text')).toBe(a);
    cache.get('c', 'text');
    expect(cache.get('a', 'text')).toBe(a);
    expect(cache.get('b', 'text')).not.toBe(b);
  });
});
