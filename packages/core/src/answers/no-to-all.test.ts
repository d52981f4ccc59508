import { describe, expect, it } from 'vitest';
import { makeContent, makeDisposition, makeQuestion, makeSelectedProtocol } from '../testing/factories.ts';
import { chestPainProtocol } from '../testing/fixtures.ts';
import { declineQuestion, selectQuestion } from './answer.ts';
import { protocolQuestions } from './content.ts';
import { answerNoToAll, noToAllDisposition } from './no-to-all.ts';

const answers = (p: ReturnType<typeof chestPainProtocol>) => protocolQuestions(p).map((q) => q.selected);

describe('noToAllDisposition', () => {
  it('shows the button on the first disposition in yesAndNo mode while nothing is yes', () => {
    expect(noToAllDisposition(chestPainProtocol(), 'yesAndNo')?.id).toBe(1);
  });

  it('is hidden in onlyYes mode', () => {
    expect(noToAllDisposition(chestPainProtocol(), 'onlyYes')).toBeNull();
  });

  it('is hidden once any question of the protocol is yes', () => {
    expect(noToAllDisposition(selectQuestion(chestPainProtocol(), 22), 'yesAndNo')).toBeNull();
  });

  it('moves to the first disposition with a question not already no', () => {
    const firstDeclined = declineQuestion(declineQuestion(chestPainProtocol(), 11), 12);
    expect(noToAllDisposition(firstDeclined, 'yesAndNo')?.id).toBe(2);
    const allDeclined = declineQuestion(declineQuestion(firstDeclined, 21), 22);
    expect(noToAllDisposition(allDeclined, 'yesAndNo')).toBeNull();
  });

  it('sits on the first disposition in the order the page shows (by acuity), not the content order', () => {
    const homeCare = makeDisposition({ id: 30, dispositionLevelId: 3, questions: [makeQuestion({ id: 301 })] });
    const seeToday = makeDisposition({ id: 20, dispositionLevelId: 2, questions: [makeQuestion({ id: 201 })] });
    const protocol = makeSelectedProtocol({ content: makeContent({ dispositions: [homeCare, seeToday] }) });
    expect(noToAllDisposition(protocol, 'yesAndNo')?.id).toBe(20);
  });

  it('is hidden for a protocol without dispositions', () => {
    expect(
      noToAllDisposition(makeSelectedProtocol({ content: makeContent({ dispositions: null }) }), 'yesAndNo'),
    ).toBeNull();
  });
});

describe('answerNoToAll', () => {
  it('declines every question of that disposition not already no, and only those', () => {
    const partly = declineQuestion(chestPainProtocol(), 12);
    const all = answerNoToAll(partly, 1);
    expect(answers(all)).toEqual([false, false, null, null]);
    expect(all.selectionMode).toBe('explicit');
  });

  it('leaves the protocol unchanged for an unknown disposition', () => {
    const protocol = chestPainProtocol();
    expect(answerNoToAll(protocol, 999)).toBe(protocol);
  });
});
