import {
  DEFAULT_CONSENT_SHEETS,
  LINKING_SHEET_SECTION,
  validationMessage,
  type AdminSettings,
} from '@prca/core';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { getData, openAdmin, send, signInAs, signInTo, type AdminApp } from './admin-apps';
import { seriousViolations } from './axe';
import {
  PATTERNED_ANSWERS,
  answerQuestions,
  assent,
  catalogue,
  fill,
  fillPartA,
  fillPartB,
  openIn,
  type Language,
} from './support';
import { SETTINGS_APP_URL } from './sign-in-servers';

/*
 * The settings that change what every student is shown (issue 27) run on the settings app
 * (e2e/sign-in-servers.ts), one test at a time, and each puts back what it changed.
 */
test.describe.configure({ mode: 'serial' });

const texts = (language: Language) => catalogue(language, 'settings');

/** The settings as stored now, and a way to put the given ones back as they were. */
async function keep(request: APIRequestContext, app: AdminApp, keys: (keyof AdminSettings)[]) {
  const original = await getData(request, app, '/api/admin/settings');
  return async () => {
    await send(
      request,
      app,
      'put',
      '/api/admin/settings',
      Object.fromEntries(keys.map((key) => [key, original[key]])),
    );
  };
}

const publicSettings = async (request: APIRequestContext) =>
  (await (await request.get(`${SETTINGS_APP_URL}/api/settings/public`)).json()).data;

async function save(page: Page, language: Language) {
  await page.getByRole('button', { name: texts(language).save }).click();
}

test('a changed contact note is saved alone and reaches the public pages', async ({
  page,
  request,
}) => {
  const settings = texts('en');
  const app = await signInTo(request, SETTINGS_APP_URL);
  const restore = await keep(request, app, ['contactNote']);
  const original = await getData(request, app, '/api/admin/settings');
  const note = `E2E note ${Date.now()} – Phòng 204`;
  try {
    await openAdmin(page, 'en', app, '/admin/settings');
    const days = page.getByLabel(settings.retention.label);
    await expect(days).toHaveValue(String(original.guestRetentionDays));
    await days.fill('0');
    await save(page, 'en');
    await expect(
      page.getByText(fill(settings.retention.invalid, { min: 1, max: '3,650' })),
    ).toBeVisible();
    await days.fill(String(original.guestRetentionDays));

    await page.getByLabel(settings.contactNote.label).fill(note);
    const saving = page.waitForRequest(
      (sent) => sent.method() === 'PUT' && sent.url().endsWith('/api/admin/settings'),
    );
    await save(page, 'en');
    expect((await saving).postDataJSON()).toEqual({ contactNote: note });
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(settings.saved);

    expect((await publicSettings(request)).contactNote).toBe(note);
    await page.goto(`${SETTINGS_APP_URL}/`);
    await expect(page.getByRole('contentinfo').getByText(note)).toBeVisible();
  } finally {
    await restore();
  }
});

