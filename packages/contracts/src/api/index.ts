/**
 * Every API call: one definition each (method, path, request, response, errors). The server
 * registers its routes from `API_CALLS`; the OpenAPI document is generated from them.
 */
import { z } from 'zod';
import { Account } from '../entities/account.ts';
import { CallNoteLayoutNode } from '../entities/practice-options.ts';
import { ContentSet, Disposition, Protocol, ProtocolContent, ProtocolListItem } from '../entities/protocol.ts';
import { ErrorEnvelope } from '../envelope.ts';
import { recordCallEvent } from './call-events.ts';
import { logClientError } from './client-errors.ts';
import {
  getColumbiaQuestionnaire,
  getInstructions,
  getMedicationDosing,
  getProtocol,
  getProtocolContent,
  getProtocolQuestionnaire,
  listDispositions,
  listPracticeDispositions,
  listPracticeProtocols,
  listProtocols,
} from './content.ts';
import { createHandoutLink, emailHandout, getTextDelivery, textHandout } from './handouts.ts';
import { oidcBackchannelLogout, oidcComplete, oidcLoginPage, oidcStart } from './oidc.ts';
import { listProtocolNotes, watchPractice } from './practice-changes.ts';
import { checkSession, login, logout, validateSession } from './session.ts';
import { smartConnection, smartLogin } from './smart.ts';
import { ssoLogin } from './sso.ts';
import { textStatusCallback } from './text-status-callback.ts';

export * from './call.ts';
export * from './call-events.ts';
export * from './call-events.ts';
export * from './client-errors.ts';
export * from './content.ts';
export * from './handouts.ts';
export * from './oidc.ts';
export * from './practice-changes.ts';
export * from './session.ts';
export * from './smart.ts';
export * from './sso.ts';
export * from './text-status-callback.ts';

export const API_CALLS = [
  login,
  logout,
  checkSession,
  validateSession,
  ssoLogin,
  smartConnection,
  smartLogin,
  oidcLoginPage,
  oidcStart,
  oidcComplete,
  oidcBackchannelLogout,
  listProtocols,
  getProtocol,
  getProtocolContent,
  getProtocolQuestionnaire,
  getColumbiaQuestionnaire,
  listDispositions,
  listPracticeProtocols,
  listPracticeDispositions,
  getInstructions,
  getMedicationDosing,
  createHandoutLink,
  emailHandout,
  textHandout,
  getTextDelivery,
  textStatusCallback,
  logClientError,
  watchPractice,
  listProtocolNotes,
  recordCallEvent,
] as const;

/** The path of the generated OpenAPI 3 document. */
export const OPENAPI_PATH = '/api/openapi.json';

/**
 * Named schemas for the OpenAPI document's components (the recursive call-note layout must be
 * named to be described at all). A registry of its own: the global one is left alone.
 */
export const apiSchemaRegistry = z.registry<{ id: string; description?: string }>();
apiSchemaRegistry.add(CallNoteLayoutNode, { id: 'CallNoteLayoutNode' });
apiSchemaRegistry.add(Account, { id: 'Account' });
apiSchemaRegistry.add(ContentSet, { id: 'ContentSet' });
apiSchemaRegistry.add(Disposition, { id: 'Disposition' });
apiSchemaRegistry.add(ProtocolListItem, { id: 'ProtocolListItem' });
apiSchemaRegistry.add(ProtocolContent, { id: 'ProtocolContent' });
apiSchemaRegistry.add(Protocol, { id: 'Protocol' });
apiSchemaRegistry.add(ErrorEnvelope, { id: 'ErrorEnvelope' });
