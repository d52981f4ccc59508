/**
 * Bytes sent many times and their compressed variants, made once per instance at first use off the
 * event loop (zlib's asynchronous calls run on libuv's thread pool; ADR 0012), a quick variant served
 * until the best one is made (ADR 0067). Below the services:
 * the protocol cache keeps its prebuilt answers as these, and http/ sends them.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Below this size a body is sent as it is (it fits in one packet; the header costs more).
 * @internal
 */
export const MIN_COMPRESSED_SIZE = 1024;

/**
 * Brotli at its highest quality: done once per body and instance, on the thread pool. Measured on the
 * 182 kB protocol list: quality 11 gives 24.7 kB in 206 ms, 10 gives 25.2 kB in 54 ms, 5 gives
 * 28.5 kB in 2.6 ms; gzip level 9 gives 32.9 kB.
 */
const BEST = { br: 11, gzip: 9 } as const;
/**
 * What is sent while the best variant is being made (ADR 0067): brotli 5 and gzip 1, a few
 * milliseconds for the list, so the first requests for a body after an instance starts do not wait
 * the best variant's 200 ms, nor the requests that arrive meanwhile.
 */
const QUICK = { br: 5, gzip: 1 } as const;

type Compressed = Exclude<Encoding, 'identity'>;

/**
 * The best variants are made one at a time: each takes a thread of libuv's pool for up to 200 ms,
 * and the pool (4 threads) also makes the quick variants and checks passwords, which must not
 * queue behind a cold start's dozens of them.
 */
let bestMade: Promise<unknown> = Promise.resolve();

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

function compress(bytes: Buffer, encoding: Compressed, quality: number): Promise<Buffer> {
  if (encoding === 'gzip') return compressGzip(bytes, { level: quality });
  return compressBrotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * A body sent many times: its bytes, and the compressed variants made once at first use: the best
 * one of each encoding, and until it is made a quick one.
 */
export class EncodedBody {
  private readonly best = new Map<Compressed, Buffer>();
  private readonly quick = new Map<Compressed, Promise<Buffer>>();

  constructor(readonly identity: Buffer) {}

  /** The bytes for `encoding`; identity for a small body. */
  bytes(encoding: Encoding): Buffer | Promise<Buffer> {
    if (encoding === 'identity' || !this.isCompressed) return this.identity;
    const best = this.best.get(encoding);
    if (best) return best;
    let quick = this.quick.get(encoding);
    if (!quick) {
      quick = compress(this.identity, encoding, QUICK[encoding]);
      this.quick.set(encoding, quick);
      const made = bestMade
        .then(() => compress(this.identity, encoding, BEST[encoding]))
        .then(
          (bytes) => {
            this.best.set(encoding, bytes);
            this.quick.delete(encoding);
          },
          // The quick variant stays: it is sent correctly, only larger.
          () => undefined,
        );
      bestMade = made;
    }
    return quick;
  }

  /** Resolves once the best variants asked for so far (of every body: they are made in turn) are made. */
  async settled(): Promise<void> {
    await bestMade;
  }

  get isCompressed(): boolean {
    return this.identity.length >= MIN_COMPRESSED_SIZE;
  }
}
