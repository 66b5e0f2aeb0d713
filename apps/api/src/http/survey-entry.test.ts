import { sheetBlocks } from '@prca/core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../test/support/admins';
import { createTestApp, type TestApp } from '../../test/support/app';

// The web app's own renderer, from its source (the build imports the same module into
// dist-server/prerender.js; the browser tests use that build).
const PRERENDER = fileURLToPath(new URL('../../../web/src/app/prerender.tsx', import.meta.url));

const SHEET = {
  vi: '# Phiếu thông tin\n\nTrường THPT Lê Hồng Phong mời bạn tham gia khảo sát.',
  en: '# Information sheet\n\nLê Hồng Phong upper-secondary school invites you to take part.',
};

/** A built web app in a temporary folder: the pages, and a server renderer `prerender`. */
function fakeBuild(prerender: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prca-survey-entry-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(path.join(root, 'dist-server', 'prerender.js'), prerender);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>PRCA-24</title>');
  for (const language of ['vi', 'en']) {
    fs.writeFileSync(
      path.join(dist, `survey.${language}.html`),
      `<!doctype html><html lang="${language}" data-page="survey"><title>PRCA-24</title><div id="root">loading</div>`,
    );
    fs.writeFileSync(
      path.join(dist, `survey-entry.${language}.html`),
      `<!doctype html><html lang="${language}"><head><title>PRCA-24</title></head><body><div id="root"></div></body></html>`,
    );
  }
  return dist;
}

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

const paragraphs = (sheet: string) =>
  sheetBlocks(sheet, { retentionDays: 30 }).flatMap((block) =>
    block.kind === 'paragraph' ? [block.text] : [],
  );

describe('/survey with the study’s information sheet in the page', () => {
  let dist: string;
  let t: TestApp;
  let superadmin: string;
  beforeAll(async () => {
    dist = fakeBuild(`export { renderSurveyEntry } from ${JSON.stringify(PRERENDER)};\n`);
    t = await createTestApp('embedded', { WEB_DIST_DIR: dist });
    superadmin = await signInAdmin(t, 'superadmin');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  const survey = (headers: Record<string, string> = {}, url = '/survey') =>
    t.app.inject({ method: 'GET', url, headers });
  const settle = async (changes: object) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: `Bearer ${superadmin}` },
      payload: changes,
    });
    expect(response.statusCode).toBe(200);
  };

  it('sends the sheet in force in the visitor’s language, and the next one once it changes', async () => {
    const consent = (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json().data
      .consent as { text: { vi: string; en: string } };
    for (const [headers, language] of [
      [{ 'accept-language': 'vi-VN,vi;q=0.9' }, 'vi'],
      [{ 'accept-language': 'fr' }, 'en'],
      [{ 'accept-language': 'vi', cookie: 'i18nextLng=en' }, 'en'],
    ] as const) {
      const response = await survey(headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toContain('Accept-Language');
      expect(response.body).toContain(`<html lang="${language}"`);
      expect(response.body).toContain('data-server-copy="/survey"><div inert="">');
      for (const text of paragraphs(consent.text[language]).slice(0, 3)) {
        expect(response.body).toContain(asHtml(text));
      }
    }

    await settle({ consentText: SHEET, contactEmail: 'nhom@truong.edu.vn' });
    const vi = await survey({ 'accept-language': 'vi' });
    expect(vi.body).toContain('Trường THPT Lê Hồng Phong mời bạn tham gia khảo sát.');
    expect(vi.body).toContain('<title>Phiếu thông tin – ');
    expect(vi.body).toContain('nhom@truong.edu.vn');
    const en = await survey({ 'accept-language': 'en' });
    expect(en.body).toContain('Lê Hồng Phong upper-secondary school invites you to take part.');
    expect(en.body).not.toContain('mời bạn');
  });

  it('is compressed as the build’s files are', async () => {
    const plain = await survey({ 'accept-language': 'en' });
    const br = await survey({ 'accept-language': 'en', 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await survey({ 'accept-language': 'en', 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves the first screen to the app when it is not the sheet: a class link, lab mode, a closed survey', async () => {
    for (const url of ['/survey?class=ABCD2345', '/survey?lab=1']) {
      expect((await survey({}, url)).body, url).toContain('data-page="survey"');
    }
    await settle({ acceptingResponses: false });
    expect((await survey()).body).toContain('data-page="survey"');
    await settle({ acceptingResponses: true });
    expect((await survey()).body).toContain('data-server-copy');
  });
});

describe('/survey when the sheet cannot be rendered', () => {
  it.each([
    [
      'a renderer that fails',
      'export async function renderSurveyEntry() { throw new Error("x"); }',
    ],
    ['a build without its server renderer', 'export const somethingElse = 1;'],
  ])('sends the page with its loading screen, with %s', async (_case, prerender) => {
    const dist = fakeBuild(prerender);
    const t = await createTestApp('embedded', { WEB_DIST_DIR: dist });
    try {
      for (const language of ['vi', 'en']) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/survey',
          headers: { 'accept-language': language },
        });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain(`lang="${language}" data-page="survey"`);
        expect(response.body).not.toContain('data-server-copy');
      }
    } finally {
      await t.close();
      fs.rmSync(path.dirname(dist), { recursive: true, force: true });
    }
  });
});
