import { createHash } from 'node:crypto';
import { EncodedBody } from './encoded-body.ts';

/** A short digest of some bytes, to tell whether what they stand for changed (22 base64url characters). */
export function tagOf(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
}

/**
 * A call's `data` already serialized, validated against its contract when it was built (immutable
 * content, cached). It holds the whole success envelope as UTF-8 bytes, so `registerCall` sends it
 * as it is: no validation, serialization, string concatenation or encoding per request; its gzip
 * and brotli variants are made once, at the first request asking for each. `T` is the data it
 * stands for.
 */
export class PreSerialized<T> {
  declare readonly _data: T;
  /** `{"success":true,"message":"OK","data":…}`, encoded once, and its compressed variants. */
  readonly encoded: EncodedBody;
  private digest: string | undefined;
  private constructor(json: string) {
    this.encoded = new EncodedBody(Buffer.from(`{"success":true,"message":"OK","data":${json}}`, 'utf8'));
  }

  /** The uncompressed bytes. */
  get body(): Buffer {
    return this.encoded.identity;
  }

  /** A short digest of the bytes (the same data, the same tag), computed once. */
  get tag(): string {
    this.digest ??= tagOf(this.body);
    return this.digest;
  }

  /** Only for data already parsed by its contract schema (the parse strips unknown keys). */
  static ofValidated<T>(data: T): PreSerialized<T> {
    return new PreSerialized<T>(JSON.stringify(data));
  }
}
