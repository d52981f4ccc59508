import {
  type AdminLocation,
  type AdminPractice,
  getLocations,
  type LocationChange,
  LocationName,
  type SaveResult,
  saveLocation,
} from '@triage/contracts/admin';
import { type FormEvent, useEffect, useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { INPUT, Notice, PageHeading, time } from '../shared/console-ui.tsx';
import { SaveStatus } from '../shared/save-status.tsx';
import { useConsoleList } from '../shared/use-console-list.ts';
import { useUnsavedGuard } from '../shared/use-unsaved-guard.ts';

type Field = 'new' | 'rename' | null;

/** The name's problem by the server's own rule, or null. */
const nameProblem = (name: string) => {
  const parsed = LocationName.safeParse(name);
  return parsed.success ? null : `Name ${parsed.error.issues[0]?.message ?? 'is not valid'}.`;
};

/**
 * Locations: the organization's locations (nurses pick one at an SSO launch); added, renamed or
 * removed by an organization administrator, each change against the version it started from.
 */
export function LocationsPage() {
  const practice = useOutletContext<AdminPractice>();
  const params = { practiceId: practice.practiceId };
  const list = useConsoleList(() => callAdmin(getLocations, { params }), practice.practiceId);
  const { data, notice } = list;
  const [newName, setNewName] = useState('');
  const [editing, setEditing] = useState<{ location: AdminLocation; name: string } | null>(null);
  /** The form whose change the page shows the outcome of ('new', 'rename'; null: a removal). */
  const [acting, setActing] = useState<Field>(null);
  const [result, setResult] = useState<SaveResult | null>(null);
  // Each fresh list ends a rename in progress.
  useEffect(() => {
    if (data) setEditing(null);
  }, [data]);
  useUnsavedGuard(newName !== '' || (editing !== null && editing.name !== editing.location.name));

  async function change(body: LocationChange, field: Field) {
    setResult(null);
    setActing(field);
    const invalid = body.action === 'remove' ? null : nameProblem(body.name);
    if (invalid) return list.refuse(invalid, 'name');
    const saved = await list.act(() => callAdmin(saveLocation, { params, body }), {
      reloadWhen: ({ status }) => status === 'saved',
    });
    if (!saved) return;
    setResult(saved);
    if (saved.status === 'saved' && field === 'new') setNewName('');
  }

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void change({ action: 'add', name: newName }, 'new');
  }

  if (!data) return notice ? <Notice tone="alert">{notice.text}</Notice> : <p>Loading…</p>;
  /** A refused name is shown at the form that sent it; any other refusal above the list. */
  const refusedAt = notice?.tone === 'alert' && notice.field === 'name' ? acting : null;
  const errorOf = (field: 'new' | 'rename') => (refusedAt === field ? notice?.text : undefined);
  return (
    <section aria-labelledby="locations-title" className="flex max-w-4xl flex-col gap-4">
      <PageHeading id="locations-title" title={`Locations — ${practice.name}`}>
        The locations of the practice's organization: nurses pick one when their EHR's link asks for it.{' '}
        {data.canEdit ? '' : 'They belong to the organization: its organization administrators change them.'}
      </PageHeading>
      {notice?.tone === 'alert' && refusedAt === null ? <Notice tone="alert">{notice.text}</Notice> : null}
      <SaveStatus result={result} onReload={() => void list.reload()} />
      <AdminTable
        caption="Locations"
        columns={['Name', 'Used by', 'Last changed', ...(data.canEdit ? ['Actions'] : [])]}
        isCompact
      >
        {data.locations.map((location) => (
          <tr key={location.id} className="border-b border-slate-200 align-top">
            <td className="px-2 py-1">
              {editing?.location.id === location.id ? (
                <form
                  className="flex flex-wrap items-center gap-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    void change(
                      { action: 'rename', id: location.id, baseVersion: location.version, name: editing.name },
                      'rename',
                    );
                  }}
                >
                  <input
                    aria-label={`New name for ${location.name}`}
                    className={INPUT}
                    value={editing.name}
                    aria-invalid={errorOf('rename') ? true : undefined}
                    aria-describedby={errorOf('rename') ? 'rename-error' : undefined}
                    onChange={(event) => setEditing({ location, name: event.target.value })}
                  />
                  <Button type="submit">Save name</Button>
                  <Button variant="ghost" onClick={() => setEditing(null)}>
                    Cancel
                  </Button>
                  {errorOf('rename') ? (
                    <span id="rename-error" role="alert" className="w-full font-medium text-red-800">
                      {errorOf('rename')}
                    </span>
                  ) : null}
                </form>
              ) : (
                location.name
              )}
            </td>
            <td className="px-2 py-1">{location.inUse ?? '—'}</td>
            <td className="px-2 py-1">
              {location.lastChange ? `${location.lastChange.by}, ${time(location.lastChange.at)}` : '—'}
            </td>
            {data.canEdit ? (
              <td className="flex gap-2 px-2 py-1">
                <Button
                  variant="outline"
                  aria-label={`Rename ${location.name}`}
                  onClick={() => setEditing({ location, name: location.name })}
                >
                  Rename
                </Button>
                <Button
                  variant="outline"
                  aria-label={`Remove ${location.name}`}
                  disabled={location.inUse !== null}
                  onClick={() =>
                    void change({ action: 'remove', id: location.id, baseVersion: location.version }, null)
                  }
                >
                  Remove
                </Button>
              </td>
            ) : null}
          </tr>
        ))}
      </AdminTable>
      {data.canEdit ? (
        <form onSubmit={add} aria-labelledby="location-new" className="flex flex-col gap-2" noValidate>
          <h2 id="location-new" className="font-semibold text-slate-900">
            Add a location
          </h2>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium text-slate-800">Location name</span>
            <input
              className={`${INPUT} w-80`}
              value={newName}
              aria-invalid={errorOf('new') ? true : undefined}
              aria-describedby={errorOf('new') ? 'new-location-error' : undefined}
              onChange={(event) => setNewName(event.target.value)}
            />
          </label>
          {errorOf('new') ? (
            <p id="new-location-error" role="alert" className="text-sm font-medium text-red-800">
              {errorOf('new')}
            </p>
          ) : null}
          <div>
            <Button type="submit">Add location</Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
