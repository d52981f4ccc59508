import { type AdminSignInData, completeTotpEnrolment, type TotpEnrolment } from '@triage/contracts/admin';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { callAdmin } from '../api/admin-call.ts';
import { AuthenticatorKey, RecoveryCodes } from '../shared/recovery-codes.tsx';
import { refusalOf } from '../shared/refusal.ts';

const WRONG_CODE = 'That code does not match. Enter the code your authenticator app shows now.';

/**
 * Enrolling the authenticator again after an organization administrator reset it: the new key
 * (shown once), the app's first code, then the new recovery codes (shown once) before the console.
 */
export function AdminEnrolment({
  enrolment,
  onSignedIn,
}: {
  enrolment: TotpEnrolment;
  onSignedIn: (session: AdminSignInData) => void;
}) {
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<(AdminSignInData & { recoveryCodes: string[] }) | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    try {
      setDone(await callAdmin(completeTotpEnrolment, { body: { enrolmentToken: enrolment.enrolmentToken, code } }));
    } catch (error) {
      const wrongCode = error instanceof ApiError && error.code === 'invalidCredentials';
      setFailure(wrongCode ? WRONG_CODE : refusalOf(error).text);
      setCode('');
    }
  }

  if (done) {
    const { recoveryCodes, ...session } = done;
    return (
      <div className="flex flex-col gap-4 rounded-[var(--radius-app)] bg-white p-6 shadow-md">
        <p role="status" className="text-sm text-slate-800">
          Your authenticator app is enrolled.
        </p>
        <RecoveryCodes codes={recoveryCodes} />
        <Button onClick={() => onSignedIn(session)}>Continue to the admin console</Button>
      </div>
    );
  }
  return (
    <form
      aria-label="Enrol your authenticator"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-[var(--radius-app)] bg-white p-6 shadow-md"
    >
      <h2 className="text-lg font-semibold">Enrol your authenticator app again</h2>
      <p className="text-sm text-slate-700">
        An organization administrator reset your authenticator. Add the new key to your app and enter its code.
      </p>
      {failure ? (
        <p
          role="alert"
          className="rounded-[var(--radius-app)] border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {failure}
        </p>
      ) : null}
      <AuthenticatorKey secret={enrolment.totpSecret} uri={enrolment.totpUri} />
      <TextField
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit">Finish enrolment</Button>
    </form>
  );
}
