/** The heading of a Plan sub-tab's panel (read by screen readers) and the demo content label when it applies. */
import { DEMO_CONTENT_LABEL } from '@triage/contracts';
import { appConfig } from '../../../lib/app-config.ts';

export function PlanPanelHeading({ id, title, isDemo }: { id: string; title: string; isDemo: boolean }) {
  return (
    <>
      <h1 id={id} className="sr-only">
        {title}
      </h1>
      {isDemo ? (
        <p role="note" className="text-xs font-semibold text-sky-800">
          {appConfig.demoContentLabel ?? DEMO_CONTENT_LABEL}
        </p>
      ) : null}
    </>
  );
}
