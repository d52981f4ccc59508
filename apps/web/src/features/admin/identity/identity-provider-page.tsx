import { type AdminPractice, getOidcConnection, type OidcConnectionEntry } from '@triage/contracts/admin';
import { useOutletContext } from 'react-router';
import { callAdmin } from '../api/admin-call.ts';
import { useConsoleList } from '../shared/use-console-list.ts';
import { useAdminSessionStore } from '../stores/admin-session-store.ts';
import { IdentityProviderForm } from './identity-provider-form.tsx';

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
  const saved: OidcConnectionEntry | null = view.data?.connection ?? null;
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
      {!isOrgAdmin ? (
        <p className="max-w-lg text-sm text-slate-700">An organization administrator connects the identity provider.</p>
      ) : !view.data ? (
        // The form is filled from the stored connection: shown before it is read, what is typed would be overwritten.
        notice?.tone === 'alert' ? null : (
          <p>Loading…</p>
        )
      ) : (
        <IdentityProviderForm
          key={saved?.updatedAt ?? 'none'}
          practice={practice}
          view={view}
          saved={saved}
          jwksUri={view.data.jwksUri}
        />
      )}
    </div>
  );
}
