import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { openTestDatabase } from '../../test/support/database';
import { buildApp } from '../app';
import { LOOPBACK_PROXIES, testConfig } from '../config';
import type { DatabaseHandle } from '../db/client';

const LIMIT = 5;

/** GET `url` as the connection from `remoteAddress`, with an X-Forwarded-For when given. */
function ask(t: TestApp, remoteAddress: string, forwardedFor?: string, url = '/api/health') {
  return t.app.inject({
    method: 'GET',
    url,
    remoteAddress,
    headers: {
      'accept-language': 'vi',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
  });
}

/** Statuses of LIMIT + 1 requests, each claiming a different address of its own choosing. */
async function rotating(t: TestApp, remoteAddress: string, suffix = ''): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i += 1) {
    const spoofed = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    statuses.push((await ask(t, remoteAddress, `${spoofed}${suffix}`)).statusCode);
  }
  return statuses;
}
const LIMITED = [...Array<number>(LIMIT).fill(200), 429];

let database: DatabaseHandle | undefined;
afterAll(() => database?.close());

describe('rate limit per client address', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prca-web-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>PRCA-24</title>');
    fs.writeFileSync(path.join(distDir, 'assets/app-1234.js'), 'console.log(1);');
    t = await createTestApp('embedded', { RATE_LIMIT_PER_MINUTE: LIMIT, WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('answers 429 with a readable message past the limit, per address', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect((await ask(t, '10.0.0.1')).statusCode).toBe(200);
    const limited = await ask(t, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: 'Có quá nhiều yêu cầu từ mạng của bạn. Vui lòng đợi một phút rồi thử lại.',
    });
    expect((await ask(t, '10.0.0.2')).statusCode).toBe(200);
  });

  it('does not count the web app: a whole lab behind one address loads the page', async () => {
    for (let pupil = 0; pupil < 4 * LIMIT; pupil += 1) {
      for (const url of ['/', '/assets/app-1234.js', '/survey']) {
        expect((await ask(t, '10.0.0.3', undefined, url)).statusCode, url).toBe(200);
      }
    }
    // The API's own allowance is untouched by all those pages.
    for (let i = 0; i < LIMIT; i += 1) expect((await ask(t, '10.0.0.3')).statusCode).toBe(200);
    expect((await ask(t, '10.0.0.3')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await rotating(t, '10.0.0.4')).toEqual(LIMITED);
  });
});

describe.each([
  ['a listed proxy', '10.1.2.3', ['10.1.2.3']],
  ['a proxy on this machine (TRUST_PROXY=true)', '127.0.0.1', LOOPBACK_PROXIES],
  ['a listed range of proxies', '172.20.0.5', ['172.16.0.0/12']],
])('rate limit behind %s', (_name, proxy, trusted) => {
  let t: TestApp;
  beforeAll(async () => {
    // The limit lives in the app, so the apps can share one database.
    database ??= await openTestDatabase('embedded');
    const app = await buildApp({
      config: testConfig({ RATE_LIMIT_PER_MINUTE: LIMIT, TRUST_PROXY: trusted }),
      database,
    });
    t = { app, database, close: () => app.close() };
  });
  afterAll(() => t.close());

  it('counts each client by the address the proxy saw, whatever the client claims', async () => {
    // The client's own X-Forwarded-For comes first; the proxy appends the address it saw.
    expect(await rotating(t, proxy, ', 203.0.113.7')).toEqual(LIMITED);
    expect((await ask(t, proxy, '203.0.113.8')).statusCode).toBe(200);
  });

  it('believes no X-Forwarded-For from a client that is not a trusted proxy', async () => {
    expect(await rotating(t, '198.51.100.9')).toEqual(LIMITED);
  });
});
