import { GRADES, QUESTION_COUNT } from '@prca/core';
import { expect, test, type Page } from '@playwright/test';
import { buildClasses, signInTo } from './admin-apps';
import { problemsAtWidths } from './axe';
import { DEMOGRAPHICS, catalogue, openIn, signInPageAsAdmin, type Language } from './support';

/** A phone, a tablet and a desktop: WCAG's reflow width, and the two layouts above it. */
const WIDTHS = [320, 768, 1280] as const;

/** Answers that vary between respondents, so that every figure (alpha included) is drawn. */
function answersFor(seed: number): Record<string, number> {
  return Object.fromEntries(
    Array.from({ length: QUESTION_COUNT }, (_, index) => [
      `question${index + 1}`,
      index % 7 === 0 ? ((seed + index) % 5) + 1 : (seed % 5) + 1,
    ]),
  );
}

/** A school with classes, for the study screen and its printable sheets (issue 27). */
let schoolId = '';

test.beforeAll(async ({ request }) => {
  const stamp = Date.now().toString(36);
  const { school } = await buildClasses(request, await signInTo(request), {
    school: `THPT Trường Có Tên Rất Dài Để Thử Màn Hình Hẹp ${stamp}`,
    wave: `Đợt ${stamp}`,
    classes: ['10A1', '11B2'],
  });
  schoolId = school.id;
  for (let seed = 0; seed < 6; seed += 1) {
    const submitted = await request.post('/api/surveys', {
      data: {
        demographics: {
          ...DEMOGRAPHICS,
          causes: [...DEMOGRAPHICS.causes, 'other'],
          causesOtherText: `Lý do riêng ${seed}`,
          grade: GRADES[seed % 3],
          gender: (['male', 'female', 'other'] as const)[seed % 3],
        },
        responses: answersFor(seed),
      },
    });
    expect(submitted.ok()).toBe(true);
  }
});

const problemsAtEveryWidth = (page: Page, screen: string) => problemsAtWidths(page, screen, WIDTHS);

const SIGNED_OUT = [['/admin/login', 'login.title']] as const;
const SCREENS = [
  ['/admin/dashboard', 'export.heading'],
  ['/admin/users', 'accounts:listHeading'],
  ['/admin/surveys', 'surveys.listHeading'],
  ['/admin/settings', 'settings:save'],
  // The data-quality states (issue 17): the flag counts with a quality choice, the list of
  // flagged responses filtered by a flag, and the settings' thresholds.
  ['/admin/dashboard?quality=unflagged', 'quality:dashboard.heading'],
  ['/admin/surveys?quality=flagged&flag=inconsistent,straightLining', 'surveys.listHeading'],
  ['/admin/settings', 'settings:quality.heading'],
] as const;

/** A text of the admin screens by its dotted key, its namespace (`study:`…) first when not `admin`'s. */
function adminText(language: Language, key: string): string {
  const [namespace, path] = key.includes(':') ? key.split(':') : ['admin', key];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- nested JSON, walked freely
  return path!.split('.').reduce<any>((node, part) => node[part], catalogue(language, namespace!));
}

/** Opens `url` at the widest width, waits for `landmark` and for what loads, then checks each width. */
async function screenProblems(page: Page, language: Language, url: string, landmark: string) {
  await page.setViewportSize({ width: WIDTHS[2], height: 900 });
  await openIn(page, language, url);
  await expect(page.getByText(landmark, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(adminText(language, 'loading'))).toHaveCount(0);
  return problemsAtEveryWidth(page, url);
}

/** The problems found so far, and `check`, which adds those of the screen at `url`. */
function screenChecks(page: Page, language: Language) {
  const problems: string[] = [];
  const check = async (url: string, landmark: string) => {
    problems.push(...(await screenProblems(page, language, url, landmark)));
  };
  return { problems, check };
}

for (const language of ['vi', 'en'] as const satisfies readonly Language[]) {
  test(`axe finds nothing serious and nothing scrolls sideways on the admin screens at every width in ${language}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { problems, check } = screenChecks(page, language);
    for (const [url, key] of SIGNED_OUT) await check(url, adminText(language, key));
    const token = await signInPageAsAdmin(page, request);
    for (const [url, key] of SCREENS) await check(url, adminText(language, key));
    // One response opened: its flags explained and the decision form (issue 17).
    const list = await request.get('/api/admin/surveys?limit=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    const [first] = (await list.json()).data.surveys;
    await check(
      `/admin/surveys?response=${first.id}`,
      adminText(language, 'quality:detail.heading'),
    );
    expect(problems).toEqual([]);
  });

  test(`axe finds nothing serious and nothing scrolls sideways on the screens of issue 27 at every width in ${language}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { problems, check } = screenChecks(page, language);
    await signInPageAsAdmin(page, request);
    // The study screen and its sheets, the sheet's previews, the look-up by e-mail.
    await check(`/admin/study?school=${schoolId}`, adminText(language, 'study:classes.heading'));
    await check(
      `/admin/study/sheets?school=${schoolId}`,
      adminText(language, 'study:sheet.phone.heading'),
    );
    await openIn(page, language, '/admin/settings');
    for (const sheet of ['vi', 'en']) {
      await page.getByText(adminText(language, `settings:sheet.preview.${sheet}`)).click();
    }
    problems.push(...(await problemsAtEveryWidth(page, 'settings with the previews open')));
    await page.setViewportSize({ width: WIDTHS[2], height: 900 });
    await openIn(page, language, '/admin/surveys');
    await page.getByRole('button', { name: adminText(language, 'surveys.lookup.open') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    problems.push(...(await problemsAtEveryWidth(page, 'look-up by e-mail')));
    expect(problems).toEqual([]);
  });

  // The analytics tabs in two halves, so that the two browsers of a run share them.
  for (const tabs of [
    ['demographics', 'prca24', 'sectionb'],
    ['trends', 'engagement', 'othercauses'],
  ]) {
    test(`axe finds nothing serious and nothing scrolls sideways on the analytics tabs ${tabs.join(', ')} at every width in ${language}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const texts = catalogue(language, 'analytics');
      const problems: string[] = [];
      await signInPageAsAdmin(page, request);

      if (tabs[0] === 'trends') {
        await openIn(page, language, '/admin/analytics/reliability');
        await expect(page.getByRole('heading', { name: texts.reliability.overall })).toBeVisible();
        problems.push(...(await problemsAtEveryWidth(page, 'reliability')));
        await page.setViewportSize({ width: WIDTHS[2], height: 900 });
      }

      await openIn(page, language, '/admin/analytics');
      for (const tab of tabs) {
        await page.getByRole('tab', { name: texts.tabs[tab], exact: true }).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expect(page.getByText(texts.loadingText)).toHaveCount(0);
        problems.push(...(await problemsAtEveryWidth(page, `analytics, ${tab}`)));
        await page.setViewportSize({ width: WIDTHS[2], height: 900 });
      }
      expect(problems).toEqual([]);
    });
  }
}
