import { changeOwnPassword, regenerateRecoveryCodes } from '@triage/contracts/admin';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { callAdmin } from '../api/admin-call.ts';
import { RecoveryCodes } from '../shared/recovery-codes.tsx';
import { refusalOf } from '../shared/refusal.ts';

type Notice = { tone: 'status' | 'alert'; text: string } | null;

/** A refusal in words: a wrong current password or code is named; anything else as the console says it. */
function refusal(error: unknown): Notice {
  if (error instanceof ApiError && error.code === 'invalidCredentials') {
    return {
      tone: 'alert',
      text: error.technical?.startsWith('currentPassword')
        ? 'That is not your current password.'
        : 'That code does not match. Enter the code your authenticator app shows now.',
    };
  }
  return { tone: 'alert', text: refusalOf(error).text };
}

function NoticeLine({ notice }: { notice: Notice }) {
  if (notice?.tone === 'alert') {
    return (
      <p role="alert" className="text-sm text-red-800">
        {notice.text}
      </p>
    );
  }
  return (
    <p role="status" className="text-sm text-slate-700">
      {notice?.text ?? null}
    </p>
  );
}

/**
 * The signed-in administrator's own credentials: a new password (with the current one and a code
 * again; the administrator's other sessions end) and new recovery codes (with a code; shown once,
 * the old ones stop working). Wrong codes count toward the second-factor lock.
 */
export function AccountPage() {
  const [password, setPassword] = useState({ currentPassword: '', newPassword: '', code: '' });
  const [passwordNotice, setPasswordNotice] = useState<Notice>(null);
  const [recoveryCode, setRecoveryCode] = useState('');
  const [recoveryNotice, setRecoveryNotice] = useState<Notice>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  async function changePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPasswordNotice(null);
    try {
      const { endedSessions } = await callAdmin(changeOwnPassword, { body: password });
      const ended = endedSessions === 1 ? '1 other session' : `${endedSessions} other sessions`;
      setPasswordNotice({ tone: 'status', text: `Your password is changed; ${ended} ended.` });
      setPassword({ currentPassword: '', newPassword: '', code: '' });
    } catch (error) {
      setPasswordNotice(refusal(error));
      setPassword({ ...password, code: '' });
    }
  }

  async function regenerate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRecoveryNotice(null);
    try {
      setCodes((await callAdmin(regenerateRecoveryCodes, { body: { code: recoveryCode } })).recoveryCodes);
    } catch (error) {
      setRecoveryNotice(refusal(error));
    }
    setRecoveryCode('');
  }

  return (
    <div className="flex max-w-xl flex-col gap-8">
      <h1 className="text-xl font-semibold text-slate-900">My account</h1>
      <form aria-label="Change password" onSubmit={(e) => void changePassword(e)} className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">Change password</h2>
        <NoticeLine notice={passwordNotice} />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          value={password.currentPassword}
          onChange={(e) => setPassword({ ...password, currentPassword: e.target.value })}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          aria-describedby="new-password-help"
          required
          value={password.newPassword}
          onChange={(e) => setPassword({ ...password, newPassword: e.target.value })}
        />
        <p id="new-password-help" className="-mt-2 text-xs text-slate-600">
          12 characters or more, not a common password. Your other admin sessions end.
        </p>
        <TextField
          label="Authentication code"
          autoComplete="one-time-code"
          required
          value={password.code}
          onChange={(e) => setPassword({ ...password, code: e.target.value })}
        />
        <Button type="submit" className="w-fit">
          Change password
        </Button>
      </form>
      <form aria-label="New recovery codes" onSubmit={(e) => void regenerate(e)} className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">Recovery codes</h2>
        <p className="text-sm text-slate-700">New codes replace your current ones, which stop working.</p>
        <NoticeLine notice={recoveryNotice} />
        <TextField
          label="Authentication code for new recovery codes"
          autoComplete="one-time-code"
          required
          value={recoveryCode}
          onChange={(e) => setRecoveryCode(e.target.value)}
        />
        <Button type="submit" className="w-fit">
          Make new recovery codes
        </Button>
      </form>
      {codes ? <RecoveryCodes codes={codes} title="Your new recovery codes" /> : null}
    </div>
  );
}
