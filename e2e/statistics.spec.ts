import AxeBuilder from '@axe-core/playwright';
import {
  GRADES,
  QUESTION_COUNT,
  type CompareAnalytics,
  type ItemsAnalytics,
  type ReliabilityWithOmegaAnalytics,
} from '@prca/core';
import { expect, test, type Page } from '@playwright/test';
import { catalogue, DEMOGRAPHICS, type Language, signInAt } from './support';

/** Answers that differ between respondents and mostly agree across items. */
function answersFor(seed: number): Record<string, number> {
  return Object.fromEntries(
    Array.from({ length: QUESTION_COUNT }, (_, index) => {
      const base = (seed % 5) + 1;
      const answer = index % 5 === 0 ? ((base + index) % 5) + 1 : base;
      return [`question${index + 1}`, answer];
    }),
  );
}

test.beforeAll(async ({ request }) => {
  for (let seed = 0; seed < 9; seed += 1) {
    const submitted = await request.post('/api/surveys', {
      data: {
        demographics: {
          ...DEMOGRAPHICS,
          causes: [...DEMOGRAPHICS.causes],
          grade: GRADES[seed % 3],
          gender: seed % 2 ? 'male' : 'female',
        },
        responses: answersFor(seed),
      },
    });
    expect(submitted.ok()).toBe(true);
  }
});

/** What the API answers now, with the page's own admin token (other specs add responses too). */
async function apiData(page: Page, endpoint: string) {
  const token = await page.evaluate(() => window.localStorage.getItem('admin_token'));
  const response = await page.request.get(`/api/admin/analytics/${endpoint}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

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
    const s = t.statistics;
    const survey = catalogue(language, 'survey');
    await signInAt(page, language, '/admin/analytics/statistics');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title);

    // Group comparison: total by gender.
    await page.getByLabel(s.compare.by).selectOption('gender');
    const compare: CompareAnalytics = await apiData(page, 'compare?by=gender&score=total');
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
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    // Items, by keyboard.
    await page.getByRole('button', { name: s.viewNames.items }).focus();
    await page.keyboard.press('Enter');
    const items: ItemsAnalytics = await apiData(page, 'items');
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
    await page.getByRole('link', { name: t.toReliability }).click();
    await expect(page.getByText(s.omega.note)).toBeVisible();
    const reliability: ReliabilityWithOmegaAnalytics = await apiData(page, 'reliability');
    await expect(page.getByText(s.omega.omega).first()).toBeVisible();
    await expect(
      page
        .locator('dd')
        .filter({ hasText: fixed(language, reliability.overall.omega, 3, t.notAvailable) })
        .first(),
    ).toBeVisible();
  });
}
