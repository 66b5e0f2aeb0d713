import type { ReliabilityAnalytics } from '@prca/core';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import {
  catalogue,
  DEMOGRAPHICS,
  type Language,
  seedResponses,
  signInAt,
  variedAnswers,
} from './support';

const RELIABILITY = '**/api/admin/analytics/reliability';

const texts = (language: Language) => catalogue(language, 'analytics');

test.beforeAll(async ({ request }) => {
  await seedResponses(request, { count: 6, every: 7 });
});

const fixed = (language: Language, value: number, digits: number) =>
  new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
const integer = (language: Language, value: number) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);

/** A day bucket "2026-11-21" as the screen writes it (21/11/2026), whatever the browser's zone. */
const calendarDay = (language: Language, isoDate: string) =>
  language === 'vi'
    ? isoDate.split('-').reverse().join('/')
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${isoDate}T00:00:00Z`),
      );

function statCard(page: Page, label: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
}

for (const language of ['en', 'vi'] as const) {
  test(`the reliability screen shows the API's alpha to 3 decimals in ${language}`, async ({
    page,
  }) => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/analytics/reliability')) calls += 1;
    });
    // The screen's own reply: other tests store responses meanwhile, so a second request
    // could answer for more of them than the screen shows.
    const reply = page.waitForResponse((r) => r.url().endsWith('/api/admin/analytics/reliability'));
    await signInAt(page, language, '/admin/analytics/reliability');
    const t = texts(language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.reliability.title);
    const shown = page.getByTestId('overall-alpha');
    await expect(shown).not.toBeEmpty();
    const expected: ReliabilityAnalytics = (await (await reply).json()).data;
    const alpha = expected.overall.alpha;
    await expect(shown).toHaveText(alpha === null ? t.notAvailable : fixed(language, alpha, 3));
    await expect(page.getByText(t.reliability.itemNote)).toBeVisible();
    await expect(page.getByRole('link', { name: t.reliability.back })).toHaveAttribute(
      'href',
      '/admin/analytics',
    );
    expect(calls).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('when the reliability API fails the error shows, and retry recovers', async ({ page }) => {
  await page.route(RELIABILITY, (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'boom' } }),
  );
  await signInAt(page, 'en', '/admin/analytics/reliability');
  const t = texts('en');
  await expect(page.getByRole('alert')).toHaveText(t.errors.reliability);
  await page.unroute(RELIABILITY);
  await page.getByRole('button', { name: t.loadingText }).click();
  await expect(page.getByTestId('overall-alpha')).not.toBeEmpty();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

