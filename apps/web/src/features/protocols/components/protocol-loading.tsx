import { Button } from '../../../components/ui/button.tsx';
import { useCallStore, useProtocolLoad } from '../../call/index.ts';

/** 'Loading...' while a protocol's content loads, or the failure with Try again. */
export function ProtocolLoading({ fullId }: { fullId: string }) {
  const load = useProtocolLoad(fullId);
  const retry = useCallStore((state) => state.retryProtocolLoad);
  if (load?.status === 'failed') {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-red-800">
        <p>{load.message}</p>
        <Button variant="outline" className="h-8 px-3" onClick={() => void retry(fullId)}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="text-sm text-slate-500">
      Loading...
    </p>
  );
}
