/**
 * The SMART launch context of this tab: the EHR's FHIR base, the access token, the scopes granted,
 * the patient and encounter, the EHR user. In memory only (never local or session storage, never
 * sent to the Triage Desk server, never logged); gone on reload, sign-out or a new launch.
 */
import { create } from 'zustand';
import { useAuthStore } from '../../auth/index.ts';
import type { PatientDetails } from '../lib/ehr-reads.ts';

export interface SmartContext {
  /** The launch's iss: the EHR's FHIR base URL. */
  fhirBase: string;
  accessToken: string;
  /** The scopes the EHR granted (may be narrower than asked). */
  grantedScopes: readonly string[];
  /** e.g. 'Patient/123'. */
  patient: string | null;
  /** e.g. 'Encounter/456'. */
  encounter: string | null;
  /** The EHR user (fhirUser claim) and their name. */
  fhirUser: string;
  userName: string;
  /** When the access token expires (ms since epoch), when the EHR said. */
  expiresAt: number | null;
}

/** The launched patient as read from the EHR for the banner. */
export type PatientRead =
  | { status: 'loading' }
  | { status: 'ready'; patient: PatientDetails }
  | { status: 'failed'; reason: string };

interface SmartStore {
  context: SmartContext | null;
  patientRead: PatientRead | null;
  setContext: (context: SmartContext) => void;
  setPatientRead: (read: PatientRead) => void;
  setUserName: (userName: string) => void;
  clear: () => void;
}

export const useSmartStore = create<SmartStore>()((set) => ({
  context: null,
  patientRead: null,
  setContext: (context) => set({ context, patientRead: { status: 'loading' } }),
  setPatientRead: (patientRead) => set({ patientRead }),
  setUserName: (userName) => set((state) => (state.context ? { context: { ...state.context, userName } } : state)),
  clear: () => set({ context: null, patientRead: null }),
}));

// Signing out (or any end of the session) forgets the launch context and its token.
useAuthStore.subscribe((state) => {
  if (state.status !== 'authenticated' && useSmartStore.getState().context !== null) useSmartStore.getState().clear();
});
