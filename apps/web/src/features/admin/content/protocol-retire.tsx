import type { ProtocolEditorData } from '@triage/contracts/admin';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { INPUT } from '../shared/console-ui.tsx';

/** A protocol change's reason (a change note, a reason for retiring): required, at most 2000 characters. */
export function NoteField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-slate-800">{label}</span>
      <textarea
        rows={2}
        maxLength={2000}
        className={INPUT}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/**
 * Retire the protocol from the practice's list, or bring it back (issue 34): a medical director's
 * step with a reason, like a publish. Nurses of the practice no longer find a retired protocol in
 * their list or search; its versions and drafts stay.
 */
export function ProtocolRetire({
  data,
  busy,
  onRetire,
}: {
  data: ProtocolEditorData;
  busy: boolean;
  onRetire: (retired: boolean, note: string) => Promise<boolean>;
}) {
  const [note, setNote] = useState('');
  const retiring = !data.retired;
  return (
    <section aria-labelledby="protocol-retire" className="flex flex-col gap-2 text-sm">
      <h2 id="protocol-retire" className="text-base font-semibold text-slate-900">
        Practice list
      </h2>
      <p className="text-slate-700">
        {data.retired
          ? "Retired: your practice's nurses no longer find this protocol in their list or search."
          : "Your practice's nurses find this protocol in their list and search."}
      </p>
      {data.canPublish ? (
        <>
          <NoteField
            label={retiring ? 'Reason for retiring' : 'Reason for bringing it back'}
            value={note}
            onChange={setNote}
          />
          <div>
            <Button
              type="button"
              variant="outline"
              disabled={note.trim() === '' || busy}
              onClick={() => void onRetire(retiring, note).then((done) => done && setNote(''))}
            >
              {retiring ? 'Retire this protocol' : 'Bring this protocol back'}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-slate-600">Retiring a protocol needs the medical-director role.</p>
      )}
    </section>
  );
}
