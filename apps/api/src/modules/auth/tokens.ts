import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

// 32 random bytes: guessing one is out of reach, and base64url keeps it URL- and header-safe.
const TOKEN_BYTES = 32;

/** A new opaque secret (session token, sign-in ticket, browser binding): 43 base64url characters. */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * What the database keeps instead of a token: its SHA-256, hex. A plain hash is enough because
 * the token is 256 random bits, not a password, and it lets a lookup be a single indexed query.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` hashes to `expectedHash`, compared in constant time. */
export function tokenMatchesHash(token: string, expectedHash: string): boolean {
  const actual = Buffer.from(hashToken(token), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The token of an `Authorization: Bearer …` header: undefined when the request has no
 * Authorization header, null when it has one that is not a bearer token.
 */
export function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(header);
  return match?.[1] ?? null;
}
