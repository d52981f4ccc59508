import type { Protocol, SelectedProtocol } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { selectQuestion } from '../answers/answer.ts';
import { findQuestion } from '../answers/content.ts';
import { makeProtocol, makeProtocolListItem } from '../testing/factories.ts';
import { chestPainProtocol } from '../testing/fixtures.ts';
import { replaceWithFullProtocol, selectProtocol, toSelectedProtocol } from './select.ts';
import type { ProtocolSelectionState } from './types.ts';

const cough = makeProtocol({ sourceProtocolId: 10, title: 'Cough' });
const fever = makeProtocol({ sourceProtocolId: 20, title: 'Fever' });
const rash = makeProtocol({ sourceProtocolId: 30, title: 'Rash' });

const empty: ProtocolSelectionState = { selectedProtocols: [], activeProtocol: null };

function state(...entries: Array<[Protocol, 'toggle' | 'explicit']>): ProtocolSelectionState {
  const selectedProtocols = entries.map(([p, mode]) => toSelectedProtocol(p, mode));
  return { selectedProtocols, activeProtocol: selectedProtocols[0]?.fullId ?? null };
}

function selected(result: ReturnType<typeof selectProtocol<ProtocolSelectionState>>): ProtocolSelectionState {
  if (result.status !== 'selected') throw new Error(`expected selected, got ${result.status}`);
  return result.state;
}

const summary = (s: ProtocolSelectionState) => s.selectedProtocols.map((p) => `${p.title}:${p.selectionMode}`);

describe('selectProtocol', () => {
  it('puts a newly selected protocol first and makes it active', () => {
    const next = selected(selectProtocol(state([cough, 'explicit']), fever, 'toggle'));
    expect(summary(next)).toEqual(['Fever:toggle', 'Cough:explicit']);
    expect(next.activeProtocol).toBe(fever.fullId);
  });

  it('makes a call entry of a list item with its customised flags copied', () => {
    const item = makeProtocolListItem({ title: 'Sore Throat', keywordsCustomized: true });
    const [entry] = selected(selectProtocol(empty, item, 'explicit')).selectedProtocols;
    expect(entry).toMatchObject({
      title: 'Sore Throat',
      selectionMode: 'explicit',
      keywords_customized: true,
      adviceDiscussed: false,
    });
    expect(entry?.content).toBeUndefined();
  });

  it('keeps the explicit mode of an existing selection picked again by toggle', () => {
    const start = state([fever, 'explicit'], [cough, 'explicit']);
    expect(summary(selected(selectProtocol(start, cough, 'toggle')))).toEqual(['Cough:explicit', 'Fever:explicit']);
  });

  it('upgrades an existing toggle selection to explicit', () => {
    const start = { ...state([cough, 'explicit'], [fever, 'toggle']), activeProtocol: cough.fullId };
    expect(summary(selected(selectProtocol(start, fever, 'explicit')))).toEqual(['Fever:explicit', 'Cough:explicit']);
  });

  it('drops the previous first entry when it is in toggle mode, so one toggle remains', () => {
    const start = state([fever, 'toggle'], [cough, 'explicit']);
    expect(summary(selected(selectProtocol(start, rash, 'toggle')))).toEqual(['Rash:toggle', 'Cough:explicit']);
    expect(summary(selected(selectProtocol(start, rash, 'explicit')))).toEqual(['Rash:explicit', 'Cough:explicit']);
  });

  it('keeps the answers of an existing selection', () => {
    const answered = selectQuestion(chestPainProtocol(), 11);
    const start: ProtocolSelectionState = {
      selectedProtocols: [toSelectedProtocol(cough, 'explicit'), answered],
      activeProtocol: cough.fullId,
    };
    const [first] = selected(selectProtocol(start, chestPainProtocol(), 'toggle')).selectedProtocols;
    expect(first && findQuestion(first, 11)?.question.selected).toBe(true);
  });

  it('deselects and removes the active toggle protocol clicked again', () => {
    const start = state([fever, 'toggle'], [cough, 'explicit']);
    const result = selectProtocol(start, fever, 'toggle');
    expect(result.status).toBe('removed');
    expect(summary(result.state)).toEqual(['Cough:explicit']);
    expect(result.state.activeProtocol).toBe(cough.fullId);
  });

  it('asks for confirmation before removing the active explicit protocol clicked again', () => {
    const start = state([fever, 'explicit'], [cough, 'explicit']);
    const asked = selectProtocol(start, fever, 'explicit');
    expect(asked).toMatchObject({ status: 'needs-confirmation', state: start });
    const confirmed = selectProtocol(start, fever, 'explicit', { confirmed: true });
    expect(confirmed.status).toBe('removed');
    expect(summary(confirmed.state)).toEqual(['Cough:explicit']);
  });

  it('does not remove an active protocol clicked in the other mode', () => {
    const start = state([fever, 'explicit']);
    expect(summary(selected(selectProtocol(start, fever, 'toggle')))).toEqual(['Fever:explicit']);
  });

  it('does not change the state it was given', () => {
    const start = state([fever, 'toggle'], [cough, 'explicit']);
    const snapshot = JSON.parse(JSON.stringify(start));
    selectProtocol(start, rash, 'explicit');
    selectProtocol(start, fever, 'toggle');
    expect(start).toEqual(snapshot);
  });
});

describe('replaceWithFullProtocol', () => {
  it('replaces a list item with the fetched protocol, keeping its mode', () => {
    const item = makeProtocolListItem({ sourceProtocolId: 40, title: 'Headache' });
    const start = selected(selectProtocol(state([cough, 'explicit']), item, 'toggle'));
    const full = makeProtocol({ sourceProtocolId: 40, title: 'Headache' });
    const next = replaceWithFullProtocol(start, full);
    expect(next.selectedProtocols[0]).toEqual({ ...full, selectionMode: 'toggle' });
    expect(next.selectedProtocols[1]).toBe(start.selectedProtocols[1]);
  });

  it('keeps the content already held by the selection', () => {
    const answered: SelectedProtocol = { ...selectQuestion(chestPainProtocol(), 11), adviceDiscussed: true };
    const start: ProtocolSelectionState = { selectedProtocols: [answered], activeProtocol: answered.fullId };
    const refetched = makeProtocol({ ...chestPainProtocol(), title: 'Chest Pain (v2)' });
    const [entry] = replaceWithFullProtocol(start, refetched).selectedProtocols;
    expect(entry?.title).toBe('Chest Pain (v2)');
    expect(entry?.content).toBe(answered.content);
    expect(entry).toMatchObject({ adviceDiscussed: true, selectionMode: 'explicit' });
  });

  it('ignores a protocol removed while it was loading', () => {
    const start = state([cough, 'explicit']);
    expect(replaceWithFullProtocol(start, makeProtocol({ sourceProtocolId: 99 }))).toBe(start);
  });
});
