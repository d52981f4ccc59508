import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

/** '(Now what?)' after COPY: what to do with the copied note. */
export function CallNoteReadyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Call Note Ready"
      footer={<Button onClick={() => onOpenChange(false)}>Close</Button>}
    >
      <ol className="list-decimal space-y-1.5 pl-5 text-sm text-slate-800">
        <li>Paste the note into the patient's record (Ctrl+V, or Cmd+V on a Mac).</li>
        <li>Check it reads correctly; change it there if you need to.</li>
        <li>When the call is finished, press RESET to start the next call.</li>
      </ol>
    </Dialog>
  );
}
