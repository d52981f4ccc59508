/**
 * The over-the-counter dosing data of the Medication sub-tab (GET /api/medication-dosing): content
 * data with no patient details, the same for every session, so it is cached like the other lists.
 */
import { useQuery } from '@tanstack/react-query';
import { getMedicationDosing, type MedicationDosing } from '@triage/contracts';
import { CLIENT_VERSION } from '@triage/core';
import { callApi } from '../../../lib/call-api.ts';
import { useAuthStore } from '../../auth/index.ts';

export function useMedicationDosing() {
  const sessionId = useAuthStore((state) => state.sessionId);
  return useQuery({
    queryKey: ['medication-dosing', CLIENT_VERSION, sessionId],
    queryFn: async ({ signal }): Promise<MedicationDosing> => callApi(getMedicationDosing, { sessionId, signal }),
    enabled: sessionId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
