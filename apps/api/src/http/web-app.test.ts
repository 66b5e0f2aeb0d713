import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';

describe('serving the built web app', () => {
  let distDir: string;
  let t: TestApp;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prca-web-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>PRCA-24</title>');
    fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    for (const language of ['vi', 'en']) {
      for (const page of ['landing', 'survey']) {
        fs.writeFileSync(
          path.join(distDir, `${page}.${language}.html`),
          `<!doctype html><html lang="${language}" data-page="${page}"><title>PRCA-24</title>`,
        );
      }
    }
    t = await createTestApp('embedded', { WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('serves a page at / and for every client-side route, never cached', async () => {
    for (const url of ['/', '/survey', '/admin/analytics/reliability', '/auth/callback?token=x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>PRCA-24</title>');
    }
  });

  it.each([
    ['/', 'landing'],
    ['/survey', 'survey'],
    ['/survey?class=ABCD2345', 'survey'],
  ])(
    'sends %s as its own page in the visitor’s language: stored choice, browser, else English',
    async (url, page) => {
      const sent = async (headers: Record<string, string>) => {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.headers.vary).toContain('Accept-Language');
        expect(response.body).toContain(`data-page="${page}"`);
        return /lang="(\w+)"/.exec(response.body)?.[1];
      };
      expect(await sent({ 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.8' })).toBe('vi');
      expect(await sent({ 'accept-language': 'fr-FR,fr;q=0.9,de;q=0.5' })).toBe('en');
      expect(await sent({})).toBe('en');
      expect(await sent({ 'accept-language': 'vi', cookie: 'a=1; i18nextLng=en' })).toBe('en');
      expect(await sent({ 'accept-language': 'en', cookie: 'i18nextLng=vi' })).toBe('vi');
    },
  );

  it('sends the plain shell for every other route', async () => {
    for (const url of ['/privacy', '/admin/dashboard', '/survey/extra']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('lang=');
    }
  });

  it('keeps the sign-in callback page from leaking its address in a Referer', async () => {
    const callback = await t.app.inject({ method: 'GET', url: '/auth/callback?token=ticket' });
    expect(callback.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves hashed assets with a long cache life', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API addresses as JSON 404s and never serves files outside the build', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'There is nothing at this address.' });
    const escape = await t.app.inject({ method: 'GET', url: '/..%2f..%2fpackage.json' });
    expect(escape.body).not.toContain('"workspaces"');
  });
});
