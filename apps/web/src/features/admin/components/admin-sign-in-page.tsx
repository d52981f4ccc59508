import { type AdminSignInData, adminSignIn, type TotpEnrolment } from '@triage/contracts/admin';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ProductLogo } from '../../../components/ui/product-logo.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { callAdmin } from '../api/admin-call.ts';
import { useAdminSessionStore } from '../stores/admin-session-store.ts';
import { AdminEnrolment } from './admin-enrolment.tsx';

const ADMIN_SIGN_IN_FAILED = 'Sign in failed: check your e-mail, password and code.';
const ENDED = 'Your admin session has ended. Sign in again to continue.';
const SIGNED_OUT = 'You have signed out of the admin console.';

/** Where to go after sign-in: a console path only (never another site). */
function nextPath(next: string | null): string {
  return next?.startsWith(`${ROUTES.admin.root}/`) && !next.startsWith('//') ? next : ROUTES.admin.root;
}

/**
 * The administrators' sign-in (docs/admin.md): e-mail, password and the authenticator app's code
 * or a recovery code. Separate from the nurses' shared Account ID and password. After an
 * organization administrator reset the authenticator, the password leads to its enrolment; a
 * second factor locked by wrong codes is said in the catalogue's words.
 */
export function AdminSignInPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [isLoading, setIsLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const endReason = useAdminSessionStore((state) => state.endReason);
  const start = useAdminSessionStore((state) => state.start);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => emailRef.current?.focus(), []);

  async function signedIn(session: AdminSignInData) {
    start(session);
    await navigate(nextPath(search.get('next')), { replace: true });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsLoading(true);
    setFailure(null);
    try {
      const answer = await callAdmin(adminSignIn, { body: { email, password, code } });
      if ('enrolment' in answer) {
        setEnrolment(answer.enrolment);
        setPassword('');
        return;
      }
      await signedIn(answer);
    } catch (error) {
      const saysWhy =
        error instanceof ApiError && (error.code === 'tooManyRequests' || error.code === 'secondFactorLocked');
      setFailure(saysWhy ? error.message : ADMIN_SIGN_IN_FAILED);
      setCode('');
      setIsLoading(false);
    }
  }

  return (
    <div className="flex min-h-full flex-col items-center bg-slate-100 px-4 py-8">
      <main className="flex w-full max-w-sm flex-1 flex-col justify-center">
        <div className="mb-6 flex flex-col items-center gap-2">
          <ProductLogo className="h-12 w-12" />
          <h1 className="text-2xl font-semibold text-slate-900">{appConfig.productName} Admin</h1>
          <p className="text-center text-sm text-slate-600">For practice administrators, with their own account.</p>
        </div>
        {enrolment ? (
          <AdminEnrolment enrolment={enrolment} onSignedIn={(session) => void signedIn(session)} />
        ) : (
          <form
            onSubmit={(event) => void submit(event)}
            className="flex flex-col gap-4 rounded-[var(--radius-app)] bg-white p-6 shadow-md"
            aria-label="Admin sign in"
          >
            {failure || endReason ? (
              <div
                role="alert"
                className="rounded-[var(--radius-app)] border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                {failure ?? (endReason === 'ended' ? ENDED : SIGNED_OUT)}
              </div>
            ) : null}
            <TextField
              label="E-mail"
              name="email"
              type="email"
              ref={emailRef}
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <TextField
              label="Authentication code"
              name="code"
              autoComplete="one-time-code"
              inputMode="text"
              aria-describedby="admin-code-help"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <p id="admin-code-help" className="-mt-3 text-xs text-slate-600">
              The 6-digit code of your authenticator app, or one of your recovery codes. Leave it empty if an
              organization administrator reset your authenticator.
            </p>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Signing in…' : 'Sign In'}
            </Button>
          </form>
        )}
      </main>
    </div>
  );
}
