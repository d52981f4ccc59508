/**
 * The host's commands: who serves each one, and running one into a response or error envelope
 * (spec sections 7 and 8, 'Bridge'). Screens register handlers while they are mounted; the
 * defaults below answer when nothing else is registered.
 */
import {
  BRIDGE_COMMANDS,
  type BridgeCommandAction,
  type BridgeCommandEnvelope,
  type BridgeCommandPayload,
  type BridgeCommandResult,
  type BridgeErrorEnvelope,
  type BridgeResponseEnvelope,
  isBridgeCommandAction,
} from '@triage/contracts';
import {
  responseEnvelope,
  unavailableCommandError,
  unexpectedError,
  unknownCommandError,
  validationError,
} from '@triage/core';
import { toBridgeIssues } from './parse-inbound.ts';

interface BridgeCommandContext {
  /** The host origin that sent the command. */
  origin: string;
  correlationId: string;
}

export type BridgeCommandHandler<A extends BridgeCommandAction> = (
  payload: BridgeCommandPayload<A>,
  context: BridgeCommandContext,
) => BridgeCommandResult<A> | Promise<BridgeCommandResult<A>>;

export type BridgeCommandHandlers = { [A in BridgeCommandAction]?: BridgeCommandHandler<A> };

/** The message of get-protocol-questions when no screen provides the active protocol (spec section 8). */
export const NO_PROTOCOL_SELECTED = 'No protocol selected';

/** What answers when no screen registered a handler. */
export const DEFAULT_COMMAND_HANDLERS: BridgeCommandHandlers = {
  'get-protocol-advice': () => ({ topics: [] }),
  'record-question-response': () => ({}),
  'record-advice-selection': () => ({}),
  'get-protocol-questions': () => {
    throw new Error(NO_PROTOCOL_SELECTED);
  },
};

/** A handler after its payload was validated for its action. */
type ValidatedHandler = (payload: unknown, context: BridgeCommandContext) => unknown;

export interface CommandRegistry {
  /** Registers a handler; the latest registration serves. Returns the function that removes it. */
  register<A extends BridgeCommandAction>(action: A, handler: BridgeCommandHandler<A>): () => void;
  handlerFor(action: BridgeCommandAction): ValidatedHandler | undefined;
}

export function createCommandRegistry(...layers: BridgeCommandHandlers[]): CommandRegistry {
  const stacks = new Map<BridgeCommandAction, ValidatedHandler[]>();
  const register = <A extends BridgeCommandAction>(action: A, handler: BridgeCommandHandler<A>) => {
    // Sound: runCommand calls it only with a payload parsed by BRIDGE_COMMANDS[action].payload.
    const entry: ValidatedHandler = (payload, context) => handler(payload as BridgeCommandPayload<A>, context);
    const stack = stacks.get(action) ?? [];
    stack.push(entry);
    stacks.set(action, stack);
    return () => {
      const index = stack.indexOf(entry);
      if (index >= 0) stack.splice(index, 1);
    };
  };
  for (const layer of layers) {
    for (const action of Object.keys(layer)) {
      if (!isBridgeCommandAction(action)) continue;
      const handler = layer[action];
      if (handler) register(action, handler as BridgeCommandHandler<typeof action>);
    }
  }
  return { register, handlerFor: (action) => stacks.get(action)?.at(-1) };
}

export interface RunCommandOptions {
  registry: CommandRegistry;
  origin: string;
  now: () => number;
  /** Told when a handler returns a result that does not match the contract (a bug in the app). */
  onInvalidResult?: (action: BridgeCommandAction, problem: string) => void;
}

/**
 * Runs a host command, checking in this order: UNKNOWN_COMMAND for an action outside the API,
 * VALIDATION_ERROR for a bad payload, UNAVAILABLE when nothing serves it; then UNEXPECTED with the
 * message of a handler failure, otherwise a response carrying the handler's result.
 */
export async function runCommand(
  command: BridgeCommandEnvelope,
  options: RunCommandOptions,
): Promise<BridgeResponseEnvelope | BridgeErrorEnvelope> {
  const { action } = command;
  if (!isBridgeCommandAction(action)) return unknownCommandError(command, options.now());
  const schemas = BRIDGE_COMMANDS[action];
  const payload = schemas.payload.safeParse(command.payload);
  if (!payload.success) {
    const issues = toBridgeIssues(payload.error).map((issue) => ({
      ...issue,
      path: issue.path ? `payload.${issue.path}` : 'payload',
    }));
    return validationError(command, issues, options.now());
  }
  const handler = options.registry.handlerFor(action);
  if (!handler) return unavailableCommandError(command, options.now());
  try {
    const result = schemas.result.safeParse(
      await handler(payload.data, { origin: options.origin, correlationId: command.correlationId }),
    );
    if (!result.success) {
      options.onInvalidResult?.(action, result.error.message);
      return unexpectedError(command, new Error(`The app produced an invalid result for '${action}'`), options.now());
    }
    return responseEnvelope(command, result.data, options.now());
  } catch (failure) {
    return unexpectedError(command, failure, options.now());
  }
}
