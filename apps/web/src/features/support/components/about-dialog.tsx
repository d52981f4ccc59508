import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TermsOfUseDialog } from '../../legal/index.ts';
import { useProtocolList, useSessionStore } from '../../session/index.ts';
import {
  contentSetsOf,
  formatContentSet,
  formatSubscriptionCount,
  formatSubscriptionEndDate,
  NOT_AVAILABLE,
} from '../about/about-format.ts';

export interface AboutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <tr className="border-b border-slate-100 last:border-b-0">
      <th scope="row" className="py-2 pr-4 text-left align-top font-medium whitespace-nowrap text-slate-600">
        {label}
      </th>
      <td className="py-2 text-slate-900">{children}</td>
    </tr>
  );
}

/** The dialog's table: rendered only while the dialog is open (a closed About reads and formats nothing). */
function AboutDetails() {
  const account = useSessionStore((state) => state.account);
  const firstName = useSessionStore((state) => state.firstName);
  const protocols = useProtocolList();
  const contentSets = contentSetsOf(protocols.data ?? []);

  let contentSetCell: React.ReactNode = NOT_AVAILABLE;
  if (protocols.isPending && protocols.fetchStatus !== 'idle') contentSetCell = 'Loading...';
  else if (contentSets.length > 0) {
    contentSetCell = (
      <ul className="flex flex-col gap-1">
        {contentSets.map((contentSet) => (
          <li key={contentSet.id}>{formatContentSet(contentSet)}</li>
        ))}
      </ul>
    );
  }
  return (
    <table className="w-full text-sm">
      <tbody>
        <Row label="Account ID">{account?.practiceId ?? NOT_AVAILABLE}</Row>
        <Row label="User">{firstName ?? NOT_AVAILABLE}</Row>
        <Row label="Subscription End Date">{account ? formatSubscriptionEndDate(account) : NOT_AVAILABLE}</Row>
        <Row label="# of Subscriptions">{account ? formatSubscriptionCount(account) : NOT_AVAILABLE}</Row>
        <Row label="Content Set(s)">{contentSetCell}</Row>
      </tbody>
    </table>
  );
}

/**
 * About (spec section 2): account, user, subscription and content sets; Terms of Use and Close.
 * The user menu keeps it mounted, closed: its details are a child the dialog renders only when open
 * (formatting the date alone cost milliseconds of every sign-in at a slow CPU, ADR 0022).
 */
export function AboutDialog({ open, onOpenChange }: AboutDialogProps) {
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="About"
        footer={
          <>
            <Button variant="outline" onClick={() => setIsTermsOpen(true)}>
              Terms of Use
            </Button>
            <Button onClick={() => onOpenChange(false)}>Close</Button>
          </>
        }
      >
        <AboutDetails />
      </Dialog>
      <TermsOfUseDialog open={isTermsOpen} onOpenChange={setIsTermsOpen} />
    </>
  );
}
