/**
 * The Triage tab's Questions screen (/triage/questions) and the call disposition of the selection
 * row with its Override Disposition and 'Caution' dialogs. Every rule is @triage/core's; answers
 * go to the call store.
 */
export {
  ActiveProtocolContent,
  type ActiveProtocolContentProps,
  type LoadedProtocol,
  SELECT_PROTOCOL_PROMPT,
  SelectProtocolPrompt,
} from './components/active-protocol-content.tsx';
export { CallDisposition, OVERRIDE_BUTTON_LABEL, OverrideCaution } from './components/call-disposition.tsx';
export { NO_DISPOSITIONS_TEXT, TriageQuestionsPage } from './components/triage-questions-page.tsx';
