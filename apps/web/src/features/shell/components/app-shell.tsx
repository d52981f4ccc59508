import { Navigate, NavLink, Outlet } from 'react-router';
import { ProductLogo } from '../../../components/ui/product-logo.tsx';
import { appConfig } from '../../../lib/app-config.ts';
import { cn } from '../../../lib/cn.ts';
import { useAuthStore } from '../../auth/index.ts';

const TABS = [
  { label: 'Protocols', to: '/protocols' },
  { label: 'Triage', to: '/triage/questions' },
  { label: 'Plan', to: '/plan/education' },
] as const;

/** The signed-in layout: free note, tab bar, page body and bottom bar. Redirects to /login when signed out. */
export function AppShell() {
  const status = useAuthStore((state) => state.status);
  if (status === 'unauthenticated') return <Navigate to="/login" replace />;
  return (
    <div className="flex h-full flex-col">
      {appConfig.demoContentLabel ? (
        <div role="note" className="bg-sky-100 px-3 py-1 text-center text-xs font-medium text-sky-900">
          {appConfig.demoContentLabel}
        </div>
      ) : null}
      <div className="border-b border-slate-200 bg-white px-3 py-2">
        <textarea
          aria-label="Free note"
          placeholder="Free note"
          className="h-14 w-full resize-none rounded-[var(--radius-app)] border border-slate-300 px-3 py-2 text-sm"
        />
      </div>
      <nav className="flex items-center gap-1 border-b border-slate-200 bg-white px-3" aria-label="Main">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={({ isActive }) =>
              cn(
                'border-b-2 px-4 py-2 text-sm font-semibold',
                isActive ? 'border-primary-600 text-primary-700' : 'border-transparent text-slate-600',
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
        <NavLink to="/logout" className="ml-auto px-3 py-2 text-sm text-slate-600 hover:text-slate-900">
          Sign Out
        </NavLink>
      </nav>
      <main className="min-h-0 flex-1 overflow-auto p-4">
        <Outlet />
      </main>
      <footer className="flex items-center justify-between border-t border-slate-200 bg-white px-3 py-2">
        <span className="text-sm font-semibold text-slate-600">RESET</span>
        <ProductLogo className="h-6 w-6" />
        <span className="text-sm font-semibold text-slate-600">PREV · NEXT · COPY</span>
      </footer>
    </div>
  );
}
