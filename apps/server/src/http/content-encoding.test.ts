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
    expect(await body.bytes('br')).toBe(br);
    expect(body.bytes('identity')).toBe(json);
  });

  it('leaves a small body as it is', () => {
    const small = Buffer.from('{"success":true}');
    expect(small.length).toBeLessThan(MIN_COMPRESSED_SIZE);
    const body = new EncodedBody(small);
    expect(body.isCompressed).toBe(false);
    expect(body.bytes('br')).toBe(small);
  });
});
