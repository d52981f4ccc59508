/**
 * The one read → change → read again cycle of a console page that lists something (live sessions,
 * SSO links, locations, subscriptions, EHR connections, administrators, the audit trail): the list
 * is read when the page opens and whenever its key changes; a change is sent, its outcome becomes
 * the page's notice and the list is read again. A refused read or change is worded by `refusalOf`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { refusalOf } from './refusal.ts';

interface ConsoleNotice {
  tone: 'status' | 'alert';
  text: string;
  /** The field a refusal names (the server's reason, or the page's own check); null: none. */
  field: string | null;
}

interface ActOptions<R> {
  /** What the page says after the change (a status); null or absent: nothing. */
  said?: (answer: R) => string | null;
  /** Whether the list is read again after this answer (default: always; a conflict may keep the page as it is). */
  reloadWhen?: (answer: R) => boolean;
}

export interface ConsoleList<D> {
  /** The list as last read; null until the first read answers. */
  data: D | null;
  /** What the page says now: the last change's outcome, or why the list or a change was refused. */
  notice: ConsoleNotice | null;
  /** Reads the list again. */
  reload: () => Promise<void>;
  /**
   * Sends a change. Answered: the notice is what `said` gives and the list is read again.
   * Refused: the notice is the refusal (an alert, with its field) and the list stays as it is.
   * Resolves to the answer, or null when refused.
   */
  act: <R>(send: () => Promise<R>, options?: ActOptions<R>) => Promise<R | null>;
  /** The page's own check refused a change before it was sent: shown like the server's refusal. */
  refuse: (text: string, field?: string | null) => void;
  /** Forgets the notice (e.g. the page starts another change). */
  clear: () => void;
}

/**
 * `read` gives the list (the latest `read` is used); `key` names what is listed (a practice, the
 * audit trail's filters and page): a new key reads again, and an answer for an older key is dropped.
 */
export function useConsoleList<D>(read: () => Promise<D>, key: string): ConsoleList<D> {
  const [data, setData] = useState<D | null>(null);
  const [notice, setNotice] = useState<ConsoleNotice | null>(null);
  const latestRead = useRef(read);
  latestRead.current = read;
  const reads = useRef(0);
  // A read's refusal is replaced by the next read that answers; a change's outcome stays.
  const isReadRefusal = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what is read; `read` is the latest
  const reload = useCallback(async () => {
    const current = ++reads.current;
    try {
      const answer = await latestRead.current();
      if (current !== reads.current) return;
      setData(answer);
      if (isReadRefusal.current) setNotice(null);
      isReadRefusal.current = false;
    } catch (error) {
      if (current !== reads.current) return;
      isReadRefusal.current = true;
      setNotice({ tone: 'alert', ...refusalOf(error) });
    }
  }, [key]);
  useEffect(() => void reload(), [reload]);

  const clear = useCallback(() => {
    isReadRefusal.current = false;
    setNotice(null);
  }, []);

  const refuse = useCallback((text: string, field: string | null = null) => {
    isReadRefusal.current = false;
    setNotice({ tone: 'alert', text, field });
  }, []);

  const act = useCallback(
    async <R>(send: () => Promise<R>, options: ActOptions<R> = {}): Promise<R | null> => {
      clear();
      let answer: R;
      try {
        answer = await send();
      } catch (error) {
        const refusal = refusalOf(error);
        refuse(refusal.text, refusal.field);
        return null;
      }
      const text = options.said?.(answer) ?? null;
      if (text !== null) setNotice({ tone: 'status', text, field: null });
      if (options.reloadWhen?.(answer) ?? true) await reload();
      return answer;
    },
    [clear, refuse, reload],
  );

  return { data, notice, reload, act, refuse, clear };
}
