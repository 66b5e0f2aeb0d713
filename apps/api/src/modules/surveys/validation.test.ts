import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  PATTERNED_ANSWERS,
  VALID_DEMOGRAPHICS,
  responsesFrom,
  validSubmission,
} from '../../../test/support/submissions';

const withoutKey = (object: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));

/** Each rejected submission, the message a respondent reads in each language, and its field. */
const CASES = [
  {
    name: 'a missing answer',
    body: validSubmission({
      responses: withoutKey(responsesFrom(PATTERNED_ANSWERS), 'question13'),
    }),
    field: 'responses.question13',
    vi: 'Vui lòng trả lời tất cả các câu hỏi trước khi nộp bài.',
    en: 'Please answer all the questions before submitting.',
  },
  {
    name: 'no answers at all',
    body: withoutKey(validSubmission(), 'responses'),
    field: 'responses',
    vi: 'Vui lòng trả lời tất cả các câu hỏi trước khi nộp bài.',
    en: 'Please answer all the questions before submitting.',
  },
  ...[0, 6, 2.5, '3', -1].map((value) => ({
    name: `an answer of ${JSON.stringify(value)}`,
    body: validSubmission({
      responses: { ...responsesFrom(PATTERNED_ANSWERS), question7: value },
    }),
    field: 'responses.question7',
    vi: 'Vui lòng chọn một đáp án hợp lệ (1-5).',
    en: 'Please choose a valid answer (1-5).',
  })),
  {
    name: 'no demographics',
    body: withoutKey(validSubmission(), 'demographics'),
    field: 'demographics',
    vi: 'Bạn chưa trả lời hết phần A (thông tin về bạn). Vui lòng hoàn thành phần này trước khi nộp bài.',
    en: 'You have not answered all of part A (about you). Please complete it before submitting.',
  },
  ...['grade', 'gender', 'participation', 'awareness', 'impact_level', 'causes'].map((key) => ({
    name: `demographics without ${key}`,
    body: validSubmission({ demographics: withoutKey(VALID_DEMOGRAPHICS, key) }),
    field: `demographics.${key}`,
    vi: 'Bạn chưa trả lời hết phần A (thông tin về bạn). Vui lòng hoàn thành phần này trước khi nộp bài.',
    en: 'You have not answered all of part A (about you). Please complete it before submitting.',
  })),
  {
    name: 'a grade that is not offered',
    body: validSubmission({ demographics: { ...VALID_DEMOGRAPHICS, grade: 'grade13' } }),
    field: 'demographics.grade',
    vi: 'Một câu trả lời trong phần A (thông tin về bạn) không nằm trong các lựa chọn cho sẵn. Vui lòng chọn lại.',
    en: 'One of your answers about yourself is not one of the choices offered. Please choose again.',
  },
  {
    name: 'no cause chosen',
    body: validSubmission({ demographics: { ...VALID_DEMOGRAPHICS, causes: [] } }),
    field: 'demographics.causes',
    vi: 'Vui lòng chọn ít nhất một nguyên nhân gây lo sợ giao tiếp.',
    en: 'Please choose at least one cause of communication apprehension.',
  },
  ...[undefined, '', '   '].map((text) => ({
    name: `"other" with ${JSON.stringify(text)} as its text`,
    body: validSubmission({
      demographics: { ...VALID_DEMOGRAPHICS, causes: ['other'], causesOtherText: text },
    }),
    field: 'demographics.causesOtherText',
    vi: 'Bạn đã chọn “Khác”, vui lòng nhập nội dung cụ thể.',
    en: 'You chose "Other": please describe it in your own words.',
  })),
  {
    name: 'an e-mail that is not one',
    body: validSubmission({ email: 'student@' }),
    field: 'email',
    vi: 'Vui lòng nhập địa chỉ email hợp lệ.',
    en: 'Please enter a valid e-mail address.',
  },
  {
    name: 'a blank e-mail',
    body: validSubmission({ email: '   ' }),
    field: 'email',
    vi: 'Vui lòng nhập địa chỉ email.',
    en: 'Please enter your e-mail address.',
  },
  {
    name: 'a response id that is not a UUID',
    body: validSubmission({ id: 'abc' }),
    field: 'id',
    vi: 'Mã bài trả lời không hợp lệ. Vui lòng tải lại trang và nộp lại.',
    en: 'The response id is not valid. Please reload the page and submit again.',
  },
];

describe('validation messages of a rejected submission', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('embedded');
  });
  afterAll(() => t.close());

  it.each(CASES)('$name: 400 with the message in Vietnamese and in English', async (example) => {
    for (const locale of ['vi', 'en'] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/surveys',
        payload: example.body,
        headers: { 'accept-language': locale === 'vi' ? 'vi-VN,vi;q=0.9,en;q=0.5' : 'en-GB' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: example[locale],
        field: example.field,
      });
    }
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(surveyResponses)) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('uses the language named in the body over the Accept-Language header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      payload: validSubmission({ locale: 'vi', email: 'x' }),
      headers: { 'accept-language': 'en' },
    });
    expect(response.json().message).toBe('Vui lòng nhập địa chỉ email hợp lệ.');
  });

  it('falls back to English for a language it does not speak', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/surveys',
      payload: validSubmission({ email: 'x' }),
      headers: { 'accept-language': 'fr-FR,de;q=0.8' },
    });
    expect(response.json().message).toBe('Please enter a valid e-mail address.');
  });

  it.each([
    {
      name: 'broken JSON',
      payload: '{"demographics":',
      type: 'application/json',
      status: 400,
      message: 'The request body is not valid JSON.',
    },
    {
      name: 'a form post',
      payload: 'grade=grade10',
      type: 'application/x-www-form-urlencoded',
      status: 415,
      message: 'Send the request body as JSON (Content-Type: application/json).',
    },
    {
      name: 'a JSON array',
      payload: '[1,2,3]',
      type: 'application/json',
      status: 400,
      message: 'The request body must be a JSON object with the fields this address expects.',
    },
    {
      name: 'a body over 64 KiB',
      payload: JSON.stringify({ pad: 'x'.repeat(70_000) }),
      type: 'application/json',
      status: 413,
      message: 'The request is too large.',
    },
  ])(
    'answers $name with $status and a readable message',
    async ({ payload, type, status, message }) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/surveys',
        payload,
        headers: { 'content-type': type },
      });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ success: false, message });
    },
  );
});
