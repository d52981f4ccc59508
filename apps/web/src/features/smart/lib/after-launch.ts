/**
 * What a completed launch does before the nurse takes the call: binds the launched patient to the
 * call open at launch (or the first call after it), reads the Patient for the banner (a failure is
 * shown, and Send to chart stays unavailable), and, when the id_token named the user only by
 * reference, reads her name from her fhirUser resource so neither the menu nor the chart shows
 * 'Practitioner/123'.
 */
import { useSessionStore } from '../../session/index.ts';
import { chartBindingHydrated, useChartBindingStore } from '../stores/chart-binding-store.ts';
import { type SmartContext, useSmartStore } from '../stores/smart-context.ts';
import { readLaunchPatient, readUserName } from './ehr-reads.ts';

export async function afterLaunch(context: SmartContext): Promise<void> {
  if (context.patient !== null) {
    await chartBindingHydrated();
    useChartBindingStore.getState().bindAtLaunch({ fhirBase: context.fhirBase, patient: context.patient });
  }
  const patient = readLaunchPatient(context).then(
    (details) => useSmartStore.getState().setPatientRead({ status: 'ready', patient: details }),
    (error: unknown) =>
      useSmartStore.getState().setPatientRead({
        status: 'failed',
        reason: error instanceof Error ? error.message : 'the patient could not be read',
      }),
  );
  const name = context.userName === context.fhirUser ? readUserName(context) : Promise.resolve(null);
  const userName = await name;
  if (userName !== null && useSmartStore.getState().context?.accessToken === context.accessToken) {
    useSmartStore.getState().setUserName(userName);
    const { account } = useSessionStore.getState();
    if (account !== null) useSessionStore.getState().setSession(account, userName);
  }
  await patient;
}
