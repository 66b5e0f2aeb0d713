import { expect, test, type Page } from '@playwright/test';
import {
  catalogue,
  closeClass,
  fill,
  makeClass,
  openIn,
  unknownCode,
  type Language,
} from './support';

/** No way into the survey: neither the assent nor a way on without the class. */
async function expectNoStart(page: Page, language: Language) {
  const texts = catalogue(language, 'survey');
  await expect(page.getByRole('button', { name: texts.sheet.agree })).toHaveCount(0);
  await expect(page.getByRole('button', { name: texts.classCode.continueOffline })).toHaveCount(0);
  await expect(page.getByRole('button', { name: texts.nav.back })).toHaveCount(0);
}

for (const language of ['vi', 'en'] as const) {
  test(`a wrong, unknown or closed class code offers no start, and the code can be retyped (${language})`, async ({
    page,
    request,
  }) => {
    const texts = catalogue(language, 'survey');
    const open = await makeClass(request);
    const closed = await makeClass(request);
    await closeClass(request, closed);

    // A closed class: said so, and no start.
    await openIn(page, language, `/survey?class=${closed.code}`);
    await expect(
      page.getByText(
        fill(texts.classCode.closed, { className: closed.name, schoolName: closed.schoolName }),
      ),
    ).toBeVisible();
    await expectNoStart(page, language);

    // A code no class has (its check symbol right): refused by the server, no start.
    const field = page.getByRole('textbox', { name: texts.classCode.label });
    await field.fill(unknownCode());
    await page.getByRole('button', { name: texts.classCode.find }).click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
    await expectNoStart(page, language);

    // A mistyped code (the class name): refused before any lookup.
    await openIn(page, language, '/survey?class=10A1');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
    await expectNoStart(page, language);

    // Retyped right, the class is confirmed and the sheet follows.
    await field.fill(open.code);
    await page.getByRole('button', { name: texts.classCode.find }).click();
    await page.getByRole('button', { name: texts.classCode.confirm }).click();
    await expect(
      page.getByText(
        fill(texts.classCode.chosen, { className: open.name, schoolName: open.schoolName }),
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: texts.sheet.agree })).toBeVisible();
  });
}
