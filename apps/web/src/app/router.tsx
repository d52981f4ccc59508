import { Suspense, use } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage, OidcCallbackPage, useAuthStore } from '../features/auth/index.ts';
import { initialiseSession, SsoLoginPage } from '../features/session/index.ts';
import { RouteErrorScreen } from '../features/support/index.ts';
import { ROUTES } from '../lib/routes.ts';
import { AppFrame } from './providers.tsx';
import { callRoutes } from './routes/call-routes.tsx';
import { LogoutRoute } from './routes/logout-route.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RootRedirect, SignedOutOnly } from './routes/root-redirect.tsx';
import { loadAdminConsole, loadSignedInShell, loadSmart, prefetchSignedInChunks } from './routes/route-chunks.ts';

/** The SMART launch pages: the SMART feature's chunk, then its pages' chunk. */
async function smartPages() {
  return (await loadSmart()).loadSmartPages();
}

function AdminConsoleRoute() {
  const { AdminApp } = use(loadAdminConsole());
  return <AdminApp />;
}

function SignedInShellRoute() {
  const { SignedInShell } = use(loadSignedInShell());
  return <SignedInShell />;
}

/**
 * Every route of spec section 2, inside the app frame; a route that throws shows the crash screen.
 * The signed-in shell and the call's screens are separate chunks (`routes/route-chunks.ts`): the
 * login page's first load holds none of them.
 * @internal
 */
export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: ROUTES.home, element: <RootRedirect /> },
      {
        path: ROUTES.login,
        element: (
          <SignedOutOnly>
            <LoginPage onSignedIn={initialiseSession} />
          </SignedOutOnly>
        ),
      },
      {
        path: ROUTES.organizationLogin,
        element: (
          <SignedOutOnly>
            <LoginPage onSignedIn={initialiseSession} />
          </SignedOutOnly>
        ),
      },
      { path: ROUTES.oidcCallback, element: <OidcCallbackPage onSignedIn={initialiseSession} /> },
      { path: ROUTES.logout, element: <LogoutRoute /> },
      { path: ROUTES.ssoLogin, element: <SsoLoginPage /> },
      { path: ROUTES.smartLaunch, lazy: async () => ({ Component: (await smartPages()).SmartLaunchPage }) },
      { path: ROUTES.smartCallback, lazy: async () => ({ Component: (await smartPages()).SmartCallbackPage }) },
      {
        path: `${ROUTES.admin.root}/*`,
        element: (
          <Suspense fallback={null}>
            <AdminConsoleRoute />
          </Suspense>
        ),
      },
      {
        element: (
          <Suspense fallback={null}>
            <SignedInShellRoute />
          </Suspense>
        ),
        children: callRoutes,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Once signed in (or restored signed in), the signed-in chunks load in the background; signed out,
 * the nurse's first key press or click (filling in the sign-in form) starts them, so they are in
 * memory when SIGN IN is answered (ADR 0022). /login's own load holds none of them.
 */
function prefetchWhenSignedIn(): void {
  const isSignedIn = () => useAuthStore.getState().status === 'authenticated';
  if (isSignedIn()) {
    prefetchSignedInChunks();
    return;
  }
  const onFirstInput = () => {
    window.removeEventListener('keydown', onFirstInput, true);
    window.removeEventListener('pointerdown', onFirstInput, true);
    prefetchSignedInChunks();
  };
  window.addEventListener('keydown', onFirstInput, true);
  window.addEventListener('pointerdown', onFirstInput, true);
  const stop = useAuthStore.subscribe(() => {
    if (!isSignedIn()) return;
    stop();
    prefetchSignedInChunks();
  });
}

export function createRouter() {
  prefetchWhenSignedIn();
  return createBrowserRouter(routes);
}
