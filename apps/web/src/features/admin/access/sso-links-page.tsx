import {
  type AdminPractice,
  type CreatedSsoLink,
  createSsoLink,
  listSsoLinks,
  renewSsoLink,
  revokeSsoLink,
  type SsoLink,
} from '@triage/contracts/admin';
import { type FormEvent, useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { INPUT, Notice, PageHeading, time } from '../shared/console-ui.tsx';
import { useConsoleList } from '../shared/use-console-list.ts';
import { useUnsavedGuard } from '../shared/use-unsaved-guard.ts';
import { useAdminSessionStore } from '../stores/admin-session-store.ts';

const KEY_LABELS = {
  none: 'Static link',
  'public-key': "Signed (EHR's public key)",
  'shared-secret': 'Signed (shared secret)',
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * SSO links: the practice's single sign-on launch links and their keys; a new link has an expiry
 * and its token (and a signed link's secret) are shown once; renewing keeps the token with a new expiry
 * (a static link: 90 days); revoking (asked first) ends the sessions it opened.
 */
export function SsoLinksPage() {
  const practice = useOutletContext<AdminPractice>();
  const params = { practiceId: practice.practiceId };
  const list = useConsoleList(() => callAdmin(listSsoLinks, { params }), practice.practiceId);
  const links = list.data?.links ?? null;
  const canDerive = list.data?.canDeriveSecret ?? false;
  const [draft, setDraft] = useState({
    description: '',
    launch: 'static' as 'static' | 'signed',
    expires: inDays(30),
    publicKey: '',
  });
  const [created, setCreated] = useState<CreatedSsoLink | null>(null);
  const [revoking, setRevoking] = useState<SsoLink | null>(null);
  // Renewing a link, like making a static one, is an organization administrator's decision (the server's rule).
  const canRenew = useAdminSessionStore((state) => state.session?.admin.role === 'org-admin');
  useUnsavedGuard(draft.description !== '' || draft.publicKey !== '');

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft.description.trim()) return list.refuse('A description is required.', 'description');
    const made = await list.act(() => {
      const expiresAt = new Date(`${draft.expires}T23:59:59`).toISOString();
      const publicKey = draft.launch === 'signed' && draft.publicKey.trim() ? { publicKey: draft.publicKey } : {};
      return callAdmin(createSsoLink, {
        params,
        body: { description: draft.description, launch: draft.launch, expiresAt, ...publicKey },
      });
    });
    if (!made) return;
    setCreated(made);
    setDraft({ ...draft, description: '', publicKey: '' });
  }

  function renew(link: SsoLink) {
    return list.act(() => callAdmin(renewSsoLink, { params, body: { id: link.id } }), {
      said: ({ expiresAt }) =>
        `'${link.description ?? link.id}' renewed: it now expires ${expiresAt ? time(expiresAt) : 'never'}.`,
    });
  }

  function revoke(link: SsoLink) {
    return list.act(() => callAdmin(revokeSsoLink, { params, body: { id: link.id } }), {
      said: ({ sessionsEnded }) =>
        `'${link.description ?? link.id}' revoked; ${sessionsEnded} sessions it opened ended.`,
    });
  }

  const { notice } = list;
  const fieldError = (field: string) => (notice?.tone === 'alert' && notice.field === field ? notice.text : undefined);
  const launchUrl = created ? `${window.location.origin}${created.launchPath}` : '';
  return (
    <section aria-labelledby="sso-title" className="flex max-w-4xl flex-col gap-6">
      <PageHeading id="sso-title" title={`SSO links — ${practice.name}`}>
        Links an EHR opens to sign its users in without the shared password (docs: bridge and security). A token is
        shown once, when the link is made; only its hash is kept.
      </PageHeading>
      {notice?.tone === 'status' ? <Notice tone="status">{notice.text}</Notice> : null}
      {links === null ? (
        <p>Loading…</p>
      ) : links.length === 0 ? (
        <p>No SSO links.</p>
      ) : (
        <AdminTable
          caption="SSO links"
          columns={['Description', 'Launch and key', 'Created', 'Expires', 'Last used', 'Action']}
          isCompact
        >
          {links.map((link) => (
            <tr key={link.id} className="border-b border-slate-200">
              <td className="px-2 py-1">{link.description ?? `Link ${link.id}`}</td>
              <td className="px-2 py-1">{KEY_LABELS[link.key]}</td>
              <td className="px-2 py-1">{time(link.createdAt)}</td>
              <td className="px-2 py-1">
                {link.expiresAt ? time(link.expiresAt) : 'never'}
                {link.isExpired ? ' (expired)' : ''}
              </td>
              <td className="px-2 py-1">{link.lastUsedAt ? time(link.lastUsedAt) : 'never'}</td>
              <td className="flex flex-wrap gap-2 px-2 py-1">
                {canRenew && link.expiresAt ? (
                  <Button
                    variant="outline"
                    aria-label={`Renew ${link.description ?? `link ${link.id}`}`}
                    onClick={() => void renew(link)}
                  >
                    Renew
                  </Button>
                ) : null}
                <Button
                  variant="outline"
                  aria-label={`Revoke ${link.description ?? `link ${link.id}`}`}
                  onClick={() => setRevoking(link)}
                >
                  Revoke
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {created ? (
        <section
          aria-label="New SSO link"
          className="flex flex-col gap-2 rounded-[var(--radius-app)] border border-amber-400 bg-amber-50 p-3 text-sm"
        >
          <p className="font-semibold">Copy these now: they are shown only once.</p>
          <label className="flex flex-col gap-1">
            Launch link (the EHR adds ?firstName=… and, for a signed launch, &launch=…)
            <input readOnly className={`${INPUT} font-mono`} value={launchUrl} />
          </label>
          {created.launchSecret ? (
            <label className="flex flex-col gap-1">
              Signing secret (HS256) of its launch tokens
              <input readOnly className={`${INPUT} font-mono`} value={created.launchSecret} />
            </label>
          ) : null}
          <div>
            <Button variant="outline" onClick={() => setCreated(null)}>
              Done
            </Button>
          </div>
        </section>
      ) : null}
      <form
        onSubmit={(event) => void create(event)}
        aria-labelledby="sso-new"
        className="flex flex-col gap-3"
        noValidate
      >
        <h2 id="sso-new" className="font-semibold text-slate-900">
          New SSO link
        </h2>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-slate-800">Description</span>
          <input
            className={INPUT}
            value={draft.description}
            maxLength={200}
            aria-invalid={fieldError('description') ? true : undefined}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-slate-800">Launch</span>
          <select
            className={`${INPUT} w-fit`}
            value={draft.launch}
            onChange={(event) => setDraft({ ...draft, launch: event.target.value === 'signed' ? 'signed' : 'static' })}
          >
            <option value="static">Static link (the link alone signs in: keep the expiry short)</option>
            <option value="signed">Signed launch (each launch carries a signed token)</option>
          </select>
        </label>
        {draft.launch === 'signed' ? (
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium text-slate-800">EHR public key (JWK)</span>
            <span className="text-slate-600">
              {canDerive
                ? 'Empty: a shared secret is made for the link and shown once.'
                : 'Required: this server has no SSO_LAUNCH_KEY to make a shared secret.'}
            </span>
            <textarea
              rows={3}
              className={`${INPUT} font-mono`}
              value={draft.publicKey}
              aria-invalid={fieldError('publicKey') ? true : undefined}
              onChange={(event) => setDraft({ ...draft, publicKey: event.target.value })}
            />
          </label>
        ) : null}
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-slate-800">Expires after</span>
          <input
            type="date"
            className={`${INPUT} w-fit`}
            value={draft.expires}
            min={inDays(1)}
            // A static link lives at most 90 days (the server's rule, issue 33); the day picked ends at midnight.
            max={draft.launch === 'static' ? inDays(89) : undefined}
            required
            aria-invalid={fieldError('expiresAt') ? true : undefined}
            onChange={(event) => setDraft({ ...draft, expires: event.target.value })}
          />
        </label>
        {notice?.tone === 'alert' ? <Notice tone="alert">{notice.text}</Notice> : null}
        <div>
          <Button type="submit">Create link</Button>
        </div>
      </form>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title="Revoke this SSO link?"
        text={`'${revoking?.description ?? revoking?.id ?? ''}' launches nothing more and its sessions end.`}
        confirmLabel="Revoke"
        isDestructive
        onConfirm={() => {
          if (revoking) void revoke(revoking);
          setRevoking(null);
        }}
      />
    </section>
  );
}
