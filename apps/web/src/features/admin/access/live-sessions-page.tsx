import { type AdminPractice, endLiveSessions, type LiveSession, listLiveSessions } from '@triage/contracts/admin';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { Notice, PageHeading, time } from '../shared/console-ui.tsx';
import { useConsoleList } from '../shared/use-console-list.ts';

/** The "Signed in through" column: named sessions came through the organization's identity provider (ADR 0049). */
const VIA: Record<LiveSession['via'], string> = {
  'sign-in': 'Sign-in page',
  sso: 'SSO link',
  'identity-provider': 'Identity provider',
};

/**
 * Live sessions: the practice's nurses signed in now (first name, location, started, last
 * activity); ending one, or all (asked first), takes effect at once — the nurse's next call is refused.
 */
export function LiveSessionsPage() {
  const practice = useOutletContext<AdminPractice>();
  const params = { practiceId: practice.practiceId };
  const list = useConsoleList(() => callAdmin(listLiveSessions, { params }), practice.practiceId);
  const sessions = list.data?.sessions ?? null;
  const [isEndingAll, setIsEndingAll] = useState(false);

  function end(session: LiveSession | null) {
    return list.act(() => callAdmin(endLiveSessions, { params, body: session ? { handle: session.handle } : {} }), {
      said: ({ ended }) =>
        session
          ? ended
            ? `${session.firstName}'s session ended.`
            : `${session.firstName}'s session had already ended.`
          : `${ended} sessions ended.`,
    });
  }

  return (
    <section aria-labelledby="sessions-title" className="flex max-w-4xl flex-col gap-4">
      <PageHeading id="sessions-title" title={`Live sessions — ${practice.name}`}>
        Nurses signed in now. Ending a session signs the nurse out at once; they can sign in again with the shared
        password (or their EHR's link, or their organization's identity provider).
      </PageHeading>
      <div className="flex gap-3">
        <Button variant="outline" onClick={() => void list.reload()}>
          Refresh
        </Button>
        <Button variant="destructive" disabled={!sessions?.length} onClick={() => setIsEndingAll(true)}>
          End all sessions
        </Button>
      </div>
      {list.notice ? <Notice tone={list.notice.tone}>{list.notice.text}</Notice> : null}
      {sessions === null ? (
        <p>Loading…</p>
      ) : sessions.length === 0 ? (
        <p>No live sessions.</p>
      ) : (
        <AdminTable
          caption="Live nurse sessions"
          columns={['First name', 'Location', 'Signed in through', 'Started', 'Last activity', 'Action']}
          isCompact
        >
          {sessions.map((session) => (
            <tr key={session.handle} className="border-b border-slate-200">
              <td className="px-2 py-1">{session.firstName}</td>
              <td className="px-2 py-1">{session.location ?? '—'}</td>
              <td className="px-2 py-1">{VIA[session.via]}</td>
              <td className="px-2 py-1">{time(session.startedAt)}</td>
              <td className="px-2 py-1">{time(session.lastActiveAt)}</td>
              <td className="px-2 py-1">
                <Button
                  variant="outline"
                  aria-label={`End session of ${session.firstName} (started ${time(session.startedAt)})`}
                  onClick={() => void end(session)}
                >
                  End session
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <ConfirmDialog
        open={isEndingAll}
        onOpenChange={setIsEndingAll}
        title="End every live nurse session?"
        text="The nurses of this practice signed in now are signed out at once; they can sign in again with the shared password (or their EHR's link)."
        confirmLabel="End sessions"
        isDestructive
        onConfirm={() => {
          setIsEndingAll(false);
          void end(null);
        }}
      />
    </section>
  );
}
