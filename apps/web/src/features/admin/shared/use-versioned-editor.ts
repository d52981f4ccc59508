/**
 * The one load / save cycle of a console page that edits a practice's versioned data (settings,
 * call-note template, instructions, titles and keywords, notes): read it, save against the version
 * the page started from (a conflict is kept as the result, never overwritten), a refusal in the
 * catalogue's words (`refusalOf`), and the unsaved-changes guard.
 */
import type { SaveResult } from '@triage/contracts/admin';
import { useCallback, useEffect, useRef, useState } from 'react';
import { refusalOf } from './refusal.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';

export interface Versioned {
  version: number;
  lastChange: SaveResult['lastChange'];
}

export interface VersionedEditorOptions<D extends Versioned> {
  /** The practice: its data is read again when it changes. */
  practiceId: string;
  read: (practiceId: string) => Promise<D>;
  /** Fresh data was read: set the page's drafts from it. */
  onLoaded?: (data: D) => void;
  /** Whether the page holds changes not saved (leaving the page then asks first). */
  isDirty: (loaded: D) => boolean;
}

export interface VersionedEditor<D extends Versioned> {
  loaded: D | null;
  failure: string | null;
  /** The last save's answer: saved (while nothing was edited since), or the conflict with who changed it. */
  result: SaveResult | null;
  isSaving: boolean;
  isDirty: boolean;
  load: () => Promise<void>;
  /**
   * Saves with `send` (against `loaded.version`). When saved, `applied` gives the data as saved
   * (its version follows the answer); without it the data is read again.
   */
  save: (send: (loaded: D) => Promise<SaveResult>, applied?: (loaded: D) => D) => Promise<void>;
  /** An edit: the last save's answer no longer describes the page. */
  edited: () => void;
}

export function useVersionedEditor<D extends Versioned>(options: VersionedEditorOptions<D>): VersionedEditor<D> {
  const { practiceId } = options;
  const [loaded, setLoaded] = useState<D | null>(null);
  const [result, setResult] = useState<SaveResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  // The page's callbacks are new at each render; the latest is used, and only the practice reloads.
  const latest = useRef(options);
  latest.current = options;

  const load = useCallback(async () => {
    setFailure(null);
    try {
      const data = await latest.current.read(practiceId);
      setLoaded(data);
      latest.current.onLoaded?.(data);
      setResult(null);
    } catch (error) {
      setFailure(refusalOf(error).text);
    }
  }, [practiceId]);
  useEffect(() => void load(), [load]);

  const isDirty = loaded !== null && options.isDirty(loaded);
  useUnsavedGuard(isDirty);

  async function save(send: (loaded: D) => Promise<SaveResult>, applied?: (loaded: D) => D) {
    if (!loaded) return;
    setIsSaving(true);
    setFailure(null);
    try {
      const saved = await send(loaded);
      if (saved.status === 'saved') {
        if (applied) setLoaded({ ...applied(loaded), version: saved.version, lastChange: saved.lastChange });
        else await load();
      }
      setResult(saved);
    } catch (error) {
      setFailure(refusalOf(error).text);
    } finally {
      setIsSaving(false);
    }
  }

  // "Saved." describes the page only while it holds what was saved: an edit since hides it (a
  // conflict stays, with the edit that met it).
  const shown = isDirty && result?.status === 'saved' ? null : result;
  return { loaded, failure, result: shown, isSaving, isDirty, load, save, edited: () => setResult(null) };
}
