/**
 * The Handouts and Medication screens (/plan/handouts, /plan/medication): placeholders that show
 * only the words 'handouts' and 'medication' (spec section 1); without an active protocol, the
 * prompt to choose one. Medication goes to Education for a protocol without medicine advice (its
 * sub-tab is hidden then).
 */
import { hasMedicationAdvice } from '@triage/core';
import { Navigate } from 'react-router';
import { ROUTES } from '../../../lib/routes.ts';
import { useActiveProtocol, useHasActiveProtocol } from '../../call/index.ts';
import { SelectProtocolPrompt } from '../../triage/index.ts';

function Placeholder({ word }: { word: string }) {
  const hasProtocol = useHasActiveProtocol();
  if (!hasProtocol) return <SelectProtocolPrompt />;
  return <p className="px-4 py-3 text-[0.9375rem] text-slate-700">{word}</p>;
}

export function HandoutsPage() {
  return <Placeholder word="handouts" />;
}

export function MedicationPage() {
  const content = useActiveProtocol()?.content;
  if (content && !hasMedicationAdvice(content)) return <Navigate to={ROUTES.plan.education} replace />;
  return <Placeholder word="medication" />;
}
