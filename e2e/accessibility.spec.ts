import { QUESTION_COUNT } from '@prca/core';
import { expect, test, type Page } from '@playwright/test';
import {
  PATTERNED_ANSWERS,
  answerQuestions,
  assent,
  catalogue,
  fillPartA,
  fillPartB,
  holdRequests,
  makeClass,
  openIn,
  type Language,
} from './support';
import { LAB_IDLE_SECONDS } from './sign-in-servers';
import { walkAway } from './walk-away';
import { problemsAtWidths, seriousViolations } from './axe';

/** A phone at WCAG's reflow width, a tablet and a desktop. */
const WIDTHS = [320, 768, 1280] as const;

/** What axe and the page's width find wrong on `screen` at each width; left at the last one. */
const problemsAtEveryWidth = (page: Page, screen: string) =>
  problemsAtWidths(page, screen, WIDTHS, 800);

// Three widths per screen: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

// The check every spec leans on (e2e/axe.ts runs axe in a faster mode): it must still see what
// a careless change would bring, in the page and within a part of it.
test('the axe check finds an image and a button without a name, and a page too wide', async ({
  page,
}) => {
  await openIn(page, 'en', '/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => {
    const planted = document.createElement('section');
    planted.id = 'planted';
    planted.innerHTML = '<img src="/favicon.svg"><button type="button"></button><div>Wide</div>';
    // Through the CSSOM: the app's content security policy ignores style attributes.
    planted.querySelector('div')!.style.width = '2000px';
    document.body.append(planted);
  });
  const within = (await seriousViolations(page, '#planted')).map((found) => found.id);
  expect(within.sort()).toEqual(['button-name', 'image-alt']);
  const problems = await problemsAtEveryWidth(page, 'planted');
  for (const width of WIDTHS) {
    expect(problems).toContainEqual(expect.stringMatching(`^planted at ${width} px: image-alt`));
    expect(problems).toContainEqual(expect.stringMatching(`^planted at ${width} px: button-name`));
  }
  expect(problems).toContainEqual(
    expect.stringMatching(
      /^planted at 320 px: scrolls sideways by \d+ px \(<div> from 0 to 2000 px "Wide"\)$/,
    ),
  );
});

for (const language of ['vi', 'en'] as const satisfies readonly Language[]) {
  test(`axe finds nothing serious on the public pages in ${language}`, async ({ page }) => {
    for (const url of ['/', '/privacy', '/terms', '/no-such-page']) {
      await openIn(page, language, url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await problemsAtEveryWidth(page, url)).toEqual([]);
    }
  });

  test(`axe finds nothing serious on the class, the information sheet and the decline in ${language}`, async ({
    page,
    request,
  }) => {
    const texts = catalogue(language, 'survey');
    const check = async (screen: string) =>
      expect(await problemsAtEveryWidth(page, screen)).toEqual([]);
    const made = await makeClass(request);
    await openIn(page, language, `/survey?class=${made.code}`);
    await expect(page.getByText(texts.classCode.confirmTitle)).toBeVisible();
    await check('class');
    await page.getByRole('button', { name: texts.classCode.confirm }).click();
    await check('information sheet');
    await page.getByRole('button', { name: texts.sheet.decline }).click();
    await check('decline ending');
  });

  test(`axe finds nothing serious on the survey's questions and results in ${language}`, async ({
    page,
  }) => {
    const texts = catalogue(language, 'survey');
    const check = async (screen: string) =>
      expect(await problemsAtEveryWidth(page, screen)).toEqual([]);
    await openIn(page, language, '/survey');
    await assent(page, language);
    await check('part A');
    await fillPartA(page, language);
    await check('part B');
    await fillPartB(page, language);
    await check('question');
    await answerQuestions(page, language, PATTERNED_ANSWERS, 1, QUESTION_COUNT - 1);
    // The last question while its answers are on their way (a slow connection): its buttons
    // must still fit a 320 px phone.
    const deliver = await holdRequests(page, '**/api/surveys');
    await answerQuestions(page, language, PATTERNED_ANSWERS, QUESTION_COUNT, QUESTION_COUNT);
    await expect(page.getByRole('button', { name: texts.nav.submitting })).toBeVisible();
    expect(await problemsAtWidths(page, 'submitting', [320], 800)).toEqual([]);
    deliver();
    // The completion screen as the student reads it once the server has the answers.
    await expect(page.getByRole('heading', { name: texts.completed.title })).toBeVisible();
    await expect(page.getByRole('button', { name: texts.withdraw.button })).toBeVisible();
    await check('completion');
    await page.getByRole('button', { name: texts.withdraw.button }).click();
    await expect(page.getByRole('dialog', { name: texts.withdraw.title })).toBeVisible();
    await check('withdrawal confirmation');
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: language === 'vi' ? 'Xem kết quả' : 'View results' })
      .click();
    await check('results');
  });

  test(`axe finds nothing serious on lab mode's "are you still there?" in ${language}`, async ({
    page,
  }) => {
    const texts = catalogue(language, 'survey');
    await page.clock.install();
    await openIn(page, language, '/survey?lab=1');
    await assent(page, language);
    const dialog = page.getByRole('dialog', { name: texts.stillThere.title });
    const agree = page.getByRole('button', { name: texts.sheet.agree });
    // One width at a time: the dialog comes after the idle time and gives the survey up after
    // its own (8 seconds here); a check that outlasts it (a busy machine) finds the sheet again,
    // where the student agrees once more, and the check is made on the next dialog.
    const checkDialog = async () => {
      await walkAway(page, LAB_IDLE_SECONDS.survey, dialog.or(agree));
      if (await agree.isVisible()) await assent(page, language);
      await walkAway(page, LAB_IDLE_SECONDS.survey, dialog);
      return seriousViolations(page, 'dialog');
    };
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      let serious = await checkDialog().catch(() => null);
      serious ??= await checkDialog();
      expect(serious.map((v) => `${width} px: ${v.id}`)).toEqual([]);
      await dialog
        .getByRole('button', { name: texts.stillThere.stay })
        .filter({ hasText: texts.stillThere.stay })
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    }
  });
}
