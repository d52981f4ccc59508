import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { appConfig } from '../../../lib/app-config.ts';
import { errorText } from '../crash/crash-report.ts';
import { reportCrash } from '../crash/report-crash.ts';
import { restartApp } from '../crash/restart-app.ts';

/** @internal */
export const CRASH_TITLE = 'Something Went Wrong';
/** @internal */
export const CRASH_TEXT = 'We apologize for the interruption. Please try again or return to the home page.';

export interface CrashScreenProps {
  error: unknown;
  /** What Restart does after clearing; reloads the page by default. */
  reload?: () => void;
}

/**
 * The crash screen (spec section 2): the apology, the error text (or a default friendly message),
 * a 'contact support' link (new tab) and Restart. The error is reported once to the server.
 * Plain links and buttons only: it must work outside the router too.
 */
export function CrashScreen({ error, reload }: CrashScreenProps) {
  const [isRestarting, setIsRestarting] = useState(false);

  useEffect(() => {
    void reportCrash(error);
  }, [error]);

  return (
    <main role="alert" className="flex h-full flex-col items-center justify-center gap-4 bg-slate-50 p-8 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-red-600" />
      <h1 className="text-2xl font-semibold text-slate-900">{CRASH_TITLE}</h1>
      <p className="max-w-lg text-slate-700">{CRASH_TEXT}</p>
      <p className="max-w-lg rounded-[var(--radius-app)] border border-slate-200 bg-white px-4 py-2 text-sm break-words text-slate-600">
        {errorText(error)}
      </p>
      <div className="flex items-center gap-4">
        <a
          href={`mailto:${appConfig.supportEmail}`}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
        >
          contact support
        </a>
        <Button
          disabled={isRestarting}
          onClick={() => {
            setIsRestarting(true);
            void restartApp(reload);
          }}
        >
          Restart
        </Button>
      </div>
    </main>
  );
}
