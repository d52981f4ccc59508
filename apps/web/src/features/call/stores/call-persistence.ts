/**
 * Where the call lives in the browser between page loads (spec sections 4 and 9), always through
 * the encrypted storage:
 *
 * - 'call-storage': the call data `{ state: { callId, freeNote, selectedProtocols,
 *   dispositionOverride }, version }`, the protocols without their content (the content is in the
 *   entries below) and the disposition override (disposition, reason, notes) or null;
 * - 'protocol-' + fullId: each kept protocol, with content and answers;
 * - 'active-protocol-id': the active protocol's fullId;
 * - 'columbia-scale': `{ state: scale, version }`.
 *
 * What is kept is decided by core's `callPersistencePlan` (only explicit protocols; nothing with
 * persistCall false, when every entry is removed). Writes are incremental: an entry is rewritten
 * only when its value changed, so typing in the free note re-encrypts the small call data only.
 * A stored protocol that cannot be read or parsed is discarded. A write runs after the change has
 * been painted (`afterNextPaint`: the latest state of a burst of changes, once), so serializing and
 * encrypting a protocol is never part of the answer's frame (ADR 0022); `flush` and `clear` settle a
 * waiting write first, and so do beforeunload, pagehide and a page turning hidden, so that an answer
 * given just before a reload or a closed tab is kept.
 */
import {
  type CallState,
  ColumbiaScale,
  DispositionOverride,
  type SelectedProtocol,
  SelectedProtocol as SelectedProtocolSchema,
} from '@triage/contracts';
import { type CallPersistencePlan, callPersistencePlan, initialCallState, type PersistOptions } from '@triage/core';
import { afterNextPaint } from '../../../lib/after-paint.ts';
import {
  type EncryptedStorage,
  encryptedStorage,
  PROTOCOL_KEY_PREFIX,
  protocolStorageKey,
  STORAGE_KEYS,
} from '../../../lib/storage/index.ts';

const VERSION = 1;

/** The call as read back from storage: what can be resumed. */
type StoredCall = Pick<
  CallState,
  'callId' | 'freeNote' | 'selectedProtocols' | 'activeProtocol' | 'columbiaScale' | 'dispositionOverride'
>;

export interface CallPersistence {
  /** Writes what `plan` keeps and removes what it no longer keeps. */
  write(state: CallState, options: PersistOptions): void;
  /** Reads the stored call; null when nothing usable is stored. */
  read(): Promise<StoredCall | null>;
  /** Removes every stored part of the call (scale, protocols, active marker, call data). */
  clear(): Promise<void>;
  /** Resolves once every write requested so far has reached storage. */
  flush(): Promise<void>;
}

interface CallData {
  callId: string | null;
  freeNote: string;
  selectedProtocols: SelectedProtocol[];
  /** Absent in calls stored before the override was kept. */
  dispositionOverride?: unknown;
}

