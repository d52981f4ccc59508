/**
 * Embedded mode (spec section 4, 'Embedding handshake'): the app is embedded when its page is inside a
 * frame or when the query string has embedded=true.
 */
import { EMBEDDED_QUERY_PARAMETER } from './constants.ts';

export interface EmbeddedModeInputs {
  /** True when the page is inside a frame (the browser side computes it). */
  isInFrame: boolean;
  /** The query string, with or without its leading '?'. */
  query: string;
}

export function isEmbeddedMode({ isInFrame, query }: EmbeddedModeInputs): boolean {
  if (isInFrame) return true;
  return queryValues(query, EMBEDDED_QUERY_PARAMETER).includes('true');
}

/** The values of a query-string parameter (no URLSearchParams here: core has no DOM or Node typings). */
function queryValues(query: string, name: string): string[] {
  const values: string[] = [];
  for (const pair of query.replace(/^\?/, '').split('&')) {
    const [rawKey = '', rawValue = ''] = pair.split('=', 2);
    if (decode(rawKey) === name) values.push(decode(rawValue));
  }
  return values;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
