import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCallNote } from './call-note.ts';
import { protocolsInCall } from './call-record.ts';
import { buildCallSummary, CALL_SUMMARY_VERSIONS } from './call-summary.ts';
import { callNoteTemplate, callState, practiceOptions } from './testing/arbitraries.ts';
import { deepFreeze } from './testing/builders.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: the property is that none of these remain.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/;

describe('for any valid call state', () => {
  it('builds the summary of every version without throwing or changing the call', () => {
    fc.assert(
      fc.property(callState, practiceOptions, fc.boolean(), (call, options, hasBoth) => {
        const frozen = deepFreeze(call);
        for (const version of CALL_SUMMARY_VERSIONS) {
          const summary = buildCallSummary({ call: frozen, options, version, sessionHasAdultAndPediatric: hasBoth });
          expect(summary.ctVersion).toBe(version);
          expect(summary.protocols).toHaveLength(protocolsInCall(call).length);
          expect(summary.narrativeText).toBe(call.freeNote.trim() === '' ? '' : call.freeNote);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('builds and renders the note without throwing, with a sanitised text', () => {
    fc.assert(
      fc.property(
        callState,
        practiceOptions,
        callNoteTemplate,
        fc.boolean(),
        fc.boolean(),
        (call, options, template, hasBoth, hasSanitizer) => {
          const note = buildCallNote({
            call: deepFreeze(call),
            options,
            template,
            sessionHasAdultAndPediatric: hasBoth,
            sanitizeHtml: hasSanitizer ? (html) => html.replaceAll('<script', '') : undefined,
          });
          const isExpected = call.freeNote.trim() !== '' || protocolsInCall(call).length > 0;
          expect(note !== null).toBe(isExpected);
          if (note === null) return;
          expect(typeof note.text).toBe('string');
          expect(note.text).not.toMatch(CONTROL);
          expect(note.text).toBe(note.text.trim());
          if (note.mimeType === 'text/plain') expect(note.text).not.toContain('\uE000');
        },
      ),
      { numRuns: 500 },
    );
  });
});
