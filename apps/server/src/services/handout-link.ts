/**
 * Patient handout links (issue 36, ADR 0046): a JWS (HS256, through `jose`) in the page's path that
 * names the practice, the protocols, the language and the expiry — nothing about the patient — under
 * the server's handout key (HANDOUT_LINK_KEY or a key file in DATA_DIR). A link that does not verify
 * answers `invalidHandoutLink`; one past its expiry, `expiredHandoutLink`.
 */
import type { HandoutLanguage, HandoutProtocolRef } from '@triage/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';

export const HANDOUT_KEY_FILE = 'handout-link.key';
/** The page of a link: `/handout/<token>`. */
export const HANDOUT_PATH_PREFIX = '/handout/';
const AUDIENCE = 'triage-desk:handout';
const ALGORITHM = 'HS256';

export interface HandoutLink {
  /** The practice's internal id. */
  practiceId: number;
  protocols: HandoutProtocolRef[];
  language: HandoutLanguage;
  expiresAt: Date;
}

/** The claims, short: the token is read out or pasted. `p` practice, `c` [content set, protocol] pairs, `l` language. */
const Claims = z.object({
  p: z.number().int().positive(),
  c: z
    .array(z.tuple([z.number().int().positive(), z.number().int().positive()]))
    .min(1)
    .max(5),
  l: z.enum(['en']),
  exp: z.number().int(),
});

/** The signed token of a link. */
export async function signHandoutLink(key: Uint8Array, link: HandoutLink): Promise<string> {
  return new SignJWT({
    p: link.practiceId,
    c: link.protocols.map((ref) => [ref.contentSetId, ref.protocolId]),
    l: link.language,
  })
    .setProtectedHeader({ alg: ALGORITHM })
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(link.expiresAt.getTime() / 1000))
    .sign(key);
}

/** The link a token names, once its signature, audience and expiry are checked. */
export async function verifyHandoutLink(key: Uint8Array, token: string, now: Date): Promise<HandoutLink> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError('expiredHandoutLink', 'The handout link has expired');
    throw new AppError('invalidHandoutLink', 'The handout link does not verify');
  }
  const claims = Claims.safeParse(payload);
  if (!claims.success) throw new AppError('invalidHandoutLink', 'The handout link names no practice and protocols');
  return {
    practiceId: claims.data.p,
    protocols: claims.data.c.map(([contentSetId, protocolId]) => ({ contentSetId, protocolId })),
    language: claims.data.l,
    expiresAt: new Date(claims.data.exp * 1000),
  };
}
