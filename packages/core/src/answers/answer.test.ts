import type { SelectedProtocol } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { makeSelectedProtocol } from '../testing/factories.ts';
import { chestPainProtocol } from '../testing/fixtures.ts';
import {
  answerAfterPress,
  answerQuestion,
  declineQuestion,
  isLeavingYes,
  pressAnswerButton,
  selectQuestion,
} from './answer.ts';
import { findQuestion, mapContentTopics, protocolTopics } from './content.ts';

const chestPain = (group = 'oh') => chestPainProtocol(group);

/** Every topic and nugget of the protocol selected. */
function selectAllAdvice(p: SelectedProtocol): SelectedProtocol {
  if (!p.content) return p;
  const content = mapContentTopics(p.content, (t) => ({
    ...t,
    selected: true,
    adviceNuggets: t.adviceNuggets.map((n) => ({ ...n, selected: true })),
  }));
  return { ...p, content };
}

const answerOf = (p: SelectedProtocol, id: number) => findQuestion(p, id)?.question.selected;
const dispositionFlags = (p: SelectedProtocol) => (p.content?.dispositions ?? []).map((d) => d.selected);
const activeTopics = (p: SelectedProtocol) =>
  protocolTopics(p)
    .filter((t) => t.active)
    .map((t) => t.id);
const topic = (p: SelectedProtocol, id: number) => protocolTopics(p).find((t) => t.id === id);

describe('selectQuestion', () => {
  it('answers yes, marks its disposition selected and activates its advice topics', () => {
    const selected = selectQuestion(chestPain(), 12);
    expect(answerOf(selected, 12)).toBe(true);
    expect(dispositionFlags(selected)).toEqual([true, null]);
    expect(activeTopics(selected)).toEqual([102, 103]);
  });

  it('makes a toggle-mode protocol explicit', () => {
    expect(selectQuestion(chestPain(), 11).selectionMode).toBe('explicit');
  });

  it('resets every video-visit answer of the protocol first', () => {
    const selected = selectQuestion(chestPain(), 22);
    expect(findQuestion(selected, 21)?.question).toMatchObject({ videoVisitOffered: null, videoVisitAccepted: null });
  });

  it('returns the same protocol when the question is already yes, unknown, or the content is absent', () => {
    const once = selectQuestion(chestPain(), 11);
    expect(selectQuestion(once, 11)).toBe(once);
    expect(selectQuestion(once, 999)).toBe(once);
    const loading = makeSelectedProtocol({ content: undefined });
    expect(selectQuestion(loading, 11)).toBe(loading);
  });

  it('does not change the protocol it was given', () => {
    const original = chestPain();
    const snapshot = JSON.parse(JSON.stringify(original));
    selectQuestion(original, 12);
    expect(original).toEqual(snapshot);
  });
});

describe('declineQuestion', () => {
  it('answers no without selecting the disposition or activating topics, and makes the protocol explicit', () => {
    const declined = declineQuestion(chestPain(), 11);
    expect(answerOf(declined, 11)).toBe(false);
    expect(dispositionFlags(declined)).toEqual([null, null]);
    expect(activeTopics(declined)).toEqual([]);
    expect(declined.selectionMode).toBe('explicit');
  });

  it('keeps the video-visit answers', () => {
    const declined = declineQuestion(chestPain(), 22);
    expect(findQuestion(declined, 21)?.question.videoVisitOffered).toBe(true);
  });

  it('releases the topics of a question that was yes', () => {
    const declined = declineQuestion(selectQuestion(chestPain(), 11), 11);
    expect(dispositionFlags(declined)).toEqual([null, null]);
    expect(activeTopics(declined)).toEqual([]);
  });
});

describe('answering unanswered (deselect)', () => {
  it('keeps the disposition selected while another of its questions is yes', () => {
    const both = selectQuestion(selectQuestion(chestPain(), 11), 12);
    expect(dispositionFlags(answerQuestion(both, 11, null))).toEqual([true, null]);
    expect(dispositionFlags(answerQuestion(answerQuestion(both, 11, null), 12, null))).toEqual([null, null]);
  });

  it('keeps topics needed by other selected questions active', () => {
    const both = selectQuestion(selectQuestion(chestPain(), 12), 21);
    expect(activeTopics(answerQuestion(both, 12, null))).toEqual([102]);
  });

  it('keeps the mode of the protocol', () => {
    const explicit = { ...selectQuestion(chestPain(), 11) };
    expect(answerQuestion(explicit, 11, null).selectionMode).toBe('explicit');
  });

  it('keeps a released topic selected outside the after-hours group', () => {
    const released = answerQuestion(selectAllAdvice(selectQuestion(chestPain('oh'), 11)), 11, null);
    expect(topic(released, 101)).toMatchObject({ active: false, selected: true });
    expect(topic(released, 101)?.adviceNuggets.every((n) => n.selected)).toBe(true);
  });

  it("clears the topic and its nuggets in the 'ah' group unless another selected question needs it", () => {
    const chosen = selectAllAdvice(selectQuestion(selectQuestion(chestPain('ah'), 12), 21));
    const released = answerQuestion(chosen, 12, null);
    expect(topic(released, 103)?.selected).toBe(false);
    expect(topic(released, 103)?.adviceNuggets.every((n) => !n.selected)).toBe(true);
    expect(topic(released, 102)).toMatchObject({ active: true, selected: true });
    expect(topic(released, 102)?.adviceNuggets.every((n) => n.selected)).toBe(true);
  });
});

describe('pressAnswerButton', () => {
  it('answers yes with Y and no with N', () => {
    expect(answerOf(pressAnswerButton(chestPain(), 11, 'Y'), 11)).toBe(true);
    expect(answerOf(pressAnswerButton(chestPain(), 11, 'N'), 11)).toBe(false);
  });

  it('deselects when the active Y or N is pressed again', () => {
    const yes = pressAnswerButton(chestPain(), 11, 'Y');
    expect(answerOf(pressAnswerButton(yes, 11, 'Y'), 11)).toBeNull();
    const no = pressAnswerButton(chestPain(), 11, 'N');
    expect(answerOf(pressAnswerButton(no, 11, 'N'), 11)).toBeNull();
  });

  it('switches from yes to no with N', () => {
    const yes = pressAnswerButton(chestPain(), 11, 'Y');
    expect(answerOf(pressAnswerButton(yes, 11, 'N'), 11)).toBe(false);
  });
});

describe('the pressed-again rule', () => {
  it('deselects when the button of the current answer is pressed, otherwise answers', () => {
    expect(answerAfterPress(null, 'Y')).toBe(true);
    expect(answerAfterPress(undefined, 'N')).toBe(false);
    expect(answerAfterPress(true, 'Y')).toBeNull();
    expect(answerAfterPress(true, 'N')).toBe(false);
    expect(answerAfterPress(false, 'N')).toBeNull();
    expect(answerAfterPress(false, 'Y')).toBe(true);
  });

  it('knows when a press takes a yes away', () => {
    expect(isLeavingYes(true, 'Y')).toBe(true);
    expect(isLeavingYes(true, 'N')).toBe(true);
    expect(isLeavingYes(false, 'Y')).toBe(false);
    expect(isLeavingYes(null, 'N')).toBe(false);
  });
});
