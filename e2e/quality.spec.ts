import { ITEMS } from '@prca/core';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMOGRAPHICS, adminToken, catalogue, openIn, type Language } from './support';

/*
 * Issue 17 in the browser: a straight-lined response shows as flagged, `quality=unflagged`
 * leaves it out of the analytics and the reliability, and a researcher's "keep" brings it back.
 * Each language works in a class of its own, so that the figures are those of its responses.
 */

/** i18next's placeholders filled in, as the screen shows the text. */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

const fixed = (language: Language, value: number, digits: number) =>
  new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);

/**
 * An attentive student: agrees with the "nervous" statements as much as they disagree with the
 * "comfortable" ones, at a level that differs between students (so the reliability is defined).
 */
function attentiveAnswers(seed: number): Record<string, number> {
  return Object.fromEntries(
    ITEMS.map((item, index) => {
      const level = (seed % 4) + 1 + (index % 6 === seed % 6 ? 1 : 0);
      return [`question${index + 1}`, item.key === 'plus' ? level : 6 - level];
    }),
  );
}

const STRAIGHT_LINED = Object.fromEntries(ITEMS.map((_, index) => [`question${index + 1}`, 1]));

/** A school, a wave and a class for one language, with six attentive and one careless response. */
async function studyWithOneCarelessResponse(request: APIRequestContext, language: Language) {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const stamp = `${language} ${Date.now()}`;
  // The admin's token on the admin's calls only: the survey reads a bearer as a respondent's.
  const post = async (url: string, data: object) => {
    const reply = await request.post(
      url,
      url.startsWith('/api/admin') ? { headers, data } : { data },
    );
    expect(reply.ok(), await reply.text()).toBe(true);
    return (await reply.json()).data;
  };
  const school = await post('/api/admin/schools', { name: `THPT Chất lượng ${stamp}` });
  const wave = await post('/api/admin/waves', { name: `Đợt ${stamp}` });
  const schoolClass = await post('/api/admin/classes', {
    schoolId: school.id,
    waveId: wave.id,
    name: `10Q ${language}`,
    grade: 'grade10',
  });
  const submit = (responses: Record<string, number>, seed: number) =>
    post('/api/surveys', {
      demographics: {
        ...DEMOGRAPHICS,
        causes: [...DEMOGRAPHICS.causes],
        gender: seed % 2 ? 'male' : 'female',
      },
      responses,
      classCode: schoolClass.code,
    });
  for (let seed = 0; seed < 6; seed += 1) await submit(attentiveAnswers(seed), seed);
  const careless = await submit(STRAIGHT_LINED, 7);
  return { token, classId: schoolClass.id as string, carelessId: careless.id as string };
}

async function apiData(page: Page, token: string, path: string) {
  const reply = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(reply.ok()).toBe(true);
  return (await reply.json()).data;
}

/** A figure under its name (the StatCard of the dashboard and the analytics). */
function statCard(page: Page, label: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
}

