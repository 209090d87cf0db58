import { randomUUID } from 'node:crypto';
import { SignJWT, createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import type { Env } from '../../config/env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SigningKey } from './signing-key.ts';

export const TOKEN_AUDIENCE = 'hotel-profiler';
const DEFAULT_ISSUER = 'hotel-profiler-api';
// Asymmetric algorithms only: an HS256 token "signed" with our public key must never pass.
const EXTERNAL_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

export type VerifiedToken = (
  | { kind: 'own'; userId: string; email: string; jti: string }
  | {
      kind: 'external';
      email: string;
      firstName: string | null;
      lastName: string | null;
      subject: string;
      /** The issuer said in so many words that it verified the email (ADMIN_EMAILS asks for that). */
      emailVerifiedClaim: boolean;
    }
) & { expiresAt: Date };

export interface TokenService {
  issuer: string;
  signAccessToken(user: { id: string; email: string }): Promise<{ token: string; expiresAt: Date }>;
  /** null for any token that is not valid right now (bad signature, algorithm, issuer, audience, expiry). */
  verify(token: string): Promise<VerifiedToken | null>;
}

export function createTokenService(env: Env, key: SigningKey, clock: Clock): TokenService {
  const issuer = env.JWT_ISSUER ?? DEFAULT_ISSUER;
  const remote = env.AUTH_JWKS_URL ? createRemoteJWKSet(new URL(env.AUTH_JWKS_URL), { cacheMaxAge: 600_000 }) : null;

  async function verifyOwn(token: string): Promise<VerifiedToken | null> {
    const { payload } = await jwtVerify(token, key.publicKey, {
      algorithms: ['EdDSA', 'Ed25519'],
      issuer,
      audience: TOKEN_AUDIENCE,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'exp', 'jti'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.jti !== 'string') return null;
    return { kind: 'own', userId: payload.sub, email: payload.email, jti: payload.jti, expiresAt: new Date((payload.exp ?? 0) * 1000) };
  }

  async function verifyExternal(token: string): Promise<VerifiedToken | null> {
    // The configuration requires issuer and audience with a JWKS URL; never verify without them.
    if (!remote || !env.AUTH_ISSUER || !env.AUTH_AUDIENCE) return null;
    const { payload } = await jwtVerify(token, remote, {
      algorithms: EXTERNAL_ALGORITHMS,
      issuer: env.AUTH_ISSUER,
      audience: env.AUTH_AUDIENCE,
      currentDate: clock.now(),
      requiredClaims: ['exp'],
    });
    const email = stringClaim(payload, 'email');
    if (!email) return null;
    // Supabase keeps names (and, in some versions, email_verified) in user_metadata; OIDC
    // providers use top-level claims.
    const meta = (payload.user_metadata ?? {}) as Record<string, unknown>;
    // The account is found by email, so an issuer that says it has not verified the email must
    // not sign anyone into it. Absent means the issuer makes no such distinction (Supabase
    // access tokens, for one): the issuer is trusted by configuration.
    if (isFalse(payload.email_verified) || isFalse(meta.email_verified)) return null;
    return {
      kind: 'external',
      email,
      expiresAt: new Date((payload.exp ?? 0) * 1000),
      subject: payload.sub ?? email,
      emailVerifiedClaim: isTrue(payload.email_verified) || isTrue(meta.email_verified),
      firstName: stringClaim(payload, 'given_name') ?? (typeof meta.first_name === 'string' ? meta.first_name : null),
      lastName: stringClaim(payload, 'family_name') ?? (typeof meta.last_name === 'string' ? meta.last_name : null),
    };
  }

  return {
    issuer,
    async signAccessToken(user) {
      const now = clock.now();
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + env.ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ email: user.email })
        .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(issuer)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .setJti(randomUUID())
        .sign(key.privateKey);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async verify(token) {
      let claims: JWTPayload;
      try {
        claims = decodeJwt(token);
      } catch {
        return null;
      }
      try {
        if (claims.iss === issuer) return await verifyOwn(token);
        return await verifyExternal(token);
      } catch {
        return null;
      }
    },
  };
}

/** Some issuers (Cognito) send booleans as strings. */
function isFalse(claim: unknown): boolean {
  return claim === false || claim === 'false';
}

function isTrue(claim: unknown): boolean {
  return claim === true || claim === 'true';
}

function stringClaim(payload: JWTPayload, name: string): string | null {
  const v = payload[name];
  return typeof v === 'string' && v.length > 0 ? v : null;
}
