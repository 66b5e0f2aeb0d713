import { expect, test, type APIRequestContext } from '@playwright/test';
import { buildClasses, getData, openAdmin, send, signInAs, signInTo } from './admin-apps';
import { seriousViolations } from './axe';
import { DEMOGRAPHICS, PATTERNED_ANSWERS, catalogue, fill } from './support';
import { SIGN_IN_APP_URL } from './sign-in-servers';

const RESPONSES = Object.fromEntries(
  PATTERNED_ANSWERS.map((answer, index) => [`question${index + 1}`, answer]),
);

async function submit(request: APIRequestContext, base: string, extra: object) {
  const sent = await request.post(`${base}/api/surveys`, {
    data: {
      demographics: { ...DEMOGRAPHICS, causes: [...DEMOGRAPHICS.causes] },
      responses: RESPONSES,
      ...extra,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return (await sent.json()).data.id as string;
}

for (const language of ['vi', 'en'] as const) {
  test(`responses show the sheet version their student assented to and when, or that none was recorded, and those accepted after their class closed (${language})`, async ({
    page,
    request,
  }) => {
    const admin = catalogue(language, 'admin');
    const app = await signInTo(request);
    const stamp = `${language}${Date.now().toString(36)}`;
    const {
      classes: [own],
    } = await buildClasses(request, app, {
      school: `THPT Phiếu ${stamp}`,
      wave: `Đợt ${stamp}`,
      classes: ['11A5'],
    });
    const { version } = (await (await request.get('/api/settings/public')).json()).data.consent;
    await submit(request, '', { classCode: own!.code, consentVersion: version });
    // An older client, or a response queued before the sheet existed: stored, with no assent.
    await submit(request, '', { classCode: own!.code });
    // A survey the server saw begin while the class was open, sent after it closed.
    const session = await request.post('/api/surveys/sessions', {
      data: { classCode: own!.code },
    });
    expect(session.ok(), await session.text()).toBe(true);
    await send(request, app, 'put', `/api/admin/classes/${own!.id}`, { open: false });
    await submit(request, '', {
      classCode: own!.code,
      consentVersion: version,
      sessionId: (await session.json()).data.id,
    });

    await openAdmin(page, language, app, `/admin/surveys?class=${own!.id}`);
    const table = page.getByRole('table', { name: admin.surveys.table.caption });
    await expect(
      table.getByRole('columnheader', { name: admin.surveys.table.assent }),
    ).toBeVisible();
    const rows = table.getByRole('row').filter({ hasText: '11A5' });
    await expect(rows).toHaveCount(3);
    const versioned = fill(admin.surveys.assent.version, { version });
    await expect(rows.filter({ hasText: versioned })).toHaveCount(2);
    await expect(rows.filter({ hasText: admin.surveys.assent.none })).toHaveCount(1);
    const late = rows.filter({ hasText: admin.surveys.afterClosed });
    await expect(late).toHaveCount(1);
    await expect(late).toContainText(versioned);
    expect(await seriousViolations(page), 'responses list').toEqual([]);

    // The late one in full: its version, when its student assented, and why it was accepted.
    await late.getByRole('button', { name: new RegExp(`^${admin.surveys.table.view}`) }).click();
    const detail = page.getByRole('dialog', { name: admin.surveys.detail.title });
    const fact = (label: string) => detail.locator('dt', { hasText: label }).locator('+ dd');
    await expect(fact(admin.surveys.detail.consentVersion)).toHaveText(versioned);
    await expect(fact(admin.surveys.detail.consentAt)).toHaveText(/\d{1,2}:\d{2}/);
    await expect(detail.getByText(admin.surveys.detail.afterClosed)).toBeVisible();
    expect(await seriousViolations(page), 'response detail').toEqual([]);
    await page.keyboard.press('Escape');

    await rows
      .filter({ hasText: admin.surveys.assent.none })
      .getByRole('button', { name: new RegExp(`^${admin.surveys.table.view}`) })
      .click();
    await expect(fact(admin.surveys.detail.consentVersion)).toHaveText(admin.surveys.assent.none);
    await expect(fact(admin.surveys.detail.consentAt)).toHaveText(admin.surveys.noClass);
  });

  test(`only a superadmin looks a student's own responses up by their exact e-mail, and deletes them on an erasure request (${language})`, async ({
    page,
    request,
  }) => {
    const admin = catalogue(language, 'admin');
    const { lookup } = admin.surveys;
    // The sign-in app asks students for an e-mail address (e2e/global-setup.ts).
    const app = await signInTo(request, SIGN_IN_APP_URL);
    const email = `xoa.du.lieu.${language}.${Date.now()}@example.edu.vn`;
    const id = await submit(request, SIGN_IN_APP_URL, { email });

    await openAdmin(page, language, app, '/admin/surveys');
    await expect(page.getByText(email)).toHaveCount(0);
    await page.getByRole('button', { name: lookup.open }).click();
    const dialog = page.getByRole('dialog', { name: lookup.title });
    await expect(dialog.getByText(lookup.only)).toBeVisible();
    await expect(dialog.getByText(lookup.recorded)).toBeVisible();
    await dialog.getByRole('textbox', { name: lookup.email }).fill('not-an-address');
    await dialog.getByRole('button', { name: lookup.submit, exact: true }).click();
    await expect(dialog.getByText(lookup.emailInvalid)).toBeVisible();

    await dialog.getByRole('textbox', { name: lookup.email }).fill(email);
    await dialog.getByRole('radio', { name: lookup.purposes.erasure }).check();
    const asked = page.waitForRequest((sent) => sent.url().endsWith('/lookup-by-email'));
    await dialog.getByRole('button', { name: lookup.submit, exact: true }).click();
    // The address travels in the body, never in an address a log could keep.
    const sent = await asked;
    expect(sent.method()).toBe('POST');
    expect(sent.postDataJSON()).toEqual({ email, purpose: 'erasure' });
    expect(page.url()).not.toContain('example.edu.vn');
    await expect(dialog.getByRole('status')).toHaveText(fill(lookup.found_one, { count: 1 }));
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    expect(await seriousViolations(page), 'look-up dialog').toEqual([]);

    // Vietnamese has one plural form: i18next gives it the `_other` text for one too.
    const eraseOne = language === 'vi' ? lookup.erase_other : lookup.erase_one;
    await dialog.getByRole('button', { name: fill(eraseOne, { count: 1 }) }).click();
    await dialog
      .getByRole('button', { name: fill(admin.surveys.bulk.confirm_one, { count: 1 }) })
      .click();
    await expect(dialog.getByRole('status')).toHaveText(
      fill(admin.surveys.deletedMany_one, { count: 1 }),
    );
    const gone = await request.get(`${SIGN_IN_APP_URL}/api/admin/surveys/${id}`, {
      headers: app.headers,
    });
    expect(gone.status()).toBe(404);
    await dialog.getByRole('button', { name: lookup.submit, exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText(lookup.none);

    // A researcher is not offered it, and the server refuses them.
    const researcher = {
      username: `nncv-tc-${language}-${Date.now()}`,
      password: 'nghien-cuu-2026',
    };
    await send(request, app, 'post', '/api/admin/users', { ...researcher, role: 'researcher' });
    const own = await signInAs(request, SIGN_IN_APP_URL, researcher);
    const other = await page.context().browser()!.newPage();
    await openAdmin(other, language, own, '/admin/surveys');
    await expect(
      other.getByRole('heading', { name: admin.surveys.listHeading, exact: true }),
    ).toBeVisible();
    await expect(other.getByRole('button', { name: lookup.open })).toHaveCount(0);
    await other.close();
    const refused = await request.post(`${SIGN_IN_APP_URL}/api/admin/surveys/lookup-by-email`, {
      headers: own.headers,
      data: { email, purpose: 'access' },
    });
    expect(refused.status()).toBe(403);
    expect(
      (await getData(request, app, '/api/admin/surveys?limit=100')).surveys,
    ).not.toContainEqual(expect.objectContaining({ id }));
  });
}
