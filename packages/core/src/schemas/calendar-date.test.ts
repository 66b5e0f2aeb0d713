import { describe, expect, it } from 'vitest';
import { calendarDate, calendarInstant } from './calendar-date';
import { analyticsFilterFields } from './filters';
import { waveInputSchema } from './study';
import { surveySubmissionSchema } from './submission';

const day = calendarDate('study.dateInvalid');

describe('the one rule of a date a request carries', () => {
  it('takes real days from 1000-01-01 to 9998-12-31', () => {
    for (const value of ['1000-01-01', '2024-02-29', '2026-11-28', '9998-12-31']) {
      expect(day.safeParse(value).success, value).toBe(true);
    }
  });

  it('refuses year 0, negative and five-digit years, days the calendar lacks, and other shapes', () => {
    for (const value of [
      '0000-01-01',
      '-0001-01-01',
      '-000001-01-01',
      '0999-12-31',
      '9999-01-01',
      '99999-01-01',
      '+275760-09-13',
      '2025-02-30',
      '2023-02-29',
      '2025-13-01',
      '2025-00-10',
      '2025-1-1',
      '20250101',
      ' 2025-01-01',
    ]) {
      const result = day.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('study.dateInvalid');
    }
  });

  it('holds for a date-time: its day must be in the same range', () => {
    const instant = calendarInstant('submit.invalidStartTime');
    expect(instant.safeParse('2026-11-28T05:00:00+07:00').success).toBe(true);
    expect(instant.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
    expect(instant.safeParse('9999-12-31T23:59:59Z').success).toBe(false);
  });

  it('is the rule of waves, the filter set and a survey’s start time', () => {
    expect(waveInputSchema.safeParse({ name: 'Đợt 1', opensOn: '0000-01-01' }).success).toBe(false);
    expect(waveInputSchema.safeParse({ name: 'Đợt 1', closesOn: '99999-01-01' }).success).toBe(
      false,
    );
    expect(analyticsFilterFields.from.safeParse('0000-01-01').success).toBe(false);
    expect(analyticsFilterFields.to.safeParse('2025-02-30').success).toBe(false);
    expect(surveySubmissionSchema.shape.startedAt.safeParse('0000-01-01T00:00:00Z').success).toBe(
      false,
    );
  });
});
