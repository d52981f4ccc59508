/**
 * Commands the app sent to the host and awaits, tracked by correlation id (spec sections 4 and 9):
 * each attempt waits `timeoutMs` (5000 ms); a command without an answer is sent again up to
 * `retries` times (2) with the same correlation id, then fails with
 * 'Command '{action}' timed out after {ms}ms'. A pure reducer: the caller passes the time and runs
 * the effects (post again, settle the caller's promise).
 */
import { BRIDGE_COMMAND_RETRIES, BRIDGE_COMMAND_TIMEOUT_MS } from './constants.ts';
import { commandTimeoutMessage } from './envelopes.ts';

interface PendingCommand {
  readonly correlationId: string;
  readonly action: string;
  /** 1 for the first send, 2 for the first retry, … */
  readonly attempt: number;
  /** When the current attempt times out (milliseconds since the epoch). */
  readonly deadline: number;
}

export interface PendingCommands {
  /** Keyed by correlation id (a Map: ids come from the host and may be any string). */
  readonly byId: ReadonlyMap<string, PendingCommand>;
}

export interface CommandTiming {
  timeoutMs: number;
  retries: number;
}

export const DEFAULT_COMMAND_TIMING: CommandTiming = {
  timeoutMs: BRIDGE_COMMAND_TIMEOUT_MS,
  retries: BRIDGE_COMMAND_RETRIES,
};

export type PendingCommandEvent =
  /** The command was sent for the first time. */
  | { type: 'sent'; correlationId: string; action: string; now: number }
  /** A response or error envelope with this correlation id arrived. */
  | { type: 'answered'; correlationId: string }
  /** Time passed: attempts whose deadline is reached are retried or fail. */
  | { type: 'tick'; now: number }
  /** The bridge is closing: every pending command fails with `reason`. */
  | { type: 'cancel-all'; reason: string };

export type PendingCommandEffect =
  | { type: 'resend'; command: PendingCommand }
  | { type: 'answered'; command: PendingCommand }
  | { type: 'failed'; command: PendingCommand; message: string };

export interface PendingCommandsStep {
  state: PendingCommands;
  effects: PendingCommandEffect[];
}

export function emptyPendingCommands(): PendingCommands {
  return { byId: new Map() };
}

export function reducePendingCommands(
  state: PendingCommands,
  event: PendingCommandEvent,
  timing: CommandTiming = DEFAULT_COMMAND_TIMING,
): PendingCommandsStep {
  switch (event.type) {
    case 'sent': {
      if (state.byId.has(event.correlationId)) return { state, effects: [] };
      const command: PendingCommand = {
        correlationId: event.correlationId,
        action: event.action,
        attempt: 1,
        deadline: event.now + timing.timeoutMs,
      };
      return { state: { byId: new Map(state.byId).set(command.correlationId, command) }, effects: [] };
    }
    case 'answered': {
      const command = state.byId.get(event.correlationId);
      // A late answer (after the command failed) or an answer to nothing: ignored.
      if (!command) return { state, effects: [] };
      const byId = new Map(state.byId);
      byId.delete(event.correlationId);
      return { state: { byId }, effects: [{ type: 'answered', command }] };
    }
    case 'tick':
      return expire(state, event.now, timing);
    case 'cancel-all': {
      const effects = [...state.byId.values()].map(
        (command): PendingCommandEffect => ({ type: 'failed', command, message: event.reason }),
      );
      return { state: emptyPendingCommands(), effects };
    }
  }
}

function expire(state: PendingCommands, now: number, timing: CommandTiming): PendingCommandsStep {
  const effects: PendingCommandEffect[] = [];
  const byId = new Map(state.byId);
  for (const command of state.byId.values()) {
    if (command.deadline > now) continue;
    if (command.attempt <= timing.retries) {
      const retried: PendingCommand = { ...command, attempt: command.attempt + 1, deadline: now + timing.timeoutMs };
      byId.set(command.correlationId, retried);
      effects.push({ type: 'resend', command: retried });
    } else {
      byId.delete(command.correlationId);
      effects.push({ type: 'failed', command, message: commandTimeoutMessage(command.action, timing.timeoutMs) });
    }
  }
  return effects.length === 0 ? { state, effects } : { state: { byId }, effects };
}

/** The earliest deadline, for the caller's single timer; null when nothing is pending. */
export function nextCommandDeadline(state: PendingCommands): number | null {
  let earliest: number | null = null;
  for (const command of state.byId.values()) {
    if (earliest === null || command.deadline < earliest) earliest = command.deadline;
  }
  return earliest;
}
