import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAdminApp } from '../../../../test/support/admin-app';
import { BACKENDS } from '../../../../test/support/environment';
import {
  answersWithSubscores,
  clearSurveyData,
  getAsAdmin,
  insertResponses,
} from '../../../../test/support/stored-responses';
import { addDays, dayIn, resolveDayRange } from './service';

const URL = '/api/admin/analytics/trends';
const HOUR_MS = 3_600_000;
const TOTAL_50 = answersWithSubscores([12, 12, 13, 13]);
const TOTAL_51 = answersWithSubscores([12, 13, 13, 13]);
const TOTAL_84 = answersWithSubscores([21, 21, 21, 21]);

describe('calendar days in a time zone', () => {
  it('puts 23:30 UTC on the next day in Ho Chi Minh City (UTC+7)', () => {
    const instant = new Date('2024-03-01T23:30:00Z');
    expect(dayIn('Asia/Ho_Chi_Minh', instant)).toBe('2024-03-02');
    expect(dayIn('UTC', instant)).toBe('2024-03-01');
  });

  it('resolves the default and partial ranges', () => {
    expect(resolveDayRange({}, '2024-03-05')).toEqual({ from: '2024-02-28', to: '2024-03-05' });
    expect(resolveDayRange({ to: '2024-01-03' }, '2024-03-05')).toEqual({
      from: '2023-12-28',
      to: '2024-01-03',
    });
    expect(resolveDayRange({ from: '2024-03-01' }, '2024-03-05')).toEqual({
      from: '2024-03-01',
      to: '2024-03-05',
    });
    expect(resolveDayRange({ from: '2024-03-06' }, '2024-03-05')).toEqual({
      error: 'trends.rangeReversed',
    });
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
  });
});

