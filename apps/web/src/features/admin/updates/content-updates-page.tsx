import {
  type AdminPractice,
  listProtocolUpdates,
  type ProtocolUpdatesData,
  resolveProtocolUpdate,
} from '@triage/contracts/admin';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { Notice, PageHeading, time } from '../shared/console-ui.tsx';
import { useConsoleList } from '../shared/use-console-list.ts';
import { ConflictPicker, pickKey, type Side } from './conflict-picker.tsx';

type Update = ProtocolUpdatesData['updates'][number];

const STALE =
  'Not resolved: this protocol changed since the update was merged, or the merge was resolved already. The list is read again.';

/** What the update changed for the practice: each item with its fields, before → after. */
function UpdateSummary({ update }: { update: Update }) {
  if (update.changes.length === 0) return <p className="text-sm text-slate-600">No change besides the conflicts.</p>;
  return (
    <ul aria-label={`What the update changed in ${update.title}`} className="ml-4 list-disc text-sm">
      {update.changes.map((change) => (
        <li key={`${change.kind}:${change.id}`}>
          {change.label} — {change.change}
          {change.fields.map((field) => (
            <span key={field.field}>
              {'; '}
              {field.field}: {field.before === null ? '' : `${field.before} → `}
              {field.after ?? '(removed)'}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** A held merge: its conflicts side by side, a side picked for each, then resolved into a draft. */
function HeldUpdate({ update, onResolve }: { update: Update; onResolve: (picks: Map<string, Side>) => void }) {
  const [picks, setPicks] = useState<Map<string, Side>>(new Map());
  const keys = update.conflicts.flatMap((conflict) => conflict.fields.map((field) => pickKey(conflict, field.field)));
  const left = keys.filter((key) => !picks.has(key)).length;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">Conflicts to resolve</h3>
      <ul className="flex flex-col gap-3">
        {update.conflicts.map((conflict) => (
          <ConflictPicker
            key={`${conflict.kind}:${conflict.id}`}
            conflict={conflict}
            picks={picks}
            onPick={(key, side) => setPicks(new Map(picks).set(key, side))}
          />
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        {left === 0 ? 'Every conflict has a side.' : `${left} of ${keys.length} still to decide.`}
      </p>
      <div>
        <Button disabled={left > 0} onClick={() => onResolve(picks)}>
          Resolve into a draft
        </Button>
      </div>
    </div>
  );
}

/**
 * Customization › Content updates (issue 34, ADR 0043): the practice's protocols the last content
 * update merged. A conflict-free merge is already a draft; a merge with conflicts shows each one
 * side by side and becomes a draft once a side is picked for every one. Nurses keep the practice's
 * published version until a medical director publishes the draft in Customization › Protocols.
 */
export function ContentUpdatesPage() {
  const practice = useOutletContext<AdminPractice>();
  const params = { practiceId: practice.practiceId };
  const list = useConsoleList(() => callAdmin(listProtocolUpdates, { params }), practice.practiceId);

  function resolve(update: Update, picks: Map<string, Side>) {
    const body = {
      picks: update.conflicts.flatMap((conflict) =>
        conflict.fields.map((field) => ({
          kind: conflict.kind,
          id: conflict.id,
          field: field.field,
          side: picks.get(pickKey(conflict, field.field)) ?? 'ours',
        })),
      ),
    };
    void list.act(() => callAdmin(resolveProtocolUpdate, { params: { ...params, mergeId: update.id }, body }), {
      said: (answer) =>
        answer.status === 'drafted'
          ? `${update.title}: saved as draft ${answer.draftVersion}. A medical director publishes it in Customization › Protocols (edit it there first if needed).`
          : STALE,
    });
  }

  const updates = list.data?.updates ?? null;
  return (
    <section aria-labelledby="content-updates-title" className="flex max-w-5xl flex-col gap-4">
      <PageHeading id="content-updates-title" title={`Content updates — ${practice.name}`}>
        Protocols your practice has its own version of, merged with a new version of the licensed content. Nurses keep
        your published version until the merged draft is published.
      </PageHeading>
      {list.notice ? <Notice tone={list.notice.tone}>{list.notice.text}</Notice> : null}
      {updates === null ? (
        list.notice ? null : (
          <p>Loading content updates…</p>
        )
      ) : updates.length === 0 ? (
        <p className="text-sm text-slate-600">No content update waits for your practice.</p>
      ) : (
        <ul aria-label="Content updates" className="flex flex-col gap-4">
          {updates.map((update) => (
            <li key={update.id} className="flex flex-col gap-2 rounded-[var(--radius-app)] border border-slate-200 p-3">
              <h2 className="text-base font-semibold text-slate-900">
                {update.title} ({update.contentSet})
              </h2>
              <p className="text-sm text-slate-700">
                Merged {time(update.at)}.{' '}
                {update.state === 'held'
                  ? `${update.conflicts.length} ${update.conflicts.length === 1 ? 'conflict' : 'conflicts'} to resolve before it can be published.`
                  : `Merged into draft ${update.draftVersion}, ready to publish in Customization › Protocols.`}
              </p>
              <h3 className="text-sm font-semibold text-slate-900">What the update changed for your practice</h3>
              <UpdateSummary update={update} />
              {update.state === 'held' ? (
                <HeldUpdate update={update} onResolve={(picks) => resolve(update, picks)} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
