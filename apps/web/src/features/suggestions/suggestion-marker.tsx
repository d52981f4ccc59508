/**
 * A question's suggestion, in its row (spec sections 2, 4 and 9): a 'Suggested: Yes/No' button,
 * marked when it is the active suggestion; hovering it (or focusing it) for 500 ms opens its card,
 * 350px wide, with the explanation, the confidence badge, Accept and Reject. Pressing it makes it
 * the active suggestion. Opening the card does not: that would open the floating suggestion panel,
 * which can land over the very button under the pointer and close the card again at once.
 */
import { isActiveSuggestionFor, suggestionForQuestion } from '@triage/core';
import { Lightbulb } from 'lucide-react';
import { memo } from 'react';
import { HoverCard } from '../../components/ui/hover-card.tsx';
import { cn } from '../../lib/cn.ts';
import { useCallStore } from '../call/index.ts';
import { answerWord, SuggestionDetails } from './suggestion-details.tsx';
import { activateSuggestionOf, useSuggestions } from './suggestions-store.ts';

const SUGGESTION_HOVER_DELAY_MS = 500;
const SUGGESTION_CARD_WIDTH = 350;

/** Memoised: it follows the suggestions store itself, so a row's re-render need not render it (ADR 0022). */
export const SuggestionMarker = memo(function SuggestionMarker({ questionId }: { questionId: number }) {
  const fullId = useCallStore((state) => state.activeProtocol);
  const suggestions = useSuggestions(fullId);
  const suggestion = suggestionForQuestion(suggestions, questionId);
  if (!fullId || !suggestion) return null;
  const isActive = isActiveSuggestionFor(suggestions, questionId);
  const word = answerWord(suggestion.suggestion.selection);
  return (
    <HoverCard
      openDelay={SUGGESTION_HOVER_DELAY_MS}
      width={SUGGESTION_CARD_WIDTH}
      maxWidth={SUGGESTION_CARD_WIDTH}
      side="bottom"
      align="end"
      trigger={
        <button
          type="button"
          aria-label={`Suggested answer: ${word}`}
          aria-current={isActive ? 'true' : undefined}
          data-active={isActive || undefined}
          onClick={() => activateSuggestionOf(fullId, questionId)}
          className={cn(
            'inline-flex h-7 shrink-0 items-center gap-1 rounded-md px-1.5 text-xs font-semibold',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600',
            isActive
              ? 'bg-amber-400 text-slate-900 ring-2 ring-amber-600'
              : 'bg-amber-100 text-amber-900 hover:bg-amber-200',
          )}
        >
          <Lightbulb aria-hidden="true" className="size-4" />
          {word}
        </button>
      }
    >
      <SuggestionDetails fullId={fullId} suggestion={suggestion} />
    </HoverCard>
  );
});
