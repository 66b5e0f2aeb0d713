import { expect, test } from '@playwright/test';
import {
  adminToken,
  catalogue,
  completeSurveyOffline,
  enterEmail,
  readStoredResult,
  visitOnceOnline,
} from './support';

// This spec, alone, lets the app's service worker run (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

test('after one online visit the survey opens, completes and queues offline, and is delivered once from the landing page', async ({
  page,
  context,
  request,
}) => {
  const texts = catalogue('en', 'survey');
  const email = `offline.${Date.now()}@example.edu.vn`;

  const kept = await completeSurveyOffline(context, page, email);
  expect(kept).toMatchObject({ totalScore: 84, pending: true });

  // A second tab keeps the completion screen open while the first goes to the landing page.
  const survey = await context.newPage();
  await survey.goto('/survey');
  await expect(survey.getByText(texts.completed.savedOffline)).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await context.setOffline(false);
  await expect
    .poll(async () => (await readStoredResult(page, request, kept.id)).status(), {
      timeout: 20_000,
    })
    .toBe(200);
  await expect(survey.getByText(texts.completed.sent)).toBeVisible();
  await expect(survey.getByText(texts.completed.savedOffline)).toHaveCount(0);

  // Delivered exactly once, though two tabs were waiting to send it.
  const token = await adminToken(request);
  const stored = await request.get(`/api/admin/surveys?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await stored.json()).data.pagination.total).toBe(1);
});

test('a returning visitor offline gets the prerendered landing page in their language, and the app takes over', async ({
  page,
  context,
}) => {
  await visitOnceOnline(page, 'en', '/');
  await context.setOffline(true);

  for (const language of ['en', 'vi'] as const) {
    // The choice as the app stores it: in the page's storage and in the cookie the worker reads.
    await page.evaluate((chosen) => {
      window.localStorage.setItem('i18nextLng', chosen);
      document.cookie = `i18nextLng=${chosen}; path=/`;
    }, language);
    const landing = await page.goto('/');
    expect(landing!.fromServiceWorker()).toBe(true);
    // Its text is in the page itself, so it shows before any JavaScript runs.
    const html = await landing!.text();
    expect(html).toContain(`data-prerendered="${language}"`);
    expect(html).toContain(catalogue(language, 'landing').hero.title);
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    // The app starts from the kept code and owns the page, as on a first visit.
    await expect(page.locator('#root[data-prerendered], [data-prerendered-copy]')).toHaveCount(0, {
      timeout: 15_000,
    });
    await expect(
      page.getByRole('heading', { level: 1, name: catalogue(language, 'landing').hero.title }),
    ).toBeVisible();
  }

  // Other addresses still get the app's shell, which draws them.
  const survey = await page.goto('/survey');
  expect(await survey!.text()).not.toContain('data-prerendered');
  await expect(page.getByLabel(catalogue('vi', 'survey').entry.emailLabel)).toBeVisible();
});

test('the service worker never answers /api and the app is installable (manifest with icons)', async ({
  page,
  request,
}) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }

  // A whole visit of the survey, then nothing of /api is among what the worker keeps.
  await visitOnceOnline(page, 'en', '/survey');
  await page.reload();
  await enterEmail(page, 'en', 'cache.check@example.edu.vn');
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.some((url) => url.includes('/assets/'))).toBe(true);
  expect(cached.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
});

test('Background Sync: a submission queued offline reaches the server with every page of the app closed, once', async ({
  page,
  context,
  request,
}) => {
  const texts = catalogue('en', 'survey');
  const email = `background.${Date.now()}@example.edu.vn`;
  const kept = await completeSurveyOffline(context, page, email);
  const guestKey = await page.evaluate(() => window.localStorage.getItem('survey_guest_key'));

  // The page handed it to the service worker and asked the browser for a sync.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (
          registration as unknown as { sync: { getTags(): Promise<string[]> } }
        ).sync.getTags();
      }),
    )
    .toContain('prca-outbox');

  // Every page of the app closes: only the worker is left to send it. Nothing has reached
  // the server yet.
  await page.close();
  const readIt = () =>
    request.get(`/api/surveys/${kept.id}`, { headers: { 'x-guest-key': guestKey! } });
  expect((await readIt()).status()).toBe(404);
  const blank = await context.newPage();
  const devtools = await context.newCDPSession(blank);
  const registrationId = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((each) => each.scopeURL.startsWith(origin));
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    });
  });
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await devtools.send('ServiceWorker.enable');

  // The connection returns; the browser wakes the worker with the sync event (sent here
  // through DevTools, as the browser itself would on its own connection coming back).
  await context.setOffline(false);
  await devtools.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag: 'prca-outbox',
    lastChance: false,
  });
  await expect.poll(async () => (await readIt()).status(), { timeout: 20_000 }).toBe(200);

  const token = await adminToken(request);
  const storedCount = async () => {
    const stored = await request.get(`/api/admin/surveys?email=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await stored.json()).data.pagination.total;
  };
  expect(await storedCount()).toBe(1);

  // A page opened later still had it in its own queue (no page was there to hear the worker):
  // it sends it again, the server keeps the one it has, and the result shows as received.
  const later = await context.newPage();
  await later.goto('/survey');
  await expect(later.getByText(texts.completed.sent)).toBeVisible({ timeout: 15_000 });
  expect(await storedCount()).toBe(1);
});
