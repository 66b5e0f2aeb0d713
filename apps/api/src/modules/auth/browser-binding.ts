import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The cookie that ties a sign-in to the browser that started it, so that a callback URL
 * carried to another browser (login CSRF, a shared link) finishes nothing. Only the API's
 * auth routes ever see it.
 */
const COOKIE_NAME = 'prca_sign_in';
const COOKIE_PATH = '/api/auth';
const BINDING_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface BindingCookieOptions {
  /** Send the cookie over HTTPS only (PUBLIC_URL is https). */
  secure: boolean;
  maxAgeSeconds: number;
}

function serialize(value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [
    `${COOKIE_NAME}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    // Lax: the provider brings the browser back with a top-level GET, which Lax allows.
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** The binding value the browser sent, if it is one of ours. */
export function readBindingCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== COOKIE_NAME) continue;
    const value = pair.slice(separator + 1).trim();
    if (BINDING_PATTERN.test(value)) return value;
  }
  return undefined;
}

export function setBindingCookie(
  reply: FastifyReply,
  value: string,
  { secure, maxAgeSeconds }: BindingCookieOptions,
): void {
  reply.header('set-cookie', serialize(value, maxAgeSeconds, secure));
}

export function clearBindingCookie(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', serialize('', 0, secure));
}
