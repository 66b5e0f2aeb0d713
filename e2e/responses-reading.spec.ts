import { ITEMS, MAX_ANSWER, MIN_ANSWER } from '@prca/core';
import { expect, test } from '@playwright/test';
import { buildClasses, openAdmin, signInTo } from './admin-apps';
import { DEMOGRAPHICS, catalogue } from './support';

// A total of 82: "high" for the individual interpretation (above 80), "moderate" for the report
// bands (51–83), the very case where the two readings disagree.
// The browser's own clock is not the study's (Asia/Ho_Chi_Minh, UTC+7): the screens must still
// show the study's, as the CSV export writes it.
test.use({ timezoneId: 'America/Los_Angeles' });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-23T15:05:00+07:00" as the English screens write it: "Nov 23, 2026, 3:05 PM GMT+7". */
function asEnglishScreen(written: string): string {
  const [, year, month, day, hour, minute] = written
    .match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):\d{2}\+07:00$/)!
    .map(Number);
  const clock = `${hour! % 12 || 12}:${String(minute).padStart(2, '0')} ${hour! < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[month! - 1]} ${day}, ${year}, ${clock} GMT+7`;
}

const ORIENTED = ITEMS.map((_, index) => (index < 10 ? 4 : 3));
const RAW = ORIENTED.map((value, index) =>
  ITEMS[index]!.key === 'plus' ? value : MIN_ANSWER + MAX_ANSWER - value,
);

test('the responses list says which reading its level is, and shows either; list, detail and CSV give one time', async ({
  page,
  request,
}) => {
  const admin = catalogue('en', 'admin');
  const app = await signInTo(request);
  const stamp = Date.now().toString(36);
  const {
    classes: [own],
  } = await buildClasses(request, app, {
    school: `THPT Đọc ${stamp}`,
    wave: `Đợt ${stamp}`,
    classes: ['10D1'],
  });
  const created = await request.post('/api/surveys', {
    data: {
      classCode: own!.code,
      demographics: { ...DEMOGRAPHICS, causes: [...DEMOGRAPHICS.causes] },
      responses: Object.fromEntries(RAW.map((answer, index) => [`question${index + 1}`, answer])),
    },
  });
  expect(created.status()).toBe(201);
  const { id, totalScore } = (await created.json()).data;
  expect(totalScore).toBe(82);

  await openAdmin(page, 'en', app, `/admin/surveys?class=${own!.id}`);

  const table = page.getByRole('table', { name: admin.surveys.table.caption });
  const row = table.getByRole('row').nth(1);
  await expect(
    table.getByRole('columnheader', { name: admin.surveys.table.interpretation }),
  ).toBeVisible();
  await expect(row).toContainText('High apprehension');

  await page.getByRole('radio', { name: /^Report bands/ }).check();
  await expect(table.getByRole('columnheader', { name: admin.levelReading.column })).toBeVisible();
  await expect(row).toContainText('Moderate (51–83)');

  const csv = await request.get('/api/admin/surveys/export?format=csv', {
    headers: app.headers,
  });
  // Every cell is quoted: "id","created_at",…
  const createdAt = (await csv.text()).match(new RegExp(`^"${id}","([^"]+)"`, 'm'))![1]!;
  const submitted = asEnglishScreen(createdAt);
  await expect(row.getByRole('rowheader')).toHaveText(submitted);
  await row.getByRole('button', { name: admin.surveys.table.view }).click();
  await expect(page.getByRole('dialog')).toContainText(submitted);
});
