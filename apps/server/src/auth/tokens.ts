// Access tokens are JWTs (HS256, 15 minutes) naming the user and the device session; refresh
// and e-mail tokens are opaque random strings stored only as SHA-256 hashes.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { SESSION, normalizeRole, type Role } from '@pedalswap/domain';

const ISSUER = 'pedalswap';
const AUDIENCE = 'pedalswap-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: Role;
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The refresh token that replaces `token`: derived, not random, so that presenting the same
 * replaced token again within the grace window (a reload or another tab racing a rotation)
 * answers the very token the first answer carried. Whichever answer the browser keeps, it holds
 * the session's current token; a random one per answer left the other party's token orphaned and
 * signed that tab out at its next refresh. Keyed by the server's secret, so a token alone does
 * not tell its successor.
 */
export function nextRefreshToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`refresh:${token}`).digest('base64url');
}

export function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How login_throttle names an account: the address itself is not stored, known or not. */
export const loginAccountKey = (email: string) => sha256(`login:${email.trim().toLowerCase()}`);

export function createTokenSigner(
  secret: string,
  ttlSeconds: number = SESSION.accessTokenTtlSeconds,
) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }> {
      const now = Math.floor(Date.now() / 1000);
      const exp = now + ttlSeconds;
      const token = await new SignJWT({ sid: claims.sessionId, role: claims.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    /** null for anything not signed by us, expired, or missing its claims. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          // jose checks exp only when present: a token without one would never expire.
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return {
          userId: payload.sub,
          sessionId: payload.sid,
          role: normalizeRole(payload.role as string),
        };
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
