import { describe, expect, it } from 'vitest';
import { selectQuestion } from '../answers/answer.ts';
import { protocolQuestions } from '../answers/content.ts';
import { makeProtocol } from '../testing/factories.ts';
import { chestPainProtocol } from '../testing/fixtures.ts';
import { removeProtocol } from './remove.ts';
import { toSelectedProtocol } from './select.ts';
import type { ProtocolSelectionState } from './types.ts';

const cough = toSelectedProtocol(makeProtocol({ sourceProtocolId: 10, title: 'Cough' }), 'toggle');
const fever = toSelectedProtocol(makeProtocol({ sourceProtocolId: 20, title: 'Fever' }), 'explicit');
const chestPain = selectQuestion(chestPainProtocol(), 11);

describe('removeProtocol', () => {
  it('removes a toggle protocol by source id and activates the first remaining one', () => {
    const start: ProtocolSelectionState = { selectedProtocols: [fever, cough], activeProtocol: cough.fullId };
    const result = removeProtocol(start, 10);
    expect(result.status).toBe('removed');
    expect(result.state).toEqual({ selectedProtocols: [fever], activeProtocol: fever.fullId });
  });

  it('leaves no active protocol when the last one is removed', () => {
    const start: ProtocolSelectionState = { selectedProtocols: [cough], activeProtocol: cough.fullId };
    expect(removeProtocol(start, 10).state).toEqual({ selectedProtocols: [], activeProtocol: null });
  });

  it('needs confirmation to remove an explicit protocol and leaves the state unchanged', () => {
    const start: ProtocolSelectionState = { selectedProtocols: [chestPain, cough], activeProtocol: chestPain.fullId };
    const result = removeProtocol(start, 240);
    expect(result.status).toBe('needs-confirmation');
    expect(result.state).toBe(start);
    if (result.status === 'needs-confirmation') expect(result.protocols).toEqual([chestPain]);
  });

  it('removes a confirmed explicit protocol and returns it with its selections cleared', () => {
    const start: ProtocolSelectionState = { selectedProtocols: [chestPain, cough], activeProtocol: chestPain.fullId };
    const result = removeProtocol(start, 240, { confirmed: true });
    expect(result.status).toBe('removed');
    expect(result.state).toEqual({ selectedProtocols: [cough], activeProtocol: cough.fullId });
    if (result.status !== 'removed') return;
    expect(result.removed.map((p) => p.fullId)).toEqual([chestPain.fullId]);
    expect(result.removed.flatMap(protocolQuestions).every((q) => q.selected === null)).toBe(true);
  });

  it('reports a protocol that is not selected', () => {
    const start: ProtocolSelectionState = { selectedProtocols: [cough], activeProtocol: cough.fullId };
    expect(removeProtocol(start, 999)).toEqual({ status: 'not-found', state: start });
  });
});
