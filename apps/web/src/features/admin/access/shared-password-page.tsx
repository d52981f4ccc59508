import {
  type AdminPractice,
  getSharedPassword,
  type RotatePasswordResult,
  rotateSharedPassword,
} from '@triage/contracts/admin';
import { type FormEvent, useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { INPUT, Notice, PageHeading, time } from '../shared/console-ui.tsx';
import { SaveStatus } from '../shared/save-status.tsx';
import { useConsoleList } from '../shared/use-console-list.ts';
import { useUnsavedGuard } from '../shared/use-unsaved-guard.ts';

const MIN_LENGTH = 12;

/**
 * Shared password: replaces the practice's nurses' shared password (the server's password policy),
 * choosing whether their live sessions end now; saved against the version the page was loaded at,
 * then read again (the console's read → change → read cycle, `useConsoleList`).
 */
export function SharedPasswordPage() {
  const practice = useOutletContext<AdminPractice>();
  const params = { practiceId: practice.practiceId };
  const page = useConsoleList(() => callAdmin(getSharedPassword, { params }), practice.practiceId);
  const { data: loaded, notice } = page;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [endSessions, setEndSessions] = useState(true);
  const [result, setResult] = useState<RotatePasswordResult | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const problem = notice?.tone === 'alert' ? notice.text : null;
  useUnsavedGuard(password !== '' || confirmation !== '');

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!loaded) return;
    setResult(null);
    if ([...password].length < MIN_LENGTH) {
      return page.refuse(`A password must have ${MIN_LENGTH} characters or more.`, 'password');
    }
    if (password !== confirmation) return page.refuse('The two passwords are not the same.', 'password');
    setIsSaving(true);
    const saved = await page.act(
      () => callAdmin(rotateSharedPassword, { params, body: { baseVersion: loaded.version, password, endSessions } }),
      { reloadWhen: ({ status }) => status === 'saved' },
    );
    setIsSaving(false);
    if (!saved) return;
    setResult(saved);
    if (saved.status === 'saved') {
      setPassword('');
      setConfirmation('');
    }
  }

  function reload() {
    setResult(null);
    void page.reload();
  }

  if (!loaded) return problem ? <Notice tone="alert">{problem}</Notice> : <p>Loading…</p>;
  return (
    <form
      onSubmit={(event) => void save(event)}
      aria-labelledby="password-title"
      className="flex max-w-xl flex-col gap-4"
      noValidate
    >
      <PageHeading id="password-title" title={`Shared password — ${practice.name}`}>
        The password every nurse of the practice signs in with (Account ID {practice.practiceId}).{' '}
        {loaded.lastChange
          ? `Last changed by ${loaded.lastChange.by} at ${time(loaded.lastChange.at)}.`
          : 'Never changed in the console.'}{' '}
        {loaded.liveSessions} live nurse sessions now.
      </PageHeading>
      <p id="password-rules" className="text-sm text-slate-600">
        At least {MIN_LENGTH} characters, not a common password, and not containing the Account ID or the practice's
        name. A passphrase of unrelated words is easiest to share.
      </p>
      {(['New password', 'Confirm new password'] as const).map((label, index) => (
        <label key={label} className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-slate-800">{label}</span>
          <input
            type="password"
            autoComplete="new-password"
            className={INPUT}
            value={index === 0 ? password : confirmation}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'password-rules password-problem' : 'password-rules'}
            onChange={(event) => (index === 0 ? setPassword : setConfirmation)(event.target.value)}
          />
        </label>
      ))}
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="mb-1 font-medium text-slate-800">Live nurse sessions</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="end-sessions" checked={endSessions} onChange={() => setEndSessions(true)} />
          End them now: every nurse signs in again with the new password
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="end-sessions" checked={!endSessions} onChange={() => setEndSessions(false)} />
          Keep them: nurses stay signed in until they sign out
        </label>
      </fieldset>
      {problem ? (
        <p id="password-problem" role="alert" className="text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
      {result?.status === 'saved' ? (
        <Notice tone="status">Password changed. {result.sessionsEnded} live sessions ended.</Notice>
      ) : (
        <SaveStatus result={result} onReload={reload} />
      )}
      <div>
        <Button type="submit" disabled={isSaving || password === ''}>
          {isSaving ? 'Changing…' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
