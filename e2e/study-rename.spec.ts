import { expect, test } from '@playwright/test';
import { adminToken, catalogue, fill, openIn } from './support';

const api = (path: string) => `/api/admin/${path}`;

for (const language of ['vi', 'en'] as const) {
  test(`a school, a wave and a class are renamed from the study screen (${language})`, async ({
    page,
    request,
  }) => {
    const study = catalogue(language, 'study');
    const token = await adminToken(request);
    const headers = { authorization: `Bearer ${token}` };
    const stamp = `${language} ${Date.now()}`;
    const post = async (path: string, data: object) =>
      (await request.post(api(path), { headers, data })).json();
    const school = (await post('schools', { name: `THPT Sai tên ${stamp}` })).data;
    const wave = (
      await post('waves', { name: `Wave typo ${stamp}`, opensOn: '2026-09-01', closesOn: null })
    ).data;
    const [studyClass] = (
      await post('classes/bulk', {
        schoolId: school.id,
        waveId: wave.id,
        classes: [{ name: '10A9', grade: 'grade10', enrolled: null }],
      })
    ).data;
    expect(studyClass?.name).toBe('10A9');

    await page.addInitScript((value) => window.localStorage.setItem('admin_token', value), token);
    await openIn(page, language, `/admin/study?school=${school.id}`);

    const rename = async (part: 'schools' | 'waves' | 'classes', from: string, to: string) => {
      await page
        .getByRole('button', { name: fill(study[part].renameNamed, { name: from }) })
        .click();
      const dialog = page.getByRole('dialog', {
        name: fill(study[part].renameTitle, { name: from }),
      });
      const field = dialog.getByRole('textbox', { name: study.renameLabel });
      await expect(field).toHaveValue(from);
      await field.fill(to);
      await dialog.getByRole('button', { name: study.renameSave }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('rowheader', { name: to, exact: true })).toBeVisible();
    };

    // An empty name is refused in the dialog, and nothing is sent.
    await page
      .getByRole('button', { name: fill(study.schools.renameNamed, { name: school.name }) })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: study.renameLabel }).fill('   ');
    await dialog.getByRole('button', { name: study.renameSave }).click();
    await expect(dialog.getByText(study.renameEmpty)).toBeVisible();
    await page.keyboard.press('Escape');

    await rename('schools', school.name, `THPT Đúng tên ${stamp}`);
    await rename('waves', wave.name, `Wave 1 ${stamp}`);
    await rename('classes', '10A9', '10A1');

    // The server holds the new names, and the wave keeps its dates.
    const stored = async (path: string) =>
      (await (await request.get(api(path), { headers })).json()).data;
    const schools = await stored('schools');
    expect(schools.find((s: { id: string }) => s.id === school.id).name).toBe(
      `THPT Đúng tên ${stamp}`,
    );
    const waves = await stored('waves');
    const renamedWave = waves.find((w: { id: string }) => w.id === wave.id);
    expect(renamedWave).toMatchObject({
      name: `Wave 1 ${stamp}`,
      opensOn: '2026-09-01',
      closesOn: null,
    });
    const classes = await stored(`classes?school=${school.id}`);
    expect(classes.map((c: { name: string }) => c.name)).toEqual(['10A1']);
  });
}
