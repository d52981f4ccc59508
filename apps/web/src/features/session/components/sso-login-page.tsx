import type { LoginConfig, SsoLoginData } from '@triage/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ProductLogo } from '../../../components/ui/product-logo.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { appConfig } from '../../../lib/app-config.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { readSsoCredentials, rememberSsoCredentials } from '../sso/sso-credentials.ts';
import { completeSsoLogin, launchParameters, prepareSsoLaunch, submitSsoLaunch } from '../sso/sso-launch.ts';
import { SsoSetupForm } from './sso-setup-form.tsx';

const MISSING_SSO_TOKEN = 'The SSO token you provided is invalid.';

type LaunchState =
  | { kind: 'loading' }
  | { kind: 'setup'; config: LoginConfig; isSubmitting: boolean }
  | { kind: 'failed'; error: unknown };

/** Logs a failed launch without its parameters (they may carry patient context) and keeps the error to throw. */
function failed(error: unknown): LaunchState {
  console.error('Single sign-on failed:', error instanceof Error ? error.message : 'unknown error');
  return { kind: 'failed', error };
}

/**
 * /app/login/sso/:token (spec section 2): clears local storage and the session and call state,
 * submits the token with the other query-string parameters, then goes to /protocols when complete
 * or asks for the missing configuration fields when partial. A spinner shows while loading; a
 * failure is thrown to the crash screen.
 */
export function SsoLoginPage() {
  const { token } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<LaunchState>({ kind: 'loading' });
  const [isRememberedByDefault, setIsRememberedByDefault] = useState(false);
  const launch = useRef<{ key: string; parameters: Record<string, string> } | null>(null);

  const handleResult = async (result: SsoLoginData) => {
    if (result.result === 'complete') {
      completeSsoLogin(result.complete);
      await navigate(ROUTES.protocols.criteria, { replace: true });
      return;
    }
    setState({ kind: 'setup', config: result.partialConfig, isSubmitting: false });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one launch per token and query string
  useEffect(() => {
    const key = `${token ?? ''}?${searchParams.toString()}`;
    if (launch.current?.key === key) return;
    const parameters = launchParameters(searchParams);
    launch.current = { key, parameters };
    if (!token) {
      console.error('Single sign-on: the launch has no token');
      setState({ kind: 'failed', error: new Error(MISSING_SSO_TOKEN) });
      return;
    }
    setState({ kind: 'loading' });
    void (async () => {
      try {
        await prepareSsoLaunch();
        const remembered = await readSsoCredentials(token);
        setIsRememberedByDefault(Object.keys(remembered).length > 0);
        await handleResult(await submitSsoLaunch(token, { ...remembered, ...parameters }));
      } catch (error) {
        setState(failed(error));
      }
    })();
  }, [token, searchParams]);

  const submitSetup = (config: LoginConfig, values: Record<string, string>, isRemembered: boolean) => {
    if (!token) return;
    setState({ kind: 'setup', config, isSubmitting: true });
    void (async () => {
      try {
        await rememberSsoCredentials(token, isRemembered ? values : null);
        const data = { ...launch.current?.parameters, ...values, hash: config.hash };
        await handleResult(await submitSsoLaunch(token, data));
      } catch (error) {
        setState(failed(error));
      }
    })();
  };

  if (state.kind === 'failed') throw state.error;

  return (
    <div className="flex min-h-full flex-col items-center justify-center bg-gradient-to-b from-primary-50 to-slate-100 px-4 py-8">
      <main className="flex w-full max-w-sm flex-col gap-6">
        <div className="flex flex-col items-center gap-2">
          <ProductLogo className="h-12 w-12" />
          <h1 className="text-2xl font-semibold text-slate-900">{appConfig.productName}</h1>
        </div>
        {state.kind === 'loading' ? (
          <div className="flex justify-center">
            <Spinner size="lg" label="Signing in..." isLabelShown />
          </div>
        ) : (
          <SsoSetupForm
            key={state.config.hash}
            config={state.config}
            isRememberedByDefault={isRememberedByDefault}
            isSubmitting={state.isSubmitting}
            onSubmit={(values, isRemembered) => submitSetup(state.config, values, isRemembered)}
          />
        )}
      </main>
    </div>
  );
}
