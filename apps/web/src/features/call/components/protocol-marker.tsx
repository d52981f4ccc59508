import { protocolTitleMarker, sessionHasAdultAndPediatric } from '@triage/core';
import { useMemo } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { useProtocolList } from '../../session/index.ts';

/** True when the session's protocols include adult and pediatric content (titles then carry A/P). */
export function useSessionHasBothAgeGroups(): boolean {
  const { data } = useProtocolList();
  return useMemo(() => sessionHasAdultAndPediatric(data ?? []), [data]);
}

export interface ProtocolMarkerProps {
  contentSetName: string;
  /** From `useSessionHasBothAgeGroups()`; no marker when false. */
  sessionHasBoth: boolean;
  className?: string;
}

/** The adult 'A' (blue) or pediatric 'P' (green) marker, shown only when the session has both. */
export function ProtocolMarker({ contentSetName, sessionHasBoth, className }: ProtocolMarkerProps) {
  const marker = protocolTitleMarker(contentSetName, sessionHasBoth);
  if (!marker) return null;
  const name = marker.letter === 'A' ? 'Adult' : 'Pediatric';
  return (
    <Badge tone={marker.color} aria-label={name} title={name} className={className}>
      {marker.letter}
    </Badge>
  );
}
