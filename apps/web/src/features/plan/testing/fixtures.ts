/**
 * Test data for the Plan screens: a protocol whose questions refer to advice topics, the call
 * store (the app's real store, seeded through its state) and the session's care advice mode.
 * Never imported by production code.
 */
import type { AdviceTopic, CareAdviceMode, ContentSet, SelectedProtocol } from '@triage/contracts';
import { initialCallState } from '@triage/core';
import { useCallStore } from '../../call/index.ts';
import { useSessionStore } from '../../session/index.ts';

export function topic(id: number, title: string, nuggets: string[], overrides: Partial<AdviceTopic> = {}): AdviceTopic {
  return {
    id,
    title,
    selected: false,
    active: false,
    isReasonsToCallBack: false,
    adviceNuggets: nuggets.map((text) => ({ text, selected: false })),
    edited: false,
    added: false,
    ...overrides,
  };
}

const OFFICE_HOURS: ContentSet = {
  id: 1,
  name: 'oh_adult',
  description: 'Office hours adult',
  version: '2024',
  group: 'oh',
  published: '2024-01-01',
};

/** Questions 11 (advice: topics 1 and 3) and 12 (no advice); two sections, topic 3 the call-back one. */
export function coughProtocol(contentSet: ContentSet = OFFICE_HOURS): SelectedProtocol {
  return {
    id: 210,
    fullId: `${contentSet.name}210`,
    sourceProtocolId: 210,
    title: 'Cough',
    keywords: [],
    contentSet,
    definition: '<p>Cough</p>',
    smapDispositions: [],
    smaps: [],
    version: '1',
    locationId: null,
    keywordsCustomized: false,
    questionsCustomized: false,
    careAdviceCustomized: false,
    titleCustomized: false,
    allowDemo: false,
    contentSetId: contentSet.id,
    keywords_customized: false,
    questions_customized: false,
    care_advice_customized: false,
    title_customized: false,
    adviceDiscussed: false,
    callbackDiscussed: false,
    selectionMode: 'explicit',
    content: {
      id: 210,
      title: 'Cough',
      definition: '<p>Cough</p>',
      contentSet: contentSet.id,
      references: [],
      dispositions: [
        {
          id: 40,
          dispositionLevelId: 3,
          rank: 1,
          title: 'Home Care',
          useAsOverride: false,
          selected: null,
          questions: [
            { id: 11, text: 'Mild cough', selected: null, advice: [1, 3] },
            { id: 12, text: 'Runny nose', selected: null, advice: [] },
          ],
        },
      ],
      adviceSections: [
        {
          title: 'Home Care Advice',
          adviceTopics: [
            topic(1, 'Cough Medicine', ['Honey &amp; lemon: 1½ teaspoons', 'Cough drops']),
            topic(2, 'Humidifier', ['Run a humidifier at night']),
          ],
        },
        {
          title: 'When to Call',
          adviceTopics: [
            topic(3, 'Call Back If', ['Breathing becomes hard', 'Fever over 3 days'], { isReasonsToCallBack: true }),
          ],
        },
      ],
      smaps: [],
      keywords: [],
    },
  };
}

export function startCall(protocols: SelectedProtocol[], careAdviceMode: CareAdviceMode): void {
  useSessionStore.setState({
    account: {
      organizationId: 7,
      locationId: 3,
      options: { careAdviceMode, questionChoiceDisplay: 'onlyYes', persistCall: true },
      callNoteTemplate: null,
      subscriptionCount: 25,
      subscriptionEndDate: null,
      practiceId: 'demo',
      subscriptionType: 'annual',
    },
    firstName: 'Ann',
  });
  useCallStore.setState({
    ...initialCallState(),
    selectedProtocols: protocols,
    activeProtocol: protocols[0]?.fullId ?? null,
    callId: 'call-1',
    protocolLoads: {},
  });
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
  useCallStore.setState({ ...initialCallState(), protocolLoads: {}, pendingRemoval: null });
  useSessionStore.setState({ account: null, firstName: null });
}
