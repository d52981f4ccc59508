/**
 * What the Triage and Plan screens show around the active protocol: with no active protocol, a
 * prompt to choose one on the Protocols tab (the criteria / list view); while its content loads,
 * placeholder bars; when loading failed, the message and Try again. Otherwise the screen itself.
 */
import type { SelectedProtocol } from '@triage/contracts';
import { TextSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SkeletonLines } from '../../../components/ui/skeleton.tsx';
import { ROUTES } from '../../../lib/routes.ts';
import { useActiveProtocol, useCallStore, useProtocolLoad } from '../../call/index.ts';

export type LoadedProtocol = SelectedProtocol & { content: NonNullable<SelectedProtocol['content']> };

const SELECT_PROTOCOL_PROMPT = 'Select a protocol to start triage.';

/** The prompt shown instead of a Triage or Plan screen while no protocol is active. */
export function SelectProtocolPrompt() {
  return (
    <div className="mx-auto mt-10 flex max-w-md flex-col items-center gap-3 rounded-[var(--radius-app)] border border-slate-200 bg-white px-6 py-8 text-center">
      <TextSearch aria-hidden="true" className="size-8 text-slate-400" />
      <p className="text-[0.9375rem] text-slate-700">{SELECT_PROTOCOL_PROMPT}</p>
      <Link
        to={ROUTES.protocols.criteria}
        className="rounded-[var(--radius-app)] bg-primary-600 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      >
        Go to Protocols
      </Link>
    </div>
  );
}

export interface ActiveProtocolContentProps {
  /** The screen, given the active protocol with its content. */
  children: (protocol: LoadedProtocol) => ReactNode;
}

export function ActiveProtocolContent({ children }: ActiveProtocolContentProps) {
  const active = useActiveProtocol();
  const load = useProtocolLoad(active?.fullId);
  const retry = useCallStore((state) => state.retryProtocolLoad);
  if (!active) return <SelectProtocolPrompt />;
  if (active.content) return children(active as LoadedProtocol);
  if (load?.status === 'failed') {
    return (
      <div role="alert" className="m-4 flex flex-col items-start gap-2 text-sm text-red-800">
        <p>
          {active.title} could not be loaded. {load.message}
        </p>
        <Button variant="outline" className="h-8 px-3" onClick={() => void retry(active.fullId)}>
          Try again
        </Button>
      </div>
    );
  }
  return <SkeletonLines lines={6} label={`Loading ${active.title}...`} className="m-4 max-w-3xl" />;
}
