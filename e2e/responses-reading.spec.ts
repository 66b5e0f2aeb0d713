import { ITEMS, MAX_ANSWER, MIN_ANSWER } from '@prca/core';
import { expect, test } from '@playwright/test';
import { DEMOGRAPHICS, catalogue, openIn, ADMIN } from './support';

// A total of 82: "high" for the individual interpretation (above 80), "moderate" for the report
// bands (51–83), the very case where the two readings disagree.
const ORIENTED = ITEMS.map((_, index) => (index < 10 ? 4 : 3));
const RAW = ORIENTED.map((value, index) =>
  ITEMS[index]!.key === 'plus' ? value : MIN_ANSWER + MAX_ANSWER - value,
);

test('the responses list says which reading its level is, and shows either', async ({
  page,
  request,
}) => {
  const admin = catalogue('en', 'admin');
  const email = `reading.${Date.now()}@example.com`;
  const created = await request.post('/api/surveys', {
    data: {
      email,
      demographics: { ...DEMOGRAPHICS, causes: [...DEMOGRAPHICS.causes] },
      responses: Object.fromEntries(RAW.map((answer, index) => [`question${index + 1}`, answer])),
    },
  });
  expect(created.status()).toBe(201);
  expect((await created.json()).data.totalScore).toBe(82);

  const login = await request.post('/api/admin/auth/login', { data: ADMIN });
  const { token } = (await login.json()).data;
  await page.addInitScript((value) => window.localStorage.setItem('admin_token', value), token);
  await openIn(page, 'en', `/admin/surveys?email=${encodeURIComponent(email)}`);

  const table = page.getByRole('table', { name: admin.surveys.table.caption });
  const row = table.getByRole('row').nth(1);
  await expect(
    table.getByRole('columnheader', { name: admin.surveys.table.interpretation }),
  ).toBeVisible();
  await expect(row).toContainText('High apprehension');

  await page.getByRole('radio', { name: /^Report bands/ }).check();
  await expect(table.getByRole('columnheader', { name: admin.levelReading.column })).toBeVisible();
  await expect(row).toContainText('Moderate (51–83)');
});
