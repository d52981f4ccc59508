/**
 * The Triage tab's Questions screen (/triage/questions) and the call disposition of the selection
 * row with its Override Disposition and 'Caution' dialogs. Every rule is @triage/core's; answers
 * go to the call store.
 */

export {
  ActiveProtocolContent,
  type LoadedProtocol,
  SelectProtocolPrompt,
} from './components/active-protocol-content.tsx';
export { CallDisposition, OverrideCaution } from './components/call-disposition.tsx';
export { DispositionSection } from './components/disposition-section.tsx';
export { TriageQuestionsPage } from './components/triage-questions-page.tsx';
