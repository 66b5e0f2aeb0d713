import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/database';
import { buildApp } from '../app';
import { LOOPBACK_PROXIES, testConfig } from '../config';
import type { DatabaseHandle } from '../db/client';

/** A Content-Security-Policy header as directive → sources. */
function policyOf(response: Response): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every reply must carry, whatever answered it. */
function expectSecurityHeaders(response: Response) {
  const policy = policyOf(response);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['style-src']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'none'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['form-action']).toEqual(["'self'"]);
  expect(JSON.stringify(policy)).not.toMatch(/unsafe-(inline|eval)/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers', () => {
  let distDir: string;
  let database: DatabaseHandle;
  // Three configurations of the real app; one database serves them all.
  let direct: FastifyInstance;
  let behindProxy: FastifyInstance;
  let rateLimited: FastifyInstance;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prca-web-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>PRCA-24</title>');
    database = await openTestDatabase('embedded');
    const build = (overrides: Parameters<typeof testConfig>[0]) =>
      buildApp({ config: testConfig(overrides), database });
    direct = await build({ WEB_DIST_DIR: distDir });
    behindProxy = await build({ TRUST_PROXY: LOOPBACK_PROXIES });
    rateLimited = await build({ RATE_LIMIT_PER_MINUTE: 1 });
  });
  afterAll(async () => {
    for (const app of [direct, behindProxy, rateLimited]) await app?.close();
    await database?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('are on API replies', async () => {
    const response = await direct.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });

  it('are on the web app, and the sign-in callback page still sends no Referer', async () => {
    for (const url of ['/', '/survey', '/auth/callback?token=ticket']) {
      const response = await direct.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toContain('text/html');
      expectSecurityHeaders(response);
    }
  });

  it('are on error replies: unknown address, bad input, too many requests', async () => {
    const notFound = await direct.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(notFound.statusCode).toBe(404);
    expectSecurityHeaders(notFound);

    const badId = await direct.inject({ method: 'GET', url: '/api/surveys/not-an-id' });
    expect(badId.statusCode).toBe(400);
    expectSecurityHeaders(badId);

    const badJson = await direct.inject({
      method: 'POST',
      url: '/api/surveys',
      headers: { 'content-type': 'application/json' },
      payload: '{"demographics":',
    });
    expect(badJson.statusCode).toBe(400);
    expectSecurityHeaders(badJson);

    await rateLimited.inject({ method: 'GET', url: '/api/health' });
    const tooMany = await rateLimited.inject({ method: 'GET', url: '/api/health' });
    expect(tooMany.statusCode).toBe(429);
    expectSecurityHeaders(tooMany);
  });

  it('ask for HTTPS only on a request that came over HTTPS through a trusted proxy', async () => {
    const overHttps = await behindProxy.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);

    const overHttp = await behindProxy.inject({ method: 'GET', url: '/api/health' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();

    // Without TRUST_PROXY the header is anyone's to send, and the connection was plain HTTP.
    const claimed = await direct.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});
