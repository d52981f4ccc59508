import type { Account } from '@triage/contracts';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ProductLogo } from '../../../components/ui/product-logo.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { appConfig } from '../../../lib/app-config.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { login } from '../api/login.ts';
import { readRememberedCredentials, writeRememberedCredentials } from '../stores/auth-store.ts';
import { OrganizationSignIn, useOrganizationLoginPage } from './organization-sign-in.tsx';

/** The Terms of Use (the full legal text) load when first opened, not with the sign-in page. */
const TermsOfUseDialog = lazy(() =>
  import('../../legal/index.ts').then(({ TermsOfUseDialog }) => ({ default: TermsOfUseDialog })),
);

/** @internal */
export const SIGN_IN_FAILED = 'Sign in failed. Please try again.';

/** What a successful sign-in hands on (the session feature starts the session with it). */
export interface SignedIn {
  sessionId: string;
  account: Account;
  firstName: string;
}

export interface LoginPageProps {
  /** Starts the session; given by the app, so that auth does not import the session feature. */
  onSignedIn: (signedIn: SignedIn) => void;
}

export function LoginPage({ onSignedIn }: LoginPageProps) {
  const [firstName, setFirstName] = useState('');
  const [practiceId, setPracticeId] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [isLoading, setIsLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  const [isPrefilled, setIsPrefilled] = useState(false);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const practiceIdRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  // /login/<slug>: the organization's own sign-in beside the form, or instead of it (ADR 0050).
  const { slug } = useParams();
  const organization = useOrganizationLoginPage(slug);
  const hasForm = organization.page?.passwordFormOff !== true;

  useEffect(() => {
    let isCurrent = true;
    void readRememberedCredentials()
      .then((remembered) => {
        if (!isCurrent || !remembered) return;
        setFirstName((current) => current || remembered.firstName);
        setPracticeId((current) => current || remembered.practiceId);
        setRememberMe(true);
      })
      .finally(() => {
        if (isCurrent) setIsPrefilled(true);
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  // Once the remembered fields are in, the first empty field takes the focus (unless the user has
  // already put it somewhere), so the nurse types at once.
  useEffect(() => {
    if (!isPrefilled) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    const fields = [firstNameRef.current, practiceIdRef.current, passwordRef.current];
    fields.find((field) => field && field.value === '')?.focus();
  }, [isPrefilled]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsLoading(true);
    setFailure(null);
    try {
      const { sessionId, account } = await login({ firstName, practiceId, password });
      await writeRememberedCredentials(
        rememberMe ? { firstName: firstName.trim(), practiceId: practiceId.trim() } : null,
      );
      onSignedIn({ sessionId, account, firstName });
      await navigate(ROUTES.protocols.criteria, { replace: true });
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : SIGN_IN_FAILED);
      setIsLoading(false);
    }
  }

  return (
    <div className="flex min-h-full flex-col items-center justify-between bg-gradient-to-b from-primary-50 to-slate-100 px-4 py-8">
      <main className="flex w-full max-w-sm flex-1 flex-col justify-center">
        <div className="mb-6 flex flex-col items-center gap-2">
          <ProductLogo className="h-12 w-12" />
          <h1 className="text-2xl font-semibold text-slate-900">{appConfig.productName}</h1>
        </div>
        {slug ? <OrganizationSignIn slug={slug} state={organization} /> : null}
        {hasForm ? (
          <form
            onSubmit={(event) => void submit(event)}
            className="flex flex-col gap-4 rounded-[var(--radius-app)] bg-white p-6 shadow-md"
            aria-label="Sign in"
          >
            {failure ? (
              <div
                role="alert"
                className="rounded-[var(--radius-app)] border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                <p className="font-semibold">{SIGN_IN_FAILED}</p>
                {failure !== SIGN_IN_FAILED ? <p className="mt-1">{failure}</p> : null}
              </div>
            ) : null}
            <TextField
              label="First Name"
              name="firstName"
              ref={firstNameRef}
              autoComplete="given-name"
              required
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
            />
            <TextField
              label="Account ID"
              name="practiceId"
              ref={practiceIdRef}
              autoComplete="username"
              required
              value={practiceId}
              onChange={(event) => setPracticeId(event.target.value)}
            />
            <TextField
              label="Account Password"
              name="password"
              ref={passwordRef}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <div className="flex items-center justify-between text-sm">
              <label className="flex items-center gap-2 text-slate-700">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-primary-600"
                  checked={rememberMe}
                  onChange={(event) => setRememberMe(event.target.checked)}
                />
                Remember me
              </label>
              <button
                type="button"
                className="font-medium text-primary-700 underline-offset-2 hover:underline"
                onClick={() => setIsTermsOpen(true)}
              >
                Terms of Use
              </button>
            </div>
            <Button type="submit" disabled={isLoading} className="w-full py-2.5 tracking-wide">
              SIGN IN
            </Button>
          </form>
        ) : null}
      </main>
      <footer className="mt-8 max-w-xl space-y-1 text-center text-xs text-slate-500">
        <p>{appConfig.copyright.pediatric}</p>
        <p>{appConfig.copyright.adult}</p>
        <p>{appConfig.copyright.product}</p>
      </footer>
      {isTermsOpen ? (
        <Suspense fallback={null}>
          <TermsOfUseDialog open onOpenChange={setIsTermsOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
