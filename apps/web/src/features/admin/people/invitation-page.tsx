import { acceptInvitation, type InvitationData, openInvitation } from '@triage/contracts/admin';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ProductLogo } from '../../../components/ui/product-logo.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { refusalOf } from '../shared/refusal.ts';
import { ROLE_NAMES } from './administrators-page.tsx';

const NOT_VALID = 'This invitation is not valid: it was used, it expired, or the link is incomplete.';
const WRONG_CODE = 'That code does not match. Enter the code your authenticator app shows now.';

/** The invitation code from the link's fragment, read once; the address bar then no longer shows it. */
/**
 * The code in the address's fragment. Read without side effects: React may render the page more
 * than once before it shows it (a suspended first render is retried), and a read that also cleared
 * the address found no code the second time, so a valid link showed 'not valid'.
 */
const readCode = (): string => window.location.hash.replace(/^#/, '');

/**
 * Accepting an invitation to become an administrator: who is invited, the secret to add to the
 * authenticator app, a password (12 characters or more, not a common one) and the app's first
 * code. The recovery codes are then shown once, and the new administrator signs in.
 */
export function InvitationPage() {
  const [code] = useState(readCode);
  const [invitation, setInvitation] = useState<InvitationData | null>(null);
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [failure, setFailure] = useState<string | null>(code ? null : NOT_VALID);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    if (!code) return;
    // The code leaves the address bar (and the history) once the page is shown.
    window.history.replaceState(null, '', window.location.pathname);
    callApi(openInvitation, { body: { code } }).then(setInvitation, () => setFailure(NOT_VALID));
  }, [code]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    try {
      setRecoveryCodes((await callApi(acceptInvitation, { body: { code, password, totpCode } })).recoveryCodes);
    } catch (error) {
      const isApiError = error instanceof ApiError;
      if (isApiError && error.technical?.startsWith('totpCode')) setFailure(WRONG_CODE);
      else if (isApiError && error.code === 'invalidCredentials') setFailure(NOT_VALID);
      else setFailure(refusalOf(error).text);
      setTotpCode('');
    }
  }

  return (
    <div className="flex min-h-full flex-col items-center bg-slate-100 px-4 py-8">
      <main className="flex w-full max-w-lg flex-1 flex-col gap-4">
        <div className="flex flex-col items-center gap-2">
          <ProductLogo className="h-12 w-12" />
          <h1 className="text-2xl font-semibold text-slate-900">Accept your invitation</h1>
        </div>
        {failure ? (
          <p
            role="alert"
            className="rounded-[var(--radius-app)] border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {failure}
          </p>
        ) : null}
        {recoveryCodes ? (
          <section
            aria-labelledby="recovery-title"
            className="flex flex-col gap-3 rounded-[var(--radius-app)] bg-white p-6 shadow-md"
          >
            <h2 id="recovery-title" className="text-lg font-semibold">
              Your recovery codes
            </h2>
            <p className="text-sm text-slate-700">
              Each works once instead of a code of the authenticator app. Keep them somewhere safe: they are not shown
              again.
            </p>
            <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
              {recoveryCodes.map((recovery) => (
                <li key={recovery}>{recovery}</li>
              ))}
            </ul>
            <Link className="text-primary-700 underline" to={ROUTES.admin.signIn}>
              Sign in to the admin console
            </Link>
          </section>
        ) : invitation ? (
          <form
            aria-label="Accept invitation"
            onSubmit={(event) => void submit(event)}
            className="flex flex-col gap-4 rounded-[var(--radius-app)] bg-white p-6 shadow-md"
          >
            <p className="text-sm text-slate-800">
              {invitation.name} ({invitation.email}): {ROLE_NAMES[invitation.role]},{' '}
              {invitation.practiceName ?? invitation.organizationName}.
            </p>
            <div className="flex flex-col gap-1 text-sm text-slate-800">
              <p>Add this key to your authenticator app (or open the address on your phone):</p>
              <TextField label="Authenticator key" readOnly value={invitation.totpSecret} className="font-mono" />
              <TextField
                label="Authenticator address"
                readOnly
                value={invitation.totpUri}
                className="font-mono text-xs"
              />
            </div>
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              aria-describedby="invitation-password-help"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <p id="invitation-password-help" className="-mt-3 text-xs text-slate-600">
              12 characters or more, not a common password. A few unrelated words work well.
            </p>
            <TextField
              label="Authentication code"
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              value={totpCode}
              onChange={(event) => setTotpCode(event.target.value)}
            />
            <Button type="submit">Create my account</Button>
          </form>
        ) : failure ? null : (
          <p>Opening the invitation…</p>
        )}
      </main>
    </div>
  );
}
