import type { ProtocolEditorData } from '@triage/contracts/admin';
import { Button } from '../../../components/ui/button.tsx';

/**
 * Two-person review (issue 34, ADR 0045), under Publish: whether the draft awaits a second medical
 * director's approval (its changes are listed above, under 'Changes against the published
 * version'), who approved it, and Approve for a medical director who is not its author.
 */
export function ProtocolReview({ data, onApprove }: { data: ProtocolEditorData; onApprove: (() => void) | undefined }) {
  if (!data.review || !data.draft) return null;
  return (
    <div className="flex flex-col gap-2 text-sm">
      {data.approvedBy ? (
        <p className="text-slate-700">Approved by {data.approvedBy}. A medical director may publish it.</p>
      ) : (
        <p className="text-slate-700">
          Two-person review: this draft needs a second medical director's approval before it is published. Its changes
          are listed above.
        </p>
      )}
      {data.canApprove ? (
        <div>
          <Button type="button" variant="outline" onClick={onApprove} disabled={onApprove === undefined}>
            Approve draft
          </Button>
        </div>
      ) : null}
    </div>
  );
}
