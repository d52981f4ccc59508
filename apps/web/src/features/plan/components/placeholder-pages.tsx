/**
 * The Handouts screen (/plan/handouts): a placeholder that shows only the word 'handouts' (spec
 * section 1); without an active protocol, the prompt to choose one. (Medication: medication-page.tsx.)
 */
import { useHasActiveProtocol } from '../../call/index.ts';
import { SelectProtocolPrompt } from '../../triage/index.ts';

function Placeholder({ word }: { word: string }) {
  const hasProtocol = useHasActiveProtocol();
  if (!hasProtocol) return <SelectProtocolPrompt />;
  return <p className="px-4 py-3 text-[0.9375rem] text-slate-700">{word}</p>;
}

export function HandoutsPage() {
  return <Placeholder word="handouts" />;
}
