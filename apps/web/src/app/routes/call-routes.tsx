/**
 * The signed-in routes of the call (spec section 2), the children of the app shell:
 *
 *   { lazy: shell, children: callRoutes }
 *
 * The Protocols tab and its sub-tabs; Triage (questions, C-SSRS) and Plan (education, handouts,
 * medication, C-SSRS) redirect to /protocols while no protocol is active. A pathless layout hosts
 * what the call's screens share: the Select Protocol dialog, the C-SSRS dialogs and the call
 * disposition drawn into the selection row. Every element is loaded with its feature's chunk
 * (`route-chunks.ts`), prefetched at sign-in.
 */
import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { loadColumbiaScale, loadPlan, loadProtocols, loadShell, loadTriage } from './route-chunks.ts';

type Lazy = NonNullable<RouteObject['lazy']>;

/** A route whose element is built once its chunks have loaded. */
function lazyElement(build: () => Promise<ReactNode>): Lazy {
  return async () => ({ element: await build() });
}

/** A Triage or Plan page: redirects to /protocols while no protocol is active. */
function needsProtocol(page: () => Promise<ReactNode>): Lazy {
  return lazyElement(async () => {
    const [{ RequireActiveProtocol }, element] = await Promise.all([loadShell(), page()]);
    return <RequireActiveProtocol>{element}</RequireActiveProtocol>;
  });
}

const callLayout = lazyElement(async () => {
  const [{ CallDispositionSlot }, { SelectProtocolDialog }, { ColumbiaOverlays }, { CallDisposition }] =
    await Promise.all([loadShell(), loadProtocols(), loadColumbiaScale(), loadTriage()]);
  return (
    <>
      <Outlet />
      <SelectProtocolDialog />
      <ColumbiaOverlays />
      <CallDispositionSlot>
        <CallDisposition />
      </CallDispositionSlot>
    </>
  );
});

type ProtocolsFeature = Awaited<ReturnType<typeof loadProtocols>>;
type ProtocolSection = Parameters<ProtocolsFeature['ProtocolSectionRoute']>[0]['section'];

/** A Protocols sub-tab: shown only when the active protocol has that section. */
function protocolSection(section: ProtocolSection, panel: (feature: ProtocolsFeature) => ReactNode): Lazy {
  return lazyElement(async () => {
    const feature = await loadProtocols();
    return <feature.ProtocolSectionRoute section={section}>{panel(feature)}</feature.ProtocolSectionRoute>;
  });
}

const columbiaScalePage = needsProtocol(async () => {
  const { ColumbiaScalePage } = await loadColumbiaScale();
  return <ColumbiaScalePage />;
});

function planPage(name: 'EducationPage' | 'HandoutsPage' | 'MedicationPage'): Lazy {
  return needsProtocol(async () => {
    const Page = (await loadPlan())[name];
    return <Page />;
  });
}

export const callRoutes: RouteObject[] = [
  {
    lazy: callLayout,
    children: [
      {
        path: '/protocols',
        lazy: lazyElement(async () => {
          const { ProtocolsPage } = await loadProtocols();
          return <ProtocolsPage />;
        }),
        children: [
          {
            index: true,
            lazy: lazyElement(async () => {
              const { CriteriaView } = await loadProtocols();
              return <CriteriaView />;
            }),
          },
          {
            path: 'initial-assessment',
            lazy: protocolSection('initialAssessment', ({ InitialAssessmentPanel }) => <InitialAssessmentPanel />),
          },
          {
            path: 'background-info',
            lazy: protocolSection('background', ({ BackgroundPanel }) => <BackgroundPanel />),
          },
          { path: 'first-aid', lazy: protocolSection('firstAid', ({ FirstAidPanel }) => <FirstAidPanel />) },
          { path: 'references', lazy: protocolSection('references', ({ ReferencesPanel }) => <ReferencesPanel />) },
        ],
      },
      { path: '/triage', element: <Navigate to="/triage/questions" replace /> },
      {
        path: '/triage/questions',
        lazy: needsProtocol(async () => {
          const { TriageQuestionsPage } = await loadTriage();
          return <TriageQuestionsPage />;
        }),
      },
      { path: '/triage/c-ssrs', lazy: columbiaScalePage },
      { path: '/plan', element: <Navigate to="/plan/education" replace /> },
      { path: '/plan/education', lazy: planPage('EducationPage') },
      { path: '/plan/handouts', lazy: planPage('HandoutsPage') },
      { path: '/plan/medication', lazy: planPage('MedicationPage') },
      { path: '/plan/c-ssrs', lazy: columbiaScalePage },
    ],
  },
];
