import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Env } from '../../config/env.ts';
import type { GoogleSignInErrorCode } from '@hotel/contracts';
import type { Clock } from '../../lib/clock.ts';

/** Google's OIDC endpoints; injectable so tests drive the flow against a local fake provider. */
/** A refused Google sign-in: the code goes to the console, the message to the log. */
export class GoogleSignInError extends Error {
  readonly code: GoogleSignInErrorCode;
  constructor(code: GoogleSignInErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export interface GoogleEndpoints {
  authorizationUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  issuers: string[];
}

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  issuers: ['https://accounts.google.com', 'accounts.google.com'],
};

/** What the short-lived signed cookie carries between /start and /callback. */
export interface OidcTransaction {
  state: string;
  nonce: string;
  verifier: string;
}

export interface GoogleProfile {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export interface GoogleClient {
  configured: boolean;
  beginAuthorization(redirectUri: string): { url: string; transaction: OidcTransaction };
  /** Exchanges the code and verifies the ID token; throws an Error whose message can be shown. */
  completeAuthorization(code: string, redirectUri: string, transaction: OidcTransaction): Promise<GoogleProfile>;
}

const random = () => randomBytes(32).toString('base64url');

export function createGoogleClient(env: Env, clock: Clock, endpoints: GoogleEndpoints = GOOGLE_ENDPOINTS): GoogleClient {
  const clientId = env.GOOGLE_CLIENT_ID;
  const clientSecret = env.GOOGLE_CLIENT_SECRET;
  const jwks = createRemoteJWKSet(new URL(endpoints.jwksUrl), { cacheMaxAge: 600_000 });

  return {
    configured: Boolean(clientId && clientSecret),

    beginAuthorization(redirectUri) {
      const transaction: OidcTransaction = { state: random(), nonce: random(), verifier: random() };
      const challenge = createHash('sha256').update(transaction.verifier).digest('base64url');
      const url = new URL(endpoints.authorizationUrl);
      url.search = new URLSearchParams({
        client_id: clientId ?? '',
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state: transaction.state,
        nonce: transaction.nonce,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }).toString();
      return { url: url.toString(), transaction };
    },

    async completeAuthorization(code, redirectUri, transaction) {
      const res = await fetch(endpoints.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: clientId ?? '',
          client_secret: clientSecret ?? '',
          code_verifier: transaction.verifier,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new GoogleSignInError('failed', 'Google refused the sign-in code');
      const body = (await res.json()) as { id_token?: unknown };
      if (typeof body.id_token !== 'string') throw new GoogleSignInError('failed', 'Google did not return an ID token');
      let payload;
      try {
        ({ payload } = await jwtVerify(body.id_token, jwks, {
          algorithms: ['RS256'],
          issuer: endpoints.issuers,
          audience: clientId ?? '',
          currentDate: clock.now(),
        }));
      } catch {
        throw new GoogleSignInError('failed', 'The Google ID token could not be verified');
      }
      if (payload.nonce !== transaction.nonce) throw new GoogleSignInError('failed', 'The Google ID token does not match this sign-in');
      if (typeof payload.email !== 'string' || payload.email_verified !== true) {
        throw new GoogleSignInError('unverified', 'Your Google email address is not verified');
      }
      return {
        email: payload.email,
        firstName: typeof payload.given_name === 'string' ? payload.given_name : null,
        lastName: typeof payload.family_name === 'string' ? payload.family_name : null,
      };
    },
  };
}
