import type { Disposition, DispositionOverride } from '@triage/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { protocolsArb } from '../testing/arbitraries.ts';
import { makeContent, makeDisposition, makeProtocol, makeQuestion } from '../testing/factories.ts';
import { dispositionBasis } from './basis.ts';
import { highestAcuityDisposition } from './highest.ts';

function protocolWith(title: string, dispositions: Disposition[]) {
  return makeProtocol({ title, content: makeContent({ dispositions }) });
}

const noQ = makeQuestion({ text: 'Mild pain', selected: false });
const yesQ = makeQuestion({ text: 'Fainted', selected: true });
const yesQ2 = makeQuestion({ text: 'Pressure in the chest', selected: true });
const emergency = makeDisposition({
  title: 'Call 911 Now',
  dispositionLevelId: 1,
  rank: 20,
  selected: true,
  questions: [noQ, yesQ, yesQ2],
});
const soon = makeDisposition({
  title: 'See Today',
  dispositionLevelId: 2,
  rank: 30,
  selected: true,
  questions: [makeQuestion({ text: 'Fever', selected: true })],
});
const override = (disposition: Disposition | null): DispositionOverride => ({
  disposition,
  reason: 'Nurse judgment',
  notes: null,
});

describe('dispositionBasis', () => {
  it('names the protocol and the first yes question of the most acute selected disposition', () => {
    const a = protocolWith('Cough', [soon]);
    const b = protocolWith('Chest Pain', [emergency, soon]);
    expect(dispositionBasis([a, b], null)).toEqual({
      kind: 'answer',
      disposition: emergency,
      protocol: b,
      question: yesQ,
    });
  });

  it('keeps the first protocol on a tie, as the call disposition does', () => {
    const a = protocolWith('A', [soon]);
    const b = protocolWith('B', [soon]);
    expect(dispositionBasis([a, b], null)).toMatchObject({ protocol: a });
  });

  it('is the override, with its reason, when an override carries a disposition', () => {
    const protocols = [protocolWith('Chest Pain', [emergency])];
    expect(dispositionBasis(protocols, override(soon))).toEqual({
      kind: 'override',
      disposition: soon,
      reason: 'Nurse judgment',
    });
    expect(dispositionBasis(protocols, override(null))).toMatchObject({ kind: 'answer', question: yesQ });
  });

  it('is null without a call disposition, and has no question for a disposition selected without one', () => {
    expect(dispositionBasis([protocolWith('A', [{ ...soon, selected: false }])], null)).toBeNull();
    expect(dispositionBasis([], undefined)).toBeNull();
    const bare = { ...soon, questions: [makeQuestion({ selected: false })] };
    expect(dispositionBasis([protocolWith('A', [bare])], null)).toMatchObject({ kind: 'answer', question: null });
  });

  it('always explains the call disposition itself (property)', () => {
    fc.assert(
      fc.property(protocolsArb(4), (protocols) => {
        const basis = dispositionBasis(protocols, null);
        expect(basis?.disposition ?? null).toBe(highestAcuityDisposition(protocols, null));
        if (basis?.kind === 'answer') {
          expect(protocols).toContain(basis.protocol);
          expect(basis.protocol.content?.dispositions).toContain(basis.disposition);
          if (basis.question) expect(basis.disposition.questions).toContain(basis.question);
        }
      }),
    );
  });
});
