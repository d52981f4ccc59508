/**
 * A local EHR for the server's SMART tests: an HTTP server on 127.0.0.1 that answers
 * `{any FHIR base}/.well-known/smart-configuration` (naming itself as the authorization server,
 * unless a base's issuer is changed, and 404 under `/unserved`) and its JWKS; id_tokens are signed
 * with its key by jose. Issue 33's refusals: under `/failing` it answers 500 with a body that must
 * never reach an unauthenticated caller; under `/redirect-away` a redirect to its own address named
 * `localhost` (another origin); under `/redirect-home` a redirect to the same path without the
 * prefix (its own origin); under `/foreign-keys` a configuration whose jwks_uri and token_endpoint
 * are on another origin. It counts the requests per path.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export interface IdTokenOptions {
  /** Claims over the defaults (a claim set to undefined is left out). */
  claims?: JWTPayload;
  /** Signs with a key the EHR does not publish. */
  foreignKey?: boolean;
  /** Seconds from now to `exp` (300). */
  ttlSeconds?: number;
  /** Seconds from now to `iat` (0; negative: in the past). */
  issuedAtSeconds?: number;
  /** The current time (the test's clock). */
  now: Date;
}

export interface TestEhr {
  /** http://127.0.0.1:<port>: the authorization server's issuer its configurations name. */
  readonly origin: string;
  /** Makes the configuration of FHIR bases under this path name another issuer. */
  setIssuer(pathPrefix: string, issuer: string): void;
  /** How many requests reached a path (without query) so far. */
  requests(path: string): number;
  /** An id_token for `clientId` signed by the EHR (iss, aud, sub, iat, exp, jti, fhirUser, name). */
  idToken(clientId: string, options: IdTokenOptions): Promise<string>;
  close(): Promise<void>;
}

export async function startTestEhr(): Promise<TestEhr> {
  const pair = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const issuers = new Map<string, string>();
  let origin = '';
  const counts = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    response.setHeader('content-type', 'application/json');
    if (path.startsWith('/failing')) {
      response.statusCode = 500;
      response.end('{"secret":"internal-ehr-detail-1234"}');
    } else if (path.startsWith('/redirect-away')) {
      response.statusCode = 302;
      response.setHeader(
        'location',
        `${origin.replace('127.0.0.1', 'localhost')}${path.slice('/redirect-away'.length)}`,
      );
      response.end();
    } else if (path.startsWith('/redirect-home')) {
      response.statusCode = 302;
      response.setHeader('location', path.slice('/redirect-home'.length));
      response.end();
    } else if (path.startsWith('/foreign-keys') && path.endsWith('/.well-known/smart-configuration')) {
      const elsewhere = origin.replace('127.0.0.1', 'localhost');
      response.end(
        JSON.stringify({ issuer: origin, jwks_uri: `${elsewhere}/jwks`, token_endpoint: `${elsewhere}/token` }),
      );
    } else if (path.endsWith('/.well-known/smart-configuration') && !path.startsWith('/unserved')) {
      const changed = [...issuers].find(([prefix]) => path.startsWith(prefix));
      response.end(
        JSON.stringify({
          issuer: changed?.[1] ?? origin,
          jwks_uri: `${origin}/jwks`,
          authorization_endpoint: `${origin}/authorize`,
          token_endpoint: `${origin}/token`,
          code_challenge_methods_supported: ['S256'],
          capabilities: ['launch-ehr', 'client-public', 'sso-openid-connect', 'permission-v2'],
        }),
      );
    } else if (path === '/jwks') {
      response.end(JSON.stringify({ keys: [jwk] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    setIssuer: (prefix, issuer) => issuers.set(prefix, issuer),
    requests: (path) => counts.get(path) ?? 0,
    idToken: (clientId, options) => {
      const now = Math.floor(options.now.getTime() / 1000);
      const claims: JWTPayload = {
        iss: origin,
        aud: clientId,
        sub: 'nora',
        iat: now + (options.issuedAtSeconds ?? 0),
        exp: now + (options.ttlSeconds ?? 300),
        jti: randomUUID(),
        fhirUser: 'Practitioner/prac-7',
        name: 'Nora Ng, RN',
        ...options.claims,
      };
      for (const [name, value] of Object.entries(claims)) if (value === undefined) delete claims[name];
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .sign(options.foreignKey ? foreign.privateKey : pair.privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
