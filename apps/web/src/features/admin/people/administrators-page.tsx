import {
  type AdministratorEntry,
  type AdminPractice,
  deactivateAdministrator,
  listAdministrators,
  reactivateAdministrator,
  resetAdministratorTotp,
  setMedicalDirector,
} from '@triage/contracts/admin';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { useConsoleList } from '../shared/use-console-list.ts';
import { useAdminSessionStore } from '../stores/admin-session-store.ts';
import { InviteForm } from './invite-form.tsx';
import { PendingInvitations } from './pending-invitations.tsx';
import { ROLE_NAMES } from './role-names.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

function statusOf(admin: AdministratorEntry): string {
  if (!admin.active) return 'Deactivated';
  if (admin.secondFactorLocked) return 'Second factor locked';
  if (admin.enrolmentPending) return 'Authenticator reset: enrols at next sign-in';
  return 'Active';
}

type Confirming = { action: 'deactivate' | 'reset'; admin: AdministratorEntry };

const CONFIRM = {
  deactivate: {
    title: 'Deactivate this administrator?',
    text: (email: string) => `${email} will no longer be able to sign in, and their admin sessions end now.`,
    label: 'Deactivate',
  },
  reset: {
    title: 'Reset this authenticator?',
    text: (email: string) =>
      `${email}'s authenticator app and recovery codes stop working and their admin sessions end now. At their next sign-in they enter their password and enrol their authenticator app again.`,
    label: 'Reset authenticator',
  },
};

/**
 * Administrators: those in the signed-in administrator's scope, inviting a new one (a single-use
 * link shown once), deactivating one (their admin sessions end at once) or reactivating one, and
 * — for an organization administrator — resetting another's authenticator (which lifts a second
 * factor locked by wrong codes, shown in a notice). Pending invitations are listed and revoked. The
 * server decides who may be changed; the page offers a button only where it will be accepted.
 * An organization administrator grants the medical-director role (publishing protocol changes needs it).
 */
export function AdministratorsPage() {
  const practice = useOutletContext<AdminPractice>();
  const session = useAdminSessionStore((state) => state.session);
  const list = useConsoleList(() => callAdmin(listAdministrators), 'administrators');
  const admins = list.data?.administrators ?? null;
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [invitations, setInvitations] = useState(0);
  const locked = (admins ?? []).filter((admin) => admin.active && admin.secondFactorLocked);

  function change(call: 'deactivate' | 'reset' | 'reactivate', admin: AdministratorEntry) {
    const params = { adminId: String(admin.id) };
    const send = {
      deactivate: () => callAdmin(deactivateAdministrator, { params, body: {} }),
      reset: () => callAdmin(resetAdministratorTotp, { params, body: {} }),
      reactivate: () => callAdmin(reactivateAdministrator, { params, body: {} }),
    }[call];
    const said = {
      deactivate: `${admin.email} is deactivated; their admin sessions have ended.`,
      reset: `${admin.email}'s authenticator is reset; they enrol it again at their next sign-in.`,
      reactivate: `${admin.email} is active again.`,
    }[call];
    return list.act(send, { said: () => said }).then(() => setInvitations((n) => n + 1));
  }

  function grant(admin: AdministratorEntry, medicalDirector: boolean) {
    return list.act(
      () => callAdmin(setMedicalDirector, { params: { adminId: String(admin.id) }, body: { medicalDirector } }),
      { said: () => `${admin.email} ${medicalDirector ? 'is now' : 'is no longer'} a medical director.` },
    );
  }

  const { notice } = list;
  if (!session) return null;
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">Administrators</h1>
        <p className="text-sm text-slate-600">
          {session.admin.role === 'org-admin'
            ? `Every administrator of ${session.admin.organizationName}.`
            : 'The organization administrators and the administrators of your practice.'}
        </p>
      </div>
      {locked.length > 0 ? (
        <div role="alert" className="rounded-[var(--radius-app)] border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
          {locked.map((admin) => (
            <p key={admin.id}>
              {`${admin.email}: second factor locked after 10 wrong codes. `}
              {admin.canResetTotp
                ? 'Reset their authenticator to let them sign in again (they enrol it again).'
                : 'An organization administrator must reset their authenticator.'}
            </p>
          ))}
        </div>
      ) : null}
      {notice?.tone === 'alert' ? (
        <p role="alert" className="text-sm text-red-800">
          {notice.text}
        </p>
      ) : null}
      <p role="status" className="text-sm text-slate-700">
        {notice?.tone === 'status' ? notice.text : null}
      </p>
      {admins ? (
        <AdminTable
          caption="Administrators"
          columns={['E-mail', 'Name', 'Role', 'Medical director', 'Practice', 'Status', 'Last sign-in', 'Actions']}
        >
          {admins.map((admin) => (
            <tr key={admin.id} className="border-b border-slate-200">
              <td className="px-2 py-2">{admin.email}</td>
              <td className="px-2 py-2">{admin.name}</td>
              <td className="px-2 py-2">{ROLE_NAMES[admin.role]}</td>
              <td className="px-2 py-2">
                {session.admin.role === 'org-admin' ? (
                  <input
                    type="checkbox"
                    aria-label={`Medical director: ${admin.email}`}
                    checked={admin.medicalDirector}
                    onChange={(event) => void grant(admin, event.target.checked)}
                  />
                ) : admin.medicalDirector ? (
                  'Yes'
                ) : (
                  'No'
                )}
              </td>
              <td className="px-2 py-2">{admin.practiceId ?? 'All practices'}</td>
              <td className="px-2 py-2">{statusOf(admin)}</td>
              <td className="px-2 py-2">{when(admin.lastSignInAt)}</td>
              <td className="flex flex-wrap gap-2 px-2 py-2">
                {admin.canDeactivate ? (
                  <Button
                    variant="outline"
                    aria-label={`Deactivate ${admin.email}`}
                    onClick={() => setConfirming({ action: 'deactivate', admin })}
                  >
                    Deactivate
                  </Button>
                ) : null}
                {admin.canResetTotp && admin.active ? (
                  <Button
                    variant="outline"
                    aria-label={`Reset authenticator of ${admin.email}`}
                    onClick={() => setConfirming({ action: 'reset', admin })}
                  >
                    Reset authenticator
                  </Button>
                ) : null}
                {admin.canReactivate ? (
                  <Button
                    variant="outline"
                    aria-label={`Reactivate ${admin.email}`}
                    onClick={() => void change('reactivate', admin)}
                  >
                    Reactivate
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p>Loading administrators…</p>
      )}
      <PendingInvitations key={invitations} />
      <InviteForm
        practice={practice}
        session={session}
        onInvited={() => {
          void list.reload();
          setInvitations((n) => n + 1);
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={CONFIRM[confirming?.action ?? 'deactivate'].title}
        text={CONFIRM[confirming?.action ?? 'deactivate'].text(confirming?.admin.email ?? '')}
        confirmLabel={CONFIRM[confirming?.action ?? 'deactivate'].label}
        isDestructive
        onConfirm={() => {
          if (confirming) void change(confirming.action, confirming.admin);
          setConfirming(null);
        }}
      />
    </div>
  );
}