for (const language of ['vi', 'en'] as const) {
  test(`a superadmin edits the information sheet with its preview, saves a new version, goes back to the default, and a new mode makes a version too (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const settings = texts(language);
    const app = await signInTo(request, SETTINGS_APP_URL);
    const restore = await keep(request, app, ['respondentIdentity', 'consentText']);
    try {
      const before = await getData(request, app, '/api/admin/settings');
      const mode = before.respondentIdentity as keyof typeof DEFAULT_CONSENT_SHEETS;
      await openAdmin(page, language, app, '/admin/settings');

      // The mode in force, each with its sentence; the sheet in force with its version.
      const identity = page.getByRole('group', { name: settings.identity.legend });
      await expect(
        identity.getByRole('radio', { name: settings.identity[mode].label }),
      ).toBeChecked();
      await expect(identity.getByText(settings.identity.anonymous.description)).toBeVisible();
      const version = before.consent.version as number;
      await expect(
        page.getByText(
          fill(before.consentText ? settings.sheet.inForceOwn : settings.sheet.inForceDefault, {
            version,
          }),
        ),
      ).toBeVisible();
      const english = page.getByRole('textbox', { name: settings.sheet.text.en });
      await expect(english).toHaveValue(before.consentText?.en ?? DEFAULT_CONSENT_SHEETS[mode].en);

      // A paragraph added in English shows in its preview, the retention days filled in.
      const heading = `Our school's note ${Date.now()}`;
      await english.fill(
        `${await english.inputValue()}\n\n# ${heading}\n\n- Kept for {{retentionDays}} days`,
      );
      await page.getByText(settings.sheet.preview.en).click();
      const preview = page.locator('[lang=en]').filter({ hasText: heading });
      await expect(preview.getByText(heading, { exact: true })).toBeVisible();
      await expect(
        preview
          .getByRole('listitem')
          .filter({ hasText: `Kept for ${before.guestRetentionDays} days` }),
      ).toBeVisible();
      expect(await seriousViolations(page), 'settings with a preview open').toEqual([]);

      await save(page, language);
      await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
        fill(settings.savedNewVersion, { version: version + 1 }),
      );
      await expect(
        page.getByText(fill(settings.sheet.inForceOwn, { version: version + 1 })),
      ).toBeVisible();
      const edited = await publicSettings(request);
      expect(edited.consent.version).toBe(version + 1);
      expect(edited.consent.text.en).toContain(heading);
      // Students are shown it before any question (a student's own browser, in English).
      const own = await browser.newContext();
      const student = await own.newPage();
      await openIn(student, 'en', `${SETTINGS_APP_URL}/survey`);
      await expect(student.getByText(heading)).toBeVisible();
      await own.close();

      // Back to the default sheet of the mode: one more version.
      await page.getByRole('button', { name: settings.sheet.reset }).click();
      const modeLabel = settings.identity[mode].label;
      await expect(
        page.getByText(fill(settings.sheet.showingDefault, { mode: modeLabel })),
      ).toBeVisible();
      await expect(english).toHaveValue(DEFAULT_CONSENT_SHEETS[mode].en);
      await save(page, language);
      await expect(
        page.getByText(fill(settings.sheet.inForceDefault, { version: version + 2 })),
      ).toBeVisible();
      const reset = await publicSettings(request);
      expect(reset.consent.version).toBe(version + 2);
      expect(reset.consent.text.en).not.toContain(heading);

      // Another mode says what it stores, so it makes a version of its own.
      const other = mode === 'anonymous' ? 'email' : 'anonymous';
      await identity.getByRole('radio', { name: settings.identity[other].label }).check();
      await expect(english).toHaveValue(DEFAULT_CONSENT_SHEETS[other].en);
      await save(page, language);
      await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
        fill(settings.savedNewVersion, { version: version + 3 }),
      );
      const moved = await publicSettings(request);
      expect(moved).toMatchObject({ respondentIdentity: other, consent: { version: version + 3 } });
    } finally {
      await restore();
    }
  });

  test(`lab mode's idle times keep to their ranges; the class code, lab mode and parents' consent are saved and said (${language})`, async ({
    page,
    request,
  }) => {
    const settings = texts(language);
    const app = await signInTo(request, SETTINGS_APP_URL);
    const restore = await keep(request, app, [
      'labModeDefault',
      'labResultsIdleSeconds',
      'labSurveyIdleSeconds',
      'classCodeRequired',
      'parentalConsentCollected',
    ]);
    try {
      await openAdmin(page, language, app, '/admin/settings');
      const results = page.getByRole('spinbutton', { name: settings.lab.resultsIdle });
      const survey = page.getByRole('spinbutton', { name: settings.lab.surveyIdle });
      await results.fill('4');
      await survey.fill('7201');
      await save(page, language);
      await expect(page.getByText(fill(settings.lab.invalid, { min: 5, max: 3600 }))).toBeVisible();
      await expect(page.getByText(fill(settings.lab.invalid, { min: 5, max: 7200 }))).toBeVisible();

      await results.fill('20');
      await survey.fill('45');
      await page.getByRole('checkbox', { name: settings.lab.default }).check();
      const classCode = page.getByRole('group', { name: settings.classCode.legend });
      await classCode.getByRole('radio', { name: settings.classCode.always.label }).check();
      const parents = page.getByRole('group', { name: settings.parentalConsent.legend });
      await parents.getByRole('radio', { name: settings.parentalConsent.collected }).check();
      const saving = page.waitForRequest(
        (sent) => sent.method() === 'PUT' && sent.url().endsWith('/api/admin/settings'),
      );
      await save(page, language);
      expect((await saving).postDataJSON()).toEqual({
        labModeDefault: true,
        labResultsIdleSeconds: 20,
        labSurveyIdleSeconds: 45,
        classCodeRequired: true,
        parentalConsentCollected: true,
      });
      await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(settings.saved);
      await expect(classCode.getByText(settings.classCode.nowRequired)).toBeVisible();
      expect(await publicSettings(request)).toMatchObject({
        labModeDefault: true,
        labResultsIdleSeconds: 20,
        labSurveyIdleSeconds: 45,
        classCodeRequired: true,
      });

      // "Never" opens the survey to anyone, and the screen says so once saved.
      await classCode.getByRole('radio', { name: settings.classCode.never.label }).check();
      await save(page, language);
      await expect(classCode.getByText(settings.classCode.nowOptional)).toBeVisible();
      expect((await publicSettings(request)).classCodeRequired).toBe(false);
    } finally {
      await restore();
    }
  });

  test(`a settings manager who is no superadmin reads the identity mode and the sheet without changing them, and is told why (${language})`, async ({
    page,
    request,
  }) => {
    const settings = texts(language);
    const app = await signInTo(request, SETTINGS_APP_URL);
    const manager = { username: `caidat-${language}-${Date.now()}`, password: 'cai-dat-2026-ok' };
    await send(request, app, 'post', '/api/admin/users', {
      ...manager,
      role: 'researcher',
      permissions: ['view_analytics', 'view_surveys', 'manage_settings'],
    });
    const own = await signInAs(request, SETTINGS_APP_URL, manager);
    await openAdmin(page, language, own, '/admin/settings');

    const identity = page.getByRole('group', { name: settings.identity.legend });
    for (const radio of await identity.getByRole('radio').all()) await expect(radio).toBeDisabled();
    await expect(identity.getByText(settings.identity.superadminOnly)).toBeVisible();
    // Linking waves changes the sheet too (issue 32).
    const linking = page.getByRole('group', { name: settings.linkWaves.legend });
    for (const radio of await linking.getByRole('radio').all()) await expect(radio).toBeDisabled();
    await expect(linking.getByText(settings.linkWaves.superadminOnly)).toBeVisible();
    await expect(page.getByText(settings.sheet.superadminOnly)).toBeVisible();
    for (const language of ['vi', 'en'] as const) {
      await expect(
        page.getByRole('textbox', { name: settings.sheet.text[language] }),
      ).not.toBeEditable();
    }
    await expect(page.getByRole('button', { name: settings.sheet.reset })).toHaveCount(0);
    // What they may change stays open to them.
    await expect(page.getByRole('checkbox', { name: settings.lab.default })).toBeEnabled();
    expect(await seriousViolations(page), 'settings read-only').toEqual([]);

    // The server refuses anyway.
    const refused = await page.request.put(`${SETTINGS_APP_URL}/api/admin/settings`, {
      headers: own.headers,
      data: { respondentIdentity: 'email' },
    });
    expect(refused.status()).toBe(403);
  });
}

