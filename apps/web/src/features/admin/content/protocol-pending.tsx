import { listPendingProtocolDrafts, type PendingProtocolDrafts as Pending } from '@triage/contracts/admin';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { time } from '../shared/console-ui.tsx';

const stateText = (pending: Pending, state: 'draft' | 'approved') => {
  if (!pending.review) return 'ready to publish';
  return state === 'approved' ? 'approved, ready to publish' : "waiting for a second medical director's approval";
};

/**
 * The practice's protocol drafts waiting for a medical director (issue 34): for approval under
 * two-person review, or to be published; each opens in the editor. Read again after each change
 * of the protocol open (`refresh`); nothing is shown while there are none.
 */
export function PendingProtocolDrafts({
  practiceId,
  refresh,
  onOpen,
}: {
  practiceId: string;
  refresh: number | undefined;
  onOpen: (key: string) => void;
}) {
  const [pending, setPending] = useState<Pending | null>(null);
  useEffect(() => {
    void refresh;
    callAdmin(listPendingProtocolDrafts, { params: { practiceId } }).then(setPending, () => setPending(null));
  }, [practiceId, refresh]);
  if (!pending || pending.drafts.length === 0) return null;
  return (
    <section aria-labelledby="protocol-pending" className="flex flex-col gap-2 text-sm">
      <h2 id="protocol-pending" className="text-base font-semibold text-slate-900">
        Drafts waiting for a medical director
      </h2>
      <ul aria-labelledby="protocol-pending" className="flex flex-col gap-1">
        {pending.drafts.map((draft) => (
          <li key={`${draft.contentSet}:${draft.sourceProtocolId}`} className="flex flex-wrap items-center gap-2">
            <span>
              <span className="font-medium">{draft.title}</span> ({draft.contentSet}), version {draft.version} by{' '}
              {draft.by}, {time(draft.at)}: {stateText(pending, draft.state)}
            </span>
            <Button
              type="button"
              variant="outline"
              aria-label={`Open ${draft.title} (${draft.contentSet})`}
              onClick={() => onOpen(`${draft.contentSet}:${draft.sourceProtocolId}`)}
            >
              Open
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
