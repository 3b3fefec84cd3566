import type { FastifyRequest } from "fastify";

/**
 * A play session's token is the only key its player holds (GAPS.md): whoever reads a log must
 * not be able to play, save or download someone's game. Tokens travel in paths
 * (/api/sessions/{token}/…, /api/sessions/download/{token}) and in play links (?session=).
 */
const NOT_TOKENS = new Set(["start", "load-anonymous", "download"]);

export function redactUrl(url: string): string {
  return url
    .replace(/(\/api\/sessions\/(?:download\/)?)([^/?#]+)/, (whole, prefix: string, segment: string) =>
      NOT_TOKENS.has(segment) ? whole : `${prefix}[token]`,
    )
    .replace(/([?&](?:session|sessionToken)=)[^&#]*/g, "$1[token]");
}

/** Fastify's own request fields, with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
