import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/index.ts';
import { initialiseSession, SsoLoginPage } from '../features/session/index.ts';
import { AppShell } from '../features/shell/index.ts';
import { RouteErrorScreen, UserMenu } from '../features/support/index.ts';
import { AppFrame } from './providers.tsx';
import { callRoutes } from './routes/call-routes.tsx';
import { LogoutRoute } from './routes/logout-route.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RootRedirect, SignedOutOnly } from './routes/root-redirect.tsx';

/** Every route of spec section 2, inside the app frame; a route that throws shows the crash screen. */
export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <RootRedirect /> },
      {
        path: '/login',
        element: (
          <SignedOutOnly>
            <LoginPage onSignedIn={initialiseSession} />
          </SignedOutOnly>
        ),
      },
      { path: '/logout', element: <LogoutRoute /> },
      { path: '/app/login/sso/:token', element: <SsoLoginPage /> },
      { element: <AppShell userMenu={<UserMenu />} />, children: callRoutes },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
