/**
 * The call-note module against the contracts: every call summary it builds parses with the
 * `CallSummary` schema of @triage/contracts (core may import only types from contracts, so this
 * check runs here, beside the note benchmark), and the default template parses as a
 * `CallNoteTemplate` (the server seeds it for the demo practices).
 */
import { CallNoteTemplate, CallSummary } from '@triage/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCallSummary,
  CALL_SUMMARY_VERSIONS,
  DEFAULT_CALL_NOTE_TEMPLATE,
} from '../packages/core/src/call-note/index.ts';
import { practiceOptions as anyOptions, callState } from '../packages/core/src/call-note/testing/arbitraries.ts';
import { practiceOptions } from '../packages/core/src/call-note/testing/chest-pain-cough-call.ts';
import { fourProtocolCall } from '../packages/core/src/call-note/testing/four-protocol-call.ts';

describe('call summaries match the CallSummary contract', () => {
  it.each(CALL_SUMMARY_VERSIONS)('parses the four-protocol call summary of version %s unchanged', (version) => {
    for (const mode of ['simple', 'headings', 'detailed'] as const) {
      for (const display of ['onlyYes', 'yesAndNo'] as const) {
        const summary = buildCallSummary({
          call: fourProtocolCall(mode),
          options: practiceOptions(version, mode, display),
          sessionHasAdultAndPediatric: true,
        });
        expect(CallSummary.parse(summary)).toEqual(summary);
      }
    }
  });

  it('parses the summary of any call state in every version', () => {
    fc.assert(
      fc.property(callState, anyOptions, (call, options) => {
        for (const version of CALL_SUMMARY_VERSIONS) {
          const summary = buildCallSummary({ call, options, version, sessionHasAdultAndPediatric: false });
          expect(CallSummary.safeParse(summary).success).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the default call-note template', () => {
  it('parses as a CallNoteTemplate', () => {
    expect(CallNoteTemplate.parse(DEFAULT_CALL_NOTE_TEMPLATE)).toEqual(DEFAULT_CALL_NOTE_TEMPLATE);
  });
});