/*
 * Issue 32: a superadmin turns the linking of waves on; the sheet says so (a new version), and a
 * student answers the linking questions after the assent, by keyboard, on a phone's width.
 */
for (const language of ['vi', 'en'] as const) {
  test(`a superadmin turns linking on, and a student answers the linking questions before part A (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const settings = texts(language);
    const survey = catalogue(language, 'survey');
    const app = await signInTo(request, SETTINGS_APP_URL);
    const restore = await keep(request, app, ['linkWaves', 'classCodeRequired']);
    try {
      // Students of this test come without a class code.
      await send(request, app, 'put', '/api/admin/settings', {
        linkWaves: false,
        classCodeRequired: false,
      });
      const before = await getData(request, app, '/api/admin/settings');
      await openAdmin(page, language, app, '/admin/settings');
      const linking = page.getByRole('group', { name: settings.linkWaves.legend });
      await expect(
        linking.getByRole('radio', { name: settings.linkWaves.off.label }),
      ).toBeChecked();
      await expect(linking.getByText(settings.linkWaves.newVersion)).toBeVisible();
      await linking.getByRole('radio', { name: settings.linkWaves.on.label }).check();
      await save(page, language);
      await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
        fill(settings.savedNewVersion, { version: before.consent.version + 1 }),
      );
      const linked = await publicSettings(request);
      expect(linked.linkQuestions.map((question: { key: string }) => question.key)).toEqual([
        'motherInitial',
        'ownInitial',
        'birthDay',
        'olderSiblings',
      ]);
      expect(linked.consent.text[language]).toContain(LINKING_SHEET_SECTION[language]);

      // A student on a phone: the sheet explains the codes, then the linking step.
      const own = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const student = await own.newPage();
      await openIn(student, language, `${SETTINGS_APP_URL}/survey`);
      const heading = LINKING_SHEET_SECTION[language].split('\n')[0]!.slice(2);
      await expect(student.getByText(heading, { exact: true })).toBeVisible();
      await assent(student, language);
      await expect(student.getByRole('heading', { name: survey.link.title })).toBeVisible();
      // Next with nothing typed: the first question says what to type, and takes the focus.
      await student.getByRole('button', { name: survey.nav.next }).click();
      const mother = student.getByRole('textbox', { name: survey.link.motherInitial.label });
      await expect(mother).toBeFocused();
      await expect(
        student.getByText(validationMessage('link.motherInitialInvalid', language)),
      ).toBeVisible();
      // By keyboard alone: type, Tab to the next field, Enter to go on.
      await student.keyboard.type('Lan');
      await student.keyboard.press('Tab');
      await student.keyboard.type('a');
      await student.keyboard.press('Tab');
      await student.keyboard.type('7');
      await student.keyboard.press('Tab');
      await student.keyboard.type('0');
      await student.keyboard.press('Enter');
      // "Lan" is a name, not its first letter: said on that question.
      await expect(mother).toBeFocused();
      await mother.fill('Đ');
      await student.keyboard.press('Enter');
      await expect(student.getByRole('heading', { name: survey.partA.title })).toBeVisible();
      expect(
        await student.evaluate(() => document.documentElement.scrollWidth),
        'no sideways scrolling at 360 px',
      ).toBeLessThanOrEqual(360);
      // Back from part A shows the answers kept.
      await student.getByRole('button', { name: survey.nav.back }).click();
      await expect(student.getByRole('textbox', { name: survey.link.birthDay.label })).toHaveValue(
        '7',
      );
      expect(await seriousViolations(student), 'the linking step').toEqual([]);
      await student.getByRole('button', { name: survey.nav.next }).click();
      await fillPartA(student, language);
      await fillPartB(student, language);
      const submitted = student.waitForRequest(
        (sent) => sent.method() === 'POST' && sent.url().endsWith('/api/surveys'),
      );
      const stored = student.waitForResponse(
        (reply) => reply.request().method() === 'POST' && reply.url().endsWith('/api/surveys'),
      );
      await answerQuestions(student, language, PATTERNED_ANSWERS);
      expect((await submitted).postDataJSON()).toMatchObject({
        consentVersion: linked.consent.version,
        link: { motherInitial: 'Đ', ownInitial: 'a', birthDay: 7, olderSiblings: 0 },
      });
      expect((await stored).status()).toBe(201);
      await expect(student.getByRole('heading', { name: survey.completed.title })).toBeVisible();
      await own.close();

      // Off again: another version, and the step is gone.
      await linking.getByRole('radio', { name: settings.linkWaves.off.label }).check();
      await save(page, language);
      await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
        fill(settings.savedNewVersion, { version: before.consent.version + 2 }),
      );
      const unlinked = await browser.newContext();
      const next = await unlinked.newPage();
      await openIn(next, language, `${SETTINGS_APP_URL}/survey`);
      await assent(next, language);
      await expect(next.getByRole('heading', { name: survey.partA.title })).toBeVisible();
      await unlinked.close();
    } finally {
      await restore();
    }
  });
}
