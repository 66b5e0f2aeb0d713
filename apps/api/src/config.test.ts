import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, LOOPBACK_PROXIES, loadConfig } from './config';

const SECRET = 'an-identity-secret-of-32-characters-or-more';

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
      IDENTITY_SECRET: SECRET,
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/prca',
      IDENTITY_SECRET: SECRET,
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
    ['IDENTITY_SECRET', 'short'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}: `),
    );
  });

  it('needs IDENTITY_SECRET with PostgreSQL, and makes one beside DATA_DIR without it', () => {
    const postgres = { DATABASE_URL: 'postgres://app@db.internal/prca' };
    expect(() => loadConfig(postgres)).toThrow(ConfigError);
    expect(() => loadConfig(postgres)).toThrow(
      /^Invalid configuration:\n {2}IDENTITY_SECRET: is required with DATABASE_URL/,
    );
    expect(() => loadConfig({ ...postgres, IDENTITY_SECRET: '' })).toThrow(/IDENTITY_SECRET/);
    expect(loadConfig({ ...postgres, IDENTITY_SECRET: SECRET }).IDENTITY_SECRET).toBe(SECRET);
    // The embedded database: the server makes one into <DATA_DIR>.identity-secret at start.
    expect(loadConfig({}).IDENTITY_SECRET).toBeUndefined();
    expect(loadConfig({ IDENTITY_SECRET: SECRET }).IDENTITY_SECRET).toBe(SECRET);
  });

  it('says what is wrong with a short IDENTITY_SECRET, and never repeats it', () => {
    const short = 'only-twenty-characte';
    let message = '';
    try {
      loadConfig({ IDENTITY_SECRET: short, DATABASE_URL: 'postgres://app@db.internal/prca' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /^Invalid configuration:\n {2}IDENTITY_SECRET: must be at least 32 characters/,
    );
    expect(message).not.toContain(short);
  });
});
