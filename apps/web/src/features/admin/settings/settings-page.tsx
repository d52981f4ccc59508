import {
  CallSummaryButtonIcon,
  CallSummaryMethod,
  type CallSummaryOptions,
  type PracticeOptionsSet,
} from '@triage/contracts';
import {
  type AdminPractice,
  AdminPracticeOptions,
  getPracticeSettings,
  savePracticeSettings,
} from '@triage/contracts/admin';
import { type FormEvent, useState } from 'react';
import { useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { callAdmin } from '../api/admin-call.ts';
import { FieldError } from '../shared/console-ui.tsx';
import { EditorStatus } from '../shared/save-status.tsx';
import { useVersionedEditor } from '../shared/use-versioned-editor.ts';
import {
  CHOICE_FIELDS,
  choiceValue,
  FLAG_FIELDS,
  flagValue,
  NOT_SET,
  SUMMARY_ICONS,
  SUMMARY_METHODS,
  SUMMARY_VERSIONS,
} from './option-fields.ts';
import { Choice, Flag } from './setting-controls.tsx';

type Options = PracticeOptionsSet;
type Summary = CallSummaryOptions;

/** An option not set: what the page shows for it (the contract's default, or not set). */
const UNSET: Options = {};

/** Sets or removes (undefined, '') one key. */
function withValue<T extends object, K extends keyof T & string>(record: T, key: K, value: T[K] | undefined): T {
  const next = { ...record };
  if (value === undefined || value === NOT_SET) delete next[key];
  else next[key] = value;
  return next;
}

/** Every problem of the draft against the server's contract, by field path. */
function problemsOf(options: Options): Record<string, string> {
  const parsed = AdminPracticeOptions.safeParse(options);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/**
 * Settings: every practice option of spec section 3 with what it changes, checked with the server's
 * contract before saving, saved against the version it started from (a conflict is shown, never
 * overwritten), guarded against leaving with unsaved changes.
 */
export function SettingsPage() {
  const practice = useOutletContext<AdminPractice>();
  const [draft, setDraft] = useState<Options>({});
  const [origins, setOrigins] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  const summary: Summary = draft.callSummaryOptions ?? {};
  const originList = origins
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const candidate = withValue(
    draft,
    'callSummaryOptions',
    Object.keys(withValue(summary, 'originWhitelist', originList.length ? originList : undefined)).length
      ? withValue(summary, 'originWhitelist', originList.length ? originList : undefined)
      : undefined,
  );
  const editor = useVersionedEditor({
    practiceId: practice.practiceId,
    read: (practiceId) => callAdmin(getPracticeSettings, { params: { practiceId } }),
    onLoaded: (data) => {
      setDraft(data.options);
      setOrigins((data.options.callSummaryOptions?.originWhitelist ?? []).join('\n'));
      setProblems({});
    },
    isDirty: (data) => JSON.stringify(candidate) !== JSON.stringify(data.options),
  });
  const { loaded, isDirty, load } = editor;

  const set = <K extends keyof Options & string>(key: K, value: Options[K] | undefined) =>
    setDraft((current) => withValue(current, key, value));
  /** A value equal to the default of an option the practice never set leaves it unset. */
  const setOption = <K extends keyof Options & string>(key: K, value: Options[K], unset: Options[K]) =>
    set(key, value === unset && loaded?.options[key] === undefined ? undefined : value);
  const setSummary = <K extends keyof Summary & string>(key: K, value: Summary[K] | undefined) =>
    set('callSummaryOptions', withValue(summary, key, value));
  const columbia = new Set(draft.columbiaScaleProtocols ?? []);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!loaded) return;
    const found = problemsOf(candidate);
    setProblems(found);
    editor.edited();
    if (Object.keys(found).length > 0) return;
    void editor.save(
      ({ version }) =>
        callAdmin(savePracticeSettings, {
          params: { practiceId: practice.practiceId },
          body: { baseVersion: version, options: candidate },
        }),
      (data) => ({ ...data, options: candidate }),
    );
  }

  if (!loaded) return editor.failure ? <p role="alert">{editor.failure}</p> : <p>Loading settings…</p>;
  return (
    <form onSubmit={save} aria-labelledby="settings-title" className="flex max-w-3xl flex-col gap-6" noValidate>
      <div>
        <h1 id="settings-title" className="text-xl font-semibold text-slate-900">
          Settings — {practice.name}
        </h1>
        <p className="text-sm text-slate-600">
          {loaded.lastChange
            ? `Last changed by ${loaded.lastChange.by} at ${new Date(loaded.lastChange.at).toLocaleString()}.`
            : 'Never changed in the console.'}{' '}
          Saved changes reach the practice's nurses within a second.
        </p>
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold text-slate-900">What nurses see</legend>
        {CHOICE_FIELDS.map((field) => (
          <Choice
            key={field.key}
            field={field}
            value={choiceValue(draft, field.key)}
            error={problems[field.key]}
            onChange={(value) => setOption(field.key, value, choiceValue(UNSET, field.key))}
          />
        ))}
        {FLAG_FIELDS.map((field) => (
          <Flag
            key={field.key}
            field={field}
            checked={flagValue(draft, field.key)}
            onChange={(checked) => setOption(field.key, checked, flagValue(UNSET, field.key))}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-slate-900">Patient handouts</legend>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-slate-800">Phone on handouts</span>
          <span className="text-slate-600">
            The number patients call with questions, printed on every handout (empty: 'call your doctor’s office').
          </span>
          <input
            type="tel"
            className="w-72 rounded-[var(--radius-app)] border border-slate-300 px-2 py-1"
            value={draft.handoutPhone ?? ''}
            aria-invalid={problems.handoutPhone !== undefined}
            aria-describedby="handout-phone-error"
            onChange={(event) => set('handoutPhone', event.target.value.trim() === '' ? undefined : event.target.value)}
          />
        </label>
        <FieldError id="handout-phone-error" message={problems.handoutPhone} />
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-slate-900">Suicide-risk screening (C-SSRS)</legend>
        <p id="columbia-help" className="text-sm text-slate-600">
          Calls using these protocols require the Columbia Suicide Severity Rating Scale.
        </p>
        <div className="grid max-h-64 grid-cols-1 gap-1 overflow-auto rounded-[var(--radius-app)] border border-slate-200 bg-white p-2 sm:grid-cols-2">
          {loaded.protocols.map((protocol) => (
            <label key={protocol.sourceProtocolId} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={columbia.has(protocol.sourceProtocolId)}
                onChange={(event) => {
                  const next = new Set(columbia);
                  if (event.target.checked) next.add(protocol.sourceProtocolId);
                  else next.delete(protocol.sourceProtocolId);
                  set('columbiaScaleProtocols', next.size ? [...next].sort((a, b) => a - b) : undefined);
                }}
              />
              {protocol.title}
            </label>
          ))}
        </div>
        <FieldError id="columbia-error" message={problems.columbiaScaleProtocols} />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold text-slate-900">Call summary for an embedding EHR page</legend>
        <Choice
          field={{
            label: 'Method',
            help: 'How the call summary reaches the host page.',
            choices: SUMMARY_METHODS,
          }}
          value={summary.method ?? NOT_SET}
          onChange={(value) => setSummary('method', CallSummaryMethod.safeParse(value).data)}
          error={problems['callSummaryOptions.method']}
        />
        <Choice
          field={{
            label: 'Summary version',
            help: 'The layout of the summary the host receives.',
            choices: SUMMARY_VERSIONS,
          }}
          value={summary.version ?? NOT_SET}
          onChange={(value) => setSummary('version', value)}
          error={problems['callSummaryOptions.version']}
        />
        <Choice
          field={{
            label: 'COPY button icon',
            help: 'The icon of the button that sends the summary.',
            choices: SUMMARY_ICONS,
          }}
          value={summary.buttonIcon ?? NOT_SET}
          onChange={(value) => setSummary('buttonIcon', CallSummaryButtonIcon.safeParse(value).data)}
          error={problems['callSummaryOptions.buttonIcon']}
        />
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-slate-800">COPY button text</span>
          <span className="text-slate-600">The label of that button (empty: the default).</span>
          <input
            className="rounded-[var(--radius-app)] border border-slate-300 px-2 py-1"
            value={summary.buttonText ?? ''}
            onChange={(event) => setSummary('buttonText', event.target.value || undefined)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-slate-800">Allowed host origins</span>
          <span className="text-slate-600">
            One origin per line (https://ehr.example.org; http only for localhost): only these pages may drive the app
            or receive the summary. Required for postMessage.
          </span>
          <textarea
            rows={3}
            className="rounded-[var(--radius-app)] border border-slate-300 px-2 py-1 font-mono"
            value={origins}
            aria-invalid={Object.keys(problems).some((key) => key.startsWith('callSummaryOptions.originWhitelist'))}
            aria-describedby="origins-error"
            onChange={(event) => setOrigins(event.target.value)}
          />
        </label>
        <FieldError
          id="origins-error"
          message={Object.entries(problems)
            .filter(([key]) => key.startsWith('callSummaryOptions.originWhitelist'))
            .map(([key, message]) => {
              const line = key.split('.')[2];
              return line === undefined ? message : `Line ${Number(line) + 1}: ${message}`;
            })
            .join('; ')}
        />
      </fieldset>
      <EditorStatus editor={editor} />
      <div className="flex gap-3">
        <Button type="submit" disabled={!isDirty || editor.isSaving}>
          {editor.isSaving ? 'Saving…' : 'Save settings'}
        </Button>
        <Button variant="outline" disabled={!isDirty} onClick={() => void load()}>
          Discard changes
        </Button>
      </div>
    </form>
  );
}
