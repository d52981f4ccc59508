import { TextField } from '../../../components/ui/text-field.tsx';

/** Recovery codes shown once (after an invitation, a re-enrolment, or new codes): each works once. */
export function RecoveryCodes({ codes, title = 'Your recovery codes' }: { codes: string[]; title?: string }) {
  return (
    <section aria-labelledby="recovery-title" className="flex flex-col gap-3">
      <h2 id="recovery-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-slate-700">
        Each works once instead of a code of the authenticator app. Keep them somewhere safe: they are not shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((recovery) => (
          <li key={recovery}>{recovery}</li>
        ))}
      </ul>
    </section>
  );
}

/** The authenticator app's key and otpauth:// address, to add to the app (shown once). */
export function AuthenticatorKey({ secret, uri }: { secret: string; uri: string }) {
  return (
    <div className="flex flex-col gap-2 text-sm text-slate-800">
      <p>Add this key to your authenticator app (or open the address on your phone). It is shown only now.</p>
      <TextField label="Authenticator key" readOnly value={secret} className="font-mono" />
      <TextField label="Authenticator address" readOnly value={uri} className="font-mono text-xs" />
    </div>
  );
}
