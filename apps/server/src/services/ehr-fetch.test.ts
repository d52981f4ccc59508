/**
 * The SSRF guard of fetchEhrJson (undici with a checked lookup) against DNS answers an attacker
 * controls: a public-looking name that resolves to a private, loopback, link-local or mixed set of
 * addresses is refused at connect time, before any byte is sent; the name a test resolver maps to
 * the local EHR is reached only through that lookup (so the lookup is the one the socket uses);
 * an answer larger than 256 KiB is cut off.
 */
import type { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEhr, type TestEhr } from '../testing/test-ehr.ts';
import { type EhrNetwork, fetchEhrJson } from './ehr-fetch.ts';

/** A resolver that answers `answers` for every name, and records the names it was asked. */
function resolverOf(answers: string[], asked: string[] = []): typeof dnsLookup {
  const resolve = (hostname: string, _options: unknown, callback: (e: null, a: LookupAddress[]) => void) => {
    asked.push(hostname);
    callback(
      null,
      answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  };
  return resolve as unknown as typeof dnsLookup;
}

describe('fetchEhrJson against DNS answers', () => {
  let ehr: TestEhr;
  let big: Server;
  let bigPort = 0;
  beforeAll(async () => {
    ehr = await startTestEhr();
    big = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ padding: 'x'.repeat(300 * 1024) }));
    });
    await new Promise<void>((resolve) => big.listen(0, '127.0.0.1', resolve));
    bigPort = (big.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await ehr.close();
    await new Promise((resolve) => big.close(resolve));
  });

  it('refuses a name whose DNS answer holds a private, loopback, link-local or unique-local address', async () => {
    const cases: [string[], string][] = [
      [['10.0.0.5'], 'private'],
      [['192.168.1.20'], 'private'],
      [['169.254.169.254'], 'linkLocal'],
      [['127.0.0.1'], 'loopback'],
      [['::ffff:127.0.0.1'], 'loopback'],
      [['fd12::1'], 'uniqueLocal'],
      // One bad address among public ones is enough: the socket could be sent to any of them.
      [['93.184.216.34', '10.0.0.5'], 'private'],
    ];
    for (const [answers, range] of cases) {
      const asked: string[] = [];
      const network: EhrNetwork = { allowPrivateAddresses: false, resolve: resolverOf(answers, asked) };
      const refused = fetchEhrJson('https://ehr.attacker.example/fhir/.well-known/smart-configuration', network, []);
      await expect(refused, answers.join(' ')).rejects.toThrow(
        new RegExp(`ehr\\.attacker\\.example resolves to a refused address: .*\\(${range}\\)`),
      );
      expect(asked).toEqual(['ehr.attacker.example']);
    }
  });

  it("connects to the address the checked lookup gave (a name only the test's resolver knows)", async () => {
    const port = new URL(ehr.origin).port;
    const network: EhrNetwork = { allowPrivateAddresses: true, resolve: resolverOf(['127.0.0.1']) };
    const jwks = await fetchEhrJson(`http://ehr.internal.test:${port}/jwks`, network, []);
    expect(jwks).toMatchObject({ keys: [{ kid: 'k1' }] });
    expect(ehr.requests('/jwks')).toBe(1);
    // Without the development flag the same answer is refused, and nothing reaches the EHR.
    const strict: EhrNetwork = { allowPrivateAddresses: false, resolve: resolverOf(['127.0.0.1']) };
    await expect(fetchEhrJson(`https://ehr.internal.test:${port}/jwks`, strict, [])).rejects.toThrow(
      'resolves to a refused address',
    );
    expect(ehr.requests('/jwks')).toBe(1);
  });

  it('cuts off an answer larger than 256 KiB', async () => {
    const network: EhrNetwork = { allowPrivateAddresses: true };
    await expect(fetchEhrJson(`http://127.0.0.1:${bigPort}/big`, network, [])).rejects.toThrow(
      'answered more than 262144 bytes',
    );
  });
});
