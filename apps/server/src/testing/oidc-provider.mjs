/**
 * A real OpenID Provider for the tests (issue 35): oidc-provider, a certified implementation, with
 * its development sign-in pages (any password; the login is the user). Users in two groups
 * (`triage-nurses`, `after-hours-nurses`) and one in neither (`billing`). Its refresh tokens follow
 * the user: `POST /test/disable/<login>` disables a user at once (a refresh is then refused). With a
 * `backchannelLogoutUri`, its back-channel logout (OpenID Connect Back-Channel Logout 1.0) posts a
 * logout token there when a user signs out at the provider (its /session/end page). With a
 * `jwksUri`, a second client (`TEST_JWT_CLIENT`) authenticates with a private key JWT only
 * (`private_key_jwt`, ES256), its public keys read from that URI (ADR 0060). Test only.
 *
 * `startOidcProvider` serves it in the calling process (the server's integration tests);
 * e2e/oidc-provider/serve.mjs serves it for the browser journeys. `signInThrough` drives its sign-in pages with
 * plain HTTP requests, as a browser would, and answers the query string it sends the browser back with;
 * `signOutThrough` signs that browser (its cookie jar) out at the provider.
 */
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

export const TEST_CLIENT = { clientId: 'triage-desk', clientSecret: 'test-client-secret-0123456789abcdef' };

/** The client that authenticates with a private key JWT: no secret; its keys at the jwksUri given. */
export const TEST_JWT_CLIENT = { clientId: 'triage-desk-jwt' };

/** login → the user's claims. */
export const TEST_USERS = {
  nora: { name: 'Nora Named', groups: ['triage-nurses'] },
  nate: { name: 'Nate Night', groups: ['after-hours-nurses'] },
  bill: { name: 'Bill Outside', groups: ['billing'] },
  dana: { name: 'Dana Disabled', groups: ['triage-nurses'] },
};

/**
 * Starts the provider on `port` (127.0.0.1); `redirectUris` are the client's registered redirect
 * URIs, `backchannelLogoutUri` its back-channel logout URI (none: no back-channel logout),
 * `jwksUri` the public JWKS of TEST_JWT_CLIENT (none: no such client).
 * Resolves { issuer, disable(login), close }.
 */
export async function startOidcProvider({ port, redirectUris, backchannelLogoutUri, jwksUri, host = '127.0.0.1' }) {
  const disabled = new Set();
  let handle = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => {
    const match = req.method === 'POST' && /^\/test\/disable\/([a-z]+)$/.exec(req.url ?? '');
    if (!match) return handle(req, res);
    disabled.add(match[1]);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ disabled: match[1] }));
  });
  // Port 0: any free port; the issuer is known once the server listens.
  await new Promise((done) => server.listen(port, host, done));
  const issuer = `http://${host}:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
        // The ID and logout tokens carry the provider's session id (`sid`).
        ...(backchannelLogoutUri
          ? { backchannel_logout_uri: backchannelLogoutUri, backchannel_logout_session_required: true }
          : {}),
      },
      ...(jwksUri
        ? [
            {
              client_id: TEST_JWT_CLIENT.clientId,
              redirect_uris: redirectUris,
              grant_types: ['authorization_code', 'refresh_token'],
              response_types: ['code'],
              token_endpoint_auth_method: 'private_key_jwt',
              token_endpoint_auth_signing_alg: 'ES256',
              jwks_uri: jwksUri,
            },
          ]
        : []),
    ],
    async findAccount(_ctx, id) {
      const user = TEST_USERS[id];
      if (!user || disabled.has(id)) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, name: user.name, groups: user.groups }) };
    },
    claims: { openid: ['sub'], profile: ['name', 'groups'] },
    scopes: ['openid', 'profile', 'offline_access'],
    // The profile claims go into the ID token (as Entra's and Okta's group claims do when configured).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, backchannelLogout: { enabled: true } },
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    // Its outgoing requests (the back-channel logout, the JWT client's jwks_uri) refuse loopback addresses (SSRF protection, its
    // dispatcher); the app it posts to here is on 127.0.0.1.
    fetch: (url, { dispatcher: _loopbackRefused, ...options }) => fetch(url, options),
  });
  // A back-channel logout the app did not accept says why (the tests then fail on the session still there).
  provider.on('backchannel.error', (_ctx, error) => console.error(`back-channel logout failed: ${error.message}`));
  // A token request the provider refused says why (a journey that fails at the code exchange names the cause).
  provider.on('grant.error', (_ctx, error) =>
    console.error(
      `token request refused: ${error.message} (${error.error_description ?? ''}) ${error.cause?.message ?? ''}`,
    ),
  );
  handle = provider.callback();
  return {
    issuer,
    disable: (login) => disabled.add(login),
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** A cookie jar of one browser: enough for the provider's own cookies. */
export function cookieJar() {
  const cookies = new Map();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    keep(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
  };
}

/**
 * Signs `login` in through the provider's pages from `authorizationUrl`, consenting (or, with
 * `abort`, cancelling); answers the query string of the redirect back to `redirectUri`. `jar`: the
 * browser's cookies (kept for `signOutThrough`).
 */
export async function signInThrough(authorizationUrl, login, { redirectUri, abort = false, jar = cookieJar() }) {
  let url = authorizationUrl;
  for (let step = 0; step < 12; step += 1) {
    if (url.startsWith(redirectUri)) return new URL(url).search.slice(1);
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.keep(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const page = await response.text();
    const uid = /\/interaction\/([^/"]+)/.exec(page)?.[1];
    if (!uid) throw new Error(`No interaction on the provider's page (${response.status})`);
    const base = new URL(url).origin;
    if (abort) {
      url = `${base}/interaction/${uid}/abort`;
      continue;
    }
    const body = page.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
    const answer = await fetch(`${base}/interaction/${uid}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    jar.keep(answer);
    url = new URL(answer.headers.get('location') ?? '', url).href;
  }
  throw new Error('The sign-in did not come back');
}

/**
 * The browser of `jar` signs out at the provider (its end-session page, "Yes, sign me out"): the
 * provider ends its session there and posts its back-channel logout before it answers.
 */
export async function signOutThrough(issuer, jar) {
  const page = await fetch(`${issuer}/session/end`, { headers: { cookie: jar.header() } });
  jar.keep(page);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!xsrf) throw new Error(`No sign-out form on the provider's page (${page.status})`);
  const answer = await fetch(`${issuer}/session/end/confirm`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ xsrf, logout: 'yes' }),
  });
  jar.keep(answer);
  if (answer.status >= 400) throw new Error(`The provider refused the sign-out (${answer.status})`);
}
