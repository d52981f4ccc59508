import { listInvitations, type PendingInvitation, revokeInvitation } from '@triage/contracts/admin';
import { Button } from '../../../components/ui/button.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { useConsoleList } from '../shared/use-console-list.ts';
import { ROLE_NAMES } from './role-names.ts';

/**
 * The pending invitations in scope (not accepted, revoked or expired): who, sent by whom, until
 * when, whether the link was opened; revoking one makes its link useless at once.
 */
export function PendingInvitations() {
  const list = useConsoleList(() => callAdmin(listInvitations), 'invitations');
  const invitations = list.data?.invitations ?? null;

  function revoke(invitation: PendingInvitation) {
    return list.act(() => callAdmin(revokeInvitation, { params: { invitationId: String(invitation.id) }, body: {} }), {
      said: () => `The invitation of ${invitation.email} is revoked: its link no longer works.`,
    });
  }

  return (
    <section aria-labelledby="pending-invitations" className="flex flex-col gap-2">
      <h2 id="pending-invitations" className="text-lg font-semibold text-slate-900">
        Pending invitations
      </h2>
      {list.notice ? (
        <p role={list.notice.tone} className="text-sm text-slate-700">
          {list.notice.text}
        </p>
      ) : null}
      {invitations && invitations.length > 0 ? (
        <AdminTable
          caption="Pending invitations"
          columns={['E-mail', 'Name', 'Role', 'Practice', 'Sent by', 'Link opened', 'Expires', 'Actions']}
        >
          {invitations.map((invitation) => (
            <tr key={invitation.id} className="border-b border-slate-200">
              <td className="px-2 py-2">{invitation.email}</td>
              <td className="px-2 py-2">{invitation.name}</td>
              <td className="px-2 py-2">{ROLE_NAMES[invitation.role]}</td>
              <td className="px-2 py-2">{invitation.practiceId ?? 'All practices'}</td>
              <td className="px-2 py-2">{invitation.invitedBy ?? 'the command line'}</td>
              <td className="px-2 py-2">{invitation.opened ? 'Yes' : 'No'}</td>
              <td className="px-2 py-2">{new Date(invitation.expiresAt).toLocaleString()}</td>
              <td className="px-2 py-2">
                <Button
                  variant="outline"
                  aria-label={`Revoke the invitation of ${invitation.email}`}
                  onClick={() => void revoke(invitation)}
                >
                  Revoke
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="text-sm text-slate-700">{invitations ? 'No pending invitations.' : 'Loading invitations…'}</p>
      )}
    </section>
  );
}
