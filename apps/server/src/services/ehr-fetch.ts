/**
 * The one way the server fetches from an EHR (its SMART configuration and its JWKS; issue 33,
 * docs/security.md "SSRF via EHR registration"). Whoever registers an EHR chooses URLs the server
 * will fetch, so every fetch:
 *
 * - is https (http only under ALLOW_PRIVATE_EHR_ADDRESSES, for a local test EHR);
 * - goes only to public addresses: the host name is resolved and **every** address it resolves to
 *   (IPv4 and IPv6; an IPv4-mapped IPv6 address is judged as the IPv4 address it carries) must be
 *   public unicast, as ipaddr.js classifies it (`range() === 'unicast'`: no loopback, private,
 *   link-local, unique-local, carrier-grade NAT, multicast, reserved, 6to4/Teredo/NAT64 wrappers
 *   of another address…). The check runs in the socket's own `lookup`, so the address checked is
 *   the address connected to (no second resolution an attacker's DNS could answer differently):
 *   the HTTP client is undici, whose Agent hands `connect.lookup` to the socket it opens.
 *   ALLOW_PRIVATE_EHR_ADDRESSES=true also allows loopback, private, link-local, unique-local and
 *   carrier-grade NAT addresses (development and the tests' local EHR on 127.0.0.1), nothing else;
 * - follows a redirect only to an allowed origin (the connection's), at most 3, each checked again;
 * - gives up after 5 seconds and 256 KiB.
 *
 * Errors say what went wrong for the logs and administrators; the SMART login (unauthenticated)
 * never passes them on (smart-login.service.ts).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, type Dispatcher, request, type RequestInit as UndiciRequestInit, fetch as undiciFetch } from 'undici';

const TIMEOUT_MS = 5_000;
const MAX_BYTES = 256 * 1024;
const MAX_REDIRECTS = 3;

/** What the deployment allows (ALLOW_PRIVATE_EHR_ADDRESSES). */
export interface EhrNetwork {
  allowPrivateAddresses: boolean;
  /**
   * The name resolver (node:dns `lookup` when absent): a test gives one that answers a private
   * address for a public-looking name, as an attacker's DNS would.
   */
  resolve?: typeof dnsLookup | undefined;
}

/** A fetch refused or failed; the message names the URL and why, never the answer's body. */
export class EhrFetchFailed extends Error {
  override name = 'EhrFetchFailed';
}

/** Ranges a development deployment may reach (ALLOW_PRIVATE_EHR_ADDRESSES=true). */
const DEVELOPMENT_RANGES = new Set(['loopback', 'private', 'linkLocal', 'uniqueLocal', 'carrierGradeNat']);

/** Why an address may not be fetched from, or null when it may. */
function refusedAddress(address: string, network: EhrNetwork): string | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process(): an IPv4-mapped IPv6 address (::ffff:127.0.0.1) becomes the IPv4 address it carries.
    parsed = ipaddr.process(address);
  } catch {
    return `${address} is not an IP address`;
  }
  const range = parsed.range();
  if (range === 'unicast') return null;
  if (network.allowPrivateAddresses && DEVELOPMENT_RANGES.has(range)) return null;
  return `${address} is not a public address (${range})`;
}

