/**
 * A local EHR for the browser tests (docs/smart-on-fhir.md): an authorization server
 * (oauth2-mock-server: real signed tokens, PKCE) and a FHIR R4 server (Medplum's FHIR router over
 * its in-memory repository, fhir-server.mjs) behind an access-token and scope check, which serves
 * the SMART configuration (S256 only). Also the EHR's own page, which launches Triage Desk in a new
 * window or in an iframe, and test controls under /control (drop the answer of the next transaction;
 * list what the chart holds).
 *
 *   APP_ORIGIN=http://127.0.0.1:3810 node e2e/local-ehr/serve.mjs   # EHR :3850, auth :3851
 *
 * Launch values choose what the EHR grants: `launch-ok` (everything asked, patient pat-1 in encounter
 * enc-1), `launch-narrow` (read only: Send to chart unavailable), `launch-expired` (an access token
 * that expires in 2 s), `launch-b` (patient pat-2, no encounter), `launch-noname` (an id_token with
 * fhirUser but no name claims), `launch-unreadable` (a patient the FHIR server does not have).
 * Every token carries a `jti`; the id_token echoes the authorization request's `nonce` (the mock
 * does). Test only: `POST {auth}/token` with `grant_type=client_credentials&id_token_aud=<client
 * ids>[&azp=…][&nonce=…]` answers, as its access_token, an id_token signed for those clients.
 * FHIR bases: /fhir (S256 only), /fhir-plain (advertises plain too), /fhir-nopkce (no PKCE methods),
 * /fhir-unknown (a valid EHR nobody registered).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { OAuth2Server } from 'oauth2-mock-server';
import { allOf, handleFhir } from './fhir-server.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const HOST = process.env.LOCAL_EHR_HOST ?? '127.0.0.1';
const PORT = Number(process.env.LOCAL_EHR_PORT ?? 3850);
const AUTH_PORT = Number(process.env.LOCAL_EHR_AUTH_PORT ?? PORT + 1);
const APP_ORIGIN = process.env.APP_ORIGIN ?? 'http://127.0.0.1:3810';
const EHR_ORIGIN = `http://${HOST}:${PORT}`;

/** The patient and encounter each launch names (default: pat-1 in enc-1). */
const LAUNCH_CONTEXT = {
  'launch-b': { patient: 'pat-2', encounter: null },
  'launch-unreadable': { patient: 'pat-missing', encounter: null },
};
const contextOf = (launch) => LAUNCH_CONTEXT[launch] ?? { patient: 'pat-1', encounter: 'enc-1' };
const launchContext = (launch) => {
  const { patient, encounter } = contextOf(launch);
  return encounter === null ? { patient } : { patient, encounter };
};
export const PRACTITIONER = 'Practitioner/prac-1';
export const PRACTITIONER_NAME = 'Nina Nurse, RN';

const BASES = {
  fhir: ['S256'],
  'fhir-plain': ['S256', 'plain'],
  'fhir-nopkce': [],
  'fhir-unknown': ['S256'],
};

const auth = new OAuth2Server();
await auth.issuer.keys.generate('RS256');
await auth.start(AUTH_PORT, HOST);
// The mock names itself localhost; the same host as the EHR keeps every origin unambiguous.
auth.issuer.url = `http://${HOST}:${AUTH_PORT}`;
const AUTH_ISSUER = auth.issuer.url;

/** What each authorization code was issued for. */
const codes = new Map();

auth.service.on('beforeAuthorizeRedirect', (redirect, req) => {
  const { launch, scope, aud, client_id: clientId, code_challenge_method: method } = req.query;
  const code = redirect.url.searchParams.get('code');
  const refuse = (error, description) => {
    redirect.url.searchParams.delete('code');
    redirect.url.searchParams.set('error', error);
    redirect.url.searchParams.set('error_description', description);
  };
  if (method !== 'S256') return refuse('invalid_request', 'PKCE with S256 is required');
  if (!Object.keys(BASES).some((base) => aud === `${EHR_ORIGIN}/${base}`))
    return refuse('invalid_request', 'Unknown aud');
  if (typeof launch !== 'string' || !launch.startsWith('launch-')) return refuse('invalid_request', 'Unknown launch');
  codes.set(code, { launch, scope: String(scope ?? ''), clientId: String(clientId ?? '') });
});

