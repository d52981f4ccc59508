/**
 * One way of sending a handout to the patient (e-mail, text message; issue 36, ADRs 0046 and 0051):
 * the patient's address or number, kept in the Handouts screen's own state for this send only, and
 * its button; disabled with the reason when the deployment has not set the channel up.
 */
import { Button } from '../../../components/ui/button.tsx';

interface HandoutSendFormProps {
  label: string;
  type: 'email' | 'tel';
  button: string;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** Why the channel cannot be used on this deployment; null: it can. */
  unavailable: string | null;
  /** Nothing picked, or a send under way. */
  blocked: boolean;
}

export function HandoutSendForm({
  label,
  type,
  button,
  value,
  onChange,
  onSend,
  unavailable,
  blocked,
}: HandoutSendFormProps) {
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <label className="flex flex-col gap-1 text-sm text-slate-700">
        {label}
        <input
          type={type}
          autoComplete="off"
          value={value}
          disabled={unavailable !== null}
          onChange={(event) => onChange(event.target.value)}
          className="w-72 rounded border border-slate-300 px-2 py-1"
        />
      </label>
      <Button type="submit" variant="outline" disabled={unavailable !== null || blocked || value.trim() === ''}>
        {button}
      </Button>
      {unavailable !== null ? <p className="w-full text-sm text-slate-600">{unavailable}</p> : null}
    </form>
  );
}
