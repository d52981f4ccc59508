import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { checkSession, getProtocol, getProtocolContent, listProtocols } from '@triage/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi } from '../../testing/api-harness.ts';

const CHROMIUM = 'gzip, deflate, br, zstd';
const decompress: Record<string, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

describeApi('compressed answers', {}, (h) => {
  let sessionId = '';
  beforeAll(async () => {
    sessionId = await h().signIn('demo');
  });
  const ask = (
    definition: typeof listProtocols | typeof getProtocolContent | typeof getProtocol,
    acceptEncoding?: string,
  ) =>
    h().call(definition, {
      sessionId,
      ...(definition === listProtocols ? {} : { params: { contentSetId: 1, protocolId: 201 } }),
      ...(acceptEncoding === undefined ? {} : { headers: { 'accept-encoding': acceptEncoding } }),
    });

  for (const [name, definition] of [
    ['the protocol list', listProtocols],
    ["a protocol's content", getProtocolContent],
    ['a full protocol (with the practice note)', getProtocol],
  ] as const) {
    describe(name, () => {
      it('is sent as it is, varying on Accept-Encoding, when the request does not ask for compression', async () => {
        const plain = await ask(definition);
        expect(plain.statusCode).toBe(200);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toMatch(/accept-encoding/i);
        expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
        expect(plain.json().success).toBe(true);
      });

      it('decompresses to the uncompressed answer byte for byte, in each encoding', async () => {
        const plain = (await ask(definition)).rawPayload;
        for (const [acceptEncoding, encoding] of [
          [CHROMIUM, 'br'],
          ['br', 'br'],
          ['gzip', 'gzip'],
          ['br;q=0.4, gzip;q=0.9', 'gzip'],
        ] as const) {
          const response = await ask(definition, acceptEncoding);
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-encoding']).toBe(encoding);
          expect(response.headers.vary).toMatch(/accept-encoding/i);
          expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
          expect(response.rawPayload.length).toBeLessThan(plain.length);
          const decompressed = decompress[encoding]?.(response.rawPayload);
          expect(decompressed?.equals(plain)).toBe(true);
        }
      });

      it('is sent as it is when only identity or an unknown coding is accepted', async () => {
        for (const acceptEncoding of ['identity', 'zstd', 'br;q=0, gzip;q=0']) {
          const response = await ask(definition, acceptEncoding);
          expect(response.headers['content-encoding']).toBeUndefined();
          expect(response.rawPayload.equals((await ask(definition)).rawPayload)).toBe(true);
        }
      });
    });
  }

  it('leaves small dynamic answers and refusals uncompressed', async () => {
    const check = await h().call(checkSession, { query: { sessionId }, headers: { 'accept-encoding': CHROMIUM } });
    expect(check.statusCode).toBe(200);
    expect(check.headers['content-encoding']).toBeUndefined();
    expect(check.json().success).toBe(true);
    const refused = await h().call(listProtocols, { headers: { 'accept-encoding': CHROMIUM } });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