function grantedScope(issued) {
  if (issued.launch === 'launch-narrow') {
    // Read only: create (v2 c) and write (v1) taken away.
    return issued.scope
      .split(' ')
      .map((scope) => scope.replace(/^((?:patient|user)\/[^.]+\.)c([rs]*)$/, '$1$2'))
      .filter((scope) => !/\.(write|)$/.test(scope))
      .join(' ');
  }
  return issued.scope;
}

auth.service.on('beforeTokenSigning', (token, req) => {
  token.payload.jti = randomUUID();
  if (req.body?.grant_type === 'client_credentials' && req.body.id_token_aud) {
    const { scope: _scope, ...claims } = token.payload;
    const azp = req.body.azp ? { azp: String(req.body.azp) } : {};
    const nonce = req.body.nonce ? { nonce: String(req.body.nonce) } : {};
    token.payload = { ...claims, ...azp, ...nonce, aud: String(req.body.id_token_aud).split(' '), sub: 'prac-1' };
    Object.assign(token.payload, { fhirUser: PRACTITIONER, name: PRACTITIONER_NAME });
    return;
  }
  const issued = codes.get(req.body?.code);
  if (!issued) return;
  Object.assign(token.payload, { fhirUser: PRACTITIONER });
  if (token.payload.aud === issued.clientId) {
    Object.assign(token.payload, { sub: 'prac-1' });
    if (issued.launch !== 'launch-noname') Object.assign(token.payload, { name: PRACTITIONER_NAME });
  } else {
    Object.assign(token.payload, { scope: grantedScope(issued), ...launchContext(issued.launch), sub: 'prac-1' });
    if (issued.launch === 'launch-expired') token.payload.exp = token.payload.iat + 2;
  }
});

auth.service.on('beforeResponse', (response, req) => {
  const issued = codes.get(req.body?.code);
  if (!issued || response.statusCode !== 200) return;
  codes.delete(req.body.code);
  Object.assign(response.body, {
    scope: grantedScope(issued),
    ...launchContext(issued.launch),
    need_patient_banner: true,
  });
  if (issued.launch === 'launch-expired') response.body.expires_in = 2;
});

const keys = createRemoteJWKSet(new URL(`${AUTH_ISSUER}/jwks`));

function send(res, status, body, type = 'application/fhir+json') {
  res.writeHead(status, {
    'content-type': type,
    'access-control-allow-origin': APP_ORIGIN,
    'access-control-expose-headers': 'location',
    'cache-control': 'no-store',
  });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function outcome(code, text) {
  return { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code, details: { text } }] };
}

async function authorize(req) {
  const header = req.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : null;
  if (!token) return { error: [401, outcome('login', 'No access token')] };
  try {
    const { payload } = await jwtVerify(token, keys, { issuer: AUTH_ISSUER });
    return { scopes: String(payload.scope ?? '').split(' ') };
  } catch (error) {
    const expired = error?.code === 'ERR_JWT_EXPIRED';
    return {
      error: [401, outcome(expired ? 'expired' : 'login', expired ? 'Access token expired' : 'Invalid access token')],
    };
  }
}

function mayCreate(scopes, type) {
  return scopes.some((scope) => new RegExp(`^(user|patient|system)/(${type}|\\*)\\.(c[ruds]*|write|\\*)$`).test(scope));
}

