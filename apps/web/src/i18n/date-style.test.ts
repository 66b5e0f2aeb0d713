import { describe, expect, it } from 'vitest';
import { dateOptions, dateTimeOptions } from './date-style';

const moment = new Date(Date.UTC(2026, 10, 23, 8, 5));
const write = (language: 'vi' | 'en', options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(moment);

describe('dates', () => {
  it('are written 23/11/2026 in Vietnamese, day first and in figures', () => {
    expect(write('vi', dateOptions('vi'))).toBe('23/11/2026');
    expect(write('vi', dateTimeOptions('vi'))).toBe('08:05 23/11/2026');
  });

  it("keep English's medium style", () => {
    expect(write('en', dateOptions('en'))).toBe('Nov 23, 2026');
    expect(write('en', dateTimeOptions('en'))).toMatch(/^Nov 23, 2026, 8:05\sAM$/);
  });
});
