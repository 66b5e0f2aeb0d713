import { describe, expect, it } from 'vitest';
import { dateOptions, dateTimeOptions } from './date-style';

const moment = new Date(Date.UTC(2026, 10, 23, 8, 5));
const write = (language: 'vi' | 'en', options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(moment);

describe('dates', () => {
  it('are written 23/11/2026 in Vietnamese, day first and in figures', () => {
    expect(write('vi', dateOptions('vi'))).toBe('23/11/2026');
    expect(write('vi', dateTimeOptions('vi'))).toBe('08:05 UTC 23/11/2026');
  });

  it("keep English's medium style", () => {
    expect(write('en', dateOptions('en'))).toBe('Nov 23, 2026');
    expect(write('en', dateTimeOptions('en'))).toMatch(/^Nov 23, 2026, 8:05\sAM UTC$/);
  });

  it('say the time zone of a time', () => {
    const inHanoi = (language: 'vi' | 'en') =>
      new Intl.DateTimeFormat(language, {
        ...dateTimeOptions(language),
        timeZone: 'Asia/Ho_Chi_Minh',
      }).format(moment);
    expect(inHanoi('vi')).toBe('15:05 GMT+7 23/11/2026');
    expect(inHanoi('en')).toMatch(/^Nov 23, 2026, 3:05\sPM GMT\+7$/);
  });
});
