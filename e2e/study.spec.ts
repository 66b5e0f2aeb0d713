import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, sidewaysOverflow } from './axe';
import {
  PATTERNED_ANSWERS,
  answerQuestions,
  catalogue,
  fillPartA,
  fillPartB,
  openIn,
  start,
  type Language,
  adminToken,
  fill,
} from './support';

/** The class's confirmation, then the survey through to its end. */
async function confirmClassAndFinish(
  page: Page,
  language: Language,
  school: string,
  className: string,
) {
  const survey = catalogue(language, 'survey');
  await expect(page.getByText(survey.classCode.confirmTitle)).toBeVisible();
  await expect(page.getByText(school, { exact: true })).toBeVisible();
  await expect(page.getByText(className, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: survey.classCode.confirm }).click();
  await expect(
    page.getByText(fill(survey.classCode.chosen, { className, schoolName: school })),
  ).toBeVisible();
  await start(page, language);
  await fillPartA(page, language);
  await fillPartB(page, language);
  await answerQuestions(page, language, PATTERNED_ANSWERS);
  await expect(page.getByRole('heading', { name: survey.completed.title })).toBeVisible();
}

for (const language of ['vi', 'en'] as const) {
  test(`a study's classes take the survey by link and by code, and the figures filter to one class (${language})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const study = catalogue(language, 'study');
    const filters = catalogue(language, 'filters');
    const survey = catalogue(language, 'survey');
    const analytics = catalogue(language, 'analytics');
    const school = `THPT Thử nghiệm ${language} ${Date.now()}`;
    const wave = `${language === 'vi' ? 'Đợt' : 'Wave'} ${Date.now()}`;
    const token = await adminToken(request);

    // The admin builds the study: a school, a wave, then three classes pasted at once.
    const admin = await (await browser.newContext()).newPage();
    await admin.addInitScript((value) => window.localStorage.setItem('admin_token', value), token);
    await openIn(admin, language, '/admin/study');
    await admin.getByRole('textbox', { name: study.schools.name, exact: true }).fill(school);
    await admin.getByRole('button', { name: study.schools.add }).click();
    await expect(admin.getByRole('rowheader', { name: school })).toBeVisible();
    await admin.getByRole('textbox', { name: study.waves.name, exact: true }).fill(wave);
    await admin.getByRole('button', { name: study.waves.add }).click();
    await expect(admin.getByRole('rowheader', { name: wave })).toBeVisible();
    await admin
      .getByRole('combobox', { name: study.classes.school, exact: true })
      .selectOption({ label: school });
    await admin
      .getByRole('combobox', { name: study.classes.wave, exact: true })
      .selectOption({ label: wave });
    await admin.getByLabel(study.classes.list).fill('10A1, 40\n10A2\n11B1');
    await admin.getByRole('button', { name: study.classes.add }).click();
    await expect(
      admin.getByText(fill(study.classes.created_other, { count: 3, school })),
    ).toBeVisible();
    const row = admin
      .getByRole('row')
      .filter({ has: admin.getByRole('rowheader', { name: '10A1', exact: true }) });
    const code = (await row.getByRole('cell').nth(2).innerText()).trim();
    expect(code).toMatch(/^[2-9A-Z]{7}$/);

    // Nothing serious for axe on the study screen, and no sideways scrolling on a phone.
    await admin.setViewportSize({ width: 360, height: 800 });
    expect(await seriousViolations(admin)).toEqual([]);
    expect(await sidewaysOverflow(admin)).toBeLessThanOrEqual(0);
    await admin.setViewportSize({ width: 1280, height: 800 });

    // The class's sheet: its absolute link for phones, its code and a QR code drawn in the page.
    await row.getByRole('link', { name: fill(study.classes.sheetNamed, { name: '10A1' }) }).click();
    const link = new URL(`/survey?class=${code}`, admin.url()).href;
    await expect(admin.getByText(link, { exact: true })).toBeVisible();
    await expect(admin.getByText(code, { exact: true })).toBeVisible();
    await expect(
      admin.getByRole('img', { name: fill(study.sheet.phone.qrLabel, { name: '10A1' }) }),
    ).toBeVisible();

    // One student opens the class link; another types the code, with a slip corrected first.
    const byLink = await browser.newPage();
    await openIn(byLink, language, `/survey?class=${code.toLowerCase()}`);
    await confirmClassAndFinish(byLink, language, school, '10A1');

    const byCode = await browser.newPage();
    await openIn(byCode, language, '/survey');
    // Without a link, the code is offered on the information sheet.
    await byCode.getByRole('button', { name: survey.classCode.enter }).click();
    const field = byCode.getByLabel(survey.classCode.label);
    const swapped = code.slice(0, 5) + code[6] + code[5];
    if (swapped !== code) {
      await field.fill(swapped);
      await expect(byCode.getByText(survey.classCode.malformed)).toBeVisible();
    }
    await field.fill(`${code.slice(0, 3)}-${code.slice(3).toLowerCase()}`);
    await expect(field).toHaveValue(code);
    await byCode.getByRole('button', { name: survey.classCode.find }).click();
    await confirmClassAndFinish(byCode, language, school, '10A1');

    // The analytics filtered to that class count its two responses, and say so.
    await openIn(admin, language, '/admin/analytics');
    const bar = admin.getByRole('region', { name: filters.heading });
    await bar.locator('summary', { hasText: filters.schools }).click();
    await bar.getByRole('checkbox', { name: school }).check();
    await bar.locator('summary', { hasText: filters.classes }).click();
    await bar.getByRole('checkbox', { name: '10A1', exact: true }).check();
    const count = new Intl.NumberFormat(language).format(2);
    const summary = fill(filters.summary.filtered_other, {
      formatted: count,
      filters: `${school}, ${fill(filters.summary.class, { names: '10A1' })}`,
    });
    await expect(admin.getByRole('status').filter({ hasText: summary })).toBeVisible();
    expect(admin.url()).toContain('class=');

    // The reliability screen keeps the filters and reads the same two responses.
    await admin.getByRole('link', { name: analytics.toReliability }).click();
    await expect(admin.getByRole('status').filter({ hasText: summary })).toBeVisible();
    await expect(
      admin.locator('dt', { hasText: analytics.reliability.sampleSize }).locator('+ dd'),
    ).toHaveText(count);

    // Back returns to the analytics with the same filters.
    await admin.goBack();
    await expect(admin).toHaveURL(/\/admin\/analytics\?/);
    await expect(admin.getByRole('status').filter({ hasText: summary })).toBeVisible();

    // The responses list, with the same filters, shows the two with their school, class and wave.
    await openIn(admin, language, `/admin/surveys${new URL(admin.url()).search}`);
    const rows = admin.getByRole('row').filter({ hasText: school });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('10A1');
    await expect(rows.first()).toContainText(wave);

    // A closed class refuses new students with a clear message.
    await openIn(admin, language, '/admin/study');
    await admin
      .getByRole('combobox', { name: study.classes.school, exact: true })
      .selectOption({ label: school });
    await admin
      .getByRole('button', { name: fill(study.classes.closeNamed, { name: '10A1' }) })
      .click();
    await expect(
      admin.getByRole('button', { name: fill(study.classes.reopenNamed, { name: '10A1' }) }),
    ).toBeVisible();
    const late = await browser.newPage();
    await openIn(late, language, `/survey?class=${code}`);
    await expect(
      late.getByText(fill(survey.classCode.closed, { className: '10A1', schoolName: school })),
    ).toBeVisible();
  });
}
