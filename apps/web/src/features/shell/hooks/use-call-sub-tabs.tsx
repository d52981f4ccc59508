/**
 * The sub-tabs of the Triage and Plan tabs (spec section 2): Questions and C-SSRS; Education,
 * Handouts, Medication and C-SSRS. C-SSRS is shown only when the session defines
 * columbiaScaleProtocols and carries a check once scored (else the 'required' tooltip); Handouts
 * is hidden by disableHandouts; Medication is shown only when the active protocol has medicine
 * advice (core's hasMedicationAdvice).
 */
import { columbiaSubTabStatus, hasMedicationAdvice, isColumbiaSubTabShown } from '@triage/core';
import { Check } from 'lucide-react';
import { useMemo } from 'react';
import { useActiveProtocol, useCallStore } from '../../call/index.ts';
import { useSessionOptions } from '../../session/index.ts';
import type { SubTab } from '../components/sub-tab-strip.tsx';
import type { MainTabId } from '../lib/tabs.ts';

export function useCallSubTabs(tab: MainTabId): SubTab[] {
  const options = useSessionOptions();
  const selectedProtocols = useCallStore((state) => state.selectedProtocols);
  const result = useCallStore((state) => state.columbiaScale.result);
  const hasMedication = hasMedicationAdvice(useActiveProtocol()?.content);
  return useMemo(() => {
    const isColumbiaShown = isColumbiaSubTabShown(options?.columbiaScaleProtocols);
    const status = columbiaSubTabStatus(
      selectedProtocols.map((p) => p.sourceProtocolId),
      options?.columbiaScaleProtocols,
      { result },
    );
    const icon = status.showCheck ? (
      <Check aria-label="Completed" className="size-3.5 text-green-700" strokeWidth={3} />
    ) : null;
    const columbia = (to: string): SubTab => ({
      label: 'C-SSRS',
      to,
      isHidden: !isColumbiaShown,
      tooltip: status.tooltip,
      icon,
    });
    if (tab === 'triage') return [{ label: 'Questions', to: '/triage/questions' }, columbia('/triage/c-ssrs')];
    if (tab === 'plan') {
      return [
        { label: 'Education', to: '/plan/education' },
        { label: 'Handouts', to: '/plan/handouts', isHidden: options?.disableHandouts === true },
        { label: 'Medication', to: '/plan/medication', isHidden: !hasMedication },
        columbia('/plan/c-ssrs'),
      ];
    }
    return [];
  }, [tab, options, selectedProtocols, result, hasMedication]);
}
