import {
  type AdminPractice,
  type EhrConnectionEntry,
  listPracticeEhrConnections,
  registerPracticeEhrConnection,
  revokePracticeEhrConnection,
  updatePracticeEhrConnectionScopes,
} from '@triage/contracts/admin';
import { CALL_BUNDLE_RESOURCE_TYPES } from '@triage/core';
import { type FormEvent, useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { useConsoleList } from '../shared/use-console-list.ts';
import { useAdminSessionStore } from '../stores/admin-session-store.ts';

/** The resource types of the call's Bundle, as a sentence lists them ('A, B and C'). */
const BUNDLE_TYPES = `${CALL_BUNDLE_RESOURCE_TYPES.slice(0, -1).join(', ')} and ${CALL_BUNDLE_RESOURCE_TYPES.at(-1)}`;

/**
 * Settings → EHR connections (SMART App Launch, docs/smart-on-fhir.md): the EHRs that may launch
 * Triage Desk for this practice — register one (its FHIR base URL and the client id it issued;
 * https, or http for a test EHR on localhost; the server reads its SMART configuration and records
 * its authorization server), change the scopes one asks for (checked by the server; ADR 0033) or
 * revoke one (its launches are refused from then on). A connection registered before the
 * authorization server was recorded is marked: it must be revoked and registered again. The page
 * CSP's connect-src follows at once (ADR 0025). Only an organization administrator registers (the
 * server refuses anyone else; issue 33): a practice administrator sees no register form, only why.
 */
export function EhrConnectionsPage() {
  const practice = useOutletContext<AdminPractice>();
  const params = { practiceId: practice.practiceId };
  const list = useConsoleList(() => callAdmin(listPracticeEhrConnections, { params }), practice.practiceId);
  const connections = list.data?.connections ?? null;
  const [issuer, setIssuer] = useState('');
  const [clientId, setClientId] = useState('');
  const [authOrigin, setAuthOrigin] = useState('');
  const [revoking, setRevoking] = useState<EhrConnectionEntry | null>(null);
  const [editing, setEditing] = useState<EhrConnectionEntry | null>(null);
  const [scopes, setScopes] = useState('');
  const isOrgAdmin = useAdminSessionStore((state) => state.session?.admin.role === 'org-admin');

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const origins = authOrigin.trim() ? [authOrigin.trim()] : [];
    const registered = await list.act(
      () => callAdmin(registerPracticeEhrConnection, { params, body: { issuer, clientId, origins } }),
      { said: ({ connection }) => `${connection.issuer} is registered.` },
    );
    if (!registered) return;
    setIssuer('');
    setClientId('');
    setAuthOrigin('');
  }

  async function saveScopes(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing) return;
    const changed = await list.act(
      () =>
        callAdmin(updatePracticeEhrConnectionScopes, {
          params: { ...params, connectionId: String(editing.id) },
          body: { scopes },
        }),
      { said: ({ connection }) => `${connection.issuer} now asks for: ${connection.scopes}` },
    );
    if (changed) setEditing(null);
  }

  function revoke(connection: EhrConnectionEntry) {
    return list.act(
      () =>
        callAdmin(revokePracticeEhrConnection, {
          params: { ...params, connectionId: String(connection.id) },
          body: {},
        }),
      { said: () => `${connection.issuer} is revoked: launches from it are refused.` },
    );
  }

  const { notice } = list;
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">EHR connections — {practice.name}</h1>
        <p className="text-sm text-slate-600">
          The EHRs that may open Triage Desk for this practice (SMART App Launch). Give the EHR the launch URL
          /smart/launch and the redirect URL /smart/callback.
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
      {connections ? (
        connections.length === 0 ? (
          <p>No EHR is registered for this practice.</p>
        ) : (
          <AdminTable
            caption="Registered EHRs"
            columns={[
              'Issuer (FHIR base URL)',
              'Client id',
              'Authorization server',
              'Scopes',
              'Origins',
              'Registered',
              'Actions',
            ]}
          >
            {connections.map((connection) => (
              <tr key={connection.id} className="border-b border-slate-200">
                <td className="break-all px-2 py-2">{connection.issuer}</td>
                <td className="px-2 py-2">{connection.clientId}</td>
                <td className="break-all px-2 py-2">
                  {connection.authorizationIssuer ?? (
                    <strong className="text-red-800">
                      Not recorded: launches are refused. Revoke it and register it again.
                    </strong>
                  )}
                </td>
                <td className="break-all px-2 py-2">{connection.scopes}</td>
                <td className="break-all px-2 py-2">{connection.origins.join(' ')}</td>
                <td className="px-2 py-2">{new Date(connection.createdAt).toLocaleString()}</td>
                <td className="px-2 py-2">
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      aria-label={`Edit scopes of ${connection.issuer}`}
                      onClick={() => {
                        setEditing(connection);
                        setScopes(connection.scopes);
                      }}
                    >
                      Edit scopes
                    </Button>
                    <Button
                      variant="outline"
                      aria-label={`Revoke ${connection.issuer}`}
                      onClick={() => setRevoking(connection)}
                    >
                      Revoke
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
        )
      ) : (
        <p>Loading EHR connections…</p>
      )}
      {editing ? (
        <form
          aria-labelledby="ehr-scopes-title"
          onSubmit={(event) => void saveScopes(event)}
          className="flex max-w-3xl flex-col gap-3 rounded-[var(--radius-app)] border border-slate-200 bg-white p-4"
        >
          <h2 id="ehr-scopes-title" className="text-lg font-semibold text-slate-900">
            Scopes of {editing.issuer}
          </h2>
          <p className="text-sm text-slate-600">
            SMART scopes, separated by spaces (v2 syntax such as patient/Patient.r; Triage Desk asks a server without
            SMART v2 for the v1 equivalent). launch openid fhirUser are always required. Send to chart needs create (c)
            on {BUNDLE_TYPES}.
          </p>
          <TextField label="Scopes" required value={scopes} onChange={(event) => setScopes(event.target.value)} />
          <div className="flex gap-2">
            <Button type="submit">Save scopes</Button>
            <Button type="button" variant="outline" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      {isOrgAdmin ? (
        <form
          aria-labelledby="register-ehr-title"
          onSubmit={(event) => void register(event)}
          className="flex max-w-lg flex-col gap-3 rounded-[var(--radius-app)] border border-slate-200 bg-white p-4"
        >
          <h2 id="register-ehr-title" className="text-lg font-semibold text-slate-900">
            Register an EHR
          </h2>
          <TextField
            label="Issuer (FHIR base URL)"
            type="url"
            required
            placeholder="https://ehr.example.org/fhir"
            value={issuer}
            onChange={(event) => setIssuer(event.target.value)}
          />
          <TextField
            label="Client id"
            required
            value={clientId}
            onChange={(event) => setClientId(event.target.value)}
          />
          <TextField
            label="Authorization server origin (when not the FHIR server's)"
            type="url"
            value={authOrigin}
            onChange={(event) => setAuthOrigin(event.target.value)}
          />
          <div>
            <Button type="submit">Register</Button>
          </div>
        </form>
      ) : (
        <p className="max-w-lg text-sm text-slate-700">
          An organization administrator registers EHRs: registering one lets the server fetch from the EHR and opens the
          app to its addresses.
        </p>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title="Revoke this EHR connection?"
        text={`Launches from ${revoking?.issuer ?? ''} will be refused.`}
        confirmLabel="Revoke"
        isDestructive
        onConfirm={() => {
          if (revoking) void revoke(revoking);
          setRevoking(null);
        }}
      />
    </div>
  );
}