for (const language of ['vi', 'en'] as const) {
  test(`a straight-lined response is flagged, left out by "only unflagged", and kept by a decision (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const filters = catalogue(language, 'filters');
    const admin = catalogue(language, 'admin');
    const quality = catalogue(language, 'quality');
    const analytics = catalogue(language, 'analytics');
    const { token, classId, carelessId } = await studyWithOneCarelessResponse(request, language);
    await page.addInitScript((value) => window.localStorage.setItem('admin_token', value), token);
    const qualityChoice = page.getByRole('combobox', { name: filters.quality.label, exact: true });

    // The responses list: the careless response carries its flags, the others none.
    await openIn(page, language, `/admin/surveys?class=${classId}`);
    const rows = page.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(7);
    const flaggedRows = rows.filter({ hasText: quality.kind.straightLining });
    await expect(flaggedRows).toHaveCount(1);
    await expect(flaggedRows).toContainText(quality.kind.inconsistent);
    await expect(rows.filter({ hasText: quality.none })).toHaveCount(6);

    // The dashboard counts it by kind, and the filter bar says what "only unflagged" leaves out.
    await openIn(page, language, `/admin/dashboard?class=${classId}`);
    await expect(statCard(page, quality.kind.straightLining)).toContainText('1');
    await expect(statCard(page, quality.kind.speeding)).toContainText('0');
    await expect(
      page.getByText(fill(filters.quality.flaggedKept_one, { formatted: 1 })),
    ).toBeVisible();
    await qualityChoice.selectOption('unflagged');
    await expect(page).toHaveURL(/quality=unflagged/);
    await expect(
      page.getByText(fill(filters.quality.leavesOut_one, { formatted: 1, total: 7 })),
    ).toBeVisible();
    await expect(statCard(page, admin.stats.totalResponses)).toContainText('6');
    expect(await seriousViolations(page)).toEqual([]);

    // The analytics: 7 responses for all, 6 with only the unflagged ones.
    await openIn(page, language, `/admin/analytics?class=${classId}`);
    await expect(statCard(page, analytics.demographics.total)).toContainText('7');
    await qualityChoice.selectOption('unflagged');
    await expect(statCard(page, analytics.demographics.total)).toContainText('6');

    // The reliability: the alpha of the six attentive responses, not that of all seven.
    const all = await apiData(page, token, `/api/admin/analytics/reliability?class=${classId}`);
    const unflagged = await apiData(
      page,
      token,
      `/api/admin/analytics/reliability?class=${classId}&quality=unflagged`,
    );
    expect(unflagged.overall.alpha).not.toBeNull();
    expect(unflagged.overall.alpha).not.toBeCloseTo(all.overall.alpha, 3);
    await openIn(page, language, `/admin/analytics/reliability?class=${classId}`);
    await expect(page.getByTestId('overall-alpha')).toHaveText(
      fixed(language, all.overall.alpha, 3),
    );
    await qualityChoice.selectOption('unflagged');
    await expect(page.getByTestId('overall-alpha')).toHaveText(
      fixed(language, unflagged.overall.alpha, 3),
    );

    // The detail explains the flag with its values; a researcher keeps the response.
    await page.setViewportSize({ width: 360, height: 800 });
    await openIn(page, language, `/admin/surveys?class=${classId}&response=${carelessId}`);
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(fill(quality.explain.straightLining.raised, { run: 24, total: 24 })),
    ).toBeVisible();
    await expect(dialog.getByText(quality.override.countedFlagged)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('radio', { name: quality.override.choice.keep }).check();
    await dialog.getByRole('button', { name: quality.override.save }).click();
    await expect(dialog.getByText(quality.override.reasonMissing)).toBeVisible();
    const reason =
      language === 'vi' ? 'Em này trả lời thật, đã hỏi lại.' : 'Asked the student: real.';
    // With the keyboard: type the reason, Tab to Save, Enter; the focus stays on the button.
    await dialog.getByLabel(quality.override.reason, { exact: true }).focus();
    await page.keyboard.type(reason);
    await page.keyboard.press('Tab');
    const save = dialog.getByRole('button', { name: quality.override.save });
    await expect(save).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(quality.override.saved.keep)).toBeVisible();
    await expect(save).toBeFocused();
    await expect(
      dialog.getByText(`${quality.override.current} ${quality.override.state.keep}`, {
        exact: true,
      }),
    ).toBeVisible();
    await expect(dialog.getByText(`“${reason}”`)).toBeVisible();
    await expect(dialog.getByText(quality.override.countedUnflagged)).toBeVisible();
    // Usable on a phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The decision can be found again (issue 31): nothing flagged is left to decide, and the kept
    // response is listed by its decision, a choice kept in the address across a reload.
    await page.setViewportSize({ width: 1280, height: 800 });
    await openIn(page, language, `/admin/surveys?class=${classId}&flag=straightLining`);
    await expect(rows).toHaveCount(1);
    const listFilters = admin.surveys.filters;
    const form = page.getByRole('region', { name: listFilters.heading });
    const decisionChoice = async (choice: 'keep' | 'none') => {
      const summary = form.locator('summary', { hasText: listFilters.decision });
      await summary.click();
      await form.getByRole('checkbox', { name: listFilters.decisions[choice] }).check();
      await summary.click();
    };
    await decisionChoice('none');
    await form.getByRole('button', { name: listFilters.apply }).click();
    await expect(page).toHaveURL(/flag=straightLining&decision=none/);
    await expect(page.getByText(admin.surveys.empty)).toBeVisible();
    await decisionChoice('keep');
    await form.getByRole('button', { name: listFilters.apply }).click();
    await expect(page).toHaveURL(/decision=none%2Ckeep|decision=keep%2Cnone/);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(quality.kind.straightLining);
    await page.reload();
    await expect(rows).toHaveCount(1);
    await expect(form).toContainText(
      `${listFilters.decisions.keep}, ${listFilters.decisions.none}`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Kept: "only unflagged" counts it again.
    await openIn(page, language, `/admin/analytics?class=${classId}&quality=unflagged`);
    await expect(statCard(page, analytics.demographics.total)).toContainText('7');
  });
}
