/**
 * The floating suggestions control on triage routes (spec sections 2 and 4): 'View Suggestions (n)'
 * when suggestions exist and none is active; otherwise the active one with Previous / Next
 * (wrapping), 'current / total', Accept, Reject and Close. Everything is a button: keyboard
 * operable. It never answers a question by itself.
 */
import { activeSuggestion, mainTabOfPath, suggestionPositionLabel, viewSuggestionsLabel } from '@triage/core';
import { ChevronLeft, ChevronRight, Lightbulb, X } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useCallStore } from '../call/index.ts';
import { SuggestionDetails } from './suggestion-details.tsx';
import {
  closeSuggestionsOf,
  nextSuggestionOf,
  openSuggestionsOf,
  previousSuggestionOf,
  useSuggestions,
} from './suggestions-store.ts';

export function SuggestionsNavigator() {
  const { pathname } = useLocation();
  const fullId = useCallStore((state) => state.activeProtocol);
  const suggestions = useSuggestions(fullId);
  if (!fullId || mainTabOfPath(pathname) !== 'triage' || suggestions.suggestions.length === 0) return null;
  const label = viewSuggestionsLabel(suggestions);
  const active = activeSuggestion(suggestions);
  return (
    <div className="fixed right-4 bottom-20 z-40">
      {label !== null || active === null ? (
        <Button onClick={() => openSuggestionsOf(fullId)} className="gap-1 shadow-lg">
          <Lightbulb aria-hidden="true" className="size-4" />
          {label}
        </Button>
      ) : (
        <section
          aria-label="Suggestion"
          style={{ width: 350 }}
          className="flex flex-col gap-2 rounded-[var(--radius-app)] border border-slate-200 bg-white p-3 text-sm shadow-lg"
        >
          <div className="flex items-center gap-1">
            <Button variant="ghost" aria-label="Previous suggestion" onClick={() => previousSuggestionOf(fullId)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
            </Button>
            <span className="tabular-nums" aria-live="polite">
              {suggestionPositionLabel(suggestions)}
            </span>
            <Button variant="ghost" aria-label="Next suggestion" onClick={() => nextSuggestionOf(fullId)}>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              aria-label="Close suggestions"
              className="ml-auto"
              onClick={() => closeSuggestionsOf(fullId)}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
          <SuggestionDetails fullId={fullId} suggestion={active} />
        </section>
      )}
    </div>
  );
}
