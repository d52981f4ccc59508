/**
 * What a suggestion says, shared by its hover card and the floating navigator: the suggested
 * answer, the confidence badge, the explanation, and Accept / Reject.
 */
import type { Suggestion } from '@triage/contracts';
import { Check, X } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { acceptSuggestionOf, rejectSuggestionOf } from './suggestions-store.ts';

const CONFIDENCE: Record<Suggestion['suggestion']['confidence'], { label: string; tone: BadgeTone }> = {
  high: { label: 'High confidence', tone: 'green' },
  medium: { label: 'Medium confidence', tone: 'yellow' },
  low: { label: 'Low confidence', tone: 'red' },
};

export const answerWord = (selection: 'Y' | 'N') => (selection === 'Y' ? 'Yes' : 'No');

export function SuggestionDetails({ fullId, suggestion }: { fullId: string; suggestion: Suggestion }) {
  const { selection, confidence, explanation } = suggestion.suggestion;
  const badge = CONFIDENCE[confidence];
  return (
    <div className="flex flex-col gap-2" data-suggestion-for={suggestion.questionId}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">Suggested answer: {answerWord(selection)}</span>
        <Badge tone={badge.tone} appearance="soft">
          {badge.label}
        </Badge>
      </div>
      {explanation ? <p className="m-0 whitespace-pre-line text-slate-700">{explanation}</p> : null}
      <div className="flex gap-2">
        <Button onClick={() => acceptSuggestionOf(fullId, suggestion.questionId)} className="gap-1">
          <Check aria-hidden="true" className="size-4" /> Accept
        </Button>
        <Button variant="outline" onClick={() => rejectSuggestionOf(fullId, suggestion.questionId)} className="gap-1">
          <X aria-hidden="true" className="size-4" /> Reject
        </Button>
      </div>
    </div>
  );
}
