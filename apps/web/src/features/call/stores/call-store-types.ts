/** The call store's state, actions and dependencies (see call-store.ts). */
import type {
  CallState,
  ColumbiaScale,
  DispositionOverride,
  Protocol,
  SelectedProtocol,
  SelectionMode,
} from '@triage/contracts';
import type { CallIdGenerator, PersistOptions, SelectableProtocol } from '@triage/core';
import type { CallPersistence } from './call-persistence.ts';

/** Loading state of a selected protocol's content. */
export type ProtocolLoad = { status: 'loading' } | { status: 'failed'; message: string };

/** A removal waiting for the user's answer in the 'Are You Sure?' dialog. */
interface PendingRemoval {
  /** The protocols that would be removed (for their titles). */
  protocols: SelectedProtocol[];
  request:
    | { kind: 'remove'; sourceProtocolId: number }
    | { kind: 'select'; protocol: SelectableProtocol; mode: SelectionMode };
}

type RestoreStatus = 'idle' | 'restoring' | 'restored';

interface CallStoreState extends CallState {
  /** 'restored' once the stored call was read (or found absent); routes wait for it. */
  restoreStatus: RestoreStatus;
  /** 'pending' after a call with something in it was restored, until the Resume dialog is answered. */
  resumeOffer: 'none' | 'pending';
  /** Selected protocols whose content is loading or failed to load, by fullId. */
  protocolLoads: Readonly<Record<string, ProtocolLoad>>;
  pendingRemoval: PendingRemoval | null;
}

type SelectOutcome = 'selected' | 'removed' | 'needs-confirmation' | 'not-found';

interface CallStoreActions {
  /**
   * Selects a protocol: toggle (a list row) or explicit (add-to-call, Select Protocol dialog, the
   * explicit list). A protocol without content is fetched and replaced by the full protocol.
   * Clicking the active protocol again in the same mode removes it (explicit: after confirmation,
   * `pendingRemoval` is set). Resolves once the content is loaded (or failed).
   */
  selectProtocol: (
    protocol: SelectableProtocol,
    mode: SelectionMode,
    options?: { confirmed?: boolean },
  ) => Promise<SelectOutcome>;
  /** Removes by source protocol id; an explicit one waits for confirmation (`pendingRemoval`). */
  removeProtocol: (sourceProtocolId: number, options?: { confirmed?: boolean }) => SelectOutcome;
  /** Proceed in the 'Are You Sure?' dialog. */
  confirmPendingRemoval: () => void;
  /** Cancel in the 'Are You Sure?' dialog. */
  cancelPendingRemoval: () => void;
  /** Picking a selected protocol (selection-row picker): makes it active as an explicit selection. */
  setActiveProtocol: (fullId: string) => void;
  /** Fetches a protocol's content again after a failure. */
  retryProtocolLoad: (fullId: string) => Promise<void>;
  /** Edits the free note; the call id is recomputed (and a new call id empties the selection). */
  setFreeNote: (freeNote: string) => void;
  /**
   * Applies any core reducer to one selected protocol, e.g.
   * `updateProtocol(fullId, (p) => pressAnswerButton(p, questionId, 'Y'))`. Returning the same
   * object changes nothing.
   */
  updateProtocol: (fullId: string, change: (protocol: SelectedProtocol) => SelectedProtocol) => void;
  /** Applies a change to the whole call state (copy tracking still applies). Prefer the specific actions. */
  updateCallState: (change: (state: CallState) => CallState) => void;
  setDispositionOverride: (override: DispositionOverride | null) => void;
  clearDispositionOverride: () => void;
  /** Sets the suicide-risk scale, or applies a core scale reducer to it. */
  setColumbiaScale: (scale: ColumbiaScale | ((scale: ColumbiaScale) => ColumbiaScale)) => void;
  /** After COPY (or a send to the host page). */
  markCopied: () => void;
  /** RESET: resets, or sets confirmBeforeReset (the dialog then offers Return to Call / Reset). */
  reset: () => 'reset' | 'needs-confirmation';
  /** Reset in the confirmation dialog. */
  confirmReset: () => void;
  /** Return to Call in the confirmation dialog. */
  cancelReset: () => void;
  /** Forced reset without asking (sign-out, Start New Call): initial state, stored call removed. */
  resetCallState: () => void;
  /** Reads the stored call once (later calls return the same promise). */
  restore: () => Promise<void>;
  /** Resume Previous Call answered (either button) or no longer applicable. */
  dismissResumeOffer: () => void;
}

export type CallStore = CallStoreState & CallStoreActions;

export interface CallStoreDependencies {
  /** Fetches a full protocol; never cached. */
  fetchProtocol: (protocol: SelectedProtocol) => Promise<Protocol>;
  /** New call ids (the browser passes `crypto.randomUUID`). */
  generateId: CallIdGenerator;
  persistence: CallPersistence;
  /** The session's persistCall option, read at each write. */
  persistOptions: () => PersistOptions;
}
