import {
  type AdminPractice,
  getOidcConnection,
  type OidcClientAuth,
  type OidcConnectionEntry,
  type OidcGroupMapping,
  saveOidcConnection,
} from '@triage/contracts/admin';
import { type FormEvent, useEffect, useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { useConsoleList } from '../shared/use-console-list.ts';
import { useAdminSessionStore } from '../stores/admin-session-store.ts';

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

/**
 * Settings → Identity provider (issue 35, ADR 0049): the organization's OpenID Connect provider for
 * named sign-in at /login/<address>. The redirect URI to register at the provider is shown; the
 * client secret is sent, never shown (left empty, the stored one is kept). Groups of the group claim
 * map to practices (and locations): only their members sign in. An organization administrator
 * changes it; a practice administrator sees it. The shared-password form can be turned off (ADR 0050).
 * With "Private key JWT" (ADR 0060) the server holds the organization's key pair: only the public key
 * and its JWKS URI are shown, to register at the provider; "Generate a new key" replaces it (audited).
 */
export function IdentityProviderPage() {
  const practice = useOutletContext<AdminPractice>();
  const params = { practiceId: practice.practiceId };
  const view = useConsoleList(() => callAdmin(getOidcConnection, { params }), practice.practiceId);
  const isOrgAdmin = useAdminSessionStore((state) => state.session?.admin.role === 'org-admin');
  const [form, setForm] = useState(EMPTY);
  const [secret, setSecret] = useState('');
  const saved: OidcConnectionEntry | null = view.data?.connection ?? null;

  useEffect(() => {
    if (saved) {
      const { slug, issuer, clientId, clientAuth, groupClaim, passwordFormOff } = saved;
      setForm({ slug, issuer, clientId, clientAuth, groupClaim, passwordFormOff, groups: groupsText(saved.groups) });
    }
  }, [saved]);

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

  const { notice } = view;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">Identity provider — {practice.name}</h1>
        <p className="text-sm text-slate-600">
          Nurses of the organization sign in with their own account at its identity provider (OpenID Connect): their
          name comes from the provider, never typed. Register Triage Desk there as a web application with the redirect
          URI <code className="break-all">{view.data?.redirectUri ?? '(set PUBLIC_URL on the server first)'}</code> and
          the scopes openid profile offline_access. Where the provider offers back-channel logout, register the
          back-channel logout URI{' '}
          <code className="break-all">{view.data?.backchannelLogoutUri ?? '(set PUBLIC_URL on the server first)'}</code>
          : a nurse signed out there is signed out here at once.
        </p>
      </div>
      {notice?.tone === 'alert' ? (
        <p role="alert" className="text-sm text-red-800">
          {notice.text}
        </p>
      ) : null}
      <p role="status" className="text-sm text-slate-700">
        {notice?.tone === 'status' ? notice.text : null}
      </p>
      {saved ? (
        <p className="text-sm text-slate-700">
          Login page: <code>/login/{saved.slug}</code>
          {saved.changedBy ? ` — last changed by ${saved.changedBy}` : ''}
        </p>
      ) : view.data ? (
        <p>No identity provider is connected.</p>
      ) : null}
      {isOrgAdmin ? (
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
                    Register the JWKS URI <code className="break-all">{view.data?.jwksUri ?? ''}</code> at the provider
                    (or paste its public key, below, where it asks for one). The private key never leaves Triage Desk.
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
      ) : (
        <p className="max-w-lg text-sm text-slate-700">An organization administrator connects the identity provider.</p>
      )}
    </div>
  );
}
