import { expect, test } from '@playwright/test';
import {
  adminToken,
  PATTERNED_ANSWERS,
  answerQuestions,
  catalogue,
  completeSurveyAsGuest,
  fillPartA,
  fillPartB,
  start,
} from './support';

test('"Take the survey again" records the second attempt\'s progress without a reload', async ({
  page,
  request,
}) => {
  const started: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/surveys/sessions')) {
      started.push(sent.postDataJSON().id);
    }
  });
  await completeSurveyAsGuest(page, 'en');
  expect(started).toHaveLength(1);

  await page.getByRole('button', { name: catalogue('en', 'survey').completed.retake }).click();
  await start(page, 'en');
  await expect.poll(() => started.length).toBe(2);
  const [first, second] = started;
  expect(second).not.toBe(first);

  const recorded = page.waitForResponse(
    (reply) =>
      reply.request().method() === 'PATCH' &&
      reply.url().endsWith(`/api/surveys/sessions/${second}`) &&
      reply.request().postDataJSON().furthestQuestion === 3,
  );
  await fillPartA(page, 'en');
  await fillPartB(page, 'en');
  await answerQuestions(page, 'en', PATTERNED_ANSWERS, 1, 2);
  const reply = await recorded;
  expect(reply.status()).toBe(200);
  expect((await reply.json()).data).toMatchObject({
    id: second,
    furthestQuestion: 3,
    completedAt: null,
  });

  // The admin's engagement figures count the second attempt as one in progress.
  const token = await adminToken(request);
  const engagement = await request.get('/api/admin/analytics/engagement', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(engagement.status()).toBe(200);
  const { completionRates, dropoffPoints } = (await engagement.json()).data;
  expect(completionRates.inProgress).toBeGreaterThanOrEqual(1);
  expect(dropoffPoints[2].reached).toBeGreaterThan(completionRates.completed);
});
