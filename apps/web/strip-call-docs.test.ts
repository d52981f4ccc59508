import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { stripCallDocs } from './strip-call-docs.ts';

const SOURCE = `import { z } from 'zod';
import { defineCall } from './call.ts';

export const watch = defineCall({
  id: 'Watch',
  method: 'GET',
  path: '/api/watch',
  summary: "Answers when it changes",
  description:
    'A long poll, answered at a change.',
  tags: ['session'],
  auth: 'session',
  data: z.object({ summary: z.string(), description: z.string().optional() }),
  errors: ['unauthorized', 'badData'],
});

export const other = { summary: 'kept', description: 'kept' };
`;

describe('stripCallDocs', () => {
  it("removes only the call spec's summary, description, tags and errors", () => {
    const edited = stripCallDocs(SOURCE, 'watch.ts');
    const code = edited?.toString() ?? '';
    expect(code).not.toContain('Answers when it changes');
    expect(code).not.toContain('A long poll');
    expect(code).not.toContain("['session']");
    expect(code).not.toContain('unauthorized');
    // What the web app uses stays, and so do same-named fields of schemas and other objects.
    for (const kept of ["id: 'Watch'", "method: 'GET'", "path: '/api/watch'", "auth: 'session'"]) {
      expect(code).toContain(kept);
    }
    expect(code).toContain('data: z.object({ summary: z.string(), description: z.string().optional() })');
    expect(code).toContain("export const other = { summary: 'kept', description: 'kept' };");
    // Still valid: the spec keeps its other properties, each with its comma.
    const parsed = ts.createSourceFile('watch.ts', code, ts.ScriptTarget.Latest);
    expect((parsed as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
    expect(code).toMatch(/path: '\/api\/watch',\n\s+auth: 'session',\n\s+data:/);
  });

  it('leaves a module without call specs alone', () => {
    expect(stripCallDocs("export const x = { summary: 'kept' };", 'x.ts')).toBeNull();
  });
});
