/**
 * The C-SSRS sub-tab (/triage/c-ssrs and /plan/c-ssrs): the screening panel on the page. The
 * sub-tabs exist only when the session options define columbiaScaleProtocols; otherwise the path
 * goes to its tab's first sub-tab.
 */
import { isColumbiaSubTabShown, mainTabOfPath } from '@triage/core';
import { Navigate, useLocation } from 'react-router';
import { ROUTES } from '../../../lib/routes.ts';
import { useColumbiaScaleProtocols, useIsColumbiaScaleRequired } from '../hooks/use-columbia-status.ts';
import { ColumbiaScalePanel } from './columbia-scale-panel.tsx';

const COLUMBIA_REQUIRED_NOTICE = 'A protocol of this call requires this screening, or a reason to bypass it.';

export function ColumbiaScalePage() {
  const listed = useColumbiaScaleProtocols();
  const isRequired = useIsColumbiaScaleRequired();
  const { pathname } = useLocation();
  if (!isColumbiaSubTabShown(listed)) {
    return (
      <Navigate to={mainTabOfPath(pathname) === 'plan' ? ROUTES.plan.education : ROUTES.triage.questions} replace />
    );
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-3">
      <h1 className="text-base font-bold text-slate-900">Suicide-risk screening (C-SSRS)</h1>
      {isRequired ? (
        <p className="rounded-[var(--radius-app)] border border-yellow-300 bg-yellow-50 px-3 py-1.5 text-sm text-yellow-950">
          {COLUMBIA_REQUIRED_NOTICE}
        </p>
      ) : null}
      <ColumbiaScalePanel />
    </div>
  );
}