describe.each(BACKENDS)('trends analytics on the %s database', (backend) => {
  const admin = signedInAdminApp(backend, 'viewer');
  const trends = (query = '', headers: Record<string, string> = {}) =>
    getAsAdmin(admin.t, admin.token, `${URL}${query}`, headers);

  beforeEach(() => clearSurveyData(admin.t.database.db));

  it('lists the last 7 days in the time zone, with zeros, and no months without data', async () => {
    const { status, body } = await trends();
    expect(status).toBe(200);
    const today = dayIn('Asia/Ho_Chi_Minh', new Date());
    const days = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6));
    expect(body.data).toEqual({
      timeZone: 'Asia/Ho_Chi_Minh',
      startDate: days[0],
      endDate: today,
      dailyResponses: days.map((date) => ({ date, count: 0 })),
      monthlyTrends: [],
    });
  });

  it('counts today and two days ago in their places', async () => {
    const now = Date.now();
    await insertResponses(admin.t.database.db, [
      { answers: TOTAL_50, createdAt: new Date(now) },
      { answers: TOTAL_50, createdAt: new Date(now - 48 * HOUR_MS) },
      { answers: TOTAL_50, createdAt: new Date(now - 48 * HOUR_MS) },
    ]);
    const { body } = await trends();
    expect(body.data.dailyResponses.map((day: { count: number }) => day.count)).toEqual([
      0, 0, 0, 0, 2, 0, 1,
    ]);
  });

  it('counts a response at 23:30 UTC for the next day, and keeps the range', async () => {
    await insertResponses(admin.t.database.db, [
      { answers: TOTAL_50, createdAt: new Date('2024-02-29T16:59:59Z') }, // 29 Feb, 23:59:59
      { answers: TOTAL_50, createdAt: new Date('2024-02-29T17:00:00Z') }, // 1 Mar, 00:00
      { answers: TOTAL_51, createdAt: new Date('2024-03-01T16:59:59Z') }, // 1 Mar, 23:59:59
      { answers: TOTAL_84, createdAt: new Date('2024-03-01T23:30:00Z') }, // 2 Mar, 06:30
      { answers: TOTAL_84, createdAt: new Date('2024-03-03T17:00:00Z') }, // 4 Mar, 00:00
    ]);
    const { status, body } = await trends('?from=2024-03-01&to=2024-03-03');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      timeZone: 'Asia/Ho_Chi_Minh',
      startDate: '2024-03-01',
      endDate: '2024-03-03',
      dailyResponses: [
        { date: '2024-03-01', count: 2 },
        { date: '2024-03-02', count: 1 },
        { date: '2024-03-03', count: 0 },
      ],
      // Only the range's responses: (50 + 51 + 84) / 3 = 61.67.
      monthlyTrends: [{ month: '2024-03', responses: 3, avgScore: 61.7 }],
    });
  });

  it('lists every month from the first response to this one, empty months included', async () => {
    await insertResponses(admin.t.database.db, [
      { answers: TOTAL_50, createdAt: new Date('2024-01-10T03:00:00Z') },
      { answers: TOTAL_51, createdAt: new Date('2024-01-31T18:00:00Z') }, // 1 Feb locally
      { answers: TOTAL_84, createdAt: new Date('2024-03-15T03:00:00Z') },
      { answers: TOTAL_51, createdAt: new Date('2024-03-16T03:00:00Z') },
    ]);
    const { body } = await trends();
    const months = body.data.monthlyTrends;
    expect(months.slice(0, 4)).toEqual([
      { month: '2024-01', responses: 1, avgScore: 50 },
      { month: '2024-02', responses: 1, avgScore: 51 },
      { month: '2024-03', responses: 2, avgScore: 67.5 },
      { month: '2024-04', responses: 0, avgScore: null },
    ]);
    expect(months.at(-1).month).toBe(dayIn('Asia/Ho_Chi_Minh', new Date()).slice(0, 7));
  });

  it('takes a whole leap year, but not a day more', async () => {
    const year = await trends('?from=2024-01-01&to=2024-12-31');
    expect(year.status).toBe(200);
    expect(year.body.data.dailyResponses).toHaveLength(366);
    expect(year.body.data.monthlyTrends).toHaveLength(12);
    const tooLong = await trends('?from=2023-12-31&to=2024-12-31');
    expect(tooLong).toEqual({
      status: 400,
      body: { success: false, message: 'Choose a range of at most 366 days.' },
    });
  });

  it('refuses malformed and reversed dates with a message to act on', async () => {
    expect(await trends('?from=2024-02-30')).toEqual({
      status: 400,
      body: {
        success: false,
        message:
          'The filter "from" must be a real day written as YYYY-MM-DD, from 1000-01-01 to 9998-12-31.',
        field: 'from',
      },
    });
    expect(await trends('?startDate=2024-02-30')).toEqual({
      status: 400,
      body: {
        success: false,
        message: 'Dates must be real days written as YYYY-MM-DD, from 1000-01-01 to 9998-12-31.',
        field: 'startDate',
      },
    });
    expect(await trends('?endDate=03/01/2024', { 'accept-language': 'vi' })).toEqual({
      status: 400,
      body: {
        success: false,
        message:
          'Ngày phải là ngày có thật, viết theo dạng YYYY-MM-DD, từ 1000-01-01 đến 9998-12-31.',
        field: 'endDate',
      },
    });
    const reversed = await trends('?startDate=2024-03-02&endDate=2024-03-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(
      'The start date must not be after the end date (today, when no end date is given).',
    );
    expect(await trends('?from=9998-12-31')).toEqual(reversed);
    expect(await trends('?from=2024-03-02&to=2024-03-01')).toEqual({
      status: 400,
      body: { success: false, message: 'The filter "from" must not be after "to".', field: 'to' },
    });
  });

  it("takes the specification's startDate and endDate as other names for from and to", async () => {
    await insertResponses(admin.t.database.db, [
      { answers: TOTAL_50, createdAt: new Date('2024-03-01T03:00:00Z') },
      { answers: TOTAL_84, createdAt: new Date('2024-03-03T03:00:00Z') },
    ]);
    const asFilters = await trends('?from=2024-03-01&to=2024-03-03');
    expect(asFilters.status).toBe(200);
    expect(asFilters.body.data.dailyResponses.map((day: { count: number }) => day.count)).toEqual([
      1, 0, 1,
    ]);
    for (const query of [
      '?startDate=2024-03-01&endDate=2024-03-03',
      '?startDate=2024-03-01&to=2024-03-03',
      '?from=2024-03-01&endDate=2024-03-03',
      '?from=2024-03-01&startDate=2024-03-01&to=2024-03-03&endDate=2024-03-03',
    ]) {
      expect(await trends(query), query).toEqual(asFilters);
    }
    expect(await trends('?endDate=2024-03-03')).toEqual(await trends('?to=2024-03-03'));
  });

  it('refuses an alias that names another day than from or to, in both languages', async () => {
    expect(await trends('?from=2024-03-01&startDate=2024-03-02')).toEqual({
      status: 400,
      body: {
        success: false,
        message:
          'The parameters "startDate" and "endDate" are other names for "from" and "to"; "startDate" names a different day than its other name. Send each day once, as "from" and "to".',
        field: 'startDate',
      },
    });
    expect(await trends('?to=2024-03-03&endDate=2024-03-04', { 'accept-language': 'vi' })).toEqual({
      status: 400,
      body: {
        success: false,
        message:
          'Các tham số "startDate" và "endDate" là tên gọi khác của "from" và "to"; "endDate" lại ghi một ngày khác với tham số tương ứng. Vui lòng chỉ gửi mỗi ngày một lần, bằng "from" và "to".',
        field: 'endDate',
      },
    });
  });
});
