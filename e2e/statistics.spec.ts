import {
  COMPARE_GROUPINGS,
  type CompareAnalytics,
  type ItemsAnalytics,
  type ReliabilityWithOmegaAnalytics,
  type School,
  type StudyClass,
  type Wave,
} from '@prca/core';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import {
  adminToken,
  analyticsData,
  catalogue,
  fill,
  type Language,
  seedResponses,
  signInAt,
} from './support';

// The grouping tests add responses that the figures test would otherwise count half-way: the
// tests of this file run one after another.
test.describe.configure({ mode: 'default' });

test.beforeAll(async ({ request }) => {
  await seedResponses(request, { count: 9, every: 5 });
});

const fixed = (language: Language, value: number | null, digits: number, none: string) =>
  value === null
    ? none
    : new Intl.NumberFormat(language, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(value);

for (const language of ['en', 'vi'] as const) {
  test(`the statistics screens show the API's figures in ${language}`, async ({ page }) => {
    const t = catalogue(language, 'analytics');
    const s = catalogue(language, 'statistics');
    const survey = catalogue(language, 'survey');
    await signInAt(page, language, '/admin/analytics/statistics');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title);

    // Group comparison: total by gender. Each figure is checked against the screen's own
    // reply: other tests store responses meanwhile, so a second request could differ.
    const screenReply = (path: string) =>
      page.waitForResponse((r) => r.url().includes(`/api/admin/analytics/${path}`));
    const compareReply = screenReply('compare?by=gender&score=total');
    await page.getByLabel(s.compare.by).selectOption('gender');
    const compare: CompareAnalytics = (await (await compareReply).json()).data;
    const female = compare.groups.find((group) => group.group === 'female')!;
    const row = page.getByRole('row').filter({ hasText: survey.options.gender.female });
    await expect(row.first()).toContainText(fixed(language, female.mean, 1, t.notAvailable));
    await expect(page.getByTestId('welch-t')).toHaveText(
      fixed(language, compare.tTest.t, 2, t.notAvailable),
    );
    await expect(page.getByTestId('chi-square')).toHaveText(
      fixed(language, compare.levels.chiSquare, 2, t.notAvailable),
    );
    await expect(page.getByRole('img', { name: new RegExp(s.compare.chartTitle) })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Items, by keyboard.
    await page.getByRole('button', { name: s.viewNames.items }).focus();
    const itemsReply = screenReply('items');
    await page.keyboard.press('Enter');
    const items: ItemsAnalytics = (await (await itemsReply).json()).data;
    const first = page
      .getByRole('row')
      .filter({ hasText: `${s.items.question.replace('{{number}}', '1')} (` });
    await expect(first).toContainText(fixed(language, items.items[0]!.sd, 2, t.notAvailable));
    await expect(page.getByRole('region', { name: s.items.correlations })).toBeVisible();

    // Norms: McCroskey's total 65.6 / 15.3 and the source.
    await page.getByRole('button', { name: s.viewNames.norms }).click();
    const total = page.getByRole('row').filter({ hasText: s.scores.total });
    await expect(total).toContainText(fixed(language, 65.6, 1, ''));
    await expect(total).toContainText(fixed(language, 15.3, 1, ''));
    await expect(page.getByRole('link', { name: /McCroskey/ })).toHaveAttribute(
      'href',
      'http://www.jamescmccroskey.com/measures/prca24.htm',
    );

    // Omega and the SEM beside alpha on the reliability screen.
    const reliabilityReply = screenReply('reliability');
    await page.getByRole('link', { name: t.toReliability }).click();
    await expect(page.getByText(s.omega.note)).toBeVisible();
    const reliability: ReliabilityWithOmegaAnalytics = (await (await reliabilityReply).json()).data;
    for (const omega of ['omegaAsScored', 'omegaFlipped'] as const) {
      await expect(page.getByText(s.omega[omega]).first()).toBeVisible();
      await expect(
        page
          .locator('dd')
          .filter({ hasText: fixed(language, reliability.overall[omega], 3, t.notAvailable) })
          .first(),
      ).toBeVisible();
    }
  });
}

/** POST one part of the study through the API, as the study screen does. */
async function create<T>(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(`/api/admin/${path}`, {
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data as T;
}

for (const language of ['vi', 'en'] as const) {
  test(`a comparison by class or wave names them as the study does, for the filtered school (${language})`, async ({
    page,
    request,
  }) => {
    const t = catalogue(language, 'analytics');
    const s = catalogue(language, 'statistics');
    const filters = catalogue(language, 'filters');
    const token = await adminToken(request);
    const stamp = `${language} ${Date.now()}`;
    const school = await create<School>(request, token, 'schools', {
      name: `THPT So sánh ${stamp}`,
    });
    const wave = await create<Wave>(request, token, 'waves', { name: `Đợt so sánh ${stamp}` });
    const [first, second] = await create<StudyClass[]>(request, token, 'classes/bulk', {
      schoolId: school.id,
      waveId: wave.id,
      classes: [
        { name: '10A1', grade: 'grade10' },
        { name: '10A2', grade: 'grade10' },
      ],
    });
    await seedResponses(request, { count: 4, every: 5, classCode: first!.code });
    await seedResponses(request, { count: 3, every: 3, classCode: second!.code });

    // The school is chosen in the filter bar above the statistics, as on the other screens.
    await signInAt(page, language, '/admin/analytics/statistics');
    const bar = page.getByRole('region', { name: filters.heading });
    await bar.locator('summary', { hasText: filters.schools }).click();
    await bar.getByRole('checkbox', { name: school.name }).check();
    const count = new Intl.NumberFormat(language).format(7);
    await expect(
      page.getByRole('status').filter({
        hasText: fill(filters.summary.filtered_other, { formatted: count, filters: school.name }),
      }),
    ).toBeVisible();

    // By class: the school's two classes by name, with the API's figures for that school.
    const by = page.getByLabel(s.compare.by);
    // Every grouping the API takes is offered, each by its name.
    await expect(by.locator('option')).toHaveText(
      COMPARE_GROUPINGS.map((grouping) => s.groupings[grouping]),
    );
    await by.selectOption('class');
    const compare: CompareAnalytics = await analyticsData(
      page,
      `compare?by=class&score=total&school=${school.id}`,
    );
    expect(compare.groups.map((group) => [group.group, group.n])).toEqual([
      [first!.id, 4],
      [second!.id, 3],
    ]);
    const table = page.getByRole('table', {
      name: fill(s.compare.groupsCaption, {
        score: s.scores.total,
        by: s.groupings.class,
      }),
    });
    for (const [index, name] of ['10A1', '10A2'].entries()) {
      const row = table.getByRole('row').filter({ hasText: name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(
        fixed(language, compare.groups[index]!.mean, 1, t.notAvailable),
      );
    }
    await expect(table).not.toContainText(first!.id);
    await expect(page.getByRole('img', { name: new RegExp(`10A1 .*; 10A2 `) })).toBeVisible();

    // By wave: the one wave of those classes, by its name, holding all seven responses.
    await by.selectOption('wave');
    const waveRow = page.getByRole('row').filter({ hasText: wave.name });
    await expect(waveRow).toHaveCount(2); // the groups table and the levels table
    await expect(waveRow.first()).toContainText(new RegExp(`${wave.name}\\s*7`));
    expect(await seriousViolations(page)).toEqual([]);
  });
}
