import { ShieldAlert } from 'lucide-react';
import { matchPath, useLocation } from 'react-router';
import { appConfig } from '../../../lib/app-config.ts';
import { isEmbeddedApp } from '../../../lib/embedded.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { useAuthStore } from '../../auth/index.ts';

/** The overlay's title: '{product} is no longer authenticated'. */
function notAuthenticatedTitle(productName: string = appConfig.productName): string {
  return `${productName} is no longer authenticated`;
}

/**
 * The full-screen overlay of embedded use (spec section 2): shown when embedded and unauthenticated,
 * or embedded with no session id, except on the single sign-on launch route (which signs in).
 */
export function NotAuthenticatedOverlay() {
  const status = useAuthStore((state) => state.status);
  const sessionId = useAuthStore((state) => state.sessionId);
  const { pathname } = useLocation();
  const isShown =
    isEmbeddedApp() && (status === 'unauthenticated' || sessionId === null) && !matchPath(ROUTES.ssoLogin, pathname);
  if (!isShown) return null;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="not-authenticated-title"
      className="fixed inset-0 z-[60] flex items-center justify-center bg-slate-50 p-6"
    >
      <div className="flex max-w-md flex-col items-center gap-3 text-center">
        <ShieldAlert aria-hidden="true" className="size-10 text-primary-600" />
        <h1 id="not-authenticated-title" className="text-xl font-semibold text-slate-900">
          {notAuthenticatedTitle()}
        </h1>
        <p className="text-slate-700">
          Please re-launch {appConfig.productName} from your CRM/EHR to continue working.
        </p>
        <p className="text-sm text-slate-600">
          If this keeps happening,{' '}
          <a
            href={`mailto:${appConfig.supportEmail}`}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary-700 underline-offset-2 hover:underline"
          >
            contact support
          </a>
          .
        </p>
      </div>
    </div>
  );
}
