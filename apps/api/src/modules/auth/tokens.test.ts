import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearerToken, hashToken, newToken, tokenMatchesHash } from './tokens';

const withAuthorization = (authorization?: string) =>
  ({ headers: authorization === undefined ? {} : { authorization } }) as FastifyRequest;

describe('tokens', () => {
  it('makes 32 random bytes, base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('stores the SHA-256 of a token, and matches a token against it', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const token = newToken();
    expect(tokenMatchesHash(token, hashToken(token))).toBe(true);
    expect(tokenMatchesHash(newToken(), hashToken(token))).toBe(false);
    expect(tokenMatchesHash(token, 'not-hex')).toBe(false);
  });

  it('reads a bearer token, and tells a missing header from one that is not a bearer', () => {
    expect(bearerToken(withAuthorization('Bearer abc-_.~+/='))).toBe('abc-_.~+/=');
    expect(bearerToken(withAuthorization('bearer abc'))).toBe('abc');
    expect(bearerToken(withAuthorization())).toBeUndefined();
    expect(bearerToken(withAuthorization('Basic dXNlcjpwYXNz'))).toBeNull();
    expect(bearerToken(withAuthorization('Bearer '))).toBeNull();
    expect(bearerToken(withAuthorization('Bearer a b'))).toBeNull();
  });
});
