import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBody, MIN_COMPRESSED_SIZE } from '../lib/encoded-body.ts';
import { pickEncoding } from './content-encoding.ts';

describe('the encoding chosen from Accept-Encoding', () => {
  it('is identity when the header is absent or empty', () => {
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
  });

  it('prefers brotli, then gzip, on equal weights (what browsers send)', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('deflate, zstd')).toBe('identity');
    expect(pickEncoding('identity')).toBe('identity');
  });

  it('respects q-values, names in any case and x-gzip', () => {
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('BR; Q=0.9, GZIP;q=0.2')).toBe('br');
    expect(pickEncoding('gzip;q=0.5, identity')).toBe('identity');
    expect(pickEncoding('x-gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=0')).toBe('identity');
    expect(pickEncoding('br;q=nonsense, gzip;q=0.1')).toBe('gzip');
  });

  it('weighs codings not named with *, and falls back to identity when nothing is acceptable', () => {
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('br;q=0, *;q=0.5')).toBe('gzip');
    expect(pickEncoding('*;q=0')).toBe('identity');
    expect(pickEncoding('identity;q=0, *;q=0')).toBe('identity');
    expect(pickEncoding('identity;q=0, gzip;q=0.3')).toBe('gzip');
  });

  it('answers a header read again as the first time, also after many distinct headers', () => {
    expect(pickEncoding('gzip;q=0.4, br;q=0.3')).toBe('gzip');
    for (let i = 0; i < 600; i += 1)
      expect(pickEncoding(`br;q=0.${i % 10}, gzip;q=0.05, x-${i}`)).toBe(i % 10 ? 'br' : 'gzip');
    expect(pickEncoding('gzip;q=0.4, br;q=0.3')).toBe('gzip');
    expect(pickEncoding('br;q=0.3, gzip;q=0.4')).toBe('gzip');
  });

  it('reads a header given more than once', () => {
    expect(pickEncoding(['gzip;q=0.5', 'br'])).toBe('br');
  });
});

describe('a body kept in each encoding', () => {
  const json = Buffer.from(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'x' })) }));

  it('decompresses to the same bytes, made once per encoding', async () => {
    const body = new EncodedBody(json);
    const br = await body.bytes('br');
    const gzip = await body.bytes('gzip');
    expect(brotliDecompressSync(br).equals(json)).toBe(true);
    expect(gunzipSync(gzip).equals(json)).toBe(true);
    expect(br.length).toBeLessThan(json.length);
    await body.settled();
    const best = body.bytes('br');
    expect(best).toBeInstanceOf(Buffer);
    expect(body.bytes('br')).toBe(best);
    expect(brotliDecompressSync(best as Buffer).equals(json)).toBe(true);
    expect(gunzipSync(await body.bytes('gzip')).equals(json)).toBe(true);
    expect(body.bytes('identity')).toBe(json);
  });

  it('answers at once with a quick variant while the best one is made, then with the best', async () => {
    // A list-like body: varied words, where the highest quality pays.
    const words = ['abdominal', 'pain', 'fever', 'cough', 'rash', 'headache', 'vomiting', 'injury', 'burn', 'bite'];
    const items = Array.from({ length: 3_000 }, (_, i) => ({
      id: i,
      title: `${words[i % 10]} ${words[(i * 7) % 10]} ${i % 13}`,
      keywords: [words[(i * 3) % 10], words[(i * 11) % 10], `k${i % 97}`],
    }));
    const body = new EncodedBody(Buffer.from(JSON.stringify({ items })));
    // Asked twice before any variant is made: the same quick variant for both.
    const [first, alsoFirst] = await Promise.all([body.bytes('br'), body.bytes('br')]);
    expect(alsoFirst).toBe(first);
    await body.settled();
    const best = await body.bytes('br');
    expect(best).not.toBe(first);
    expect(best.length).toBeLessThan(first.length);
    expect(brotliDecompressSync(first).equals(body.identity)).toBe(true);
    expect(brotliDecompressSync(best).equals(body.identity)).toBe(true);
  });

  it('leaves a small body as it is', () => {
    const small = Buffer.from('{"success":true}');
    expect(small.length).toBeLessThan(MIN_COMPRESSED_SIZE);
    const body = new EncodedBody(small);
    expect(body.isCompressed).toBe(false);
    expect(body.bytes('br')).toBe(small);
  });
});