function withoutContent(protocol: SelectedProtocol): SelectedProtocol {
  const { content: _content, ...rest } = protocol;
  return rest;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isCallDataRecord(value: unknown): value is { state: CallData } {
  if (!isRecord(value) || !isRecord(value.state)) return false;
  const { callId, freeNote, selectedProtocols } = value.state;
  return (
    (callId === null || typeof callId === 'string') &&
    typeof freeNote === 'string' &&
    Array.isArray(selectedProtocols) &&
    selectedProtocols.every((p) => isRecord(p) && typeof p.fullId === 'string')
  );
}

function isScaleRecord(value: unknown): boolean {
  return isRecord(value) && ColumbiaScale.safeParse(value.state).success;
}

function isStoredProtocol(value: unknown): boolean {
  return SelectedProtocolSchema.safeParse(value).success;
}

/** Keys of every stored protocol entry (key names are clear text; values stay encrypted). */
function storedProtocolKeys(storage: () => Storage): string[] {
  try {
    const backing = storage();
    const keys: string[] = [];
    for (let i = 0; i < backing.length; i++) {
      const key = backing.key(i);
      if (key?.startsWith(PROTOCOL_KEY_PREFIX)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

export interface CallPersistenceOptions {
  storage?: EncryptedStorage;
  /** The raw storage, only to list the protocol entries' key names. Default `window.localStorage`. */
  backing?: () => Storage;
  /** When a requested write runs; returns a cancel function. Default: after the next paint. */
  schedule?: (run: () => void) => () => void;
}

export function createCallPersistence(options: CallPersistenceOptions = {}): CallPersistence {
  const storage = options.storage ?? encryptedStorage;
  const backing = options.backing ?? (() => window.localStorage);
  const schedule = options.schedule ?? ((run: () => void) => afterNextPaint(run));

  // What was last written, compared by reference; undefined = unknown (write everything).
  let lastCallData: Pick<CallState, 'callId' | 'freeNote' | 'selectedProtocols' | 'dispositionOverride'> | undefined;
  let lastProtocols = new Map<string, SelectedProtocol>();
  let lastActive: string | null | undefined;
  let lastScale: ColumbiaScale | undefined;
  let isCleared = false;

  const forget = () => {
    lastCallData = undefined;
    lastProtocols = new Map();
    lastActive = undefined;
    lastScale = undefined;
  };

  const removeAll = (): Promise<void> => {
    forget();
    const keys = [
      STORAGE_KEYS.call,
      STORAGE_KEYS.columbiaScale,
      STORAGE_KEYS.activeProtocolId,
      ...storedProtocolKeys(backing),
    ];
    return Promise.all(keys.map((key) => storage.removeItem(key))).then(() => undefined);
  };

  const writePlan = (plan: Extract<CallPersistencePlan, { persist: true }>) => {
    isCleared = false;
    const { callState } = plan;
    if (
      lastCallData === undefined ||
      lastCallData.callId !== callState.callId ||
      lastCallData.freeNote !== callState.freeNote ||
      lastCallData.selectedProtocols !== plan.protocols ||
      lastCallData.dispositionOverride !== callState.dispositionOverride
    ) {
      const selectedProtocols = plan.protocols.map(withoutContent);
      const { callId, freeNote, dispositionOverride } = callState;
      void storage.setJson(STORAGE_KEYS.call, {
        state: { callId, freeNote, selectedProtocols, dispositionOverride },
        version: VERSION,
      });
    }
    lastCallData = {
      callId: callState.callId,
      freeNote: callState.freeNote,
      selectedProtocols: plan.protocols,
      dispositionOverride: callState.dispositionOverride,
    };

    const kept = new Map<string, SelectedProtocol>();
    for (const protocol of plan.protocols) {
      kept.set(protocol.fullId, protocol);
      if (lastProtocols.get(protocol.fullId) !== protocol) {
        void storage.setJson(protocolStorageKey(protocol.fullId), protocol);
      }
    }
    for (const fullId of lastProtocols.keys()) {
      if (!kept.has(fullId)) void storage.removeItem(protocolStorageKey(fullId));
    }
    lastProtocols = kept;

    if (lastActive !== plan.activeProtocol) {
      if (plan.activeProtocol === null) void storage.removeItem(STORAGE_KEYS.activeProtocolId);
      else void storage.setJson(STORAGE_KEYS.activeProtocolId, plan.activeProtocol);
      lastActive = plan.activeProtocol;
    }
    if (lastScale !== plan.columbiaScale) {
      void storage.setJson(STORAGE_KEYS.columbiaScale, { state: plan.columbiaScale, version: VERSION });
      lastScale = plan.columbiaScale;
    }
  };

  const writeNow = (state: CallState, persistOptions: PersistOptions) => {
    const plan = callPersistencePlan(state, persistOptions);
    if (plan.persist) {
      writePlan(plan);
    } else if (!isCleared) {
      isCleared = true;
      void removeAll();
    }
  };
  let waiting: { state: CallState; options: PersistOptions; cancel: () => void } | null = null;
  const runWaiting = () => {
    if (!waiting) return;
    const { state, options: persistOptions, cancel } = waiting;
    cancel();
    waiting = null;
    writeNow(state, persistOptions);
  };
  // The page may go away: the waiting write starts now. Encrypting is asynchronous, so a reload or a
  // navigation is caught at beforeunload, before its request leaves (at pagehide the next document
  // is already taking over); pagehide and a hidden page (a closed or switched tab) settle it too.
  if (typeof window !== 'undefined') {
    window.addEventListener('beforeunload', runWaiting);
    window.addEventListener('pagehide', runWaiting);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') runWaiting();
    });
  }

  return {
    write(state, persistOptions) {
      if (waiting) {
        waiting.state = state;
        waiting.options = persistOptions;
        return;
      }
      waiting = { state, options: persistOptions, cancel: schedule(runWaiting) };
    },

    async read() {
      const data = await storage.getJson(STORAGE_KEYS.call, isCallDataRecord);
      if (!isCallDataRecord(data)) return null;
      const listed = new Set(data.state.selectedProtocols.map((p) => protocolStorageKey(p.fullId)));
      for (const key of storedProtocolKeys(backing)) {
        if (!listed.has(key)) void storage.removeItem(key);
      }
      const protocols: SelectedProtocol[] = [];
      for (const entry of data.state.selectedProtocols) {
        const stored = await storage.getJson(protocolStorageKey(entry.fullId), isStoredProtocol);
        const parsed = SelectedProtocolSchema.safeParse(stored);
        if (parsed.success) protocols.push(parsed.data);
      }
      const active = await storage.getJson(STORAGE_KEYS.activeProtocolId, (v) => typeof v === 'string');
      const scaleRecord = await storage.getJson(STORAGE_KEYS.columbiaScale, isScaleRecord);
      const scale = isRecord(scaleRecord) ? ColumbiaScale.safeParse(scaleRecord.state) : null;
      const activeProtocol = protocols.find((p) => p.fullId === active)?.fullId ?? protocols[0]?.fullId ?? null;
      const override = DispositionOverride.nullable().safeParse(data.state.dispositionOverride ?? null);
      return {
        dispositionOverride: override.success ? override.data : null,
        callId: data.state.callId,
        freeNote: data.state.freeNote,
        selectedProtocols: protocols,
        activeProtocol,
        columbiaScale: scale?.success ? scale.data : initialCallState().columbiaScale,
      };
    },

    clear() {
      waiting?.cancel();
      waiting = null;
      isCleared = false;
      return removeAll();
    },

    flush: () => {
      runWaiting();
      return storage.flush();
    },
  };
}
