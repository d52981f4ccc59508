import { adminSession, adminSignOut } from '@triage/contracts/admin';
import { useEffect } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { appConfig } from '../../../lib/app-config.ts';
import { cn } from '../../../lib/cn.ts';
import { FOCUS_FALLBACK_ATTRIBUTE } from '../../../lib/focus-return.ts';
import { type AdminPage, adminPath, ROUTES } from '../../../lib/routes.ts';
import { callAdmin } from '../api/admin-call.ts';
import { useAdminSessionStore } from '../stores/admin-session-store.ts';

/** The console's pages, in the order of its navigation (a sub-page under its page). */
const PAGES: { page: AdminPage; label: string; isSubPage?: boolean }[] = [
  { page: 'settings', label: 'Settings' },
  { page: 'callNote', label: 'Call-note template', isSubPage: true },
  { page: 'instructions', label: 'Instructions page', isSubPage: true },
  { page: 'ehrConnections', label: 'EHR connections', isSubPage: true },
  { page: 'identityProvider', label: 'Identity provider', isSubPage: true },
  { page: 'customization', label: 'Customization' },
  { page: 'titles', label: 'Titles and keywords', isSubPage: true },
  { page: 'protocols', label: 'Protocols', isSubPage: true },
  { page: 'contentUpdates', label: 'Content updates', isSubPage: true },
  { page: 'importExport', label: 'Import and export', isSubPage: true },
  { page: 'reports', label: 'Reports' },
  { page: 'password', label: 'Shared password' },
  { page: 'sessions', label: 'Live sessions' },
  { page: 'ssoLinks', label: 'SSO links' },
  { page: 'locations', label: 'Locations' },
  { page: 'subscriptions', label: 'Subscriptions' },
  { page: 'administrators', label: 'Administrators' },
  { page: 'audit', label: 'Audit trail' },
  { page: 'account', label: 'My account' },
];

/** The page a path shows (the end of its route after the practice). */
const pageOf = (pathname: string): AdminPage =>
  PAGES.find(({ page }) => pathname.endsWith(ROUTES.admin[page].slice('/admin/:practiceId'.length)))?.page ??
  'settings';

const ROLE_LABELS = { 'org-admin': 'Organization administrator', 'practice-admin': 'Practice administrator' } as const;

/** Sends a signed-out visitor to the admin sign-in, coming back here afterwards. */
export function RequireAdmin() {
  const session = useAdminSessionStore((state) => state.session);
  const endReason = useAdminSessionStore((state) => state.endReason);
  const location = useLocation();
  if (!session) {
    if (endReason === 'signed-out') return <Navigate to={ROUTES.admin.signIn} replace />;
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${ROUTES.admin.signIn}?next=${next}`} replace />;
  }
  return <Outlet />;
}

/** /admin: the first practice's Settings. */
export function AdminHome() {
  const practices = useAdminSessionStore((state) => state.session?.practices ?? []);
  const first = practices[0];
  if (!first) return <p className="p-6">No practice to administer.</p>;
  return <Navigate to={adminPath('settings', first.practiceId)} replace />;
}

/**
 * The console frame: who is signed in, the practice being administered (only those in scope), the
 * pages, sign-out, and the page itself. The session is asked for again when the console opens, so
 * an ended session shows the sign-in page at once.
 */
export function AdminConsole() {
  const session = useAdminSessionStore((state) => state.session);
  const end = useAdminSessionStore((state) => state.end);
  const refresh = useAdminSessionStore((state) => state.refresh);
  const { practiceId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const page = pageOf(location.pathname);

  useEffect(() => {
    callAdmin(adminSession).then(refresh, () => undefined);
  }, [refresh]);

  if (!session) return null;
  const practice = session.practices.find((p) => p.practiceId.toLowerCase() === practiceId.toLowerCase());

  async function signOut() {
    await callAdmin(adminSignOut, { body: {} }).catch(() => undefined);
    end('signed-out'); // RequireAdmin then shows the sign-in page
  }

  return (
    <div className="flex min-h-full flex-col bg-slate-50">
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-2">
        <p className="font-semibold text-slate-900">{appConfig.productName} Admin</p>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          Practice
          <select
            aria-label="Practice"
            className="rounded-[var(--radius-app)] border border-slate-300 bg-white px-2 py-1"
            value={practice?.practiceId ?? ''}
            onChange={(event) => void navigate(adminPath(page, event.target.value))}
          >
            {practice ? null : <option value="">Choose a practice</option>}
            {session.practices.map((p) => (
              <option key={p.practiceId} value={p.practiceId}>
                {p.name} ({p.practiceId})
              </option>
            ))}
          </select>
        </label>
        <p className="ml-auto text-sm text-slate-700">
          {session.admin.name} · {ROLE_LABELS[session.admin.role]}, {session.admin.organizationName}
        </p>
        <Button variant="ghost" onClick={() => void signOut()}>
          Sign Out
        </Button>
      </header>
      <div className="flex min-h-0 flex-1">
        <nav aria-label="Admin pages" className="w-48 shrink-0 border-r border-slate-200 bg-white p-2">
          <ul className="flex flex-col gap-1">
            {PAGES.map(({ page: target, label, isSubPage }) => (
              <li key={target}>
                <NavLink
                  end
                  to={adminPath(target, practice?.practiceId ?? practiceId)}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-[var(--radius-app)] px-3 py-2 text-sm text-slate-700 hover:bg-slate-100',
                      isSubPage && 'ml-3',
                      'focus-visible:outline-2 focus-visible:outline-primary-600',
                      isActive && 'bg-primary-50 font-semibold text-primary-800',
                    )
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main {...{ [FOCUS_FALLBACK_ATTRIBUTE]: '' }} className="min-w-0 flex-1 p-6 focus:outline-none">
          {practice ? (
            <Outlet context={practice} />
          ) : (
            <p role="alert">You are not authorized to perform this action.</p>
          )}
        </main>
      </div>
    </div>
  );
}
