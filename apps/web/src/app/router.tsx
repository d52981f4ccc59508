import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/index.ts';
import { AppShell } from '../features/shell/index.ts';
import { LogoutRoute } from './routes/logout-route.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { PlaceholderPage } from './routes/placeholder-page.tsx';
import { RootRedirect, SignedOutOnly } from './routes/root-redirect.tsx';

/** Every route of spec section 2. */
export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/login',
    element: (
      <SignedOutOnly>
        <LoginPage />
      </SignedOutOnly>
    ),
  },
  { path: '/logout', element: <LogoutRoute /> },
  { path: '/app/login/sso/:token', element: <PlaceholderPage title="Single sign-on" /> },
  {
    element: <AppShell />,
    children: [
      { path: '/protocols', element: <PlaceholderPage title="Criteria" /> },
      { path: '/protocols/initial-assessment', element: <PlaceholderPage title="Initial Assessment" /> },
      { path: '/protocols/background-info', element: <PlaceholderPage title="Background Info" /> },
      { path: '/protocols/first-aid', element: <PlaceholderPage title="First Aid" /> },
      { path: '/protocols/references', element: <PlaceholderPage title="References" /> },
      { path: '/triage', element: <Navigate to="/triage/questions" replace /> },
      { path: '/triage/questions', element: <PlaceholderPage title="Questions" /> },
      { path: '/triage/c-ssrs', element: <PlaceholderPage title="C-SSRS" /> },
      { path: '/plan', element: <Navigate to="/plan/education" replace /> },
      { path: '/plan/education', element: <PlaceholderPage title="Education" /> },
      { path: '/plan/handouts', element: <PlaceholderPage title="Handouts" /> },
      { path: '/plan/medication', element: <PlaceholderPage title="Medication" /> },
      { path: '/plan/c-ssrs', element: <PlaceholderPage title="C-SSRS" /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
