import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileTemplate, TemplateCache, type TemplateMode } from './template-engine.ts';

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

  it('denies prototype properties without logging about it', () => {
    const spies = (['log', 'info', 'warn', 'error'] as const).map((method) => vi.spyOn(consoleOf, method));
    expect(run('[{{constructor}}][{{list.constructor}}][{{__proto__}}]', { list: [] })).toBe('[][][]');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
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
