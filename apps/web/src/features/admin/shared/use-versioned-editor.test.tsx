import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { friendlyMessage } from '@triage/contracts';
import type { SaveResult } from '@triage/contracts/admin';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';
import { EditorStatus } from './save-status.tsx';
import { useVersionedEditor } from './use-versioned-editor.ts';

interface Page {
  version: number;
  lastChange: { by: string; at: string } | null;
  text: string;
}

/** A practice's page as the server keeps it: a save against an older version is a conflict. */
function pageStore(text: string) {
  let stored: Page = { version: 0, lastChange: null, text };
  let reads = 0;
  return {
    reads: () => reads,
    read: async (): Promise<Page> => {
      reads += 1;
      return { ...stored };
    },
    save: async (baseVersion: number, next: string, by: string): Promise<SaveResult> => {
      if (baseVersion !== stored.version) {
        return { status: 'conflict', version: stored.version, lastChange: stored.lastChange };
      }
      stored = { version: stored.version + 1, lastChange: { by, at: '2026-11-02T09:30:00.000Z' }, text: next };
      return { status: 'saved', version: stored.version, lastChange: stored.lastChange };
    },
  };
}

function Editor({
  store,
  apply,
  signalsEdits,
}: {
  store: ReturnType<typeof pageStore>;
  apply: boolean;
  signalsEdits: boolean;
}) {
  const [draft, setDraft] = useState('');
  const editor = useVersionedEditor({
    practiceId: 'demo',
    read: () => store.read(),
    onLoaded: (data) => setDraft(data.text),
    isDirty: (data) => draft !== data.text,
  });
  if (!editor.loaded) return editor.failure ? <p role="alert">{editor.failure}</p> : <p>Loading…</p>;
  const save = () =>
    editor.save(
      ({ version }) => store.save(version, draft, 'olga@demo.example'),
      apply ? (data) => ({ ...data, text: draft }) : undefined,
    );
  return (
    <>
      <input
        aria-label="Text"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (signalsEdits) editor.edited();
        }}
      />
      <p>Version {editor.loaded.version}</p>
      <p>{editor.isDirty ? 'Unsaved' : 'Clean'}</p>
      <button type="button" onClick={() => void save()}>
        Save
      </button>
      <EditorStatus editor={editor} />
    </>
  );
}

function renderEditor(store: ReturnType<typeof pageStore>, apply = false, signalsEdits = true) {
  const router = createMemoryRouter(
    [
      { path: '/page', element: <Editor store={store} apply={apply} signalsEdits={signalsEdits} /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/page'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const type = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), { target: { value: text } });

/** The browser's own question (happy-dom has none): the administrator's answer. */
function answerConfirm(answer: boolean) {
  const confirm = vi.fn((_message?: string) => answer);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}

afterEach(() => vi.unstubAllGlobals());

describe('useVersionedEditor', () => {
  it.each([
    { apply: false, reads: 2, afterwards: 'the data is read again' },
    { apply: true, reads: 1, afterwards: 'the data is kept as the page saved it' },
  ])('saves against the version it read; when saved, $afterwards', async ({ apply, reads }) => {
    const store = pageStore('Call 111 after hours.');
    renderEditor(store, apply);
    expect(await screen.findByDisplayValue('Call 111 after hours.')).toBeTruthy();
    expect(screen.getByText('Clean')).toBeTruthy();
    type('Call 111 at night.');
    expect(screen.getByText('Unsaved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect(screen.getByText('Version 1')).toBeTruthy();
    expect(screen.getByText('Clean')).toBeTruthy();
    expect(store.reads()).toBe(reads);
  });

  it("hides 'Saved.' once the page is edited again, without the page saying so, and shows it after the next save", async () => {
    const store = pageStore('Call 111 after hours.');
    renderEditor(store, true, false);
    await screen.findByDisplayValue('Call 111 after hours.');
    type('Call 111 at night.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    type('Call 111 at any hour.');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect(screen.getByText('Version 2')).toBeTruthy();
  });

  it('shows a conflict with who changed it, keeps the edit, and Reload reads their change', async () => {
    const store = pageStore('Theirs before');
    renderEditor(store);
    await screen.findByDisplayValue('Theirs before');
    await store.save(0, 'Theirs after', 'oscar@demo.example');
    type('Mine');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      `Not saved: this was changed by oscar@demo.example at ${new Date('2026-11-02T09:30:00.000Z').toLocaleString()} while you were editing. Reload to see their change, then make yours again.`,
    );
    expect(screen.getByDisplayValue('Mine')).toBeTruthy();
    expect(screen.getByText('Version 0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Theirs after')).toBeTruthy();
    expect(screen.getByText('Version 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a refused load or save in the catalogue's words", async () => {
    const store = pageStore('Text');
    store.read = () =>
      Promise.reject(new ApiError('You are not authorized to perform this action.', 401, 'unauthorized'));
    renderEditor(store);
    expect((await screen.findByRole('alert')).textContent).toBe('You are not authorized to perform this action.');

    const saving = pageStore('Text');
    saving.save = () => Promise.reject(new TypeError('Failed to fetch'));
    renderEditor(saving);
    await screen.findByDisplayValue('Text');
    type('Text 2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const unanswered = friendlyMessage('default', appConfig.supportPhone);
    expect((await screen.findByText(unanswered)).getAttribute('role')).toBe('alert');
  });

  it('asks before leaving with unsaved changes, and stays when the administrator says no', async () => {
    const confirm = answerConfirm(false);
    const router = renderEditor(pageStore('Text'));
    await screen.findByDisplayValue('Text');
    type('Changed');
    await act(() => router.navigate('/elsewhere'));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page and lose them?');
    expect(router.state.location.pathname).toBe('/page');
    expect(screen.getByDisplayValue('Changed')).toBeTruthy();

    confirm.mockReturnValue(true);
    await act(() => router.navigate('/elsewhere'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('leaves without asking when nothing is unsaved', async () => {
    const confirm = answerConfirm(true);
    const router = renderEditor(pageStore('Text'));
    await screen.findByDisplayValue('Text');
    await act(() => router.navigate('/elsewhere'));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(confirm).not.toHaveBeenCalled();
  });
});