for (const language of ['en', 'vi'] as const) {
  test(`the analytics tabs show the API's figures and keep them in ${language}`, async ({
    page,
  }) => {
    const t = texts(language);
    const requested: string[] = [];
    page.on('request', (r) => {
      const match = /\/api\/admin\/analytics\/([\w-]+)/.exec(r.url());
      if (match) requested.push(match[1]!);
    });
    const demographicsReply = page.waitForResponse((r) =>
      r.url().endsWith('/api/admin/analytics/demographics'),
    );
    await signInAt(page, language, '/admin/analytics');
    const demographics = (await (await demographicsReply).json()).data;
    await expect(page.getByRole('tab', { name: t.tabs.demographics })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(statCard(page, t.demographics.total)).toContainText(
      integer(language, demographics.totalResponses),
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Arrow keys move along the tabs: demographics → prca24.
    await page.getByRole('tab', { name: t.tabs.demographics }).focus();
    const prca24Reply = page.waitForResponse((r) =>
      r.url().endsWith('/api/admin/analytics/prca24'),
    );
    await page.keyboard.press('ArrowRight');
    const prca24Tab = page.getByRole('tab', { name: t.tabs.prca24 });
    await expect(prca24Tab).toBeFocused();
    await expect(prca24Tab).toHaveAttribute('aria-selected', 'true');
    const prca24 = (await (await prca24Reply).json()).data;
    await expect(page.getByRole('tabpanel')).toContainText(t.prca24.bandsNote);
    const average = prca24.overallStats.averageScore;
    await expect(statCard(page, t.prca24.average)).toContainText(
      average === null ? t.notAvailable : fixed(language, average, 1),
    );

    const sectionBReply = page.waitForResponse((r) =>
      r.url().endsWith('/api/admin/analytics/sectionb'),
    );
    await page.getByRole('tab', { name: t.tabs.sectionb }).click();
    const sectionB = (await (await sectionBReply).json()).data;
    await expect(statCard(page, t.sectionb.total)).toContainText(
      integer(language, sectionB.totalResponses),
    );
    const familiar = new Intl.NumberFormat(language, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(sectionB.summary.familiarPercentage / 100);
    await expect(statCard(page, t.sectionb.familiar)).toContainText(familiar);
    expect(await seriousViolations(page)).toEqual([]);

    const trendsReply = page.waitForResponse((r) =>
      r.url().includes('/api/admin/analytics/trends'),
    );
    await page.getByRole('tab', { name: t.tabs.trends }).click();
    const trends = (await (await trendsReply).json()).data;
    const today = trends.dailyResponses.at(-1);
    await expect(page.getByRole('img', { name: t.trends.daily })).toHaveAttribute(
      'aria-label',
      new RegExp(`${calendarDay(language, today.date)} ${integer(language, today.count)}$`),
    );
    expect(await seriousViolations(page)).toEqual([]);

    const engagementReply = page.waitForResponse((r) =>
      r.url().endsWith('/api/admin/analytics/engagement'),
    );
    await page.getByRole('tab', { name: t.tabs.engagement }).click();
    const engagement = (await (await engagementReply).json()).data;
    if (engagement.completionRates.started > 0) {
      await expect(statCard(page, t.engagement.started)).toContainText(
        integer(language, engagement.completionRates.started),
      );
      // Each figure states its base: "of 2,005 completed responses, 1,998 with a recorded time".
      const { completedResponses, recordedTimes } = engagement.timeMetrics;
      const base = t.engagementBase.times
        .replace('{{completed}}', integer(language, completedResponses))
        .replace('{{recorded}}', integer(language, recordedTimes));
      await expect(page.getByText(base, { exact: true })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);

    // Back to a visited tab: shown at once, not fetched again.
    await page.getByRole('tab', { name: t.tabs.demographics }).click();
    await expect(statCard(page, t.demographics.total)).toBeVisible();
    await page.getByRole('tab', { name: t.tabs.sectionb }).click();
    await expect(statCard(page, t.sectionb.total)).toBeVisible();
    expect(requested.filter((name) => name === 'demographics')).toHaveLength(1);
    expect(requested.filter((name) => name === 'sectionb')).toHaveLength(1);
    expect(requested.filter((name) => name === 'prca24')).toHaveLength(1);
    await page.getByRole('tab', { name: t.tabs.trends }).click();
    await page.getByRole('tab', { name: t.tabs.engagement }).click();
    expect(requested.filter((name) => name === 'trends')).toHaveLength(1);
    expect(requested.filter((name) => name === 'engagement')).toHaveLength(1);
  });
}

for (const language of ['en', 'vi'] as const) {
  test(`the other causes tab shows the API's figures in ${language}`, async ({ page, request }) => {
    const submitted = await request.post('/api/surveys', {
      data: {
        demographics: {
          ...DEMOGRAPHICS,
          causes: [...DEMOGRAPHICS.causes, 'other'],
          causesOtherText: 'Em sợ nói sai trước lớp và sợ bạn bè cười',
        },
        responses: variedAnswers(3, 7),
      },
    });
    expect(submitted.ok()).toBe(true);
    const t = texts(language);
    await signInAt(page, language, '/admin/analytics');
    const reply = page.waitForResponse((r) =>
      r.url().endsWith('/api/admin/analytics/other-causes'),
    );
    await page.getByRole('tab', { name: t.tabs.othercauses }).click();
    const otherCauses = (await (await reply).json()).data;
    await expect(statCard(page, t.othercauses.total)).toContainText(
      integer(language, otherCauses.totalResponses),
    );
    await expect(statCard(page, t.othercauses.averageLength)).toContainText(
      fixed(language, otherCauses.textAnalysis.averageLength, 1),
    );
    // The first 50 show: a test running beside this one may have added more (the next test).
    const shown = Math.min(otherCauses.allResponses.length, 50);
    await expect(page.getByTestId('other-causes-showing')).toHaveText(
      t.othercauses.showing
        .replace('{{shown}}', integer(language, shown))
        .replace('{{total}}', integer(language, otherCauses.totalResponses)),
    );
    await expect(page.getByRole('tabpanel')).toContainText(otherCauses.allResponses[0].text);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the other causes tab lays out the texts 50 at a time', async ({ page, request }) => {
  // 51 submissions and the first read that analyses their texts, on a server the other worker
  // is using too: a CI run took the whole minute.
  test.setTimeout(120_000);
  const submitted = await Promise.all(
    Array.from({ length: 51 }, (_, index) =>
      request.post('/api/surveys', {
        data: {
          demographics: {
            ...DEMOGRAPHICS,
            causes: ['other'],
            causesOtherText: `Em ngại phát biểu vì lý do số ${index + 1}`,
          },
          responses: variedAnswers(index, 7),
        },
      }),
    ),
  );
  expect(submitted.every((reply) => reply.ok())).toBe(true);
  const t = texts('vi');
  await signInAt(page, 'vi', '/admin/analytics');
  const reply = page.waitForResponse((r) => r.url().endsWith('/api/admin/analytics/other-causes'));
  await page.getByRole('tab', { name: t.tabs.othercauses }).click();
  const { allResponses } = (await (await reply).json()).data;
  expect(allResponses.length).toBeGreaterThan(50);
  const shownTexts = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ hasText: t.othercauses.fields.id });
  await expect(shownTexts).toHaveCount(50);
  const rest = Math.min(allResponses.length - 50, 50);
  const more = page.getByRole('button', {
    name: t.othercauses.showMore.replace('{{number}}', integer('vi', rest)),
  });
  await more.press('Enter');
  await expect(shownTexts).toHaveCount(50 + rest);
  await expect(page.getByRole('tabpanel')).toContainText(allResponses[50 + rest - 1].text);
  expect(await seriousViolations(page)).toEqual([]);
});
