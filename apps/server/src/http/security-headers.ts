/**
 * Security headers: a CSP without inline script or inline style on the HTML shell, whose
 * frame-ancestors come from configuration so EHR pages can embed the app, and a Permissions-Policy
 * that denies the browser features the app does not use; 'none' for everything on the API, never
 * cached. The header sets are built once and applied to every answer in one synchronous hook.
 */
import type { FastifyInstance } from 'fastify';

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The HTML shell's CSP: no inline script, no eval, no inline style (ADR 0015: style props are set
 * through the CSSOM, the scroll lock's CSS is a constructed stylesheet, and HTML shown in the app
 * carries no style attribute); frame-ancestors from FRAME_ANCESTORS; connect-src 'self' and the
 * registered EHRs' origins (SMART launch and Send to chart, ADR 0025).
 * @internal
 */
export function pageCsp(frameAncestors: string, connectOrigins: readonly string[] = []): string {
  return cspOf(frameAncestors.split(/\s+/).filter(Boolean), connectOrigins);
}

/**
 * The admin console's pages (/admin…, loaded as documents): connect-src 'self' only, never framed
 * (issue 33, ADR 0036). The console talks only to this server; an EHR origin opened to it would let
 * injected script in the console (where administrators register EHRs) send data there.
 * @internal
 */
export const ADMIN_PAGE_CSP = cspOf(["'none'"], []);

function cspOf(frameAncestors: readonly string[], connectOrigins: readonly string[]): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connectOrigins]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [...frameAncestors]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join(';');
}

/**
 * The browser features the app uses: writing the call note to the clipboard, by its own origin
 * (inside an EHR frame the host's `allow="clipboard-write"` must grant it too). Everything else
 * Chromium knows on every platform is denied, to the app and to anything it could frame
 * ('bluetooth' and 'web-share' are left out: Chromium on Linux reports them as unknown features).
 */
const ALLOWED_FEATURES: Record<string, string> = { 'clipboard-write': '(self)' };
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'storage-access',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

const PERMISSIONS_POLICY = [
  ...Object.entries(ALLOWED_FEATURES).map(([feature, allowList]) => `${feature}=${allowList}`),
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
].join(', ');

/**
 * On every answer. Framing is governed by CSP frame-ancestors (an X-Frame-Options header would
 * forbid the EHR embedding); no Referer at all (the single sign-on launch page's URL holds its token).
 */
const COMMON_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/**
 * The patient handout pages (and the short links of texted ones, ADR 0051), their stylesheet and script (ADR 0046): those two files only — no inline
 * script or style, no connections, no forms, never framed.
 * @internal
 */
export const HANDOUT_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function isHandoutPage(url: string): boolean {
  return url.startsWith('/handout/') || url.startsWith('/h/') || url === '/handout.css' || url === '/handout.js';
}

function isAdminPage(url: string): boolean {
  return url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');
}

function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  frameAncestors: string,
  connectOrigins: () => readonly string[] = () => [],
): Promise<void> {
  const pageHeadersFor = (origins: readonly string[]) => ({
    ...COMMON_HEADERS,
    'content-security-policy': pageCsp(frameAncestors, origins),
    'permissions-policy': PERMISSIONS_POLICY,
  });
  let origins = connectOrigins();
  let pageHeaders = pageHeadersFor(origins);
  const apiHeaders = { ...COMMON_HEADERS, 'content-security-policy': API_CSP, 'cache-control': 'no-store' };
  const adminPageHeaders = {
    ...COMMON_HEADERS,
    'content-security-policy': ADMIN_PAGE_CSP,
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const handoutPageHeaders = {
    ...COMMON_HEADERS,
    'content-security-policy': HANDOUT_PAGE_CSP,
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiUrl(request.url)) {
      reply.headers(apiHeaders);
    } else if (isHandoutPage(request.url)) {
      reply.headers(handoutPageHeaders);
    } else if (isAdminPage(request.url)) {
      reply.headers(adminPageHeaders);
    } else {
      const current = connectOrigins();
      if (current !== origins) {
        origins = current;
        pageHeaders = pageHeadersFor(origins);
      }
      reply.headers(pageHeaders);
    }
    done();
  });
}
