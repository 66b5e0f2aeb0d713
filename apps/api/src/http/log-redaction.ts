import type { FastifyRequest } from 'fastify';

/**
 * What a request log line may say of the address: sign-in tickets and codes, and e-mail
 * addresses (in a path or a query), are personal or secret, and logs travel further than the
 * database does.
 */
export function redactUrl(url: string): string {
  return (
    url
      .replace(/([?&](?:token|ticket|code|state|email)=)[^&#]*/gi, '$1[redacted]')
      .replace(/(\/by-email\/)[^/?#]+/i, '$1[redacted]')
      // An address anywhere else (a mistyped path, a parameter of another name), written with
      // its @ or percent-encoded (issue 27: no e-mail address in the server's log).
      .replace(/[^/?&=#]*(?:@|%40)[^/?&#]*/gi, '[redacted]')
  );
}

/** Fastify's request serializer with the address redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}
