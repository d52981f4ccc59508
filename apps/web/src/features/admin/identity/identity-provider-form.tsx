/**
 * The identity provider's form (Settings → Identity provider, ADR 0049/0060): its fields start from
 * the stored connection as read, so it is shown only once that read has answered (typed into before,
 * the stored values would overwrite what was typed), and the page mounts it again for each stored
 * version (its `key`): after a save it shows what is now stored.
 */
import {
  type AdminPractice,
  type OidcClientAuth,
  type OidcConnectionEntry,
  type OidcGroupMapping,
  saveOidcConnection,
} from '@triage/contracts/admin';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { callAdmin } from '../api/admin-call.ts';
import type { ConsoleList } from '../shared/use-console-list.ts';

/** One group per line: `group = Account ID` or `group = Account ID @ location id`. */
function groupsText(groups: readonly OidcGroupMapping[]): string {
  return groups
    .map((g) => `${g.group} = ${g.practiceId}${g.locationId === null ? '' : ` @ ${g.locationId}`}`)
    .join('\n');
}

function parseGroups(text: string): OidcGroupMapping[] | string {
  const groups: OidcGroupMapping[] = [];
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const match = /^(.+?)\s*=\s*([^@]+?)\s*(?:@\s*(\d+))?$/.exec(line);
    if (!match?.[1] || !match[2])
      return `“${line}” is not “group = Account ID” (or “group = Account ID @ location id”).`;
    groups.push({ group: match[1], practiceId: match[2], locationId: match[3] ? Number(match[3]) : null });
  }
  return groups.length > 0 ? groups : 'Name at least one group that may sign in.';
}

const EMPTY = {
  slug: '',
  issuer: '',
  clientId: '',
  clientAuth: 'client_secret_post' as OidcClientAuth,
  groupClaim: 'groups',
  groups: '',
  passwordFormOff: false,
};

/** The form's fields as the stored connection has them (none stored: empty). */
function fieldsOf(saved: OidcConnectionEntry | null): typeof EMPTY {
  if (!saved) return EMPTY;
  const { slug, issuer, clientId, clientAuth, groupClaim, passwordFormOff } = saved;
  return { slug, issuer, clientId, clientAuth, groupClaim, passwordFormOff, groups: groupsText(saved.groups) };
}

interface IdentityProviderFormProps {
  practice: AdminPractice;
  /** The page's read of the connection: a save is its change, a refusal its notice. */
  view: Pick<ConsoleList<unknown>, 'act' | 'refuse'>;
  /** The stored connection as read (null: none yet), and its JWKS URI. */
  saved: OidcConnectionEntry | null;
  jwksUri: string | null;
}

export function IdentityProviderForm({ practice, view, saved, jwksUri }: IdentityProviderFormProps) {
  const params = { practiceId: practice.practiceId };
  const [form, setForm] = useState(() => fieldsOf(saved));
  const [secret, setSecret] = useState('');

  const field = (name: keyof typeof EMPTY) => ({
    value: String(form[name]),
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  async function save(newKey: boolean) {
    const groups = parseGroups(form.groups);
    if (typeof groups === 'string') return view.refuse(groups, 'groups');
    const withSecret = form.clientAuth === 'client_secret_post' && secret;
    const body = { ...form, groups, ...(withSecret ? { clientSecret: secret } : {}), ...(newKey ? { newKey } : {}) };
    const answer = await view.act(() => callAdmin(saveOidcConnection, { params, body }), {
      said: ({ connection }) =>
        newKey
          ? 'A new key was generated: the provider reads it at the JWKS URI (register it again where you pasted the key).'
          : `Named sign-in is set up at /login/${connection?.slug ?? ''}.`,
    });
    if (answer) setSecret('');
  }
  const withKey = form.clientAuth === 'private_key_jwt';
  const publicKey = saved?.clientAuth === 'private_key_jwt' ? saved.publicKey : null;

  return (
    <form
      aria-labelledby="identity-provider-title"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void save(false);
      }}
      className="flex flex-col gap-3 rounded-[var(--radius-app)] border border-slate-200 bg-white p-4"
    >
      <h2 id="identity-provider-title" className="text-lg font-semibold text-slate-900">
        {saved ? 'Change the identity provider' : 'Connect an identity provider'}
      </h2>
      <TextField label="Login address" required placeholder="lakeside-health" {...field('slug')} />
      <TextField label="Issuer" type="url" required placeholder="https://login.example.org" {...field('issuer')} />
      <TextField label="Client id" required {...field('clientId')} />
      <fieldset className="flex flex-col gap-1 text-sm text-slate-800">
        <legend className="font-medium">Client authentication</legend>
        {(
          [
            ['client_secret_post', 'Client secret'],
            ['private_key_jwt', 'Private key JWT'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="clientAuth"
              className="h-4 w-4 accent-primary-600"
              checked={form.clientAuth === value}
              onChange={() => setForm((current) => ({ ...current, clientAuth: value }))}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {withKey ? (
        <div className="flex flex-col gap-2 text-sm text-slate-700">
          {publicKey ? (
            <>
              <p>
                Register the JWKS URI <code className="break-all">{jwksUri ?? ''}</code> at the provider (or paste its
                public key, below, where it asks for one). The private key never leaves Triage Desk.
              </p>
              <pre className="overflow-x-auto rounded bg-slate-50 p-2 font-mono text-xs">
                {JSON.stringify(publicKey, null, 2)}
              </pre>
              <div>
                <Button type="button" variant="outline" onClick={() => void save(true)}>
                  Generate a new key
                </Button>
              </div>
            </>
          ) : (
            <p>Saving generates the organization’s key pair; its public key and JWKS URI then appear here.</p>
          )}
        </div>
      ) : (
        <TextField
          label={
            saved?.clientAuth === 'client_secret_post'
              ? 'Client secret (leave empty to keep the one stored)'
              : 'Client secret'
          }
          type="password"
          autoComplete="off"
          required={saved?.clientAuth !== 'client_secret_post'}
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
        />
      )}
      <TextField label="Group claim" required {...field('groupClaim')} />
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        Groups that may sign in (one per line: group = Account ID, or group = Account ID @ location id)
        <textarea
          name="groups"
          required
          rows={4}
          className="rounded-[var(--radius-app)] border border-slate-300 p-2 font-mono text-sm"
          {...field('groups')}
        />
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="h-4 w-4 accent-primary-600"
          checked={form.passwordFormOff}
          onChange={(event) => setForm((current) => ({ ...current, passwordFormOff: event.target.checked }))}
        />
        Turn the shared-password form off (named sign-in only)
      </label>
      <div>
        <Button type="submit">Save</Button>
      </div>
    </form>
  );
}
