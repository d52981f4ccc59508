/**
 * The one way the console words a refused call: the error catalogue's message (spec section 8, as
 * the server sent it) followed, for refused data, by the server's reason as it gave it (e.g.
 * 'email: olga@lakeside.example is already an administrator'), with the field that reason names so
 * that a page can show it at that field. A call that got no answer of the API (the network, a
 * page's own fault) reads as the catalogue's default message.
 */
import { friendlyMessage } from '@triage/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';

export interface Refusal {
  /** The field the server's reason names ('email: …'); null: the change as a whole. */
  field: string | null;
  text: string;
}

/** The codes whose technical message is the reason a value was refused, meant to be read. */
const DATA_PROBLEMS: ReadonlySet<string> = new Set(['badData', 'missingParams']);
const NAMED_FIELD = /^([A-Za-z]+): /;

export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { field: null, text: friendlyMessage('default', appConfig.supportPhone) };
  const reason = error.code !== null && DATA_PROBLEMS.has(error.code) ? error.technical : null;
  if (!reason) return { field: null, text: error.message };
  return { field: NAMED_FIELD.exec(reason)?.[1] ?? null, text: `${error.message} ${reason}` };
}