function mayRead(scopes, type) {
  return scopes.some((scope) => {
    const match = new RegExp(`^(user|patient|system)/(${type}|\\*)\\.([a-z*]+)$`).exec(scope);
    return match !== null && (/^c?r?u?d?s?$/.test(match[3]) ? /[rs]/.test(match[3]) : ['read', '*'].includes(match[3]));
  });
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Test control: the next transaction is stored but its answer never reaches the app. */
let dropNextAnswer = false;

async function transaction(req, res) {
  const granted = await authorize(req);
  if (granted.error) return send(res, ...granted.error);
  let bundle;
  try {
    bundle = JSON.parse(await readBody(req));
  } catch {
    return send(res, 400, outcome('invalid', 'Not JSON'));
  }
  if (bundle?.resourceType !== 'Bundle' || bundle.type !== 'transaction' || !Array.isArray(bundle.entry)) {
    return send(res, 400, outcome('invalid', 'Expected a transaction Bundle'));
  }
  for (const entry of bundle.entry) {
    const type = entry?.resource?.resourceType;
    if (entry?.request?.method !== 'POST' || entry.request.url !== type) {
      return send(res, 400, outcome('not-supported', 'Only POST entries are supported'));
    }
    if (!mayCreate(granted.scopes, type)) return send(res, 403, outcome('forbidden', `No scope to create ${type}`));
  }
  const [status, answer] = await handleFhir('POST', '', '', bundle);
  if (dropNextAnswer) {
    // The answer starts and breaks off: stored, but the app cannot know (a browser retries a
    // request whose connection closed before any answer, so the break comes after the first bytes).
    dropNextAnswer = false;
    res.writeHead(status, { 'content-type': 'application/fhir+json', 'access-control-allow-origin': APP_ORIGIN });
    res.write('{"resourceType":"Bundle","type":"transaction-response","entry":[');
    setTimeout(() => res.socket?.destroy(), 50);
    return;
  }
  return send(res, status, answer);
}

async function readOrSearch(req, res, path, search) {
  const granted = await authorize(req);
  if (granted.error) return send(res, ...granted.error);
  const type = path.split('/')[0];
  if (!mayRead(granted.scopes, type)) return send(res, 403, outcome('forbidden', `No scope to read ${type}`));
  return send(res, ...(await handleFhir('GET', path, search, undefined)));
}

async function control(req, res, url) {
  if (req.method === 'POST' && url.pathname === '/control/drop-next-answer') {
    dropNextAnswer = true;
    return send(res, 204, '');
  }
  if (req.method === 'GET' && url.pathname === '/control/resources') {
    return send(res, 200, await allOf(url.searchParams.get('type') ?? 'Encounter'), 'application/json');
  }
  return send(res, 404, outcome('not-found', 'No such control'));
}

function smartConfiguration(methods) {
  return {
    issuer: AUTH_ISSUER,
    jwks_uri: `${AUTH_ISSUER}/jwks`,
    authorization_endpoint: `${AUTH_ISSUER}/authorize`,
    token_endpoint: `${AUTH_ISSUER}/token`,
    token_endpoint_auth_methods_supported: ['none'],
    grant_types_supported: ['authorization_code'],
    response_types_supported: ['code'],
    scopes_supported: ['openid', 'fhirUser', 'launch', 'patient/*.rs', 'user/*.cruds'],
    capabilities: [
      'launch-ehr',
      'client-public',
      'sso-openid-connect',
      'context-ehr-patient',
      'context-ehr-encounter',
      'permission-v2',
    ],
    code_challenge_methods_supported: methods,
  };
}

const PAGES = new Map([
  ['/ehr', { file: 'ehr.html', type: 'text/html; charset=utf-8' }],
  ['/ehr.js', { file: 'ehr.js', type: 'text/javascript; charset=utf-8' }],
]);

const server = createServer((req, res) => {
  void (async () => {
    const url = new URL(req.url ?? '/', EHR_ORIGIN);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': APP_ORIGIN,
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'authorization, content-type, accept',
        'access-control-max-age': '600',
      });
      return res.end();
    }
    const page = PAGES.get(url.pathname);
    if (page && req.method === 'GET') {
      res.writeHead(200, {
        'content-type': page.type,
        // The app's frame goes to the authorization server and back during the launch.
        'content-security-policy': `default-src 'self'; script-src 'self'; frame-src ${APP_ORIGIN} ${AUTH_ISSUER}; object-src 'none'`,
      });
      return res.end(await readFile(join(HERE, page.file)));
    }
    if (url.pathname.startsWith('/control/')) return control(req, res, url);
    const [, base, type, id] = url.pathname.split('/');
    if (!(base in BASES)) return send(res, 404, outcome('not-found', 'No such FHIR base'));
    if (type === '.well-known' && id === 'smart-configuration')
      return send(res, 200, smartConfiguration(BASES[base]), 'application/json');
    if (base !== 'fhir') return send(res, 404, outcome('not-found', 'This base stores nothing'));
    if (req.method === 'POST' && !type) return transaction(req, res);
    if (req.method === 'GET' && type) return readOrSearch(req, res, id ? `${type}/${id}` : type, url.search);
    return send(res, 404, outcome('not-supported', 'Not supported'));
  })().catch((error) => send(res, 500, outcome('exception', String(error))));
});

server.listen(PORT, HOST, () => {
  console.log(`Local EHR on ${EHR_ORIGIN} (FHIR ${EHR_ORIGIN}/fhir), authorization server ${AUTH_ISSUER}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    void auth.stop().finally(() => process.exit(0));
  });
}
