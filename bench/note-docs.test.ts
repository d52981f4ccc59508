/**
 * docs/call-note.md shows the default template and its real output: the examples must stay what
 * the renderer writes. Each `text` example is compared with its golden file, the layout JSON and
 * the template texts with DEFAULT_CALL_NOTE_TEMPLATE (whose notes the golden test renders).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CALL_NOTE_TEMPLATE } from '../packages/core/src/call-note/index.ts';

const root = new URL('../', import.meta.url);
const doc = readFileSync(new URL('docs/call-note.md', root), 'utf8');
const blocks = [...doc.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map(([, lang, body]) => ({ lang, body: body ?? '' }));
const golden = (name: string) =>
  readFileSync(new URL(`packages/core/src/call-note/__golden__/notes/${name}.txt`, root), 'utf8');

describe('docs/call-note.md examples', () => {
  it('shows the two golden notes as the renderer writes them', () => {
    const texts = blocks.filter((block) => block.lang === 'text').map((block) => block.body);
    expect(texts).toEqual([golden('detailed.yesAndNo'), golden('simple.onlyYes')]);
  });

  it("shows the default template's layout and every one of its texts", () => {
    const layout = blocks.filter((block) => block.lang === 'json' && !block.body.includes('…')).at(-1);
    expect(JSON.parse(layout?.body ?? 'null')).toEqual(DEFAULT_CALL_NOTE_TEMPLATE.layout);
    const texts = blocks.find((block) => block.lang === 'handlebars')?.body ?? '';
    const parts = texts.split(/^\{\{!-- templates\.(\w+) --\}\}\n/m).slice(1);
    const sections: Record<string, string> = {};
    for (let i = 0; i < parts.length; i += 2) sections[parts[i] ?? ''] = (parts[i + 1] ?? '').replace(/\n+$/, '');
    const expected = Object.fromEntries(
      Object.entries(DEFAULT_CALL_NOTE_TEMPLATE.templates).map(([name, body]) => [name, body.replace(/\n+$/, '')]),
    );
    expect(sections).toEqual(expected);
  });
});
