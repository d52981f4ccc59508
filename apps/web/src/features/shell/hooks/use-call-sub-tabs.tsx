/**
 * The sub-tabs of the Triage and Plan tabs (spec section 2): Questions and C-SSRS; Education,
 * Handouts, Medication and C-SSRS. The C-SSRS sub-tab's status is the columbia-scale feature's
 * (useColumbiaSubTab: shown when the session defines columbiaScaleProtocols, a check once scored,
 * else the 'required' tooltip); Handouts
 * is hidden by disableHandouts; Medication is shown only when the active protocol has medicine
 * advice (core's hasMedicationAdvice).
 */
import { activeSelectedProtocol, hasMedicationAdvice } from '@triage/core';
import { Check } from 'lucide-react';
import { useMemo } from 'react';
import { ROUTES } from '../../../lib/routes.ts';
import { useCallStore } from '../../call/index.ts';
import { useColumbiaSubTab } from '../../columbia-scale/index.ts';
import { useSessionOptions } from '../../session/index.ts';
import type { SubTab } from '../components/sub-tab-strip.tsx';
import type { MainTabId } from '../lib/tabs.ts';

export function useCallSubTabs(tab: MainTabId): SubTab[] {
  const options = useSessionOptions();
  const status = useColumbiaSubTab();
  // A boolean, not the protocol: the shell that calls this must not render again at every answer (ADR 0022).
  const hasMedication = useCallStore((state) => hasMedicationAdvice(activeSelectedProtocol(state)?.content));
  return useMemo(() => {
    const icon = status.showCheck ? (
      <Check aria-label="Completed" className="size-3.5 text-green-700" strokeWidth={3} />
    ) : null;
    const columbia = (to: string): SubTab => ({
      label: 'C-SSRS',
      to,
      isHidden: !status.isShown,
      tooltip: status.tooltip,
      icon,
    });
    if (tab === 'triage')
      return [{ label: 'Questions', to: ROUTES.triage.questions }, columbia(ROUTES.triage.columbia)];
    if (tab === 'plan') {
      return [
        { label: 'Education', to: ROUTES.plan.education },
        { label: 'Handouts', to: ROUTES.plan.handouts, isHidden: options?.disableHandouts === true },
        { label: 'Medication', to: ROUTES.plan.medication, isHidden: !hasMedication },
        columbia(ROUTES.plan.columbia),
      ];
    }
    return [];
  }, [tab, options, status, hasMedication]);
}
