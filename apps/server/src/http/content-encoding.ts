/**
 * Compression of prebuilt answers: the encoding a request accepts (RFC 9110 section 12.5.3, q-values
 * respected) and bytes kept once per instance in each encoding, built at first use off the event
 * loop (zlib's asynchronous calls run on libuv's thread pool). Only bodies built once and sent many
 * times are compressed (ADR 0012): small dynamic answers are not worth the CPU.
 */
import type { FastifyReply } from 'fastify';
import type { EncodedBody, Encoding } from '../lib/encoded-body.ts';

/** Preference when the client weighs several equally: smallest first. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'identity'];

function qualityOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((part) => part.trim());
    if (name?.toLowerCase() === 'q') {
      const q = Number(value);
      return Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0;
    }
  }
  return 1;
}

/**
 * Headers already read, and the encoding each asked for: browsers send a handful of distinct values,
 * so reading one is a lookup (parsing it was 4% of a content call's CPU under load). Bounded: a client
 * sending ever new values empties the table rather than growing it.
 */
const picked = new Map<string, Encoding>();
const MAX_PICKED = 256;

/**
 * The encoding to send for an `Accept-Encoding` header: identity when it is absent; otherwise the
 * acceptable coding with the highest weight (`*` weighs codings not named; identity not mentioned
 * is acceptable, after any accepted coding), br before gzip before identity on equal weights.
 * @internal
 */
export function pickEncoding(header: string | string[] | undefined): Encoding {
  if (header === undefined) return 'identity';
  const text = typeof header === 'string' ? header : header.join(',');
  const known = picked.get(text);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(text);
  if (picked.size >= MAX_PICKED) picked.clear();
  picked.set(text, encoding);
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding {
  const weights = new Map<string, number>();
  for (const item of header.split(',')) {
    const [rawName = '', ...parameters] = item.split(';');
    let name = rawName.trim().toLowerCase();
    if (name === '') continue;
    if (name === 'x-gzip') name = 'gzip';
    const q = qualityOf(parameters);
    weights.set(name, Math.max(weights.get(name) ?? 0, q));
  }
  const weightOf = (encoding: Encoding): number => {
    const named = weights.get(encoding) ?? weights.get('*');
    if (named !== undefined) return named;
    // Identity not mentioned: acceptable, after any coding the client accepts.
    return encoding === 'identity' ? Number.MIN_VALUE : 0;
  };
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  // Nothing acceptable (identity refused too): identity anyway, as for any other answer.
  return best;
}

/** Adds `Accept-Encoding` to the reply's `Vary` header, keeping what is already there. */
function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const existing = current === undefined ? '' : [current].flat().join(', ');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(existing)) return;
  reply.header('vary', existing ? `${existing}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Sends `body` in the encoding the request accepts, with `Content-Encoding` when compressed and
 * `Vary: Accept-Encoding` always (the answer depends on that header). The caller sets the type.
 */
export async function sendEncoded(
  acceptEncoding: string | string[] | undefined,
  reply: FastifyReply,
  body: EncodedBody,
): Promise<Buffer> {
  varyOnAcceptEncoding(reply);
  const encoding = body.isCompressed ? pickEncoding(acceptEncoding) : 'identity';
  const bytes = await body.bytes(encoding);
  // Set only once the bytes exist, so an error answer never carries it.
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return bytes;
}
