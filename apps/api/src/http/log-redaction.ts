import type { FastifyRequest } from 'fastify';

/** A list of ids (the admin filter `class=<uuid>,<uuid>`): no class code, kept for debugging. */
const ID_LIST = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:,|%2C)?)+$/i;

/**
 * What a request log line may say of the address: sign-in tickets and codes, class codes, and
 * e-mail addresses (in a path or a query), are personal or secret, and logs travel further than
 * the database does. A class code opens a class's survey to whoever holds it (issue 29): it is
 * redacted in the public lookup (`/api/classes/<code>`) and wherever a `class` or `classCode`
 * parameter carries it (the student's `/survey?class=<code>`); an admin filter's class ids stay.
 */
export function redactUrl(url: string): string {
  return (
    url
      .replace(/([?&](?:token|ticket|code|state|email)=)[^&#]*/gi, '$1[redacted]')
      .replace(/([?&]class(?:_?code)?=)([^&#]*)/gi, (whole, name: string, value: string) =>
        ID_LIST.test(value) ? whole : `${name}[redacted]`,
      )
      .replace(/(\/api\/classes\/)[^/?#]+/i, '$1[redacted]')
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
