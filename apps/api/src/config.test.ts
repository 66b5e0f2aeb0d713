import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, LOOPBACK_PROXIES, loadConfig } from './config';

describe('configuration', () => {
  it('starts on the embedded database in ./data on port 3000 when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      ADMIN_USERNAME: 'admin',
      RATE_LIMIT_PER_MINUTE: 1000,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
  });

  it('treats an empty value as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('parses every value it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/prca',
      WEB_ORIGIN: 'https://survey.example.edu.vn, http://localhost:5173',
      TRUST_PROXY: 'true',
      ADMIN_PASSWORD: 'a long enough password',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/prca',
      WEB_ORIGIN: ['https://survey.example.edu.vn', 'http://localhost:5173'],
      TRUST_PROXY: LOOPBACK_PROXIES,
    });
  });

  it('trusts no proxy by default, and only the listed proxies when given', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 172.16.0.0/12,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
      '::1',
    ]);
  });

  it('serves a web build named relative to the working directory', () => {
    const config = loadConfig({ WEB_DIST_DIR: 'apps/web/dist' });
    expect(config.WEB_DIST_DIR).toBe(path.resolve('apps/web/dist'));
    expect(path.isAbsolute(config.WEB_DIST_DIR)).toBe(true);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/prca'],
    ['ADMIN_PASSWORD', 'short'],
    ['ADMIN_USERNAME', 'a b'],
    ['WEB_ORIGIN', 'not a url'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['LOG_LEVEL', 'loud'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}: `),
    );
  });
});
