/**
 * The host's commands served by the signed-in app, on the real call state (spec sections 7 and 8):
 * protocol-search (the search box's engine and rules), protocol-select, get-protocol-questions,
 * question-suggest, navigate-triage / navigate-plan, reset-call and get-call-bundle (the call as FHIR R4).
 * Content HTML goes to the host as core's contentText, the plain text the call note and summary use.
 */
import type { BridgeQuestion, ProtocolListItem, ProtocolSearchHit, SelectedProtocol } from '@triage/contracts';
import { contentText, searchForHost, sessionHasAdultAndPediatric } from '@triage/core';
import { useCallStore } from '../../call/index.ts';
import { isCallHeldByColumbia } from '../../columbia-scale/index.ts';
import { protocolSearchOver } from '../../protocols/index.ts';
import { useSessionStore } from '../../session/index.ts';
import { loadCallBundle } from '../../smart/index.ts';
import { questionSuggestion, suggestAnswer } from '../../suggestions/index.ts';
import { type BridgeCommandHandlers, NO_PROTOCOL_SELECTED } from '../command-handlers.ts';

export type BridgeTabName = 'search' | 'triage' | 'plan';

export interface AppCommandDependencies {
  /** The session's protocol list (fetched when needed). */
  protocolList: () => Promise<readonly ProtocolListItem[]>;
  /** The tab shown now. */
  currentTab: () => BridgeTabName;
  /** Moves to a tab that needs a protocol; false when there is none ('Select a protocol first'). */
  goTo: (tab: 'triage' | 'plan') => boolean;
  /** After a reset: back to the Protocols tab. */
  afterReset: () => void;
}

function protocolInCall(protocolId: string | undefined): SelectedProtocol {
  const state = useCallStore.getState();
  const fullId = protocolId ?? state.activeProtocol;
  const protocol = fullId ? state.selectedProtocols.find((p) => p.fullId === fullId) : undefined;
  if (!protocol) {
    if (protocolId) throw new Error(`Protocol ${protocolId} is not selected in the call`);
    throw new Error(NO_PROTOCOL_SELECTED);
  }
  return protocol;
}

const answerOf = (selected: boolean | null): BridgeQuestion['answered'] =>
  selected === true ? 'Y' : selected === false ? 'N' : null;

/** get-call-bundle's refusal while a required C-SSRS screening is neither done nor bypassed.
 * @internal
 */
export const COLUMBIA_REQUIRED =
  'The C-SSRS screening is required for this call and is not complete: the nurse completes it (or records why it was not done) before the call can leave Triage Desk.';

export function appCommandHandlers(deps: AppCommandDependencies): BridgeCommandHandlers {
  return {
    async 'protocol-search'({ query, limit }): Promise<ProtocolSearchHit[]> {
      const hits = searchForHost(protocolSearchOver(await deps.protocolList()), query, limit);
      return hits.map((hit) => ({ ...hit, definition: contentText(hit.definition) }));
    },

    async 'protocol-select'({ protocolId }) {
      const item = (await deps.protocolList()).find((p) => p.fullId === protocolId);
      if (!item) throw new Error(`No protocol found with fullId ${protocolId}`);
      if (typeof item.sourceProtocolId !== 'number') {
        throw new Error(`Protocol list item ${protocolId} is missing sourceProtocolId`);
      }
      const store = useCallStore.getState();
      // Selecting the active protocol again would deselect it: the host asked for it to be selected.
      if (store.activeProtocol !== protocolId) {
        // The full protocol is fetched in the background; while it loads (or if it cannot be
        // fetched) the call holds the list item.
        void store.selectProtocol(item, 'explicit');
      }
      return { protocolId: item.fullId, title: item.title };
    },

    'get-protocol-questions'({ protocolId }) {
      const protocol = protocolInCall(protocolId);
      const dispositions = protocol.content?.dispositions ?? [];
      return {
        protocolId: protocol.fullId,
        dispositions: dispositions.map((disposition) => ({
          id: String(disposition.id),
          title: disposition.title,
          dispositionLevel: disposition.dispositionLevelId,
          questions: disposition.questions.map((question) => {
            const suggestion = questionSuggestion(protocol.fullId, question.id);
            return {
              id: String(question.id),
              text: contentText(question.text),
              answered: answerOf(question.selected),
              ...(suggestion ? { suggestion } : {}),
            };
          }),
        })),
      };
    },

    'question-suggest'({ questionId, selection, confidence, explanation }) {
      const protocol = protocolInCall(undefined);
      const id = Number(questionId);
      const isQuestion = (protocol.content?.dispositions ?? []).some((d) => d.questions.some((q) => q.id === id));
      if (!Number.isInteger(id) || !isQuestion) {
        throw new Error(`No question ${questionId} in the active protocol ${protocol.fullId}`);
      }
      suggestAnswer(protocol, {
        questionId: id,
        suggestion: { selection, confidence, explanation: explanation ?? '' },
      });
      return {};
    },

    'navigate-triage': () => ({ tab: deps.goTo('triage') ? 'triage' : deps.currentTab() }),
    'navigate-plan': () => ({ tab: deps.goTo('plan') ? 'plan' : deps.currentTab() }),

    async 'get-call-bundle'({ patient, encounter, practitioner, practitionerName }) {
      const { account, firstName } = useSessionStore.getState();
      if (account === null) throw new Error('Not signed in');
      // Every rule COPY obeys, the suicide-risk screening first: the call leaves the app no other way.
      if (isCallHeldByColumbia()) throw new Error(COLUMBIA_REQUIRED);
      const both = sessionHasAdultAndPediatric(await deps.protocolList());
      const { callBundleFor } = await loadCallBundle();
      const { bundle, problems } = await callBundleFor({
        account,
        sessionHasAdultAndPediatric: both,
        context: {
          patient,
          encounter: encounter ?? null,
          nurse: { reference: practitioner ?? null, name: practitionerName ?? firstName ?? 'Triage nurse' },
        },
      });
      return {
        bundle: bundle as unknown as { resourceType: 'Bundle'; type: 'transaction' },
        problems: problems.map((p) => p.message),
      };
    },

    'reset-call'() {
      const outcome = useCallStore.getState().reset();
      if (outcome !== 'reset') return { reset: false };
      deps.afterReset();
      return { reset: true };
    },
  };
}
