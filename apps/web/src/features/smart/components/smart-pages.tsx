/**
 * The SMART launch URL (/smart/launch) and redirect URL (/smart/callback) pages: a spinner while
 * the launch runs, then the call screens; a refusal (unknown issuer, PKCE without S256 only, a
 * state that does not match, an id_token or code the EHR or the server refuses) is shown as such,
 * with what to do, never guessed around. Loaded only on these routes (oauth4webapi with them).
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ProductLogo } from '../../../components/ui/product-logo.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ROUTES } from '../../../lib/routes.ts';
import { initialiseSession, prepareSsoLaunch } from '../../session/index.ts';
import { afterLaunch } from '../lib/after-launch.ts';
import { completeSmartLaunch, startSmartLaunch } from '../lib/launch.ts';
import { useSmartStore } from '../stores/smart-context.ts';

export const LAUNCH_REFUSED_TITLE = 'EHR launch refused';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The EHR launch failed.';
}

function LaunchScreen({ refusal }: { refusal: string | null }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center">
      <ProductLogo className="size-12" />
      {refusal === null ? (
        <div className="flex items-center gap-2 text-slate-700">
          <Spinner /> Signing in from your EHR…
        </div>
      ) : (
        <div role="alert" className="max-w-lg rounded-md border border-red-200 bg-white p-4 text-left shadow-sm">
          <h1 className="text-lg font-bold text-red-800">{LAUNCH_REFUSED_TITLE}</h1>
          <p className="mt-2 text-sm text-slate-800">{refusal}</p>
        </div>
      )}
    </main>
  );
}

/** /smart/launch?iss=…&launch=…: starts the launch and goes to the EHR's authorization server. */
export function SmartLaunchPage() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    void (async () => {
      try {
        useSmartStore.getState().clear();
        await prepareSsoLaunch();
        window.location.assign(await startSmartLaunch(params.get('iss'), params.get('launch')));
      } catch (error) {
        console.error('SMART launch refused:', error instanceof Error ? error.name : 'unknown');
        setRefusal(messageOf(error));
      }
    })();
  }, []);
  return <LaunchScreen refusal={refusal} />;
}

/** /smart/callback?code=…&state=…: completes the launch, then the call screens. */
export function SmartCallbackPage() {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const url = new URL(window.location.href);
    void (async () => {
      try {
        const { session, context } = await completeSmartLaunch(url);
        initialiseSession({ sessionId: session.sessionId, account: session.account, firstName: session.firstName });
        useSmartStore.getState().setContext(context);
        void afterLaunch(context);
        await navigate(ROUTES.protocols.criteria, { replace: true });
      } catch (error) {
        console.error('SMART launch refused:', error instanceof Error ? error.name : 'unknown');
        setRefusal(messageOf(error));
      }
    })();
  }, [navigate]);
  return <LaunchScreen refusal={refusal} />;
}
