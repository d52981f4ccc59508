import {
  type AdministratorEntry,
  type AdminPractice,
  deactivateAdministrator,
  listAdministrators,
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

export const ROLE_NAMES = { 'org-admin': 'Organization administrator', 'practice-admin': 'Practice administrator' };

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

/**
 * Administrators: those in the signed-in administrator's scope, inviting a new one (a single-use
 * link shown once) and deactivating one (their admin sessions end at once). The server decides
 * who may be deactivated; the page offers the button only where it will be accepted. An organization
 * administrator grants the medical-director role (publishing protocol changes needs it).
 */
export function AdministratorsPage() {
  const practice = useOutletContext<AdminPractice>();
  const session = useAdminSessionStore((state) => state.session);
  const list = useConsoleList(() => callAdmin(listAdministrators), 'administrators');
  const admins = list.data?.administrators ?? null;
  const [confirming, setConfirming] = useState<AdministratorEntry | null>(null);

  function deactivate(admin: AdministratorEntry) {
    return list.act(() => callAdmin(deactivateAdministrator, { params: { adminId: String(admin.id) }, body: {} }), {
      said: () => `${admin.email} is deactivated; their admin sessions have ended.`,
    });
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
              <td className="px-2 py-2">{admin.active ? 'Active' : 'Deactivated'}</td>
              <td className="px-2 py-2">{when(admin.lastSignInAt)}</td>
              <td className="px-2 py-2">
                {admin.canDeactivate ? (
                  <Button
                    variant="outline"
                    aria-label={`Deactivate ${admin.email}`}
                    onClick={() => setConfirming(admin)}
                  >
                    Deactivate
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p>Loading administrators…</p>
      )}
      <InviteForm practice={practice} session={session} onInvited={() => void list.reload()} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title="Deactivate this administrator?"
        text={`${confirming?.email ?? ''} will no longer be able to sign in, and their admin sessions end now.`}
        confirmLabel="Deactivate"
        isDestructive
        onConfirm={() => {
          if (confirming) void deactivate(confirming);
          setConfirming(null);
        }}
      />
    </div>
  );
}
