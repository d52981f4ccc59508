/**
 * The signed-in routes of the call (spec section 2), the children of the app shell:
 *
 *   { element: <SignedInShell />, children: callRoutes }
 *
 * The Protocols tab and its sub-tabs; Triage (questions, C-SSRS) and Plan (education, handouts,
 * medication, C-SSRS) redirect to /protocols while no protocol is active. A pathless layout hosts
 * what the call's screens share: the Select Protocol dialog, the C-SSRS dialogs and the call
 * disposition drawn into the selection row. Every element comes from its feature's chunk
 * (`route-chunks.ts`), prefetched at sign-in; a chunk not loaded yet suspends its route briefly.
 */
import { type ReactNode, Suspense, use } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { ROUTES } from '../../lib/routes.ts';
import { loadColumbiaScale, loadPlan, loadProtocols, loadShell, loadTriage } from './route-chunks.ts';

type ProtocolsFeature = Awaited<ReturnType<typeof loadProtocols>>;
type ProtocolSection = Parameters<ProtocolsFeature['ProtocolSectionRoute']>[0]['section'];

function CallLayoutBody() {
  const { AfterFirstPaint, CallDispositionSlot } = use(loadShell());
  const { SelectProtocolDialog } = use(loadProtocols());
  const { ColumbiaOverlays } = use(loadColumbiaScale());
  const { CallDisposition, OverrideCaution } = use(loadTriage());
  return (
    <>
      <Outlet />
      <AfterFirstPaint>
        <SelectProtocolDialog />
        <ColumbiaOverlays />
        <OverrideCaution />
      </AfterFirstPaint>
      <CallDispositionSlot>
        <CallDisposition />
      </CallDispositionSlot>
    </>
  );
}

/** A route element that waits (without a visible placeholder) for its chunk. */
function chunk(element: ReactNode): ReactNode {
  return <Suspense fallback={null}>{element}</Suspense>;
}

function ProtocolsPageRoute() {
  const { ProtocolsPage } = use(loadProtocols());
  return <ProtocolsPage />;
}

function CriteriaRoute() {
  const { CriteriaView } = use(loadProtocols());
  return <CriteriaView />;
}

/** A Protocols sub-tab: shown only when the active protocol has that section. */
function SectionRoute({ section }: { section: ProtocolSection }) {
  const feature = use(loadProtocols());
  const panels: Record<ProtocolSection, ReactNode> = {
    initialAssessment: <feature.InitialAssessmentPanel />,
    background: <feature.BackgroundPanel />,
    firstAid: <feature.FirstAidPanel />,
    references: <feature.ReferencesPanel />,
  };
  return <feature.ProtocolSectionRoute section={section}>{panels[section]}</feature.ProtocolSectionRoute>;
}

/** A Triage or Plan page: redirects to /protocols while no protocol is active. */
function NeedsProtocol({ children }: { children: ReactNode }) {
  const { RequireActiveProtocol } = use(loadShell());
  return <RequireActiveProtocol>{children}</RequireActiveProtocol>;
}

function TriageQuestionsRoute() {
  const { TriageQuestionsPage } = use(loadTriage());
  return <TriageQuestionsPage />;
}

function ColumbiaScaleRoute() {
  const { ColumbiaScalePage } = use(loadColumbiaScale());
  return <ColumbiaScalePage />;
}

function PlanRoute({ page }: { page: 'EducationPage' | 'HandoutsPage' | 'MedicationPage' }) {
  const Page = use(loadPlan())[page];
  return <Page />;
}

function needsProtocol(page: ReactNode): ReactNode {
  return chunk(<NeedsProtocol>{page}</NeedsProtocol>);
}

export const callRoutes: RouteObject[] = [
  {
    element: chunk(<CallLayoutBody />),
    children: [
      {
        path: ROUTES.protocols.criteria,
        element: chunk(<ProtocolsPageRoute />),
        children: [
          { index: true, element: chunk(<CriteriaRoute />) },
          { path: ROUTES.protocols.initialAssessment, element: chunk(<SectionRoute section="initialAssessment" />) },
          { path: ROUTES.protocols.backgroundInfo, element: chunk(<SectionRoute section="background" />) },
          { path: ROUTES.protocols.firstAid, element: chunk(<SectionRoute section="firstAid" />) },
          { path: ROUTES.protocols.references, element: chunk(<SectionRoute section="references" />) },
        ],
      },
      { path: ROUTES.triage.root, element: <Navigate to={ROUTES.triage.questions} replace /> },
      { path: ROUTES.triage.questions, element: needsProtocol(<TriageQuestionsRoute />) },
      { path: ROUTES.triage.columbia, element: needsProtocol(<ColumbiaScaleRoute />) },
      { path: ROUTES.plan.root, element: <Navigate to={ROUTES.plan.education} replace /> },
      { path: ROUTES.plan.education, element: needsProtocol(<PlanRoute page="EducationPage" />) },
      { path: ROUTES.plan.handouts, element: needsProtocol(<PlanRoute page="HandoutsPage" />) },
      { path: ROUTES.plan.medication, element: needsProtocol(<PlanRoute page="MedicationPage" />) },
      { path: ROUTES.plan.columbia, element: needsProtocol(<ColumbiaScaleRoute />) },
    ],
  },
];
