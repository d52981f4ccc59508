/**
 * Security headers: a CSP without inline script on the HTML shell, whose frame-ancestors come from
 * configuration so EHR pages can embed the app; 'none' for everything on the API.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export async function registerSecurityHeaders(app: FastifyInstance, frameAncestors: string): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: frameAncestors.split(/\s+/).filter(Boolean),
      },
    },
    // Framing is governed by CSP frame-ancestors; X-Frame-Options would forbid the EHR embedding.
    frameguard: false,
    // No Referer at all: the single sign-on launch page's URL holds its token.
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      reply.header('content-security-policy', API_CSP);
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
