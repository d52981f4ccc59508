/**
 * The signed-in routes of the call (spec section 2), the children of the app shell:
 *
 *   { element: <AppShell userMenu={<UserMenu />} />, children: callRoutes }
 *
 * The Protocols tab and its sub-tabs; Triage (questions, C-SSRS) and Plan (education, handouts,
 * medication, C-SSRS) redirect to /protocols while no protocol is active. A pathless layout hosts
 * what the call's screens share: the Select Protocol dialog, the C-SSRS dialogs and the call
 * disposition drawn into the selection row.
 */
import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { ColumbiaOverlays, ColumbiaScalePage } from '../../features/columbia-scale/index.ts';
import { EducationPage, HandoutsPage, MedicationPage } from '../../features/plan/index.ts';
import {
  BackgroundPanel,
  CriteriaView,
  FirstAidPanel,
  InitialAssessmentPanel,
  ProtocolSectionRoute,
  ProtocolsPage,
  ReferencesPanel,
  SelectProtocolDialog,
} from '../../features/protocols/index.ts';
import { CallDispositionSlot, RequireActiveProtocol } from '../../features/shell/index.ts';
import { CallDisposition, OverrideCaution, TriageQuestionsPage } from '../../features/triage/index.ts';

function CallLayout() {
  return (
    <>
      <Outlet />
      <SelectProtocolDialog />
      <ColumbiaOverlays />
      <OverrideCaution />
      <CallDispositionSlot>
        <CallDisposition />
      </CallDispositionSlot>
    </>
  );
}

function needsProtocol(page: ReactNode) {
  return <RequireActiveProtocol>{page}</RequireActiveProtocol>;
}

export const callRoutes: RouteObject[] = [
  {
    element: <CallLayout />,
    children: [
      {
        path: '/protocols',
        element: <ProtocolsPage />,
        children: [
          { index: true, element: <CriteriaView /> },
          {
            path: 'initial-assessment',
            element: (
              <ProtocolSectionRoute section="initialAssessment">
                <InitialAssessmentPanel />
              </ProtocolSectionRoute>
            ),
          },
          {
            path: 'background-info',
            element: (
              <ProtocolSectionRoute section="background">
                <BackgroundPanel />
              </ProtocolSectionRoute>
            ),
          },
          {
            path: 'first-aid',
            element: (
              <ProtocolSectionRoute section="firstAid">
                <FirstAidPanel />
              </ProtocolSectionRoute>
            ),
          },
          {
            path: 'references',
            element: (
              <ProtocolSectionRoute section="references">
                <ReferencesPanel />
              </ProtocolSectionRoute>
            ),
          },
        ],
      },
      { path: '/triage', element: <Navigate to="/triage/questions" replace /> },
      { path: '/triage/questions', element: needsProtocol(<TriageQuestionsPage />) },
      { path: '/triage/c-ssrs', element: needsProtocol(<ColumbiaScalePage />) },
      { path: '/plan', element: <Navigate to="/plan/education" replace /> },
      { path: '/plan/education', element: needsProtocol(<EducationPage />) },
      { path: '/plan/handouts', element: needsProtocol(<HandoutsPage />) },
      { path: '/plan/medication', element: needsProtocol(<MedicationPage />) },
      { path: '/plan/c-ssrs', element: needsProtocol(<ColumbiaScalePage />) },
    ],
  },
];
