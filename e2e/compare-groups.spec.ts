import { expect, test } from '@playwright/test';
import { catalogue, fill, seedResponses, signInAt } from './support';

test.beforeAll(async ({ request }) => {
  await seedResponses(request, { count: 12, every: 4 });
});

for (const language of ['en', 'vi'] as const) {
  test(`a researcher compares two chosen groups, and a reload keeps the choice (${language})`, async ({
    page,
  }) => {
    const s = catalogue(language, 'statistics');
    const grade = catalogue(language, 'survey').options.grade;
    await signInAt(page, language, '/admin/analytics/statistics');
    const groupChoice = page.getByRole('group', { name: s.compare.groupsToCompare });
    const box = (name: string) =>
      groupChoice.getByRole('checkbox', { name: new RegExp(`^${name} \\(n = `) });
    await expect(box(grade.grade11)).toBeChecked();

    // Grade 10 against grade 12: grade 11 is left out of the table and the tests.
    await box(grade.grade11).uncheck();
    await expect(page).toHaveURL(/groups=grade10%2Cgrade12/);
    await page.getByLabel(s.compare.minGroupSize).selectOption('3');
    await expect(page).toHaveURL(/minGroupSize=3/);
    const table = page.getByRole('table', {
      name: fill(s.compare.groupsCaption, { score: s.scores.total, by: s.groupings.grade }),
    });
    const firstCells = table.getByRole('row').locator('th, td:first-child');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).not.toContainText(grade.grade11);
    const tTest = fill(s.compare.tTestOf, { first: grade.grade10, second: grade.grade12 });
    await expect(page.getByRole('heading', { name: tTest })).toBeVisible();

    // The reload (or a colleague opening the link) shows the same comparison.
    await page.reload();
    await expect(box(grade.grade11)).not.toBeChecked();
    await expect(box(grade.grade10)).toBeChecked();
    await expect(page.getByLabel(s.compare.minGroupSize)).toHaveValue('3');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(firstCells.filter({ hasText: grade.grade12 })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: tTest })).toBeVisible();

    // One group is not a comparison: the page says what to do.
    await box(grade.grade12).uncheck();
    await expect(page.getByText(s.compare.chooseTwo)).toBeVisible();
    await expect(table).toHaveCount(0);

    // The view lives in the address too.
    await page.getByRole('button', { name: s.viewNames.items }).click();
    await expect(page).toHaveURL(/tab=items/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: s.viewNames.items })).toBeVisible();
  });
}

// A busy phone renders late: each pair of changes below is made in one task, before React can
// render, and both must reach the address (each used to start from the last rendered one).
test('changes made faster than the screen renders all stay in the address', async ({ page }) => {
  const s = catalogue('en', 'statistics');
  const filters = catalogue('en', 'filters');
  const grade11 = catalogue('en', 'survey').options.grade.grade11;
  await signInAt(page, 'en', '/admin/analytics/statistics');
  const box = page
    .getByRole('group', { name: s.compare.groupsToCompare })
    .getByRole('checkbox', { name: new RegExp(`^${grade11} \\(n = `) });
  await expect(box).toBeChecked();
  const bar = page.getByRole('region', { name: filters.heading });
  const controls = {
    box: await box.elementHandle(),
    minSize: await page.getByLabel(s.compare.minGroupSize).elementHandle(),
    from: await bar.getByLabel(filters.from, { exact: true }).elementHandle(),
    to: await bar.getByLabel(filters.to, { exact: true }).elementHandle(),
  };
  await page.evaluate(({ box, minSize, from, to }) => {
    // As typing or choosing does: the native setter, so that React sees a new value.
    const enter = (element: HTMLInputElement | HTMLSelectElement, value: string, event: string) => {
      const prototype = Object.getPrototypeOf(element) as object;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
      element.dispatchEvent(new Event(event, { bubbles: true }));
    };
    (box as HTMLInputElement).click();
    enter(minSize as HTMLSelectElement, '3', 'change');
    enter(from as HTMLInputElement, '2020-01-01', 'input');
    enter(to as HTMLInputElement, '2099-12-31', 'input');
  }, controls);
  for (const part of [
    'groups=grade10%2Cgrade12',
    'minGroupSize=3',
    'from=2020-01-01',
    'to=2099-12-31',
  ])
    await expect(page).toHaveURL(new RegExp(part));
  await expect(box).not.toBeChecked();
  await expect(page.getByLabel(s.compare.minGroupSize)).toHaveValue('3');
});
