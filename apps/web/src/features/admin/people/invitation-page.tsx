import { acceptInvitation, type InvitationData, openInvitation } from '@triage/contracts/admin';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ProductLogo } from '../../../components/ui/product-logo.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { AuthenticatorKey, RecoveryCodes } from '../shared/recovery-codes.tsx';
import { refusalOf } from '../shared/refusal.ts';
import { ROLE_NAMES } from './role-names.ts';

const NOT_VALID = 'This invitation is not valid: it was used, it expired, or the link is incomplete.';
const KEY_SHOWN =
  'The authenticator key was shown when this invitation was first opened, and is not shown again. If it is not in your authenticator app, ask your administrator for a new invitation.';
const WRONG_CODE = 'That code does not match. Enter the code your authenticator app shows now.';

/** The invitation code from the link's fragment, read once; the address bar then no longer shows it. */
/**
 * The code in the address's fragment. Read without side effects: React may render the page more
 * than once before it shows it (a suspended first render is retried), and a read that also cleared
 * the address found no code the second time, so a valid link showed 'not valid'.
 */
const readCode = (): string => window.location.hash.replace(/^#/, '');

/**
 * The invitation's opening, once per code in this page's life: the server shows the authenticator
 * key at the first opening only, so an effect run twice (a development re-mount) must not open again.
 */
const openings = new Map<string, Promise<InvitationData>>();
function openOnce(code: string): Promise<InvitationData> {
  let opening = openings.get(code);
  if (!opening) {
    opening = callApi(openInvitation, { body: { code } });
    openings.set(code, opening);
  }
  return opening;
}

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
    openOnce(code).then(setInvitation, () => setFailure(NOT_VALID));
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
          <div className="flex flex-col gap-3 rounded-[var(--radius-app)] bg-white p-6 shadow-md">
            <RecoveryCodes codes={recoveryCodes} />
            <Link className="text-primary-700 underline" to={ROUTES.admin.signIn}>
              Sign in to the admin console
            </Link>
          </div>
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
            {invitation.totpSecret && invitation.totpUri ? (
              <AuthenticatorKey secret={invitation.totpSecret} uri={invitation.totpUri} />
            ) : (
              <p role="status" className="text-sm text-slate-800">
                {KEY_SHOWN}
              </p>
            )}
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
