/**
 * The Protocols tab (/protocols and its sub-tabs): search, the protocols used in the call, the
 * list, the active protocol's criteria and sections; and the Select Protocol dialog.
 */

export { BackgroundPanel } from './components/background-panel.tsx';
export { CriteriaView } from './components/criteria-view.tsx';
export { FirstAidPanel } from './components/first-aid-panel.tsx';
export { InitialAssessmentPanel } from './components/initial-assessment-panel.tsx';
export { ProtocolSectionRoute } from './components/protocol-section-route.tsx';
export { ProtocolsPage } from './components/protocols-page.tsx';
export { ReferencesPanel } from './components/references-panel.tsx';
export { SelectProtocolDialog } from './components/select-protocol-dialog.tsx';
export { searchOver as protocolSearchOver } from './hooks/use-protocol-search.ts';
