import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are credentials: the OAuth `code` and `state` of the Google
 * callback, the confirmation link's `token`, any `*_token`. A log line is read by more people,
 * and kept longer, than the sign-in they belong to.
 */
const SECRET_PARAM = /^(code|state|token|[a-z_]*_token|session_state)$/i;

/** The request URL with every secret query value replaced; everything else kept for debugging. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a name that does not decode is logged as sent
      }
      return eq >= 0 && SECRET_PARAM.test(name) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/**
 * Fastify's request serializer with the URL redacted. Handed to the logger as a child's
 * serializer in buildApp, so every logger the app is given (production, tests) gets it.
 */
export function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
