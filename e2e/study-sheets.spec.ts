import { expect, test, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildClasses, getData, openAdmin, send, signInTo } from './admin-apps';
import { seriousViolations } from './axe';
import { catalogue, fill, type Language } from './support';
import { SETTINGS_APP_URL } from './sign-in-servers';

const stamp = (language: Language) => `${language}${Date.now().toString(36)}`;

/** The pages a print of the screen makes on A4, as the print button would. */
async function printedPages(page: Page): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  return (await getDocument({ data: new Uint8Array(pdf) }).promise).numPages;
}

/** The sheet of one class: its two sections, each with its QR code and its link. */
function sheetOf(page: Page, className: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: className, exact: true }) });
}

for (const language of ['vi', 'en'] as const) {
  const study = catalogue(language, 'study');

  test(`the study screen says whether a class code is required, counts declines beside responses and records parents' consent per class (${language})`, async ({
    page,
    request,
  }) => {
    const app = await signInTo(request);
    const { school, classes } = await buildClasses(request, app, {
      school: `THPT Đồng Ý ${stamp(language)}`,
      wave: `Đợt ${stamp(language)}`,
      classes: ['10A1', '11B2'],
    });
    const [first] = classes;
    // A student of 10A1 chose not to take part: a count, no answer.
    const declined = await request.post('/api/surveys/declines', {
      data: { classCode: first!.code },
    });
    expect(declined.ok(), await declined.text()).toBe(true);

    await openAdmin(page, language, app, `/admin/study?school=${school.id}`);
    // The app keeps the open survey (e2e/global-setup.ts): the screen says so, and why.
    await expect(
      page.getByText(`${study.classCode.optional} ${study.classCode.optionalNever}`),
    ).toBeVisible();

    const ours = page.getByRole('rowheader', { name: '10A1', exact: true });
    const row = page.getByRole('row').filter({ has: ours });
    // The headers are read once the table is there: read before, there were none to count.
    await expect(ours).toBeVisible();
    const headers = await page
      .getByRole('table')
      .filter({ has: ours })
      .getByRole('columnheader')
      .allInnerTexts();
    expect(headers).toContain(study.classes.declines);
    const declinesColumn = headers.indexOf(study.classes.declines) - 1;
    await expect(row.getByRole('cell').nth(declinesColumn)).toHaveText('1');

    const consent = row.getByRole('combobox', {
      name: fill(study.classes.parentalConsentNamed, { name: '10A1' }),
    });
    await expect(consent.locator('option:checked')).toHaveText(
      study.classes.consent.asStudy.notRecorded,
    );
    await consent.selectOption({ label: study.classes.consent.collected });
    await expect
      .poll(async () => {
        const stored = await getData(request, app, `/api/admin/classes?school=${school.id}`);
        return stored.find((each: { id: string }) => each.id === first!.id)
          .parentalConsentCollected;
      })
      .toBe(true);
    await page.reload();
    await expect(consent.locator('option:checked')).toHaveText(study.classes.consent.collected);
    expect(await seriousViolations(page), 'study screen').toEqual([]);
  });

  test(`each class sheet offers a link and a QR code for students' own phones and for school computers, one A4 page per class (${language})`, async ({
    page,
    request,
  }) => {
    const app = await signInTo(request);
    const { school, classes } = await buildClasses(request, app, {
      school: `THPT Phiếu In ${stamp(language)}`,
      wave: `Đợt ${stamp(language)}`,
      classes: ['10A1', '10A2', '12C3'],
    });
    await openAdmin(page, language, app, `/admin/study/sheets?school=${school.id}`);
    for (const each of classes) {
      const sheet = sheetOf(page, fill(study.sheet.className, { name: each.name }));
      const link = new URL(`/survey?class=${each.code}`, page.url()).href;
      const phone = sheet.getByRole('region', { name: study.sheet.phone.heading });
      const computer = sheet.getByRole('region', { name: study.sheet.computer.heading });
      await expect(phone.getByText(study.sheet.phone.hint)).toBeVisible();
      await expect(phone.getByText(link, { exact: true })).toBeVisible();
      await expect(
        phone.getByRole('img', { name: fill(study.sheet.phone.qrLabel, { name: each.name }) }),
      ).toBeVisible();
      await expect(computer.getByText(study.sheet.computer.hint)).toBeVisible();
      await expect(computer.getByText(`${link}&lab=1`, { exact: true })).toBeVisible();
      await expect(
        computer.getByRole('img', {
          name: fill(study.sheet.computer.qrLabel, { name: each.name }),
        }),
      ).toBeVisible();
      // What the survey is, for the students, in the mode of this app (anonymous).
      await expect(
        sheet.getByText(`${study.sheet.forStudents} ${study.sheet.identity.anonymous}`),
      ).toBeVisible();
      await expect(sheet.getByText(each.code, { exact: true })).toBeVisible();
    }
    expect(await printedPages(page)).toBe(classes.length);
    expect(await seriousViolations(page), 'sheets').toEqual([]);
  });
}

test('with lab mode the default, the phone link of a sheet says lab=0 (settings app)', async ({
  page,
  request,
}) => {
  const study = catalogue('en', 'study');
  const app = await signInTo(request, SETTINGS_APP_URL);
  const { labModeDefault } = await getData(request, app, '/api/admin/settings');
  const { school, classes } = await buildClasses(request, app, {
    school: `THPT Phòng Máy ${stamp('en')}`,
    wave: `Đợt ${stamp('en')}`,
    classes: ['10A1'],
  });
  try {
    await send(request, app, 'put', '/api/admin/settings', { labModeDefault: true });
    await openAdmin(page, 'en', app, `/admin/study/sheets?class=${classes[0]!.id}`);
    const link = `${SETTINGS_APP_URL}/survey?class=${classes[0]!.code}`;
    const sheet = sheetOf(page, fill(study.sheet.className, { name: '10A1' }));
    await expect(
      sheet.getByRole('region', { name: study.sheet.phone.heading }).getByText(`${link}&lab=0`),
    ).toBeVisible();
    await expect(
      sheet.getByRole('region', { name: study.sheet.computer.heading }).getByText(`${link}&lab=1`),
    ).toBeVisible();
  } finally {
    await send(request, app, 'put', '/api/admin/settings', { labModeDefault });
    await send(request, app, 'delete', `/api/admin/classes/${classes[0]!.id}`);
    await send(request, app, 'delete', `/api/admin/schools/${school.id}`);
  }
});
