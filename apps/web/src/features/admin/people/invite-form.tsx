import { type AdminPractice, type AdminRole, inviteAdministrator } from '@triage/contracts/admin';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ROUTES } from '../../../lib/routes.ts';
import { callAdmin } from '../api/admin-call.ts';
import { refusalOf } from '../shared/refusal.ts';
import type { AdminSession } from '../stores/admin-session-store.ts';

interface Invitation {
  email: string;
  link: string;
  expiresAt: string;
}

/**
 * Invite an administrator: e-mail, name, role and (for a practice administrator) the practice. A
 * practice administrator invites only for their own practice. The invitation link is shown once,
 * here: the administrator sends it to the invitee, who sets their password and authenticator app.
 */
export function InviteForm({
  practice,
  session,
  onInvited,
}: {
  practice: AdminPractice;
  session: AdminSession;
  onInvited: () => void;
}) {
  const isOrgAdmin = session.admin.role === 'org-admin';
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<AdminRole>('practice-admin');
  const [practiceId, setPracticeId] = useState(practice.practiceId);
  const [failure, setFailure] = useState<string | null>(null);
  const [invitation, setInvitation] = useState<Invitation | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    try {
      const body = { email, name, role, ...(role === 'practice-admin' ? { practiceId } : {}) };
      const sent = await callAdmin(inviteAdministrator, { body });
      const link = `${window.location.origin}${ROUTES.admin.invitation}#${sent.code}`;
      setInvitation({ email, link, expiresAt: sent.expiresAt });
      setEmail('');
      setName('');
      onInvited();
    } catch (error) {
      setFailure(refusalOf(error).text);
    }
  }

  return (
    <form
      aria-labelledby="invite-title"
      onSubmit={(event) => void submit(event)}
      className="flex max-w-lg flex-col gap-3 rounded-[var(--radius-app)] border border-slate-200 bg-white p-4"
    >
      <h2 id="invite-title" className="text-lg font-semibold text-slate-900">
        Invite an administrator
      </h2>
      <TextField label="E-mail" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField label="Name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Role
        <select
          aria-label="Role"
          className="w-fit rounded-[var(--radius-app)] border border-slate-300 bg-white px-2 py-1"
          value={role}
          disabled={!isOrgAdmin}
          onChange={(event) => setRole(event.target.value === 'org-admin' ? 'org-admin' : 'practice-admin')}
        >
          <option value="practice-admin">Practice administrator</option>
          {isOrgAdmin ? <option value="org-admin">Organization administrator</option> : null}
        </select>
      </label>
      {role === 'practice-admin' ? (
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Practice of the new administrator
          <select
            aria-label="Practice of the new administrator"
            className="w-fit rounded-[var(--radius-app)] border border-slate-300 bg-white px-2 py-1"
            value={practiceId}
            onChange={(event) => setPracticeId(event.target.value)}
          >
            {session.practices.map((p) => (
              <option key={p.practiceId} value={p.practiceId}>
                {p.name} ({p.practiceId})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <div>
        <Button type="submit">Invite</Button>
      </div>
      {invitation ? (
        <section
          aria-label="New invitation"
          className="flex flex-col gap-2 rounded-[var(--radius-app)] bg-slate-50 p-3"
        >
          <p className="text-sm text-slate-800">
            Send this link to {invitation.email}. It works once, until {new Date(invitation.expiresAt).toLocaleString()}
            , and is not shown again.
          </p>
          <TextField label="Invitation link" readOnly value={invitation.link} onFocus={(e) => e.target.select()} />
        </section>
      ) : null}
    </form>
  );
}