/** The socket's lookup: resolves every address and refuses the host if any of them is refused. */
function checkedLookup(network: EhrNetwork): LookupFunction {
  const resolve = network.resolve ?? dnsLookup;
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.map((a) => refusedAddress(a.address, network)).find((why) => why !== null);
      if (refused || addresses.length === 0) {
        return callback(new EhrFetchFailed(`${hostname} resolves to a refused address: ${refused ?? 'none'}`), '', 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

/** Checks a URL before any connection: its scheme, and its host when it is an address. */
export function checkEhrUrl(value: string, network: EhrNetwork): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new EhrFetchFailed(`'${value}' is not a URL`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && network.allowPrivateAddresses)) {
    throw new EhrFetchFailed(`${url.origin} must use https (http only under ALLOW_PRIVATE_EHR_ADDRESSES)`);
  }
  if (url.username || url.password) throw new EhrFetchFailed(`${url.origin} carries credentials`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address never reaches the lookup: judged here.
  if (ipaddr.isValid(host)) {
    const refused = refusedAddress(host, network);
    if (refused) throw new EhrFetchFailed(refused);
  }
  return url;
}

/**
 * One undici Agent per network rule (resolver, private addresses allowed or not), kept for the
 * process: its sockets resolve through the checked lookup, and a kept-alive socket was checked when
 * it connected.
 */
const agents = new WeakMap<typeof dnsLookup, Map<boolean, Agent>>();

function agentFor(network: EhrNetwork): Agent {
  const resolve = network.resolve ?? dnsLookup;
  const byRule = agents.get(resolve) ?? new Map<boolean, Agent>();
  agents.set(resolve, byRule);
  let agent = byRule.get(network.allowPrivateAddresses);
  if (!agent) {
    agent = new Agent({
      connect: { lookup: checkedLookup(network), timeout: TIMEOUT_MS },
      headersTimeout: TIMEOUT_MS,
      bodyTimeout: TIMEOUT_MS,
    });
    byRule.set(network.allowPrivateAddresses, agent);
  }
  return agent;
}

type EhrResponse = Dispatcher.ResponseData;

/** One GET, no redirect followed (undici's request never follows one). */
function getOnce(url: URL, network: EhrNetwork, signal: AbortSignal): Promise<EhrResponse> {
  return request(url, {
    method: 'GET',
    headers: { accept: 'application/json' },
    dispatcher: agentFor(network),
    signal,
  });
}

async function readBody(response: EhrResponse, url: URL): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += (chunk as Buffer).length;
    if (size > MAX_BYTES) {
      response.body.destroy();
      throw new EhrFetchFailed(`${url.origin}${url.pathname} answered more than ${MAX_BYTES} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The first error of the chain that is ours (undici wraps a refused lookup in its own errors). */
function refusal(error: unknown): EhrFetchFailed | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof EhrFetchFailed) return cause;
  }
  return null;
}

/**
 * GETs JSON from an EHR under the rules above. `allowedOrigins`: where a redirect may lead (the
 * connection's origins); the first URL's own origin is not added to them.
 */
export async function fetchEhrJson(
  value: string,
  network: EhrNetwork,
  allowedOrigins: readonly string[],
): Promise<unknown> {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  let url = checkEhrUrl(value, network);
  for (let hop = 0; ; hop += 1) {
    let response: EhrResponse;
    try {
      response = await getOnce(url, network, signal);
    } catch (error) {
      throw (
        refusal(error) ??
        new EhrFetchFailed(`${url.origin}${url.pathname} could not be read (${(error as Error).name})`)
      );
    }
    const status = response.statusCode;
    const { location } = response.headers;
    if (status >= 300 && status < 400 && typeof location === 'string') {
      await response.body.dump();
      const next = new URL(location, url);
      if (hop >= MAX_REDIRECTS) throw new EhrFetchFailed(`${url.origin}${url.pathname} redirects too often`);
      if (!allowedOrigins.includes(next.origin)) {
        throw new EhrFetchFailed(
          `${url.origin}${url.pathname} redirects off the connection's origins (${next.origin})`,
        );
      }
      url = checkEhrUrl(next.href, network);
      continue;
    }
    if (status < 200 || status >= 300) {
      await response.body.dump();
      throw new EhrFetchFailed(`${url.origin}${url.pathname} answered ${status}`);
    }
    const body = await readBody(response, url).catch((error: unknown) => {
      throw (
        refusal(error) ??
        new EhrFetchFailed(`${url.origin}${url.pathname} could not be read (${(error as Error).name})`)
      );
    });
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw new EhrFetchFailed(`${url.origin}${url.pathname} answered no JSON`);
    }
  }
}

/**
 * A fetch under the same address rules, for an OpenID Connect client (openid-client's customFetch:
 * an organization's identity provider, whose issuer an administrator chose). No redirect is followed.
 */
export function checkedFetch(network: EhrNetwork): (url: string, init: RequestInit) => Promise<Response> {
  return async (url, init) => {
    checkEhrUrl(url, network);
    const answer = await undiciFetch(url, {
      ...(init as UndiciRequestInit),
      redirect: 'manual',
      dispatcher: agentFor(network),
      signal: init.signal ?? AbortSignal.timeout(TIMEOUT_MS),
    });
    return answer as unknown as Response;
  };
}
