import {
  type AdminLocation,
  type AdminPractice,
  getLocations,
  type LocationChange,
  LocationName,
  type LocationsData,
  type SaveResult,
  saveLocation,
} from '@triage/contracts/admin';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { INPUT, Notice, PageHeading, problemOf, time } from '../shared/console-ui.tsx';
import { SaveStatus } from '../shared/save-status.tsx';
import { useUnsavedGuard } from '../shared/use-unsaved-guard.ts';

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
  const [data, setData] = useState<LocationsData | null>(null);
  const [newName, setNewName] = useState('');
  const [editing, setEditing] = useState<{ location: AdminLocation; name: string } | null>(null);
  const [problem, setProblem] = useState<{ field: 'new' | 'rename' | null; message: string } | null>(null);
  const [result, setResult] = useState<SaveResult | null>(null);

  const load = useCallback(async () => {
    try {
      setData(await callAdmin(getLocations, { params: { practiceId: practice.practiceId } }));
      setEditing(null);
    } catch (error) {
      setProblem({ field: null, message: problemOf(error).message });
    }
  }, [practice.practiceId]);
  useEffect(() => void load(), [load]);
  useUnsavedGuard(newName !== '' || (editing !== null && editing.name !== editing.location.name));

  async function change(body: LocationChange, field: 'new' | 'rename' | null) {
    const invalid = body.action === 'remove' ? null : nameProblem(body.name);
    setResult(null);
    if (invalid) return setProblem({ field, message: invalid });
    setProblem(null);
    try {
      const saved = await callAdmin(saveLocation, { params: { practiceId: practice.practiceId }, body });
      setResult(saved);
      if (saved.status === 'saved') {
        if (field === 'new') setNewName('');
        await load();
      }
    } catch (error) {
      const found = problemOf(error);
      setProblem({ field: found.field === 'name' ? field : null, message: found.message });
    }
  }

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void change({ action: 'add', name: newName }, 'new');
  }

  if (!data) return problem ? <Notice tone="alert">{problem.message}</Notice> : <p>Loading…</p>;
  const errorOf = (field: 'new' | 'rename') => (problem?.field === field ? problem.message : undefined);
  return (
    <section aria-labelledby="locations-title" className="flex max-w-4xl flex-col gap-4">
      <PageHeading id="locations-title" title={`Locations — ${practice.name}`}>
        The locations of the practice's organization: nurses pick one when their EHR's link asks for it.{' '}
        {data.canEdit ? '' : 'They belong to the organization: its organization administrators change them.'}
      </PageHeading>
      {problem && problem.field === null ? <Notice tone="alert">{problem.message}</Notice> : null}
      <SaveStatus result={result} onReload={() => void load()} />
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
