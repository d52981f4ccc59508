/** Sends the crash report once per error (spec section 7): POST /api/errors; a failure is only logged. */
import { logClientError } from '@triage/contracts';
import { callApi } from '../../../lib/call-api.ts';
import { useAuthStore } from '../../auth/index.ts';
import { buildCrashReport } from './crash-report.ts';

const reported = new WeakSet<object>();
const reportedTexts = new Set<string>();

/** True the first time an error is seen (StrictMode and re-renders mount the crash screen more than once). */
function isFirstReport(error: unknown): boolean {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return false;
    reported.add(error);
    return true;
  }
  const key = String(error);
  if (reportedTexts.has(key)) return false;
  reportedTexts.add(key);
  return true;
}

/** Reports an error to the server once; resolves whether or not it was sent. */
export async function reportCrash(error: unknown): Promise<void> {
  if (!isFirstReport(error)) return;
  try {
    await callApi(logClientError, {
      body: { error: buildCrashReport(error) },
      sessionId: useAuthStore.getState().sessionId,
    });
  } catch (failure) {
    console.error('Could not report the error:', failure instanceof Error ? failure.message : 'unknown error');
  }
}
