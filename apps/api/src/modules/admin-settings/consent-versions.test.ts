import { DEFAULT_CONSENT_SHEETS } from '@prca/core';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, loginAs, signInAdmin } from '../../../test/support/admins';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { BACKENDS } from '../../../test/support/environment';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { admins, consentVersions, settings } from '../../db/schema';

const SHEET = {
  vi: '# Phiếu thông tin\n\nTrường THPT Lê Hồng Phong mời bạn tham gia.',
  en: '# Information sheet\n\nLê Hồng Phong upper-secondary school invites you to take part.',
};

describe.each(BACKENDS)('versions of the information sheet on the %s database', (backend) => {
  let t: TestApp;
  // A second instance of the API on the same database, as behind a load balancer.
  let other: FastifyInstance;
  let superadmin: string;
  let manager: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    other = await buildApp({ config: testConfig(), database: t.database });
    superadmin = await signInAdmin(t, 'superadmin');
    // Manages the settings, but is no superadmin.
    await createAdmin(t.database.db, {
      username: 'manager',
      password: 'a long manager password',
      role: 'researcher',
    });
    await t.database.db
      .update(admins)
      .set({ permissions: ['view_analytics', 'manage_settings'] })
      .where(eq(admins.username, 'manager'));
    manager = await loginAs(t.app, 'manager', 'a long manager password');
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const put = (token: string, body: object, app = t.app, language = 'en') =>
    app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      payload: body,
    });
  const publicSheet = async (app = t.app) =>
    (await app.inject({ method: 'GET', url: '/api/settings/public' })).json().data.consent;
  const versions = () =>
    t.database.db.select().from(consentVersions).orderBy(asc(consentVersions.version));

  it('makes version 1, the default sheet of the mode in force, once, when two instances first need it', async () => {
    const seen = await Promise.all([publicSheet(), publicSheet(other), publicSheet(other)]);
    for (const sheet of seen) {
      expect(sheet).toEqual({ version: 1, text: DEFAULT_CONSENT_SHEETS.anonymous });
    }
    expect(await versions()).toMatchObject([{ version: 1, respondentIdentity: 'anonymous' }]);
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { authorization: `Bearer ${superadmin}` },
    });
    expect(admin.json().data).toMatchObject({
      respondentIdentity: 'anonymous',
      consentText: null,
      consent: { version: 1, text: DEFAULT_CONSENT_SHEETS.anonymous },
      classCodeRequired: null,
      classCodeRequiredInEffect: false,
    });
  });

  it('adds nothing for a save of the values in force', async () => {
    const saved = await put(superadmin, {
      respondentIdentity: 'anonymous',
      consentText: null,
      guestRetentionDays: 30,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.consent.version).toBe(1);
    expect(await versions()).toHaveLength(1);
  });

  it('makes a new version with the sheet of the new mode when the identity mode changes', async () => {
    const saved = await put(superadmin, { respondentIdentity: 'email' });
    expect(saved.json().data.consent).toEqual({ version: 2, text: DEFAULT_CONSENT_SHEETS.email });
    expect(await publicSheet()).toEqual({ version: 2, text: DEFAULT_CONSENT_SHEETS.email });
    expect((await versions()).map((row) => row.respondentIdentity)).toEqual(['anonymous', 'email']);
  });

  it('makes a version for each saved change of the text, and for a mode changed under the same text', async () => {
    const custom = await put(superadmin, { consentText: { vi: ` ${SHEET.vi} `, en: SHEET.en } });
    expect(custom.json().data).toMatchObject({
      consentText: SHEET,
      consent: { version: 3, text: SHEET },
    });
    // The same text again is no change.
    expect((await put(superadmin, { consentText: SHEET })).json().data.consent.version).toBe(3);
    // What is collected changes, so the sheet's version does, though its words do not.
    const signIn = await put(superadmin, { respondentIdentity: 'signIn' });
    expect(signIn.json().data.consent).toEqual({ version: 4, text: SHEET });
    // Back to the default text, which is now the sign-in mode's.
    const reset = await put(superadmin, { consentText: null });
    expect(reset.json().data.consent).toEqual({ version: 5, text: DEFAULT_CONSENT_SHEETS.signIn });
    expect(await publicSheet(other)).toEqual({ version: 5, text: DEFAULT_CONSENT_SHEETS.signIn });
    expect((await versions()).map((row) => [row.version, row.respondentIdentity])).toEqual([
      [1, 'anonymous'],
      [2, 'email'],
      [3, 'email'],
      [4, 'signIn'],
      [5, 'signIn'],
    ]);
  });

  it('numbers changes saved at once on two instances one after another, ending on the text saved', async () => {
    const texts = [1, 2, 3, 4].map((n) => ({ vi: `${SHEET.vi} (${n})`, en: `${SHEET.en} (${n})` }));
    const replies = await Promise.all(
      texts.map((consentText, n) => put(superadmin, { consentText }, n % 2 ? other : t.app)),
    );
    for (const reply of replies) expect(reply.statusCode).toBe(200);
    const rows = await versions();
    expect(rows.map((row) => row.version)).toEqual(rows.map((_, index) => index + 1));
    // Each instance may keep its view of the settings for a moment: read what is saved.
    const [saved] = await t.database.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'consentText'));
    const latest = rows.at(-1)!;
    expect({ vi: latest.textVi, en: latest.textEn }).toEqual(saved!.value);
    expect(texts).toContainEqual(saved!.value);
    // Put the mode's default back for the tests below.
    await put(superadmin, { consentText: null });
  });

  it('lets only a superadmin change the identity mode or the sheet, saying so in the reader’s language', async () => {
    const before = (await versions()).length;
    const mode = await put(manager, { respondentIdentity: 'anonymous' });
    expect(mode.statusCode).toBe(403);
    expect(mode.json().message).toBe(
      'Only a super administrator can change whether students stay anonymous, give an e-mail address or sign in.',
    );
    const sheet = await put(manager, { consentText: SHEET }, t.app, 'vi');
    expect(sheet.statusCode).toBe(403);
    expect(sheet.json().message).toBe(
      'Chỉ quản trị viên cấp cao mới có thể thay đổi phiếu thông tin.',
    );
    // Sending what is in force changes nothing, so it is no superadmin's business.
    const same = await put(manager, {
      respondentIdentity: 'signIn',
      consentText: null,
      contactNote: 'Phòng 204',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({
      respondentIdentity: 'signIn',
      contactNote: 'Phòng 204',
    });
    expect(await versions()).toHaveLength(before);
  });

  it('refuses a sheet missing a language, saying what to write', async () => {
    const refused = await put(superadmin, { consentText: { vi: SHEET.vi, en: '  ' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Write the information sheet in both Vietnamese and English.',
      field: 'consentText.en',
    });
  });
});
