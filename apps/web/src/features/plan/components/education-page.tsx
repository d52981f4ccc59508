/** The Plan tab's Education screen (/plan/education): the care advice panel of the active protocol. */
import { useSessionOptions } from '../../session/index.ts';
import { ActiveProtocolContent } from '../../triage/index.ts';
import { CareAdvicePanel } from './care-advice-panel.tsx';

export function EducationPage() {
  const mode = useSessionOptions()?.careAdviceMode ?? 'simple';
  return (
    <ActiveProtocolContent>
      {(protocol) => (
        <div className="mx-auto max-w-4xl px-4 py-3">
          <h1 className="sr-only">Care advice: {protocol.title}</h1>
          <CareAdvicePanel protocol={protocol} mode={mode} />
        </div>
      )}
    </ActiveProtocolContent>
  );
}
