/**
 * The browser journeys' OpenID Provider (apps/server/src/testing/oidc-provider.mjs), on OIDC_PROVIDER_PORT (default 3870), for
 * the app at APP_ORIGIN (its redirect URI /oidc/callback, its back-channel logout URI /api/oidc/backchannel-logout,
 * and for the private key JWT client its JWKS at /api/oidc/lakeside-health/jwks.json).
 *
 *   APP_ORIGIN=http://127.0.0.1:3210 OIDC_PROVIDER_PORT=3870 node e2e/oidc-provider/serve.mjs
 */
import { startOidcProvider } from '../../apps/server/src/testing/oidc-provider.mjs';

const port = Number(process.env.OIDC_PROVIDER_PORT ?? 3870);
const appOrigin = process.env.APP_ORIGIN ?? 'http://127.0.0.1:3210';
const { issuer } = await startOidcProvider({
  port,
  redirectUris: [`${appOrigin}/oidc/callback`],
  backchannelLogoutUri: `${appOrigin}/api/oidc/backchannel-logout`,
  // The private key JWT client (ADR 0060) reads the journey organization's JWKS (login address lakeside-health).
  jwksUri: `${appOrigin}/api/oidc/lakeside-health/jwks.json`,
});
console.log(`OpenID Provider at ${issuer}`);
