/**
 * /oidc/callback: the organization's identity provider sends the nurse back here; the server
 * completes the sign-in and the call screens open. A refusal (consent denied, another account, not
 * in an allowed group, a clock out of step) is shown with the catalogue's words and a way back.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ProductLogo } from '../../../components/ui/product-logo.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ROUTES } from '../../../lib/routes.ts';
import { completeOrganizationSignIn, pendingOrganization } from '../api/oidc.ts';
import { SIGN_IN_FAILED, type SignedIn } from './login-page.tsx';

export function OidcCallbackPage({ onSignedIn }: { onSignedIn: (signedIn: SignedIn) => void }) {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [back] = useState(() => pendingOrganization());
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const search = window.location.search;
    // The provider's answer leaves the address bar (and the history) at once.
    window.history.replaceState(null, '', ROUTES.oidcCallback);
    void (async () => {
      try {
        const { sessionId, account, firstName } = await completeOrganizationSignIn(search);
        onSignedIn({ sessionId, account, firstName });
        await navigate(ROUTES.protocols.criteria, { replace: true });
      } catch (error) {
        console.error('Named sign-in refused:', error instanceof Error ? error.name : 'unknown');
        setRefusal(error instanceof Error && error.message ? error.message : SIGN_IN_FAILED);
      }
    })();
  }, [navigate, onSignedIn]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center">
      <ProductLogo className="size-12" />
      {refusal === null ? (
        <div className="flex items-center gap-2 text-slate-700">
          <Spinner /> Signing in…
        </div>
      ) : (
        <div role="alert" className="max-w-lg rounded-md border border-red-300 bg-red-50 p-4 text-left text-red-800">
          <p className="font-semibold">{SIGN_IN_FAILED}</p>
          <p className="mt-1 text-sm">{refusal}</p>
          <Link
            className="mt-3 inline-block text-sm font-medium text-primary-700 underline"
            to={back ? ROUTES.organizationLogin.replace(':slug', back) : ROUTES.login}
          >
            Back to sign-in
          </Link>
        </div>
      )}
    </main>
  );
}
