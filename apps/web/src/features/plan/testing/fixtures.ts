/**
 * Test data for the Plan screens: a protocol whose questions refer to advice topics, the call
 * store (the app's real store, seeded through its state) and the session's care advice mode.
 * Never imported by production code.
 */
import type { AdviceTopic, CareAdviceMode, ContentSet, SelectedProtocol } from '@triage/contracts';
import {
  makeContent,
  makeContentSet,
  makeDisposition,
  makeNugget,
  makeQuestion,
  makeSection,
  makeSelectedProtocol,
  makeTopic,
} from '@triage/core/testing';
import { endTestCall, startTestCall } from '../../../testing/call.ts';
import { useCallStore } from '../../call/index.ts';

export function topic(id: number, title: string, nuggets: string[], overrides: Partial<AdviceTopic> = {}): AdviceTopic {
  return makeTopic({ id, title, adviceNuggets: nuggets.map((text) => makeNugget({ text })), ...overrides });
}

/** Questions 11 (advice: topics 1 and 3) and 12 (no advice); two sections, topic 3 the call-back one. */
export function coughProtocol(contentSet: ContentSet = makeContentSet()): SelectedProtocol {
  const fields = { id: 210, title: 'Cough', definition: '<p>Cough</p>' };
  return makeSelectedProtocol({
    ...fields,
    contentSet,
    selectionMode: 'explicit',
    content: makeContent({
      ...fields,
      contentSet: contentSet.id,
      dispositions: [
        makeDisposition({
          id: 40,
          title: 'Home Care',
          questions: [
            makeQuestion({ id: 11, text: 'Mild cough', advice: [1, 3] }),
            makeQuestion({ id: 12, text: 'Runny nose' }),
          ],
        }),
      ],
      adviceSections: [
        makeSection({
          title: 'Home Care Advice',
          adviceTopics: [
            topic(1, 'Cough Medicine', ['Honey &amp; lemon: 1½ teaspoons', 'Cough drops']),
            topic(2, 'Humidifier', ['Run a humidifier at night']),
          ],
        }),
        makeSection({
          title: 'When to Call',
          adviceTopics: [
            topic(3, 'Call Back If', ['Breathing becomes hard', 'Fever over 3 days'], { isReasonsToCallBack: true }),
          ],
        }),
      ],
    }),
  });
}

export function startCall(protocols: SelectedProtocol[], careAdviceMode: CareAdviceMode): void {
  startTestCall(protocols, { careAdviceMode });
}

export function storedTopic(topicId: number): AdviceTopic | undefined {
  const state = useCallStore.getState();
  const active = state.selectedProtocols.find((p) => p.fullId === state.activeProtocol);
  return active?.content?.adviceSections.flatMap((s) => s.adviceTopics).find((t) => t.id === topicId);
}

export function activeFlags(): Pick<SelectedProtocol, 'adviceDiscussed' | 'callbackDiscussed' | 'selectionMode'> {
  const state = useCallStore.getState();
  const active = state.selectedProtocols.find((p) => p.fullId === state.activeProtocol);
  if (!active) throw new Error('no active protocol');
  return {
    adviceDiscussed: active.adviceDiscussed,
    callbackDiscussed: active.callbackDiscussed,
    selectionMode: active.selectionMode,
  };
}

export function endCall(): void {
  endTestCall();
}
